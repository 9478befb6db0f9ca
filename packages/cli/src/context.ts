// Who a command runs as and against what: the client made from the options, the environment
// and the session `pim login` kept, in that order.
//   --server / PIM_SERVER / the kept session's server / http://localhost:4000
//   PIM_API_KEY, or PIM_EMAIL with PIM_PASSWORD, or the kept session
//   --tenant / PIM_TENANT / the kept session's tenant / the person's default (an id or a code)
import { createPimClient, type PimClient } from '@pim/client';
import { keepRenewal, readSession, sessionPath, type StoredSession } from './config.ts';
import { CliError, EXIT } from './exit.ts';
import { Output } from './output.ts';

export const DEFAULT_SERVER = 'http://localhost:4000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Globals {
  server?: string;
  tenant?: string;
  json?: boolean;
  quiet?: boolean;
}

export interface Context {
  pim: PimClient;
  server: string;
  out: Output;
  /** The kept session this run uses, when it uses one. */
  stored?: StoredSession;
}

/** The server a command talks to, without the trailing slash. */
export function serverOf(globals: Globals, stored?: StoredSession): string {
  const server = globals.server ?? process.env.PIM_SERVER ?? stored?.server ?? DEFAULT_SERVER;
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new CliError(`--server must be an http(s) URL, not "${server}"`, EXIT.usage);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`--server must be an http(s) URL, not ${url.protocol}`, EXIT.usage);
  }
  // Never echoed back: a password in the URL would land in error messages and shell history.
  if (url.username || url.password) {
    throw new CliError(
      '--server must not hold a user or password: sign in with `pim login`',
      EXIT.usage,
    );
  }
  let root = server;
  while (root.endsWith('/')) root = root.slice(0, -1);
  return root;
}

export async function connect(globals: Globals): Promise<Context> {
  const out = new Output(globals);
  const env = process.env;
  const kept = readSession();
  const server = serverOf(globals, kept);
  const tenant = globals.tenant ?? env.PIM_TENANT;
  let stored: StoredSession | undefined;
  let pim: PimClient;
  if (env.PIM_API_KEY) {
    pim = createPimClient({ baseUrl: server, credentials: { apiKey: env.PIM_API_KEY } });
  } else if (env.PIM_EMAIL && env.PIM_PASSWORD) {
    pim = createPimClient({
      baseUrl: server,
      credentials: { email: env.PIM_EMAIL, password: env.PIM_PASSWORD },
    });
  } else if (kept && kept.server === server) {
    stored = kept;
    pim = createPimClient({
      baseUrl: server,
      credentials: {
        refreshToken: kept.refresh_token,
        accessToken: kept.access_token,
        expiresAt: kept.expires_at,
        clientId: kept.client_id,
      },
      onSession: (session) =>
        keepRenewal(kept, {
          access_token: session.accessToken,
          ...(session.expiresAt ? { expires_at: session.expiresAt } : {}),
        }),
    });
  } else {
    const where = kept ? ` to ${server} (the kept session is ${kept.server}'s)` : '';
    throw new CliError(
      `Not signed in${where}: run \`pim login\`, or set PIM_API_KEY, or PIM_EMAIL and PIM_PASSWORD`,
      EXIT.auth,
    );
  }
  const tenantId = tenant ?? stored?.tenant_id;
  if (tenantId) pim.setTenant(await tenantIdOf(pim, tenantId));
  return { pim, server, out, ...(stored ? { stored } : {}) };
}

interface MyTenant {
  tenant_id: string;
  tenant_code: string;
}

/** Of the caller's tenants, the one named by id or by code (4 otherwise, listing them). */
export function findTenant<T extends MyTenant>(tenants: readonly T[], tenant: string): T {
  const found = tenants.find((t) => t.tenant_id === tenant || t.tenant_code === tenant);
  if (!found) {
    const codes = tenants.map((t) => t.tenant_code).join(', ');
    throw new CliError(`No tenant "${tenant}" among yours (${codes})`, EXIT.notFound);
  }
  return found;
}

/** A tenant named by id or by code, as an id (a code is looked up among the caller's tenants). */
export async function tenantIdOf(pim: PimClient, tenant: string): Promise<string> {
  if (UUID.test(tenant)) return tenant;
  const { data } = await pim.api.GET('/auth/me');
  return findTenant(data!.data.tenants, tenant).tenant_id;
}

export { sessionPath };
