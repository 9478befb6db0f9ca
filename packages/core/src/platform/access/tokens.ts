// Access tokens are HS256 JWTs; only HS256 is accepted (no `alg: none`, no key confusion).
// Refresh tokens are opaque random strings of which only a SHA-256 hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AuthConfig } from '../config.ts';
import { AppError } from '../errors/index.ts';
import { Lru } from '../shared/index.ts';

const ISSUER = 'pim';
const AUDIENCE = 'pim-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  tenantId: string;
}

export async function signAccessToken(config: AuthConfig, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, tid: claims.tenantId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
    .sign(config.jwtKey);
}

// A token is presented many times during its life; once its exact bytes verified, the
// signature need not be checked again before it expires. Keyed per configuration so a key
// change never trusts a token verified with the old key.
const verified = new WeakMap<
  AuthConfig,
  Lru<string, { claims: AccessClaims; expiresAt: number }>
>();

export async function verifyAccessToken(config: AuthConfig, token: string): Promise<AccessClaims> {
  let cache = verified.get(config);
  if (!cache) verified.set(config, (cache = new Lru(10_000)));
  const hit = cache.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit.claims;
  if (hit) cache.delete(token);
  return verifySignedToken(config, token);
}

async function verifySignedToken(config: AuthConfig, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, config.jwtKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const { sub, sid, tid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof tid !== 'string' || !exp) {
      throw new AppError('invalid_token', 'The access token is invalid');
    }
    const claims = { userId: sub, sessionId: sid, tenantId: tid };
    verified.get(config)?.set(token, { claims, expiresAt: exp * 1000 });
    return claims;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) {
      throw new AppError('token_expired', 'The access token has expired');
    }
    throw new AppError('invalid_token', 'The access token is invalid');
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
