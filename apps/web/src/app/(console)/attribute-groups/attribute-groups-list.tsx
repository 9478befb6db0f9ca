'use client';

import { codeColumn, nameColumn } from '@/components/list/columns';
import { QueryList } from '@/components/list/query-list';
import type { ListProps } from '@/lib/list-params';
import type { RouterOutputs } from '@/lib/api/router';
import { ATTRIBUTE_GROUPS_LIST } from '@/lib/lists';

/** The attribute groups of the active tenant, in their order: searched as you type, paged. */
export function AttributeGroupsList({
  tenantName,
  firstPage,
}: ListProps<RouterOutputs['attributeGroups']['list']>) {
  return (
    <QueryList
      config={ATTRIBUTE_GROUPS_LIST}
      firstPage={firstPage}
      // Groups have no status: the list's input carries none.
      query={(trpc, { input: { status: _none, ...input } }, options) =>
        trpc.attributeGroups.list.queryOptions(input, options)
      }
      testId="attribute-groups"
      caption={`Attribute groups of ${tenantName}`}
      empty="No attribute groups match."
      minWidth={520}
      rowTestId={(group) => `attribute-group-row-${group.code}`}
      columns={[
        codeColumn('/attribute-groups', 'attribute-group-link'),
        nameColumn(),
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
