import 'server-only';
import { cache } from 'react';
import type { LocaleOption } from '@/components/catalog/translations-section';
import { callApi, collectPages, type ApiResult } from './call';

/**
 * Every locale the API knows, for pickers (channels' locales, translations): read once per
 * request (React's cache), three pages of 100.
 */
export const loadLocales = cache(async (): Promise<ApiResult<LocaleOption[]>> =>
  callApi(async (api) => {
    const items = await collectPages((page) =>
      api.locales.list.query({ page, page_size: 100, sort: 'code' }),
    );
    return items.map((l) => ({
      code: l.locale_code,
      label: l.country_name ? `${l.language_name} (${l.country_name})` : l.language_name,
    }));
  }),
);
