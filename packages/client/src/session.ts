// Who the client is and the token it sends: a person's sign-in (email and password, or a kept
// refresh token), or a service account's API key. The access token is renewed shortly before it
// expires, and again when a call is answered 401 (then the call is sent once more); concurrent
// calls share one sign-in or renewal.
import { PimApiError } from './errors.ts';

/** Who the client signs in as. */
export type PimCredentials =
  /** A person: email and password (client id `pim-api` unless given). */
  | { email: string; password: string; clientId?: string }
  /** A service account's API key, sent as the bearer token. */
  | { apiKey: string }
  /** A person's session kept from an earlier sign-in (the command line's). */
  | { refreshToken: string; accessToken?: string; expiresAt?: number; clientId?: string };

/** A person's tokens, as `onSession` hands them to be kept. */
export interface PimSession {
  accessToken: string;
  refreshToken?: string;
  /** When the access token expires (ms since the epoch); unknown for an API key. */
  expiresAt?: number;
}

export interface SessionOptions {
  credentials: PimCredentials;
  /** Called with every new session (sign-in, renewal), e.g. to keep the refresh token. */
  onSession?: (session: PimSession) => void;
}

/** Renewed this long before the access token expires, so a call never leaves with a dying one. */
const EARLY_MS = 30_000;
const DEFAULT_CLIENT = 'pim-api';

export interface Sessions {
  /** The session to send now: signs in or renews first when needed. */
  current(): Promise<PimSession>;
  /** A session other than `refused` (renewed unless another call has done it already). */
  after(refused: PimSession): Promise<PimSession>;
  /** True for a person's session, which a 401 can renew; an API key cannot be. */
  readonly renewable: boolean;
}

export function createSessions(
  options: SessionOptions,
  post: (path: string, body: unknown) => Promise<Record<string, unknown>>,
  tenantOf: () => string | undefined,
): Sessions {
  const { credentials } = options;
  const clientId = ('clientId' in credentials && credentials.clientId) || DEFAULT_CLIENT;
  let session: PimSession | undefined =
    'apiKey' in credentials
      ? { accessToken: credentials.apiKey }
      : 'refreshToken' in credentials
        ? {
            accessToken: credentials.accessToken ?? '',
            refreshToken: credentials.refreshToken,
            expiresAt: credentials.accessToken ? credentials.expiresAt : 0,
          }
        : undefined;
  let pending: Promise<PimSession> | undefined;

  /** A sign-in's tokens, or a renewal's (which keeps the refresh token it was given). */
  const fromTokens = (data: Record<string, unknown>, refreshToken?: string): PimSession => ({
    accessToken: String(data.access_token),
    refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : refreshToken,
    expiresAt: Date.now() + Number(data.expires_in) * 1000,
  });

  async function signIn(): Promise<PimSession> {
    if (!('email' in credentials)) {
      throw new PimApiError(401, 'The session has ended: sign in again', [
        { code: 'unauthorized', field: '', message: 'The refresh token was refused' },
      ]);
    }
    const tenantId = tenantOf();
    return fromTokens(
      await post('/auth/login', {
        client_id: clientId,
        email: credentials.email,
        password: credentials.password,
        ...(tenantId ? { tenant_id: tenantId } : {}),
      }),
    );
  }

  async function renew(stale: PimSession): Promise<PimSession> {
    if (!stale.refreshToken) return signIn();
    try {
      return fromTokens(
        await post('/auth/refresh', { client_id: clientId, refresh_token: stale.refreshToken }),
        stale.refreshToken,
      );
    } catch (error) {
      if (error instanceof PimApiError && error.status === 401) return signIn();
      throw error;
    }
  }

  function replace(next: () => Promise<PimSession>): Promise<PimSession> {
    pending ??= next()
      .then((fresh) => {
        session = fresh;
        options.onSession?.(fresh);
        return fresh;
      })
      .finally(() => (pending = undefined));
    return pending;
  }

  const expiring = (s: PimSession) =>
    s.expiresAt !== undefined && s.expiresAt - EARLY_MS <= Date.now();

  return {
    renewable: !('apiKey' in credentials),
    current() {
      if (pending) return pending;
      if (!session) return replace(signIn);
      if (expiring(session)) {
        const stale = session;
        return replace(() => renew(stale));
      }
      return Promise.resolve(session);
    },
    after(refused) {
      if (pending) return pending;
      if (session && session !== refused) return Promise.resolve(session);
      return replace(() => renew(refused));
    },
  };
}
