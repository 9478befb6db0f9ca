'use client';

import { IsolatedList } from '@/components/isolated-list';
import { codeColumn, nameColumn, statusColumn } from '@/components/list/columns';
import { QueryList } from '@/components/list/query-list';
import type { ListProps } from '@/lib/list-params';
import type { RouterOutputs } from '@/lib/api/router';
import { SERVICE_ACCOUNTS_LIST } from '@/lib/lists';

/** The service accounts of the active tenant: searched as you type, filtered, sorted, paged. */
export function ServiceAccountsList({
  tenantName,
  firstPage,
}: ListProps<RouterOutputs['serviceAccounts']['list']>) {
  return (
    <QueryList
      config={SERVICE_ACCOUNTS_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) => trpc.serviceAccounts.list.queryOptions(list.input, options)}
      testId="service-accounts"
      caption={`Service accounts of ${tenantName}`}
      empty="No service accounts match."
      rowTestId={(sa) => `service-account-row-${sa.code}`}
      columns={[
        codeColumn('/service-accounts', 'service-account-link'),
        nameColumn(),
        statusColumn(),
        {
          key: 'roles',
          header: 'Roles',
          render: (sa) => <IsolatedList values={sa.roles.map((r) => r.code)} />,
        },
        { key: 'keys', header: 'API keys', render: (sa) => sa.api_key_count },
      ]}
    />
  );
}
