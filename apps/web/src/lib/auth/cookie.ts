/**
 * The next-auth session cookie, for the two places that write it outside next-auth's own
 * routes: the proxy (storing a refreshed token) and /auth/expired (clearing a dead session).
 * Name and attributes mirror next-auth v4's defaults so both sides read the same cookie.
 */
import type { NextResponse } from 'next/server';

/** The refresh token's lifetime: past it the API would refuse the session anyway. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Above this, next-auth would split the cookie into chunks; the proxy leaves those to it. */
export const MAX_SINGLE_COOKIE_LENGTH = 3800;

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

function cookieAttributes(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
}

export function setSessionCookie(res: NextResponse, value: string, secure: boolean): void {
  res.cookies.set(sessionCookieName(secure), value, {
    ...cookieAttributes(secure),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Clears the session cookie and any chunks next-auth may have written. */
export function clearSessionCookies(res: NextResponse, present: string[], secure: boolean): void {
  const name = sessionCookieName(secure);
  for (const cookie of present) {
    if (cookie === name || cookie.startsWith(`${name}.`)) {
      res.cookies.set(cookie, '', { ...cookieAttributes(secure), maxAge: 0 });
    }
  }
}

/** When a session issued now ends, as next-auth's session endpoint reports it. */
export function sessionExpiry(now: number = Date.now()): string {
  return new Date(now + SESSION_MAX_AGE_SECONDS * 1000).toISOString();
}
