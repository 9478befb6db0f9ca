import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors/index.ts';
import {
  hashToken,
  newRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from '../../platform/access/index.ts';

const config = loadAuthConfig({}, 'unit-test-secret-unit-test-secret-0123456789');
const claims = {
  userId: '3f0c8a52-5b0e-4c1e-9d55-0a4f1f6d9e11',
  sessionId: '6a1f0c52-5b0e-4c1e-9d55-0a4f1f6d9e12',
  tenantId: '9b2f0c52-5b0e-4c1e-9d55-0a4f1f6d9e13',
};

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : 'unexpected';
  }
}

describe('access tokens', () => {
  it('round-trips the claims', async () => {
    const token = await signAccessToken(config, claims);
    await expect(verifyAccessToken(config, token)).resolves.toEqual(claims);
  });

  it('reports an expired token as token_expired', async () => {
    const token = await signAccessToken({ ...config, accessTokenTtlSeconds: -10 }, claims);
    expect(await codeOf(verifyAccessToken(config, token))).toBe('token_expired');
  });

  it('rejects alg none and other keys as invalid_token', async () => {
    const token = await signAccessToken(config, claims);
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await codeOf(verifyAccessToken(config, none))).toBe('invalid_token');
    const other = loadAuthConfig({}, 'another-secret-another-secret-another-secret');
    expect(await codeOf(verifyAccessToken(other, token))).toBe('invalid_token');
  });
});

describe('refresh tokens', () => {
  it('are random and hashed to 64 hex characters', () => {
    const a = newRefreshToken();
    expect(a).not.toBe(newRefreshToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('configuration', () => {
  it('refuses short secrets and bad numbers', () => {
    expect(() => loadAuthConfig({}, 'short')).toThrow(/32/);
    expect(() => loadAuthConfig({ ACCESS_TOKEN_TTL: 'x' }, 'x'.repeat(32))).toThrow(
      /ACCESS_TOKEN_TTL/,
    );
    expect(loadAuthConfig({ AUTH_CLIENT_IDS: 'a, b' }, 'x'.repeat(32)).clientIds).toEqual(
      new Set(['a', 'b']),
    );
  });
});
