// The check made where a connection is opened: the host's name resolved, and only public
// addresses kept (addresses.ts). Made at connect time, on the very addresses the socket will
// use, it also stops DNS rebinding (a name that answered a public address when a form was
// checked and a private one when the server connects). A host given as an IP literal is
// never resolved, so it is checked by itself (checkHostLiteral) before the connect.
import dns from 'node:dns';
import net from 'node:net';
import { isPublicAddress, rangeOf } from './addresses.ts';

export interface OutboundPolicy {
  /**
   * Connect to private, loopback and link-local addresses too: for a deployment whose
   * systems sit on its own network, and for tests against servers on loopback.
   */
  allowPrivate: boolean;
}

/** A connection the policy refuses: its host, and the address that made it refused. */
export class OutboundRefusedError extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      `${host} resolves to ${address} (${rangeOf(address) ?? 'not an address'}): the server ` +
        'does not connect to private, loopback, link-local or metadata addresses',
    );
    this.name = 'OutboundRefusedError';
  }
}

/** Refuses a host given as an IP literal that the policy does not allow; names pass. */
export function checkHostLiteral(host: string, policy: OutboundPolicy): void {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (!policy.allowPrivate && net.isIP(bare) !== 0 && !isPublicAddress(bare)) {
    throw new OutboundRefusedError(host, bare);
  }
}

type LookupAll = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for net, tls and undici's connect options: the name resolved (every address),
 * the private ones dropped unless the policy allows them; refused when none is left.
 * `resolve` is dns.lookup; tests give their own.
 */
export function guardedLookup(policy: OutboundPolicy, resolve: LookupAll = dns.lookup) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const usable = policy.allowPrivate
        ? addresses
        : addresses.filter((entry) => isPublicAddress(entry.address));
      if (usable.length === 0) {
        return callback(new OutboundRefusedError(hostname, addresses[0]?.address ?? ''), []);
      }
      if (options.all) return callback(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}
