'use client';

import { useQuery } from '@tanstack/react-query';
import { CodeLink } from '@/components/catalog/code-link';
import { ResourceList } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/use-list-params';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { ATTRIBUTE_GROUPS_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';

type Page = RouterOutputs['attributeGroups']['list'];
type Group = Page['items'][number];

/** The attribute groups of the active tenant, in their order: searched as you type, paged. */
export function AttributeGroupsList({
  tenantName,
  firstPage,
}: {
  tenantName: string;
  firstPage?: FirstPage<Page>;
}) {
  const trpc = useTRPC();
  const { list, options } = useListQuery(ATTRIBUTE_GROUPS_LIST, firstPage);
  // Groups have no status: the list's input carries none.
  const { status: _none, ...input } = list.input;
  const query = useQuery(trpc.attributeGroups.list.queryOptions(input, options));
  return (
    <ResourceList
      list={list}
      query={query}
      statuses={ATTRIBUTE_GROUPS_LIST.statuses}
      searchLabel="Search by code or name"
      testId="attribute-groups"
      caption={`Attribute groups of ${tenantName}`}
      empty="No attribute groups match."
      minWidth={520}
      rowKey={(group: Group) => group.id}
      rowTestId={(group) => `attribute-group-row-${group.code}`}
      columns={[
        {
          key: 'code',
          header: 'Code',
          sortKey: 'code',
          render: (group) => (
            <CodeLink
              href={`/attribute-groups/${group.id}`}
              code={group.code}
              testId={`attribute-group-link-${group.code}`}
            />
          ),
        },
        {
          key: 'name',
          header: 'Name',
          sortKey: 'name',
          render: (group) => <bdi>{group.name}</bdi>,
        },
        {
          key: 'sort_order',
          header: 'Sort order',
          sortKey: 'sort_order',
          render: (group) => group.sort_order,
        },
        { key: 'attributes', header: 'Attributes', render: (group) => group.attribute_count },
      ]}
    />
  );
}
