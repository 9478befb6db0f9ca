import { IconUserPlus } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { CreateLink } from '@/components/links';
import { PageHeader } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { callApi } from '@/lib/api/call';
import { loadMe } from '@/lib/auth/session';
import { listInputOf, type SearchParams } from '@/lib/list-params';
import { USERS_LIST } from '@/lib/lists';
import { UsersList } from './users-list';

export const metadata: Metadata = { title: 'Users' };

export default async function UsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const input = listInputOf(await searchParams, USERS_LIST);
  const [me, first] = await Promise.all([
    loadMe(),
    callApi((api) => api.users.list.query(input), { tenantHeader: false }),
  ]);
  if (!me.ok) return null;
  return (
    <>
      <PageHeader
        title="Users"
        actions={
          <CreateLink
            allowed={can(me.me, PERMISSIONS.usersWrite)}
            href="/users/new"
            label="Add a user"
            testId="users-new"
            icon=<IconUserPlus size={18} aria-hidden />
          />
        }
      />
      <UsersList
        tenantName={me.me.active_tenant.tenant_name}
        firstPage={first.ok ? { input, data: first.data } : undefined}
      />
    </>
  );
}
