// The PIM's typed client: every `/v1` operation typed from the OpenAPI document (openapi-fetch
// over the generated `paths`), with what every integrator otherwise writes: sign-in with a
// user or an API key, renewal when the access token expires, the tenant header set once, an
// Idempotency-Key on every create, retries of what can safely be sent again, paging, jobs and
// files, and refusals as PimApiError.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { PimApiError } from './errors.ts';
import { createJobs, type PimJobs } from './jobs.ts';
import type { paths } from './schema.d.ts';
import { createSessions, type PimSession, type SessionOptions } from './session.ts';
import { idempotencyKey, retryingFetch, type RetryOptions } from './transport.ts';

export { PimApiError, type PimErrorDetail } from './errors.ts';
export { pages, waitForJob, type JobLike, type WaitOptions } from './helpers.ts';
export type {
  Artifact,
  BulkUpdateInput,
  ExportInput,
  ImportFile,
  ImportInput,
  PimJob,
} from './jobs.ts';
export type { paths as PimPaths } from './schema.d.ts';
export type { PimCredentials, PimSession } from './session.ts';
export type { RetryOptions } from './transport.ts';

export interface PimClientOptions extends SessionOptions, RetryOptions {
  /** The server, e.g. `http://localhost:4000` (the client adds `/v1`). */
  baseUrl: string;
  /**
   * The tenant every call names (X-Tenant-Id); otherwise the one the session works in (a
   * person's default tenant, or the API key's), read once from `GET /v1/auth/me`.
   */
  tenantId?: string;
  /** A fetch of your own (tests, proxies); the global one otherwise. */
  fetch?: typeof globalThis.fetch;
}

export interface PimClient extends PimJobs {
  /** Every operation, typed: `api.GET('/products', {params: {query: {page_size: 50}}})`. */
  readonly api: Client<paths>;
  /** Signs in now (the first call does it otherwise). */
  signIn(): Promise<PimSession>;
  /** The tenant the next calls name. */
  setTenant(tenantId: string): void;
  readonly tenantId: string | undefined;
}

/** Creates need no key from the caller: each gets its own, kept across the client's retries. */
const needsKey = (request: Request): boolean =>
  request.method === 'POST' &&
  !request.headers.has('idempotency-key') &&
  !new URL(request.url).pathname.includes('/v1/auth/');

export function createPimClient(options: PimClientOptions): PimClient {
  let root = options.baseUrl;
  while (root.endsWith('/')) root = root.slice(0, -1);
  const baseUrl = `${root}/v1`;
  const fetcher = retryingFetch(options.fetch ?? globalThis.fetch, options);
  let tenantId = options.tenantId;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetcher(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw await PimApiError.from(response);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }

  const sessions = createSessions(options, post, () => tenantId);

  /**
   * The tenant of a caller who named none: the one its session works in (a person's default, or
   * the key's own), read once from `GET /v1/auth/me`, since tenant-scoped calls must name it.
   */
  let defaultTenant: Promise<string | undefined> | undefined;
  function tenantOf(used: PimSession): Promise<string | undefined> {
    if (tenantId) return Promise.resolve(tenantId);
    defaultTenant ??= (async () => {
      const answer = await fetcher(`${baseUrl}/auth/me`, {
        headers: { authorization: `Bearer ${used.accessToken}` },
      });
      if (!answer.ok) throw await PimApiError.from(answer);
      const me = (await answer.json()) as { data?: { active_tenant?: { tenant_id?: string } } };
      tenantId ??= me.data?.active_tenant?.tenant_id;
      return tenantId;
    })().finally(() => (defaultTenant = undefined));
    return defaultTenant;
  }

  const withHeaders = (request: Request, used: PimSession, tenant: string | undefined) => {
    request.headers.set('authorization', `Bearer ${used.accessToken}`);
    if (tenant && !request.headers.has('x-tenant-id')) request.headers.set('x-tenant-id', tenant);
    if (needsKey(request)) request.headers.set('idempotency-key', idempotencyKey());
    return request;
  };

  // Requests keep a copy (same body, same Idempotency-Key) so a 401 can send them again.
  const sent = new WeakMap<Request, { copy: Request; session: PimSession; tenant?: string }>();
  const auth: Middleware = {
    async onRequest({ request }) {
      const used = await sessions.current();
      const scoped = !new URL(request.url).pathname.includes('/v1/auth/');
      const tenant =
        scoped && !request.headers.has('x-tenant-id') ? await tenantOf(used) : undefined;
      const ready = withHeaders(request, used, tenant);
      // Only a person's session can be renewed and the call sent again: an API key's calls
      // keep no copy of their body.
      if (sessions.renewable) sent.set(ready, { copy: ready.clone(), session: used, tenant });
      return ready;
    },
    async onResponse({ request, response }) {
      const first = sent.get(request);
      if (response.status === 401 && first && sessions.renewable) {
        const renewed = await sessions.after(first.session);
        const again = await fetcher(withHeaders(first.copy, renewed, first.tenant));
        if (!again.ok) throw await PimApiError.from(again);
        return again;
      }
      if (!response.ok) throw await PimApiError.from(response);
      return response;
    },
  };

  const api = createClient<paths>({ baseUrl, fetch: fetcher });
  api.use(auth);

  return {
    api,
    signIn: () => sessions.current(),
    setTenant(next: string) {
      tenantId = next;
    },
    get tenantId() {
      return tenantId;
    },
    ...createJobs(api),
  };
}
