'use client';

import { Badge, Group } from '@mantine/core';
import { QueryList } from '@/components/list/query-list';
import { StatusBadge } from '@/components/notices';
import { AnchorLink } from '@/components/links';
import type { RouterOutputs } from '@/lib/api/router';
import { SCHEMA_STATUS_COLORS } from '@/lib/integration';
import type { FirstPage, ListInput } from '@/lib/list-params';
import { CONNECTOR_SCHEMAS_LIST } from '@/lib/lists';

type SchemaPage = RouterOutputs['connectorSchemas']['list'];

/** The API lists a connector's schemas newest version first, by name search and status. */
export function schemaListInput(
  connectorId: string,
  { search, status, page, page_size }: ListInput,
) {
  return { connectorId, search, status, page, page_size };
}

/** A connector's schemas: version, name, status, attribute count; its default one marked. */
export function SchemasList({
  connectorId,
  defaultSchemaId,
  firstPage,
}: {
  connectorId: string;
  defaultSchemaId: string | null;
  firstPage: FirstPage<SchemaPage> | undefined;
}) {
  return (
    <QueryList
      config={CONNECTOR_SCHEMAS_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) =>
        trpc.connectorSchemas.list.queryOptions(schemaListInput(connectorId, list.input), options)
      }
      embedded
      testId="schemas"
      searchLabel="Search by name"
      caption="Schemas of the connector"
      empty="No schemas match."
      minWidth={560}
      rowTestId={(schema) => `schema-row-${schema.version}`}
      columns={[
        {
          key: 'version',
          header: 'Version',
          render: (schema) => (
            <Group gap={6} wrap="nowrap">
              <AnchorLink
                href={`/connectors/${connectorId}/schemas/${schema.id}`}
                data-testid={`schema-link-${schema.version}`}
              >
                v{schema.version}
              </AnchorLink>
              {schema.id === defaultSchemaId ? (
                <Badge size="sm" variant="outline" tt="none" data-testid="schema-default">
                  default
                </Badge>
              ) : null}
            </Group>
          ),
        },
        { key: 'name', header: 'Name', render: (schema) => <bdi>{schema.name}</bdi> },
        {
          key: 'status',
          header: 'Status',
          render: (schema) => (
            <StatusBadge status={schema.status} color={SCHEMA_STATUS_COLORS[schema.status]} />
          ),
        },
        {
          key: 'attributes',
          header: 'Attributes',
          render: (schema) => (
            <span data-testid={`schema-attribute-count-${schema.version}`}>
              {schema.attribute_count}
            </span>
          ),
        },
      ]}
    />
  );
}
