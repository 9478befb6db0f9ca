'use client';

import { Badge, Group } from '@mantine/core';
import { CodeLink } from '@/components/list/code-link';
import { nameColumn, statusColumn } from '@/components/list/columns';
import { FilterSelect } from '@/components/list/list-filters';
import { QueryList } from '@/components/list/query-list';
import type { RouterOutputs } from '@/lib/api/router';
import { CONNECTOR_TYPE_OPTIONS, connectorTypeLabel } from '@/lib/integration';
import type { ListProps } from '@/lib/list-params';
import { CONNECTORS_LIST } from '@/lib/lists';
import { connectorListInput } from './list-input';

/** The tenant's connectors: searched as you type, filtered by type and status, paged. */
export function ConnectorsList({
  tenantName,
  firstPage,
}: ListProps<RouterOutputs['connectors']['list']>) {
  return (
    <QueryList
      config={CONNECTORS_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) =>
        trpc.connectors.list.queryOptions(connectorListInput(list.input, list.filters), options)
      }
      testId="connectors"
      caption={`Connectors of ${tenantName}`}
      empty="No connectors match."
      minWidth={640}
      filters={(list) => (
        <FilterSelect
          list={list}
          name="connector_type"
          label="Type"
          options={CONNECTOR_TYPE_OPTIONS}
          testId="connectors-filter-type"
        />
      )}
      rowTestId={(connector) => `connector-row-${connector.code}`}
      columns={[
        {
          key: 'code',
          header: 'Code',
          render: (connector) => (
            <Group gap={6} wrap="nowrap">
              <CodeLink
                href={`/connectors/${connector.id}`}
                code={connector.code}
                testId={`connector-link-${connector.code}`}
              />
              {connector.is_builtin ? (
                <Badge
                  size="sm"
                  variant="outline"
                  tt="none"
                  data-testid={`connector-builtin-${connector.code}`}
                >
                  built-in
                </Badge>
              ) : null}
            </Group>
          ),
        },
        { ...nameColumn(), sortKey: undefined },
        {
          key: 'type',
          header: 'Type',
          render: (connector) => connectorTypeLabel(connector.connector_type),
        },
        statusColumn(),
      ]}
    />
  );
}
