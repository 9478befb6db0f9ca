/**
 * Where to go after signing in: only a path on this console, never another origin.
 * Resolving against a fixed origin (rather than matching prefixes) also catches what
 * browsers normalise away: `//evil.example`, `/\evil.example`, `/\t/evil.example`.
 */
const BASE = 'http://console.invalid';

export function safeCallbackUrl(value: string | string[] | undefined): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (!candidate?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || url.pathname.startsWith('/login')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
