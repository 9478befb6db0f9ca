'use client';

import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { USER_STATUSES } from '@pim/core/limits';
import Link from 'next/link';
import { IsolatedList } from '@/components/isolated-list';
import { LocalDate } from '@/components/local-date';
import { ResourceList } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/notices';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { USERS_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';

type Page = RouterOutputs['users']['list'];
type User = Page['items'][number];

/** The users of the active tenant: searched as you type, filtered, sorted, paged. */
export function UsersList({
  tenantName,
  firstPage,
}: {
  tenantName: string;
  firstPage?: FirstPage<Page>;
}) {
  const trpc = useTRPC();
  const { list, options } = useListQuery(USERS_LIST, firstPage);
  const query = useQuery(trpc.users.list.queryOptions(list.input, options));
  return (
    <ResourceList
      list={list}
      query={query}
      statuses={USER_STATUSES}
      searchLabel="Search by name or email"
      testId="users"
      caption={`Users of ${tenantName}`}
      empty="No users match."
      rowKey={(user: User) => user.id}
      rowTestId={(user) => `user-row-${user.email}`}
      columns={[
        {
          key: 'name',
          header: 'Name',
          sortKey: 'name',
          render: (user) => (
            <Anchor
              component={Link}
              href={`/users/${user.id}`}
              prefetch={false}
              data-testid={`user-link-${user.email}`}
            >
              <bdi>{user.name}</bdi>
            </Anchor>
          ),
        },
        { key: 'email', header: 'Email', render: (user) => <bdi>{user.email}</bdi> },
        { key: 'status', header: 'Status', render: (user) => <StatusBadge status={user.status} /> },
        {
          key: 'roles',
          header: 'Roles',
          render: (user) => <IsolatedList values={user.roles.map((r) => r.code)} />,
        },
        {
          key: 'last_login_at',
          header: 'Last sign-in',
          render: (user) => <LocalDate value={user.last_login_at} empty="never" />,
        },
      ]}
    />
  );
}
