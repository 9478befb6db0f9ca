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
import { IsolatedList } from '@/components/isolated-list';
import { SERVICE_ACCOUNT_STATUSES } from '@pim/core/limits';

export const metadata: Metadata = { title: 'Service accounts' };

const STATUSES = SERVICE_ACCOUNT_STATUSES;

export default async function ServiceAccountsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const search = textParam(params, 'search');
  const status = statusParam(params, STATUSES);
  const [me, result] = await Promise.all([
    loadMe(),
    callApi((api) =>
      api.serviceAccounts.list.query({
        search,
        status: status ? [status] : undefined,
        page: pageParam(params),
        page_size: 20,
        sort: 'code',
      }),
    ),
  ]);
  const canWrite = me.ok && can(me.me, PERMISSIONS.serviceAccountsWrite);

  return (
    <>
      <div className="page-header">
        <h1 className="page-title">Service accounts</h1>
        {canWrite ? (
          <Link
            prefetch={false}
            href="/service-accounts/new"
            className="button"
            data-testid="service-accounts-new"
          >
            New service account
          </Link>
        ) : null}
      </div>
      <section className="card">
        <ListFilters
          path="/service-accounts"
          testId="service-accounts-filter"
          search={search}
          status={status}
          statuses={STATUSES}
          searchLabel="Search by code or name"
        />
        <ListResult
          result={result}
          empty="No service accounts match."
          emptyTestId="service-accounts-empty"
          path="/service-accounts"
          params={flatParams(params)}
          paginationTestId="service-accounts-pagination"
        >
          {(data) => (
            <>
              <table className="table" data-testid="service-accounts-table">
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Name</th>
                    <th scope="col">Status</th>
                    <th scope="col">Roles</th>
                    <th scope="col">API keys</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((sa) => (
                    <tr key={sa.id} data-testid={`service-account-row-${sa.code}`}>
                      <td>
                        <Link
                          prefetch={false}
                          href={`/service-accounts/${sa.id}`}
                          data-testid={`service-account-link-${sa.code}`}
                        >
                          <code>{sa.code}</code>
                        </Link>
                      </td>
                      <td>
                        <bdi>{sa.name}</bdi>
                      </td>
                      <td>
                        <StatusBadge status={sa.status} />
                      </td>
                      <td>
                        <IsolatedList values={sa.roles.map((r) => r.code)} />
                      </td>
                      <td>{sa.api_key_count}</td>
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
