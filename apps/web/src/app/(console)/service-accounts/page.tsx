import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { SERVICE_ACCOUNTS_LIST } from '@/lib/lists';
import { ServiceAccountsList } from './service-accounts-list';

export const metadata: Metadata = { title: 'Service accounts' };

export default function ServiceAccountsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  return (
    <ListPage
      searchParams={searchParams}
      config={SERVICE_ACCOUNTS_LIST}
      title="Service accounts"
      create={{
        permission: PERMISSIONS.serviceAccountsWrite,
        href: '/service-accounts/new',
        label: 'New service account',
        testId: 'service-accounts-new',
      }}
      query={(api, input) => api.serviceAccounts.list.query(input)}
      render={(list) => <ServiceAccountsList {...list} />}
    />
  );
}
