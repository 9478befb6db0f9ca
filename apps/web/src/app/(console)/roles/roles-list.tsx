'use client';

import { Anchor, Code } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROLE_STATUSES } from '@pim/core/limits';
import Link from 'next/link';
import { ResourceList } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/notices';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { ROLES_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';

type Page = RouterOutputs['roles']['list'];
type Role = Page['items'][number];

/** The roles of the active tenant: searched as you type, filtered, sorted, paged. */
export function RolesList({
  tenantName,
  firstPage,
}: {
  tenantName: string;
  firstPage?: FirstPage<Page>;
}) {
  const trpc = useTRPC();
  const { list, options } = useListQuery(ROLES_LIST, firstPage);
  const query = useQuery(trpc.roles.list.queryOptions(list.input, options));
  return (
    <ResourceList
      list={list}
      query={query}
      statuses={ROLE_STATUSES}
      searchLabel="Search by code or name"
      testId="roles"
      caption={`Roles of ${tenantName}`}
      empty="No roles match."
      rowKey={(role: Role) => role.id}
      rowTestId={(role) => `role-row-${role.code}`}
      columns={[
        {
          key: 'code',
          header: 'Code',
          sortKey: 'code',
          render: (role) => (
            <Anchor
              component={Link}
              href={`/roles/${role.id}`}
              prefetch={false}
              data-testid={`role-link-${role.code}`}
            >
              <Code c="inherit" bg="transparent" p={0}>
                {role.code}
              </Code>
            </Anchor>
          ),
        },
        { key: 'name', header: 'Name', sortKey: 'name', render: (role) => <bdi>{role.name}</bdi> },
        { key: 'status', header: 'Status', render: (role) => <StatusBadge status={role.status} /> },
        { key: 'users', header: 'Users', render: (role) => role.user_count },
        { key: 'permissions', header: 'Permissions', render: (role) => role.permission_count },
      ]}
    />
  );
}
