// 1,200 requests a minute per credential by default (CONTRACT.md section 11), with the
// RateLimit-Limit / -Remaining / -Reset headers and 429 rate_limited + Retry-After past it.
// The counters live in this process (one API instance); several instances would share a
// store such as Redis through the plugin's `store` option.
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@pim/core';
import type { FastifyInstance } from 'fastify';
import { rateLimitKey } from './credential.ts';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

const UNLIMITED_PATHS = new Set(['/health', '/ready']);

export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    enableDraftSpec: true,
    keyGenerator: rateLimitKey,
    allowList: (request) => UNLIMITED_PATHS.has(request.url),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Rate limit of ${context.max} requests per minute exceeded`, {
        retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
