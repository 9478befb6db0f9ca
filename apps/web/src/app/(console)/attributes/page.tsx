import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { ATTRIBUTES_LIST } from '@/lib/lists';
import { AttributesList } from './attributes-list';
import { attributeListInput } from './list-input';
import { loadGroupOptions } from './load';

export const metadata: Metadata = { title: 'Attributes' };

export default async function AttributesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  // The group filter's options.
  const groups = await loadGroupOptions();
  return (
    <ListPage
      searchParams={searchParams}
      config={ATTRIBUTES_LIST}
      title="Attributes"
      create={{
        permission: PERMISSIONS.attributesWrite,
        href: '/attributes/new',
        label: 'New attribute',
        testId: 'attributes-new',
      }}
      query={(api, input, filters) => api.attributes.list.query(attributeListInput(input, filters))}
      render={(list) => <AttributesList {...list} groups={groups.ok ? groups.data : []} />}
    />
  );
}
