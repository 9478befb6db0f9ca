'use client';

import { Code, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CATALOG_STATUSES } from '@pim/core/limits';
import { CodeLink } from '@/components/catalog/code-link';
import { ResourceList } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/notices';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { CHANNELS_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';

type Page = RouterOutputs['channels']['list'];
type Channel = Page['items'][number];

/** The channels of the active tenant: searched as you type, filtered, sorted, paged. */
export function ChannelsList({
  tenantName,
  firstPage,
}: {
  tenantName: string;
  firstPage?: FirstPage<Page>;
}) {
  const trpc = useTRPC();
  const { list, options } = useListQuery(CHANNELS_LIST, firstPage);
  const query = useQuery(trpc.channels.list.queryOptions(list.input, options));
  return (
    <ResourceList
      list={list}
      query={query}
      statuses={CATALOG_STATUSES}
      searchLabel="Search by code or name"
      testId="channels"
      caption={`Channels of ${tenantName}`}
      empty="No channels match."
      rowKey={(channel: Channel) => channel.id}
      rowTestId={(channel) => `channel-row-${channel.code}`}
      columns={[
        {
          key: 'code',
          header: 'Code',
          sortKey: 'code',
          render: (channel) => (
            <CodeLink
              href={`/channels/${channel.id}`}
              code={channel.code}
              testId={`channel-link-${channel.code}`}
            />
          ),
        },
        {
          key: 'name',
          header: 'Name',
          sortKey: 'name',
          render: (channel) => <bdi>{channel.name}</bdi>,
        },
        {
          key: 'tree',
          header: 'Category tree',
          render: (channel) => (
            <Group gap={6} wrap="wrap">
              <bdi>{channel.category_tree.name}</bdi>
              <Code>{channel.category_tree.code}</Code>
            </Group>
          ),
        },
        {
          key: 'locales',
          header: 'Locales',
          render: (channel) => (
            <span data-testid={`channel-locale-count-${channel.code}`}>
              {channel.locales.length}
            </span>
          ),
        },
        {
          key: 'status',
          header: 'Status',
          render: (channel) => <StatusBadge status={channel.status} />,
        },
      ]}
    />
  );
}
