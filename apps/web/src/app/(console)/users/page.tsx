import { IconUserPlus } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { USERS_LIST } from '@/lib/lists';
import { UsersList } from './users-list';

export const metadata: Metadata = { title: 'Users' };

export default function UsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListPage
      searchParams={searchParams}
      config={USERS_LIST}
      title="Users"
      create={{
        permission: PERMISSIONS.usersWrite,
        href: '/users/new',
        label: 'Add a user',
        testId: 'users-new',
        icon: <IconUserPlus size={18} aria-hidden />,
      }}
      query={(api, input) => api.users.list.query(input)}
      call={{ tenantHeader: false }}
      render={(list) => <UsersList {...list} />}
    />
  );
}
