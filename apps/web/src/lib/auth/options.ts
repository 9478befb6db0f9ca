import 'server-only';
import type { NextAuthOptions, Session } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { type ApiFailure, isUnauthenticated, toApiFailure } from '../api/errors';
import { authSecret, secureCookies } from '../env';
import { SESSION_MAX_AGE_SECONDS } from './cookie';
import {
  SessionEndedError,
  loginWithPassword,
  logout,
  readSessionToken,
  refreshIfExpiring,
  switchTenant,
  type SessionToken,
} from './tokens';

const ZCredentials = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
});

/** The only change the browser may ask for through `update()`. */
const ZSessionUpdate = z.object({ tenantId: z.string().min(1).max(200) });

/** The session as the browser sees it: only what the UI shows, never a token. */
export function toSessionView(token: SessionToken, expires: string): Session {
  return {
    expires,
    user: { id: token.sub, name: token.name, email: token.email },
    tenantId: token.tenantId,
  };
}

/** What the login form is told: the API's code, except where the form must say more. */
function loginErrorCodeOf(failure: ApiFailure): string {
  if (failure.kind === 'unreachable') return 'api_unreachable';
  // The budget of the browser's address, not the lockout of the e-mail (same API code).
  if (failure.code === 'rate_limited' && failure.beforeCall) return 'address_rate_limited';
  return failure.code;
}

async function authorize(credentials: Record<string, string> | undefined) {
  const input = ZCredentials.safeParse(credentials);
  // next-auth hands the thrown message to the login form as its `error`.
  if (!input.success) throw new Error('required');
  try {
    return await loginWithPassword(input.data.email, input.data.password);
  } catch (err) {
    throw new Error(loginErrorCodeOf(toApiFailure(err)), { cause: err });
  }
}

async function applySessionUpdate(token: SessionToken, update: unknown): Promise<SessionToken> {
  const parsed = ZSessionUpdate.safeParse(update);
  if (!parsed.success || parsed.data.tenantId === token.tenantId) return token;
  try {
    return await switchTenant(token, parsed.data.tenantId);
  } catch (err) {
    const failure = toApiFailure(err);
    if (isUnauthenticated(failure)) throw new SessionEndedError(failure.code);
    // The session stays on its tenant; the switcher sees that and reports it.
    console.warn('[auth] tenant switch refused', failure);
    return token;
  }
}

/** Built per request so a missing NEXTAUTH_SECRET fails the request, not the build. */
export function getAuthOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    useSecureCookies: secureCookies(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: {
          email: { label: 'Email', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        authorize,
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger, session }) {
        if (user) {
          return {
            ...token,
            sub: user.id,
            name: user.name,
            email: user.email,
            tenantId: user.tenantId,
            accessToken: user.accessToken,
            accessTokenExpires: user.accessTokenExpires,
            refreshToken: user.refreshToken,
          };
        }
        const current = readSessionToken(token);
        // Throwing here makes next-auth drop the session cookie: the user is signed out.
        if (!current) throw new SessionEndedError('incomplete session token');
        const fresh = await refreshIfExpiring(current);
        return trigger === 'update' ? applySessionUpdate(fresh, session) : fresh;
      },
      session({ session, token }) {
        const current = readSessionToken(token);
        if (!current) throw new SessionEndedError('incomplete session token');
        return toSessionView(current, session.expires);
      },
    },
    events: {
      async signOut({ token }) {
        const current = readSessionToken(token);
        if (!current) return;
        await logout(current).catch((err: unknown) => {
          console.warn(
            '[auth] API logout failed; the console session is cleared anyway',
            toApiFailure(err),
          );
        });
      },
    },
  };
}
