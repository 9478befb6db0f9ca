import type { Metadata } from 'next';
import Link from 'next/link';
import { ListFilters } from '@/components/list-filters';
import { StatusBadge } from '@/components/page-notices';
import { ListResult } from '@/components/list-result';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import {
  flatParams,
  pageParam,
  statusParam,
  textParam,
  type SearchParams,
} from '@/lib/list-params';
import { ROLE_STATUSES } from '@pim/core/limits';

export const metadata: Metadata = { title: 'Roles' };

const STATUSES = ROLE_STATUSES;

export default async function RolesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const search = textParam(params, 'search');
  const status = statusParam(params, STATUSES);
  const [me, result] = await Promise.all([
    loadMe(),
    callApi((api) =>
      api.roles.list.query({
        search,
        status: status ? [status] : undefined,
        page: pageParam(params),
        page_size: 20,
        sort: 'code',
      }),
    ),
  ]);
  const canWrite = me.ok && can(me.me, PERMISSIONS.rolesWrite);

  return (
    <>
      <div className="page-header">
        <h1 className="page-title">Roles</h1>
        {canWrite ? (
          <Link prefetch={false} href="/roles/new" className="button" data-testid="roles-new">
            New role
          </Link>
        ) : null}
      </div>
      <section className="card">
        <ListFilters
          path="/roles"
          testId="roles-filter"
          search={search}
          status={status}
          statuses={STATUSES}
          searchLabel="Search by code or name"
        />
        <ListResult
          result={result}
          empty="No roles match."
          emptyTestId="roles-empty"
          path="/roles"
          params={flatParams(params)}
          paginationTestId="roles-pagination"
        >
          {(data) => (
            <>
              <table className="table" data-testid="roles-table">
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Name</th>
                    <th scope="col">Status</th>
                    <th scope="col">Users</th>
                    <th scope="col">Permissions</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((role) => (
                    <tr key={role.id} data-testid={`role-row-${role.code}`}>
                      <td>
                        <Link
                          prefetch={false}
                          href={`/roles/${role.id}`}
                          data-testid={`role-link-${role.code}`}
                        >
                          <code>{role.code}</code>
                        </Link>
                      </td>
                      <td>
                        <bdi>{role.name}</bdi>
                      </td>
                      <td>
                        <StatusBadge status={role.status} />
                      </td>
                      <td>{role.user_count}</td>
                      <td>{role.permission_count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </ListResult>
      </section>
    </>
  );
}
