import type { Metadata } from 'next';
import { LoadError } from '@/components/notices';
import { PageHeader } from '@/components/page';
import { RequirePermission } from '@/components/require-permission';
import { callApi, collectPages } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { textParam, type SearchParams } from '@/lib/list-params';
import { MappingsEditor } from './mappings-editor';

export const metadata: Metadata = { title: 'Category mappings' };

export default async function MappingsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return (
    <RequirePermission permission={PERMISSIONS.mappingsRead}>
      <Mappings params={params} searchParams={searchParams} />
    </RequirePermission>
  );
}

async function Mappings({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id }, query, me] = await Promise.all([params, searchParams, loadMe()]);
  if (!me.ok) return null;
  const [connection, channels] = await Promise.all([
    callApi((api) => api.connections.get.query({ id })),
    can(me.me, PERMISSIONS.channelsRead)
      ? callApi((api) =>
          collectPages((page) => api.channels.list.query({ page, page_size: 100, sort: 'code' })),
        )
      : Promise.resolve(null),
  ]);
  const back = {
    href: `/connections/${id}`,
    label: connection.ok ? connection.data.name : 'Connection',
  };
  if (!connection.ok) {
    return (
      <>
        <PageHeader title="Category mappings" back={back} />
        <LoadError failure={connection.failure} />
      </>
    );
  }
  const configured =
    typeof connection.data.config.channel_code === 'string'
      ? connection.data.config.channel_code
      : undefined;
  const choices = (channels?.ok ? channels.data : []).map((c) => ({ code: c.code, name: c.name }));
  if (configured && !choices.some((c) => c.code === configured)) {
    choices.unshift({ code: configured, name: configured });
  }
  const channelCode = textParam(query, 'channel_code') ?? configured ?? choices[0]?.code;
  const tree = channelCode
    ? await callApi((api) => api.categoryMappings.channel.query({ id, channel_code: channelCode }))
    : null;
  return (
    <>
      <PageHeader title="Category mappings" titleTestId="mappings-title" back={back} />
      {tree && !tree.ok ? <LoadError failure={tree.failure} /> : null}
      <MappingsEditor
        connectionId={id}
        channels={choices}
        channelCode={channelCode}
        items={tree?.ok ? tree.data.items : []}
        canWrite={can(me.me, PERMISSIONS.mappingsWrite)}
      />
    </>
  );
}
