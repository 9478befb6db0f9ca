import type { Metadata } from 'next';
import { CreateLink } from '@/components/links';
import { PageHeader } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { callApi } from '@/lib/api/call';
import { loadMe } from '@/lib/auth/session';
import { listInputOf, type SearchParams } from '@/lib/list-params';
import { ROLES_LIST } from '@/lib/lists';
import { RolesList } from './roles-list';

export const metadata: Metadata = { title: 'Roles' };

export default async function RolesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const input = listInputOf(await searchParams, ROLES_LIST);
  const [me, first] = await Promise.all([loadMe(), callApi((api) => api.roles.list.query(input))]);
  if (!me.ok) return null;
  return (
    <>
      <PageHeader
        title="Roles"
        actions={
          <CreateLink
            allowed={can(me.me, PERMISSIONS.rolesWrite)}
            href="/roles/new"
            label="New role"
            testId="roles-new"
          />
        }
      />
      <RolesList
        tenantName={me.me.active_tenant.tenant_name}
        firstPage={first.ok ? { input, data: first.data } : undefined}
      />
    </>
  );
}
