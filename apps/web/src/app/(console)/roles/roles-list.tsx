'use client';

import { codeColumn, nameColumn, statusColumn } from '@/components/list/columns';
import { QueryList } from '@/components/list/query-list';
import type { ListProps } from '@/lib/list-params';
import type { RouterOutputs } from '@/lib/api/router';
import { ROLES_LIST } from '@/lib/lists';

/** The roles of the active tenant: searched as you type, filtered, sorted, paged. */
export function RolesList({ tenantName, firstPage }: ListProps<RouterOutputs['roles']['list']>) {
  return (
    <QueryList
      config={ROLES_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) => trpc.roles.list.queryOptions(list.input, options)}
      testId="roles"
      caption={`Roles of ${tenantName}`}
      empty="No roles match."
      rowTestId={(role) => `role-row-${role.code}`}
      columns={[
        codeColumn('/roles', 'role-link'),
        nameColumn(),
        statusColumn(),
        { key: 'users', header: 'Users', render: (role) => role.user_count },
        { key: 'permissions', header: 'Permissions', render: (role) => role.permission_count },
      ]}
    />
  );
}
