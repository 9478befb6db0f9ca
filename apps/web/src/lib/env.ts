import 'server-only';
/**
 * Server-side configuration, read at request time. Only server code imports this module:
 * none of these variables is NEXT_PUBLIC_, so none is inlined into the browser bundle.
 */
const DEV_ONLY_SECRET = 'pim-console-dev-only-secret-do-not-use-in-production';

/** The client id the console logs in with: the API records its sessions' changes as `console`. */
export { CONSOLE_CLIENT_ID } from '@pim/core/limits';

export function apiUrl(): string {
  return withoutTrailingSlashes(process.env.API_URL ?? 'http://localhost:4000');
}

export function consoleUrl(): string {
  return withoutTrailingSlashes(process.env.NEXTAUTH_URL ?? 'http://localhost:3000');
}

/** Session cookies are `Secure` exactly when the console is served over https. */
export function secureCookies(): boolean {
  return consoleUrl().startsWith('https://');
}

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV !== 'production') return DEV_ONLY_SECRET;
  throw new Error('NEXTAUTH_SECRET must be set when the console runs in production mode');
}

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}
