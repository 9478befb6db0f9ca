import type { Metadata } from 'next';
import Link from 'next/link';
import { ListFilters } from '@/components/list-filters';
import { StatusBadge, formatDate } from '@/components/page-notices';
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
import { IsolatedList } from '@/components/isolated-list';
import { USER_STATUSES } from '@pim/core/limits';

export const metadata: Metadata = { title: 'Users' };

const STATUSES = USER_STATUSES;

export default async function UsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const search = textParam(params, 'search');
  const status = statusParam(params, STATUSES);
  const [me, result] = await Promise.all([
    loadMe(),
    callApi(
      (api) =>
        api.users.list.query({
          search,
          status: status ? [status] : undefined,
          page: pageParam(params),
          page_size: 20,
          sort: 'name',
        }),
      { tenantHeader: false },
    ),
  ]);
  const canWrite = me.ok && can(me.me, PERMISSIONS.usersWrite);

  return (
    <>
      <div className="page-header">
        <h1 className="page-title">Users</h1>
        {canWrite ? (
          <Link prefetch={false} href="/users/new" className="button" data-testid="users-new">
            Add a user
          </Link>
        ) : null}
      </div>
      <section className="card">
        <ListFilters
          path="/users"
          testId="users-filter"
          search={search}
          status={status}
          statuses={STATUSES}
          searchLabel="Search by name or email"
        />
        <ListResult
          result={result}
          empty="No users match."
          emptyTestId="users-empty"
          path="/users"
          params={flatParams(params)}
          paginationTestId="users-pagination"
        >
          {(data) => (
            <>
              <table className="table" data-testid="users-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Status</th>
                    <th scope="col">Roles</th>
                    <th scope="col">Last sign-in</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((user) => (
                    <tr key={user.id} data-testid={`user-row-${user.email}`}>
                      <td>
                        <Link
                          prefetch={false}
                          href={`/users/${user.id}`}
                          data-testid={`user-link-${user.email}`}
                        >
                          <bdi>{user.name}</bdi>
                        </Link>
                      </td>
                      <td>
                        <bdi>{user.email}</bdi>
                      </td>
                      <td>
                        <StatusBadge status={user.status} />
                      </td>
                      <td>
                        <IsolatedList values={user.roles.map((r) => r.code)} />
                      </td>
                      <td>{formatDate(user.last_login_at)}</td>
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
