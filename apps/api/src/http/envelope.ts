// The /v1 error envelope, and the request target as the routers read it.
import { type AppError, toErrorEnvelope } from '@pim/core';
import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The path as received (origin-form, also when the request line carried an absolute URL),
     * as every check that looks at the path reads it.
     */
    receivedPath?: string;
    /** The query string as received, without the `?`: everything after the first `?`. */
    receivedQuery?: string;
  }
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  // Also errors met before any hook ran (framework errors): none may be cached.
  reply.header('cache-control', 'no-store');
  return reply.status(error.status).type('application/json').send(toErrorEnvelope(error));
}

/**
 * Splits a request target into path and query the way the routers read it: an absolute
 * target (`GET http://host/trpc/...`, which HTTP allows) loses its scheme and host, the
 * query is everything after the first `?`, and percent-encoded unreserved characters in the
 * path are decoded, as the router decodes them before matching (`/%74rpc/` is `/trpc/`,
 * `/%761/roles` is `/v1/roles`). Every check that looks at the path (batch size, rate-limit
 * exemptions) reads these, so none can be sidestepped by the form of the request line.
 */
export function splitTarget(url: string): { path: string; query: string } {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  const target = origin ? url.slice(origin[0].length) || '/' : url;
  const at = target.indexOf('?');
  const [path, query] = at < 0 ? [target, ''] : [target.slice(0, at), target.slice(at + 1)];
  return { path: path.includes('%') ? decodeUnreserved(path) : path, query };
}

/** RFC 3986 6.2.2.2: `%41` and `A` are the same path; reserved characters stay encoded. */
function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape;
  });
}
