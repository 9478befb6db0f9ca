'use client';

import { codeColumn, nameColumn, statusColumn } from '@/components/list/columns';
import { QueryList } from '@/components/list/query-list';
import type { ListProps } from '@/lib/list-params';
import type { RouterOutputs } from '@/lib/api/router';
import { CATEGORY_TREES_LIST } from '@/lib/lists';

/** The category trees of the active tenant: searched as you type, filtered, sorted, paged. */
export function CategoryTreesList({
  tenantName,
  firstPage,
}: ListProps<RouterOutputs['categoryTrees']['list']>) {
  return (
    <QueryList
      config={CATEGORY_TREES_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) => trpc.categoryTrees.list.queryOptions(list.input, options)}
      testId="category-trees"
      caption={`Category trees of ${tenantName}`}
      empty="No category trees match."
      rowTestId={(tree) => `category-tree-row-${tree.code}`}
      columns={[codeColumn('/category-trees', 'category-tree-link'), nameColumn(), statusColumn()]}
    />
  );
}
