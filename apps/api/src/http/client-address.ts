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
    if (!expected) return request.ip;
    const given = single(request.headers[CONSOLE_FORWARD_SECRET_HEADER]);
    const address = single(request.headers[CONSOLE_CLIENT_ADDRESS_HEADER])?.trim();
    if (given === undefined || address === undefined) return request.ip;
    if (!timingSafeEqual(digest(given), expected)) return request.ip;
    return isIP(address) ? normalized(address) : request.ip;
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
function normalized(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}
