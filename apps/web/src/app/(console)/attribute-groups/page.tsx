import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { ATTRIBUTE_GROUPS_LIST } from '@/lib/lists';
import { AttributeGroupsList } from './attribute-groups-list';

export const metadata: Metadata = { title: 'Attribute groups' };

export default function AttributeGroupsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  return (
    <ListPage
      searchParams={searchParams}
      config={ATTRIBUTE_GROUPS_LIST}
      title="Attribute groups"
      create={{
        permission: PERMISSIONS.attributesWrite,
        href: '/attribute-groups/new',
        label: 'New group',
        testId: 'attribute-groups-new',
      }}
      // Groups have no status: the list takes none.
      query={(api, { status: _none, ...input }) => api.attributeGroups.list.query(input)}
      render={(list) => <AttributeGroupsList {...list} />}
    />
  );
}
