// 1,200 requests a minute per credential by default, the documented rate limit, with the
// RateLimit-Limit / -Remaining / -Reset headers and 429 rate_limited + Retry-After past it.
//
// The bucket is the *verified* credential (a session, an API key) or, for anything else,
// the client address: a forged token or a key with a wrong secret spends the sender's own
// address budget, never the real holder's. Requests the console passes on count under the
// browser's address it forwards (http/client-address.ts), not under the console's own.
// Each call of a tRPC batch costs one unit, and a batch holds at most MAX_BATCH calls.
//
// rate-limiter-flexible rather than @fastify/rate-limit: the key needs an asynchronous
// verification and a request may cost several points, which the Fastify plugin cannot
// express. Counters live in this process (one API instance); several instances would use
// the library's PostgreSQL or Redis limiter with the same calls.
import { AppError, type AuthConfig, bearerTokenOf, verifiedCredentialKey } from '@pim/core';
import type { Sql } from '@pim/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/** The most calls one tRPC batch request may carry. */
export const MAX_BATCH = 10;

const UNLIMITED_PATHS = new Set(['/health', '/ready']);

/** How many procedure calls the request makes: the length of a tRPC batch, else 1. */
export function callCount(request: FastifyRequest): number {
  // Read the target as tRPC does: the query is everything after the first `?` (`?x=?&batch=1`
  // is a batch), and an absolute request line counts like its path (http/envelope.ts).
  const path = request.receivedPath ?? '';
  const query = request.receivedQuery ?? '';
  if (!path.startsWith('/trpc/') || !new URLSearchParams(query).has('batch')) return 1;
  // tRPC reads the decoded path: `a%2Cb` is two calls too.
  const calls = safeDecode(path.slice('/trpc/'.length)).split(',').length;
  if (calls > MAX_BATCH) {
    throw new AppError('too_long', `A batch may hold at most ${MAX_BATCH} calls`, {
      field: 'batch',
    });
  }
  return calls;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface BucketDeps {
  sql: Sql;
  config: AuthConfig;
  clientAddressOf: (request: FastifyRequest) => string;
}

async function bucketOf(request: FastifyRequest, deps: BucketDeps) {
  // Not bearerToken(): most anonymous requests would cost an exception.
  const token = bearerTokenOf(request.headers.authorization);
  const credential = token ? await verifiedCredentialKey(deps.sql, deps.config, token) : undefined;
  return credential ?? `ip:${deps.clientAddressOf(request)}`;
}

function setHeaders(reply: FastifyReply, max: number, result: RateLimiterRes): void {
  reply.header('ratelimit-limit', String(max));
  reply.header('ratelimit-remaining', String(Math.max(0, result.remainingPoints)));
  reply.header('ratelimit-reset', String(Math.max(1, Math.ceil(result.msBeforeNext / 1000))));
}

export function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
  deps: BucketDeps,
): void {
  const limiter = new RateLimiterMemory({
    points: options.max,
    duration: options.windowMs / 1000,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (UNLIMITED_PATHS.has(request.receivedPath ?? '')) return;
    const points = callCount(request);
    const bucket = await bucketOf(request, deps);
    try {
      setHeaders(reply, options.max, await limiter.consume(bucket, points));
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected;
      setHeaders(reply, options.max, rejected);
      throw new AppError(
        'rate_limited',
        `Rate limit of ${options.max} requests per minute exceeded`,
        { retryAfter: Math.max(1, Math.ceil(rejected.msBeforeNext / 1000)) },
      );
    }
  });
}
