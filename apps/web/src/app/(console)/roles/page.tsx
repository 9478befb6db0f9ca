import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { ROLES_LIST } from '@/lib/lists';
import { RolesList } from './roles-list';

export const metadata: Metadata = { title: 'Roles' };

export default function RolesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListPage
      searchParams={searchParams}
      config={ROLES_LIST}
      title="Roles"
      create={{
        permission: PERMISSIONS.rolesWrite,
        href: '/roles/new',
        label: 'New role',
        testId: 'roles-new',
      }}
      query={(api, input) => api.roles.list.query(input)}
      render={(list) => <RolesList {...list} />}
    />
  );
}
