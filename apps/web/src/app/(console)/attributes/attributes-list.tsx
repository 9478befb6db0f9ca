'use client';

import { Code, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CodeLink } from '@/components/catalog/code-link';
import { FilterSelect } from '@/components/list/list-filters';
import { ResourceList } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/notices';
import type { Option } from '@/components/form/fields';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { ATTRIBUTES_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';
import { TYPE_OPTIONS, typeLabel } from '@/lib/attribute-types';
import { attributeListInput } from './list-input';

type Page = RouterOutputs['attributes']['list'];
type Attribute = Page['items'][number];

/** The attributes of the active tenant: searched as you type, filtered by type, group and status. */
export function AttributesList({
  tenantName,
  groups,
  firstPage,
}: {
  tenantName: string;
  groups: readonly Option[];
  firstPage?: FirstPage<Page>;
}) {
  const trpc = useTRPC();
  const { list, options } = useListQuery(ATTRIBUTES_LIST, firstPage);
  const query = useQuery(
    trpc.attributes.list.queryOptions(attributeListInput(list.input, list.filters), options),
  );
  return (
    <ResourceList
      list={list}
      query={query}
      statuses={ATTRIBUTES_LIST.statuses}
      searchLabel="Search by code or name"
      testId="attributes"
      caption={`Attributes of ${tenantName}`}
      empty="No attributes match."
      minWidth={720}
      filters={
        <>
          <FilterSelect
            list={list}
            name="type"
            label="Type"
            options={TYPE_OPTIONS}
            testId="attributes-filter-type"
          />
          <FilterSelect
            list={list}
            name="attribute_group_id"
            label="Group"
            options={groups}
            testId="attributes-filter-group"
          />
        </>
      }
      rowKey={(attribute: Attribute) => attribute.id}
      rowTestId={(attribute) => `attribute-row-${attribute.code}`}
      columns={[
        {
          key: 'code',
          header: 'Code',
          sortKey: 'code',
          render: (a) => (
            <CodeLink
              href={`/attributes/${a.id}`}
              code={a.code}
              testId={`attribute-link-${a.code}`}
            />
          ),
        },
        { key: 'name', header: 'Name', sortKey: 'name', render: (a) => <bdi>{a.name}</bdi> },
        { key: 'type', header: 'Type', render: (a) => typeLabel(a.type) },
        {
          key: 'group',
          header: 'Group',
          render: (a) =>
            a.attribute_group ? (
              <>
                <bdi>{a.attribute_group.name}</bdi> <Code>{a.attribute_group.code}</Code>
              </>
            ) : (
              <Text span c="dimmed" size="sm">
                none
              </Text>
            ),
        },
        { key: 'status', header: 'Status', render: (a) => <StatusBadge status={a.status} /> },
      ]}
    />
  );
}
