/**
 * Stamps every request the console's HTTP server receives with the browser's address
 * (address.ts), before Next reads it: a header the request handlers read back through
 * `stampedBrowserAddress`. The stamp carries a random value of this process, so a header of
 * the same name sent by the browser (or arriving before the stamp was installed) is never
 * taken for it. Installed by src/instrumentation.ts when the server starts.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { browserAddressOf, trustedProxiesOf } from './address';

export const BROWSER_ADDRESS_HEADER = 'x-pim-browser-address';

/** Shared through globalThis: instrumentation and route handlers are separate bundles. */
const STAMP_KEY = Symbol.for('@pim/web.browser-address-stamp');
type WithStamp = typeof globalThis & { [STAMP_KEY]?: string };

export function installBrowserAddressStamp(env: NodeJS.ProcessEnv): void {
  const holder = globalThis as WithStamp;
  if (holder[STAMP_KEY]) return;
  const trustedProxies = trustedProxiesOf(env.CONSOLE_TRUSTED_PROXIES);
  const stamp = randomBytes(24).toString('base64url');
  // Node publishes each request here before the server's 'request' listeners (Next) run.
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const address = browserAddressOf(
      socket.remoteAddress,
      request.headers['x-forwarded-for'],
      trustedProxies,
    );
    request.headers[BROWSER_ADDRESS_HEADER] = address ? `${stamp} ${address}` : stamp;
  });
  holder[STAMP_KEY] = stamp;
}

/** What the request handlers get: Headers, or Next's read-only view of them. */
export interface HeaderSource {
  get(name: string): string | null;
}

/** The browser's address stamped on this request, or undefined (not stamped by us). */
export function stampedBrowserAddress(headers: HeaderSource): string | undefined {
  const stamp = (globalThis as WithStamp)[STAMP_KEY];
  const value = headers.get(BROWSER_ADDRESS_HEADER);
  if (!stamp || !value) return undefined;
  const [given = '', address] = value.split(' ');
  const same =
    given.length === stamp.length && timingSafeEqual(Buffer.from(given), Buffer.from(stamp));
  return same && address ? address : undefined;
}
