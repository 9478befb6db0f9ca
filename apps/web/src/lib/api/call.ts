import 'server-only';
import { redirect } from 'next/navigation';
import { createApiClient, type ApiClient } from './client';
import { isUnauthenticated, toApiFailure, type ApiFailure } from './errors';
import { SESSION_EXPIRED_PATH, requireSessionToken } from '../auth/session';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

export interface CallOptions {
  /**
   * Send the active tenant as X-Tenant-Id (default). The user operations use the token's
   * tenant instead and are called without it; the session's token is always issued for the
   * active tenant, so both name the same tenant.
   */
  tenantHeader?: boolean;
}

/**
 * Runs API calls with the signed-in user's credentials. A 401 ends the session (through
 * /auth/expired); any other failure is returned for the page or form to show.
 */
export async function callApi<T>(
  run: (api: ApiClient) => Promise<T>,
  { tenantHeader = true }: CallOptions = {},
): Promise<ApiResult<T>> {
  const token = await requireSessionToken();
  const api = createApiClient({
    accessToken: token.accessToken,
    tenantId: tenantHeader ? token.tenantId : undefined,
  });
  let failure: ApiFailure;
  try {
    return { ok: true, data: await run(api) };
  } catch (err) {
    failure = toApiFailure(err);
  }
  if (isUnauthenticated(failure)) redirect(SESSION_EXPIRED_PATH);
  return { ok: false, failure };
}

/** Every item of a paged list (page_size 100, the API's maximum), for pickers and matrices. */
export async function collectPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; pagination: { has_next: boolean } }>,
  maxPages = 50,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await fetchPage(page);
    items.push(...result.items);
    if (!result.pagination.has_next) break;
  }
  return items;
}
