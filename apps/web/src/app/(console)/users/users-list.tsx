'use client';

import { IsolatedList } from '@/components/isolated-list';
import { AnchorLink } from '@/components/links';
import { statusColumn } from '@/components/list/columns';
import { QueryList } from '@/components/list/query-list';
import type { ListProps } from '@/lib/list-params';
import { LocalDate } from '@/components/local-date';
import type { RouterOutputs } from '@/lib/api/router';
import { USERS_LIST } from '@/lib/lists';

/** The users of the active tenant: searched as you type, filtered, sorted, paged. */
export function UsersList({ tenantName, firstPage }: ListProps<RouterOutputs['users']['list']>) {
  return (
    <QueryList
      config={USERS_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) => trpc.users.list.queryOptions(list.input, options)}
      searchLabel="Search by name or email"
      testId="users"
      caption={`Users of ${tenantName}`}
      empty="No users match."
      rowTestId={(user) => `user-row-${user.email}`}
      columns={[
        {
          key: 'name',
          header: 'Name',
          sortKey: 'name',
          render: (user) => (
            <AnchorLink href={`/users/${user.id}`} data-testid={`user-link-${user.email}`}>
              <bdi>{user.name}</bdi>
            </AnchorLink>
          ),
        },
        { key: 'email', header: 'Email', render: (user) => <bdi>{user.email}</bdi> },
        statusColumn(),
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
