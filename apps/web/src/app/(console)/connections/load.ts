import 'server-only';
import { callApi, collectPages, type ApiResult } from '@/lib/api/call';
import type { Me } from '@/lib/api/router';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import type { ChannelChoice } from './connection-fields';

/**
 * The channels a connection may deliver, with their locales: none when the user may not read
 * channels (the field then offers only "None", and the API keeps what is stored).
 */
export async function loadChannelChoices(me: Me): Promise<ApiResult<ChannelChoice[]>> {
  if (!can(me, PERMISSIONS.channelsRead)) return { ok: true, data: [] };
  return callApi(async (api) => {
    const channels = await collectPages((page) =>
      api.channels.list.query({ page, page_size: 100, sort: 'code' }),
    );
    return channels.map((channel) => ({
      code: channel.code,
      name: channel.name,
      locales: channel.locales.map((locale) => locale.locale_code),
    }));
  });
}

/** The connectors a connection can be created on: active ones. */
export function loadActiveConnectors() {
  return callApi((api) =>
    collectPages((page) => api.connectors.list.query({ page, page_size: 100, is_active: true })),
  );
}
