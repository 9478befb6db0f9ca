'use client';

import { useQuery } from '@tanstack/react-query';
import { CATALOG_STATUSES } from '@pim/core/limits';
import { CodeLink } from '@/components/catalog/code-link';
import { ResourceList } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/notices';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { CATEGORY_TREES_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';

type Page = RouterOutputs['categoryTrees']['list'];
type Tree = Page['items'][number];

/** The category trees of the active tenant: searched as you type, filtered, sorted, paged. */
export function CategoryTreesList({
  tenantName,
  firstPage,
}: {
  tenantName: string;
  firstPage?: FirstPage<Page>;
}) {
  const trpc = useTRPC();
  const { list, options } = useListQuery(CATEGORY_TREES_LIST, firstPage);
  const query = useQuery(trpc.categoryTrees.list.queryOptions(list.input, options));
  return (
    <ResourceList
      list={list}
      query={query}
      statuses={CATALOG_STATUSES}
      searchLabel="Search by code or name"
      testId="category-trees"
      caption={`Category trees of ${tenantName}`}
      empty="No category trees match."
      rowKey={(tree: Tree) => tree.id}
      rowTestId={(tree) => `category-tree-row-${tree.code}`}
      columns={[
        {
          key: 'code',
          header: 'Code',
          sortKey: 'code',
          render: (tree) => (
            <CodeLink
              href={`/category-trees/${tree.id}`}
              code={tree.code}
              testId={`category-tree-link-${tree.code}`}
            />
          ),
        },
        { key: 'name', header: 'Name', sortKey: 'name', render: (tree) => <bdi>{tree.name}</bdi> },
        { key: 'status', header: 'Status', render: (tree) => <StatusBadge status={tree.status} /> },
      ]}
    />
  );
}
