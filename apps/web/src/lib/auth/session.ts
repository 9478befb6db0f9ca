import 'server-only';
/**
 * Server-side access to the signed-in session: the token set for API calls and the caller's
 * profile from auth.me. Both are cached per request, so a layout and its page share one call.
 */
import { getToken } from 'next-auth/jwt';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextRequest } from 'next/server';
import { cache } from 'react';
import { createApiClient, type ApiClient } from '../api/client';
import { isUnauthenticated, toApiFailure, type ApiFailure } from '../api/errors';
import type { Me } from '../api/router';
import { authSecret, consoleUrl, secureCookies } from '../env';
import {
  SessionEndedError,
  readSessionToken,
  refreshIfExpiring,
  type SessionToken,
} from './tokens';

/** Where a page goes when the API stops accepting the session: clears it, then /login. */
export const SESSION_EXPIRED_PATH = '/auth/expired';

/**
 * The session's token set, or null when signed out. The proxy has normally refreshed and
 * stored an expiring token already; refreshing again here only covers requests it skipped.
 */
export const getSessionToken = cache(async (): Promise<SessionToken | null> => {
  const req = new NextRequest(consoleUrl(), { headers: await headers() });
  const token = readSessionToken(
    await getToken({ req, secret: authSecret(), secureCookie: secureCookies() }),
  );
  if (!token) return null;
  try {
    return await refreshIfExpiring(token);
  } catch (err) {
    if (err instanceof SessionEndedError) return null;
    throw err;
  }
});

export async function requireSessionToken(): Promise<SessionToken> {
  const token = await getSessionToken();
  if (!token) redirect('/login');
  return token;
}

/** A tRPC client carrying the signed-in user's access token and tenant. */
export async function getApiClient(): Promise<ApiClient> {
  const token = await requireSessionToken();
  return createApiClient({ accessToken: token.accessToken, tenantId: token.tenantId });
}

export type MeResult = { ok: true; me: Me } | { ok: false; failure: ApiFailure };

/**
 * The caller as the API sees them. A 401 means the session is over (for instance another
 * session changed the password), so the user is sent to sign in again; other failures are
 * returned for the page to show.
 */
export const loadMe = cache(async (): Promise<MeResult> => {
  const api = await getApiClient();
  try {
    return { ok: true, me: await api.auth.me.query() };
  } catch (err) {
    const failure = toApiFailure(err);
    if (isUnauthenticated(failure)) redirect(SESSION_EXPIRED_PATH);
    return { ok: false, failure };
  }
});
