/**
 * Runs before every page request: sends visitors without a session to /login and, for
 * signed-in users, refreshes an access token that is about to expire and stores the new one
 * in the session cookie (server components cannot set cookies, so this is where it sticks).
 * Pages still check the session themselves; this is the fast path, not the only guard.
 */
import { encode, getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import {
  MAX_SINGLE_COOKIE_LENGTH,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
  setSessionCookie,
} from './lib/auth/cookie';
import { SessionEndedError, readSessionToken, refreshIfExpiring } from './lib/auth/tokens';
import { authSecret, secureCookies } from './lib/env';

const LOGIN_PATH = '/login';
/** Pages a visitor without a session may see. */
const PUBLIC_PATHS = new Set([LOGIN_PATH, '/auth/expired']);

/** The browser's tRPC route answers JSON: a fetch cannot follow a redirect to a page. */
const isApiRoute = (req: NextRequest) => req.nextUrl.pathname.startsWith('/api/');

function redirectToLogin(req: NextRequest, reason?: string): NextResponse {
  if (isApiRoute(req)) {
    const message = 'The session has ended';
    return NextResponse.json(
      {
        error: {
          message,
          code: -32001,
          data: { httpStatus: 401, errors: [{ code: 'unauthenticated', field: '', message }] },
        },
      },
      { status: 401 },
    );
  }
  const url = new URL(LOGIN_PATH, req.url);
  const target = `${req.nextUrl.pathname}${req.nextUrl.search}`;
  if (target !== '/') url.searchParams.set('callbackUrl', target);
  if (reason) url.searchParams.set('reason', reason);
  return NextResponse.redirect(url);
}

export async function proxy(req: NextRequest): Promise<NextResponse> {
  const secret = authSecret();
  const secure = secureCookies();
  const { pathname } = req.nextUrl;
  const isPublic = PUBLIC_PATHS.has(pathname);

  const token = readSessionToken(await getToken({ req, secret, secureCookie: secure }));
  if (!token) return isPublic ? NextResponse.next() : redirectToLogin(req);

  let fresh;
  try {
    fresh = await refreshIfExpiring(token, req.headers);
  } catch (err) {
    if (!(err instanceof SessionEndedError)) throw err;
    // The cookie is left alone: this request may have set out before a tenant switch replaced
    // it, and clearing it would sign out the newer session. /login re-checks whatever cookie
    // the browser holds by then (a live one bounces straight back to the console).
    return isPublic ? NextResponse.next() : redirectToLogin(req, 'expired');
  }

  if (pathname === LOGIN_PATH) return NextResponse.redirect(new URL('/', req.url));
  if (fresh === token) return NextResponse.next();

  const value = await encode({ token: fresh, secret, maxAge: SESSION_MAX_AGE_SECONDS });
  if (value.length > MAX_SINGLE_COOKIE_LENGTH) return NextResponse.next();
  // Hand the new cookie to this request's render as well as to the browser.
  req.cookies.set(sessionCookieName(secure), value);
  const res = NextResponse.next({ request: { headers: req.headers } });
  setSessionCookie(res, value, secure);
  return res;
}

export const config = {
  // next-auth's own routes manage the cookie themselves; static files need no session.
  // The raw uploads (POST /api/files, /api/assets) stay outside too: a request the proxy
  // matches has its body buffered (10 MB at most, past which the route gets a cut body),
  // while outside it the body streams to the API whole. They still authenticate:
  // forwardToApi answers 401 without a session and refreshes an expiring access token for
  // that one call (not stored: the refresh token is unchanged, so the next page request
  // through the proxy stores a fresh one). `$` keeps /api/assets/{id}/content matched.
  matcher: [
    '/((?!api/auth|api/files$|api/assets$|_next/static|_next/image|favicon.ico|icon.svg|robots.txt).*)',
  ],
};
