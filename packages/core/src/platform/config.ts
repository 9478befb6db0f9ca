// Runtime settings of the domain, read once from the environment by the app that hosts it.

import { createSecretKey, type KeyObject } from 'node:crypto';

export interface AuthConfig {
  /** HS256 key for access tokens, imported once (jose re-imports raw bytes on every call). */
  jwtKey: KeyObject;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  clientIds: ReadonlySet<string>;
  lockout: { maxFailures: number; windowSeconds: number; lockSeconds: number };
}

const DAY = 24 * 60 * 60;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

export function loadAuthConfig(
  env: Record<string, string | undefined>,
  jwtSecret: string,
): AuthConfig {
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const clientIds = (env.AUTH_CLIENT_IDS ?? 'pim-console,pim-api')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    jwtKey: createSecretKey(Buffer.from(jwtSecret, 'utf8')),
    accessTokenTtlSeconds: positiveInt('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 900),
    refreshTokenTtlSeconds: positiveInt('REFRESH_TOKEN_TTL', env.REFRESH_TOKEN_TTL, 30 * DAY),
    clientIds: new Set(clientIds),
    lockout: { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  };
}
