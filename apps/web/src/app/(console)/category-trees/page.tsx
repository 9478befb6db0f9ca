import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { CATEGORY_TREES_LIST } from '@/lib/lists';
import { CategoryTreesList } from './category-trees-list';

export const metadata: Metadata = { title: 'Category trees' };

export default function CategoryTreesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  return (
    <ListPage
      searchParams={searchParams}
      config={CATEGORY_TREES_LIST}
      title="Category trees"
      create={{
        permission: PERMISSIONS.categoryTreesWrite,
        href: '/category-trees/new',
        label: 'New category tree',
        testId: 'category-trees-new',
      }}
      query={(api, input) => api.categoryTrees.list.query(input)}
      render={(list) => <CategoryTreesList {...list} />}
    />
  );
}
