/**
 * Pages land here when the API answers 401 to a session the cookie still holds (the session
 * was ended elsewhere: password change, logout, removed membership). It confirms with the API
 * before clearing the cookie, so a link to this URL cannot sign anyone out.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { createApiClient } from '@/lib/api/client';
import { isUnauthenticated, toApiFailure } from '@/lib/api/errors';
import { clearSessionCookies } from '@/lib/auth/cookie';
import { getSessionToken } from '@/lib/auth/session';
import { secureCookies } from '@/lib/env';

async function sessionStillAccepted(): Promise<boolean> {
  const token = await getSessionToken();
  if (!token) return false;
  try {
    await createApiClient({ accessToken: token.accessToken }).auth.me.query();
    return true;
  } catch (err) {
    // An unreachable API proves nothing either way: keep the session.
    return !isUnauthenticated(toApiFailure(err));
  }
}

export async function GET(req: NextRequest): Promise<NextResponse> {
  if (await sessionStillAccepted()) return NextResponse.redirect(new URL('/', req.url));
  const res = NextResponse.redirect(new URL('/login?reason=expired', req.url));
  clearSessionCookies(
    res,
    req.cookies.getAll().map((c) => c.name),
    secureCookies(),
  );
  return res;
}
