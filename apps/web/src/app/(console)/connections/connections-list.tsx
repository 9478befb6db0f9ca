'use client';

import { Code, Text } from '@mantine/core';
import { codeColumn, nameColumn, statusColumn } from '@/components/list/columns';
import { QueryList } from '@/components/list/query-list';
import { LocalDate } from '@/components/local-date';
import type { RouterOutputs } from '@/lib/api/router';
import { connectorTypeLabel } from '@/lib/integration';
import type { ListProps } from '@/lib/list-params';
import { CONNECTIONS_LIST } from '@/lib/lists';

/** The tenant's connections: type, channel, last export, status; searched and filtered. */
export function ConnectionsList({
  tenantName,
  firstPage,
}: ListProps<RouterOutputs['connections']['list']>) {
  return (
    <QueryList
      config={CONNECTIONS_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) => trpc.connections.list.queryOptions(list.input, options)}
      testId="connections"
      caption={`Connections of ${tenantName}`}
      empty="No connections match."
      minWidth={760}
      rowTestId={(connection) => `connection-row-${connection.code}`}
      columns={[
        codeColumn('/connections', 'connection-link'),
        nameColumn(),
        {
          key: 'type',
          header: 'Type',
          render: (connection) => connectorTypeLabel(connection.connector_type),
        },
        {
          key: 'channel',
          header: 'Channel',
          render: (connection) =>
            typeof connection.config.channel_code === 'string' ? (
              <Code>{connection.config.channel_code}</Code>
            ) : (
              <Text span size="sm" c="dimmed">
                none
              </Text>
            ),
        },
        {
          key: 'last_export',
          header: 'Last export',
          render: (connection) => <LocalDate value={connection.last_export_at} empty="never" />,
        },
        statusColumn(),
      ]}
    />
  );
}
