import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { FAMILIES_LIST } from '@/lib/lists';
import { FamiliesList } from './families-list';

export const metadata: Metadata = { title: 'Families' };

export default function FamiliesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListPage
      searchParams={searchParams}
      config={FAMILIES_LIST}
      title="Families"
      create={{
        permission: PERMISSIONS.familiesWrite,
        href: '/families/new',
        label: 'New family',
        testId: 'families-new',
      }}
      query={(api, input) => api.productFamilies.list.query(input)}
      render={(list) => <FamiliesList {...list} />}
    />
  );
}
