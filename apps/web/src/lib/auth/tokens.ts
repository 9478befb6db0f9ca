import 'server-only';
/**
 * The API token set kept inside the encrypted next-auth JWT, and the calls that create,
 * refresh and replace it. Shared by the next-auth callbacks, the proxy and the server-side
 * session helpers.
 */
import type { User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { z } from 'zod';
import { createApiClient } from '../api/client';
import { toApiFailure } from '../api/errors';
import type { HeaderSource } from '../client-address/stamp';
import { CONSOLE_CLIENT_ID } from '../env';

/** Refresh when the access token has less than this left, so no call races its expiry. */
export const REFRESH_MARGIN_MS = 60_000;

const ZSessionToken = z.object({
  sub: z.string(),
  name: z.string(),
  email: z.string(),
  tenantId: z.string(),
  accessToken: z.string(),
  accessTokenExpires: z.number(),
  refreshToken: z.string(),
});

export type SessionToken = z.infer<typeof ZSessionToken> & JWT;

/** The session's token, or null when the cookie holds no complete token set. */
export function readSessionToken(token: JWT | null | undefined): SessionToken | null {
  if (!token) return null;
  const parsed = ZSessionToken.safeParse(token);
  return parsed.success ? { ...token, ...parsed.data } : null;
}

/** The API no longer accepts this session (refresh token revoked, expired or replaced). */
export class SessionEndedError extends Error {
  constructor(reason: string) {
    super(`Session ended: ${reason}`);
    this.name = 'SessionEndedError';
  }
}

function expiryOf(expiresInSeconds: number, now: number): number {
  return now + expiresInSeconds * 1000;
}

/** Logs in and loads the user's name and active tenant. Throws the API's failure. */
export async function loginWithPassword(email: string, password: string): Promise<User> {
  const now = Date.now();
  const tokens = await createApiClient().auth.login.mutate({
    client_id: CONSOLE_CLIENT_ID,
    email,
    password,
  });
  const me = await createApiClient({ accessToken: tokens.access_token }).auth.me.query();
  return {
    id: me.user.id,
    name: me.user.name,
    email,
    tenantId: me.active_tenant.tenant_id,
    accessToken: tokens.access_token,
    accessTokenExpires: expiryOf(tokens.expires_in, now),
    refreshToken: tokens.refresh_token,
  };
}

export function needsRefresh(token: SessionToken, now = Date.now()): boolean {
  return token.accessTokenExpires - now < REFRESH_MARGIN_MS;
}

/**
 * Returns the token with a fresh access token when the current one is about to expire.
 * A refresh the API rejects ends the session (SessionEndedError); an API that cannot be
 * reached leaves the token as it is, so the pages report the outage instead of signing out.
 */
export async function refreshIfExpiring(
  token: SessionToken,
  request?: HeaderSource,
): Promise<SessionToken> {
  const now = Date.now();
  if (!needsRefresh(token, now)) return token;
  try {
    const refreshed = await createApiClient(undefined, request).auth.refresh.mutate({
      client_id: CONSOLE_CLIENT_ID,
      refresh_token: token.refreshToken,
    });
    return {
      ...token,
      accessToken: refreshed.access_token,
      accessTokenExpires: expiryOf(refreshed.expires_in, now),
    };
  } catch (err) {
    const failure = toApiFailure(err);
    // 400/401: the refresh token is unknown, revoked, expired or was replaced by a tenant switch.
    if (failure.kind === 'rejected' && (failure.status === 401 || failure.status === 400)) {
      throw new SessionEndedError(failure.code);
    }
    return token;
  }
}

/**
 * Replaces the token set with one for another tenant. The API retires the old refresh token,
 * so the returned token must be stored.
 */
export async function switchTenant(token: SessionToken, tenantId: string): Promise<SessionToken> {
  const now = Date.now();
  const result = await createApiClient({ accessToken: token.accessToken }).auth.switchTenant.mutate(
    {
      client_id: CONSOLE_CLIENT_ID,
      tenant_id: tenantId,
    },
  );
  return {
    ...token,
    name: result.user.name,
    email: result.user.email,
    tenantId: result.tenant_info.tenant_id,
    accessToken: result.access_token,
    accessTokenExpires: expiryOf(result.expires_in, now),
    refreshToken: result.refresh_token,
  };
}

/** Ends the API session behind this token; the console signs out whatever the answer. */
export async function logout(token: SessionToken): Promise<void> {
  await createApiClient().auth.logout.mutate({ refresh_token: token.refreshToken });
}
