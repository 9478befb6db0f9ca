// The address a request's anonymous budget is kept under (http/rate-limit.ts): the socket's
// (or Fastify's `trustProxy` hop), unless the console forwards a browser's request and proves
// it with the shared secret (CONSOLE_FORWARD_SECRET). Without the secret, or with a wrong one,
// the forwarding header is ignored: a client cannot pick its own bucket, nor anyone else's.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import {
  CONSOLE_CLIENT_ADDRESS_HEADER,
  CONSOLE_FORWARD_SECRET_HEADER,
} from '@pim/core/console-hop';
import type { FastifyRequest } from 'fastify';

/** Digests, so the comparison takes the same time whatever the length of the guess. */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function clientAddressReader(forwardSecret: string | undefined) {
  const expected = forwardSecret ? digest(forwardSecret) : undefined;
  return function clientAddressOf(request: FastifyRequest): string {
    const socket = bucketOf(request.ip);
    if (!expected) return socket;
    const given = single(request.headers[CONSOLE_FORWARD_SECRET_HEADER]);
    const address = single(request.headers[CONSOLE_CLIENT_ADDRESS_HEADER])?.trim();
    if (given === undefined || address === undefined) return socket;
    if (!timingSafeEqual(digest(given), expected)) return socket;
    return isIP(address) ? bucketOf(address) : socket;
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * The budget an address spends: `::ffff:10.0.0.1` and `10.0.0.1` are one client, and an IPv6
 * address counts as its /64 (one subscriber's network: whoever holds one can use any of its
 * 2^64 addresses, so a budget per address would be no budget).
 */
export function bucketOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address.toLowerCase();
  const bare = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::');
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array(8 - first.length - last.length).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
