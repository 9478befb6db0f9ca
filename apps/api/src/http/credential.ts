// Which credential a request carries, as a stable key for per-credential limits and
// idempotency: the session of an access token (stable across refreshes), the prefix of an
// API key, or the client address when there is none. Read without verifying: the key only
// picks a bucket; authentication happens in the procedure ladder.
import type { FastifyRequest } from 'fastify';

const API_KEY = /^pim_([A-Za-z0-9]{8})_[A-Za-z0-9]+$/;

function sessionOf(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sid?: unknown;
    };
    return typeof claims.sid === 'string' && claims.sid.length <= 64 ? claims.sid : undefined;
  } catch {
    return undefined;
  }
}

/** `session:<id>`, `api_key:<prefix>`, or undefined when the request carries no credential. */
export function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const token = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!token) return undefined;
  const key = API_KEY.exec(token);
  if (key) return `api_key:pim_${key[1]}`;
  const session = sessionOf(token);
  return session ? `session:${session}` : undefined;
}

export const rateLimitKey = (request: FastifyRequest): string =>
  credentialOf(request) ?? `ip:${request.ip}`;
