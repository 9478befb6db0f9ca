import Link from 'next/link';
import { LoadError } from '@/components/page-notices';
import { Pagination } from '@/components/pagination';
import { callApi } from '@/lib/api/call';
import { flatParams, pageParam, textParam, type SearchParams } from '@/lib/list-params';
import { LIMITS } from '@pim/core/limits';

/**
 * Finds users of the organization (any of its tenants) by name or email, so an
 * administrator can pick the one to add without knowing its id. Picking fills the form.
 */
export async function OrganizationUsers({
  organizationId,
  params,
}: {
  organizationId: string;
  params: SearchParams;
}) {
  const find = textParam(params, 'find');
  const result = find
    ? await callApi(
        (api) =>
          api.users.listOfOrganization.query({
            org_id: organizationId,
            search: find,
            page: pageParam(params, 'find_page'),
            page_size: 10,
            sort: 'name',
          }),
        { tenantHeader: false },
      )
    : null;
  const query = flatParams(params);
  delete query.user_id;

  return (
    <div className="card__section">
      <form className="filters" action="/users/new" method="get" role="search">
        <div className="field">
          <label htmlFor="find-user" className="field__label">
            Find a user of the organization
          </label>
          <input
            id="find-user"
            name="find"
            type="search"
            className="input"
            defaultValue={find}
            maxLength={LIMITS.search}
            placeholder="Name or email"
            data-testid="user-find-search"
          />
        </div>
        <button type="submit" className="button button--secondary" data-testid="user-find-submit">
          Find
        </button>
      </form>
      {result && !result.ok ? <LoadError failure={result.failure} /> : null}
      {result?.ok ? (
        <>
          <table className="table" data-testid="user-find-results">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">
                  <span className="visually-hidden">Pick</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {result.data.items.map((user) => (
                <tr key={user.id}>
                  <td>
                    <bdi>{user.name}</bdi>
                  </td>
                  <td>
                    <bdi>{user.email}</bdi>
                  </td>
                  <td>
                    <Link
                      prefetch={false}
                      href={`/users/new?${new URLSearchParams({ ...query, user_id: user.id })}`}
                      data-testid={`user-find-pick-${user.email}`}
                    >
                      Pick
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.data.items.length === 0 ? <p className="muted">No user matches.</p> : null}
          <Pagination
            pagination={result.data.pagination}
            path="/users/new"
            params={query}
            pageParam="find_page"
            testId="user-find-pagination"
          />
        </>
      ) : null}
    </div>
  );
}
