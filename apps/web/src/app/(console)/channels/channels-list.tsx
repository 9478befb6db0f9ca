'use client';

import { Code, Group } from '@mantine/core';
import { codeColumn, nameColumn, statusColumn } from '@/components/list/columns';
import { QueryList } from '@/components/list/query-list';
import type { ListProps } from '@/lib/list-params';
import type { RouterOutputs } from '@/lib/api/router';
import { CHANNELS_LIST } from '@/lib/lists';

/** The channels of the active tenant: searched as you type, filtered, sorted, paged. */
export function ChannelsList({
  tenantName,
  firstPage,
}: ListProps<RouterOutputs['channels']['list']>) {
  return (
    <QueryList
      config={CHANNELS_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) => trpc.channels.list.queryOptions(list.input, options)}
      testId="channels"
      caption={`Channels of ${tenantName}`}
      empty="No channels match."
      rowTestId={(channel) => `channel-row-${channel.code}`}
      columns={[
        codeColumn('/channels', 'channel-link'),
        nameColumn(),
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
        statusColumn(),
      ]}
    />
  );
}
