'use client';

import { Anchor, Code } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SERVICE_ACCOUNT_STATUSES } from '@pim/core/limits';
import Link from 'next/link';
import { IsolatedList } from '@/components/isolated-list';
import { ResourceList } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/notices';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { SERVICE_ACCOUNTS_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';

type Page = RouterOutputs['serviceAccounts']['list'];
type ServiceAccount = Page['items'][number];

/** The service accounts of the active tenant: searched as you type, filtered, sorted, paged. */
export function ServiceAccountsList({
  tenantName,
  firstPage,
}: {
  tenantName: string;
  firstPage?: FirstPage<Page>;
}) {
  const trpc = useTRPC();
  const { list, options } = useListQuery(SERVICE_ACCOUNTS_LIST, firstPage);
  const query = useQuery(trpc.serviceAccounts.list.queryOptions(list.input, options));
  return (
    <ResourceList
      list={list}
      query={query}
      statuses={SERVICE_ACCOUNT_STATUSES}
      searchLabel="Search by code or name"
      testId="service-accounts"
      caption={`Service accounts of ${tenantName}`}
      empty="No service accounts match."
      rowKey={(sa: ServiceAccount) => sa.id}
      rowTestId={(sa) => `service-account-row-${sa.code}`}
      columns={[
        {
          key: 'code',
          header: 'Code',
          sortKey: 'code',
          render: (sa) => (
            <Anchor
              component={Link}
              href={`/service-accounts/${sa.id}`}
              prefetch={false}
              data-testid={`service-account-link-${sa.code}`}
            >
              <Code c="inherit" bg="transparent" p={0}>
                {sa.code}
              </Code>
            </Anchor>
          ),
        },
        { key: 'name', header: 'Name', sortKey: 'name', render: (sa) => <bdi>{sa.name}</bdi> },
        { key: 'status', header: 'Status', render: (sa) => <StatusBadge status={sa.status} /> },
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
