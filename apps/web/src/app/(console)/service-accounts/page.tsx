import type { Metadata } from 'next';
import { CreateLink } from '@/components/links';
import { PageHeader } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { callApi } from '@/lib/api/call';
import { loadMe } from '@/lib/auth/session';
import { listInputOf, type SearchParams } from '@/lib/list-params';
import { SERVICE_ACCOUNTS_LIST } from '@/lib/lists';
import { ServiceAccountsList } from './service-accounts-list';

export const metadata: Metadata = { title: 'Service accounts' };

export default async function ServiceAccountsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const input = listInputOf(await searchParams, SERVICE_ACCOUNTS_LIST);
  const [me, first] = await Promise.all([
    loadMe(),
    callApi((api) => api.serviceAccounts.list.query(input)),
  ]);
  if (!me.ok) return null;
  return (
    <>
      <PageHeader
        title="Service accounts"
        actions={
          <CreateLink
            allowed={can(me.me, PERMISSIONS.serviceAccountsWrite)}
            href="/service-accounts/new"
            label="New service account"
            testId="service-accounts-new"
          />
        }
      />
      <ServiceAccountsList
        tenantName={me.me.active_tenant.tenant_name}
        firstPage={first.ok ? { input, data: first.data } : undefined}
      />
    </>
  );
}
