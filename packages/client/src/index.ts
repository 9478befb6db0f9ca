// The PIM's typed client: every `/v1` operation typed from the OpenAPI document (openapi-fetch
// over the generated `paths`), with what every integrator otherwise writes: sign-in with a
// user or an API key, a refresh when the access token expires (once, then the call again), the
// tenant header set once, and refusals as PimApiError.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { PimApiError } from './errors.ts';
import { waitForJob, type WaitOptions } from './helpers.ts';
import type { paths } from './schema.d.ts';

export { PimApiError, type PimErrorDetail } from './errors.ts';
export { pages, waitForJob, type JobLike, type WaitOptions } from './helpers.ts';
export type { paths as PimPaths } from './schema.d.ts';

/** Who the client signs in as: a person (email and password) or a service account's API key. */
export type PimCredentials =
  { email: string; password: string; clientId?: string } | { apiKey: string };

export interface PimClientOptions {
  /** The server, e.g. `http://localhost:4000` (the client adds `/v1`). */
  baseUrl: string;
  credentials: PimCredentials;
  /** The tenant every tenant-scoped call names (X-Tenant-Id); a person's default otherwise. */
  tenantId?: string;
  /** A fetch of your own (tests, proxies); the global one otherwise. */
  fetch?: typeof globalThis.fetch;
}

interface Session {
  accessToken: string;
  refreshToken?: string;
}

export interface PimClient {
  /** Every operation, typed: `api.GET('/products', {params: {query: {page_size: 50}}})`. */
  readonly api: Client<paths>;
  /** Signs in now (the first call does it otherwise). */
  signIn(): Promise<void>;
  /** The tenant the next calls name. */
  setTenant(tenantId: string): void;
  readonly tenantId: string | undefined;
  /** Uploads an import file's bytes (`POST /v1/files`); answers its `file_id`. */
  uploadFile(filename: string, bytes: Uint8Array | Blob | string): Promise<string>;
  /** Polls a job until it ends (5 s, growing to 15 s between polls unless told). */
  waitForJob(id: string, options?: WaitOptions): Promise<Job>;
}

type Job = paths['/jobs/{id}']['get']['responses'][200]['content']['application/json']['data'];

export function createPimClient(options: PimClientOptions): PimClient {
  let root = options.baseUrl;
  while (root.endsWith('/')) root = root.slice(0, -1);
  const baseUrl = `${root}/v1`;
  const fetcher = options.fetch ?? globalThis.fetch;
  let tenantId = options.tenantId;
  let session: Session | undefined;
  let signingIn: Promise<Session> | undefined;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetcher(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw await PimApiError.from(response);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }

  async function login(): Promise<Session> {
    const { credentials } = options;
    if ('apiKey' in credentials) return { accessToken: credentials.apiKey };
    const data = await post('/auth/login', {
      client_id: credentials.clientId ?? 'pim-api',
      email: credentials.email,
      password: credentials.password,
      ...(tenantId ? { tenant_id: tenantId } : {}),
    });
    return { accessToken: String(data.access_token), refreshToken: String(data.refresh_token) };
  }

  /** A new access token from the refresh token, or a new sign-in when that is refused too. */
  async function renew(stale: Session): Promise<Session> {
    if (!stale.refreshToken) return login();
    try {
      const data = await post('/auth/refresh', {
        client_id:
          'clientId' in options.credentials && options.credentials.clientId
            ? options.credentials.clientId
            : 'pim-api',
        refresh_token: stale.refreshToken,
      });
      return { accessToken: String(data.access_token), refreshToken: String(data.refresh_token) };
    } catch (error) {
      if (error instanceof PimApiError && error.status === 401) return login();
      throw error;
    }
  }

  /** One sign-in or renewal at a time, whatever the number of calls waiting for it. */
  function current(renewFrom?: Session): Promise<Session> {
    if (session && !renewFrom) return Promise.resolve(session);
    if (renewFrom && session && session !== renewFrom) return Promise.resolve(session);
    signingIn ??= (renewFrom ? renew(renewFrom) : login())
      .then((next) => (session = next))
      .finally(() => (signingIn = undefined));
    return signingIn;
  }

  const withHeaders = (request: Request, used: Session) => {
    request.headers.set('authorization', `Bearer ${used.accessToken}`);
    if (tenantId && !request.headers.has('x-tenant-id'))
      request.headers.set('x-tenant-id', tenantId);
    return request;
  };

  // Requests keep a copy of their body so a 401 can send them again after a refresh.
  const sent = new WeakMap<Request, { copy: Request; session: Session }>();
  const auth: Middleware = {
    async onRequest({ request }) {
      const used = await current();
      const ready = withHeaders(request, used);
      sent.set(ready, { copy: ready.clone(), session: used });
      return ready;
    },
    async onResponse({ request, response }) {
      const first = sent.get(request);
      if (response.status === 401 && first && !('apiKey' in options.credentials)) {
        const renewed = await current(first.session);
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
    async signIn() {
      await current();
    },
    setTenant(next: string) {
      tenantId = next;
    },
    get tenantId() {
      return tenantId;
    },
    async uploadFile(filename, bytes) {
      const { data } = await api.POST('/files', {
        params: { query: { filename } },
        body: bytes as never,
        bodySerializer: (body: unknown) => body as Blob,
        headers: { 'content-type': 'application/octet-stream' },
      });
      return data!.data.file_id;
    },
    waitForJob(id, waitOptions) {
      return waitForJob(async () => {
        const { data } = await api.GET('/jobs/{id}', { params: { path: { id } } });
        return data!.data;
      }, waitOptions);
    },
  };
}
