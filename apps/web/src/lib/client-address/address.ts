/**
 * The browser's address as the console's server sees it: the socket's peer, or, behind
 * CONSOLE_TRUSTED_PROXIES reverse proxies, the address the outermost of them saw. Next's
 * server keeps an X-Forwarded-For the browser sent (it only fills the header in when it is
 * missing), so the header alone names whatever the browser likes; only the hops counted from
 * the socket, through proxies we configured, are believed.
 */
import { isIP } from 'node:net';

export function trustedProxiesOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`CONSOLE_TRUSTED_PROXIES must be an integer from 0 to 10: ${raw}`);
  }
  return hops;
}

/**
 * `socket` is the peer of the TCP connection; `forwardedFor` the X-Forwarded-For the request
 * arrived with (each proxy appends the address it received the request from). With n trusted
 * proxies, the client is the n-th address from the right of `forwardedFor, socket`.
 */
export function browserAddressOf(
  socket: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string | undefined {
  const chain = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((part) => part.trim());
  if (socket) chain.push(socket);
  // A request that skipped the proxies has fewer hops than configured: the leftmost is
  // as close to the client as it gets.
  const address = chain[Math.max(0, chain.length - 1 - trustedProxies)];
  return address && isIP(address) ? normalized(address) : undefined;
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
function normalized(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}
