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
import { retryingFetch, type RetryOptions } from './transport.ts';

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
  /** The tenant every tenant-scoped call names (X-Tenant-Id); a person's default otherwise. */
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
const needsKey = (request: Request) =>
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

  const withHeaders = (request: Request, used: PimSession) => {
    request.headers.set('authorization', `Bearer ${used.accessToken}`);
    if (tenantId && !request.headers.has('x-tenant-id'))
      request.headers.set('x-tenant-id', tenantId);
    if (needsKey(request)) request.headers.set('idempotency-key', crypto.randomUUID());
    return request;
  };

  // Requests keep a copy (same body, same Idempotency-Key) so a 401 can send them again.
  const sent = new WeakMap<Request, { copy: Request; session: PimSession }>();
  const auth: Middleware = {
    async onRequest({ request }) {
      const used = await sessions.current();
      const ready = withHeaders(request, used);
      sent.set(ready, { copy: ready.clone(), session: used });
      return ready;
    },
    async onResponse({ request, response }) {
      const first = sent.get(request);
      if (response.status === 401 && first && sessions.renewable) {
        const renewed = await sessions.after(first.session);
        const again = await fetcher(withHeaders(first.copy, renewed));
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
