import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CredentialKey } from '../settings.ts';
import {
  CredentialsError,
  openCredentials,
  sealCredentials,
  type SealedCredentials,
} from './credentials.ts';

const keyOf = (id: string): CredentialKey => ({ id, key: randomBytes(32) });
const binding = { tenantId: 'tenant-a', connectionId: 'connection-1' };
const secret = { username: 'deploy', password: 'pa55-Wörd' };

/** The sealed value with one of its base64url parts changed by one bit. */
function flipped(stored: SealedCredentials, part: 1 | 2 | 3): SealedCredentials {
  const parts = stored.sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[part] = bytes.toString('base64url');
  return { ...stored, sealed: parts.join('.') };
}

describe('connection credentials', () => {
  const current = keyOf('k2');
  const old = keyOf('k1');

  it('open to what was sealed, under the first key, without the plaintext in the stored value', () => {
    const stored = sealCredentials(secret, binding, [current, old]);
    expect(stored.keyId).toBe('k2');
    expect(stored.sealed).not.toContain('pa55');
    expect(Buffer.from(stored.sealed.split('.')[3]!, 'base64url').toString()).not.toContain('pa55');
    expect(openCredentials(stored, binding, [current, old])).toEqual(secret);
  });

  it('take a fresh IV each time', () => {
    const a = sealCredentials(secret, binding, [current]);
    const b = sealCredentials(secret, binding, [current]);
    expect(a.sealed.split('.')[1]).not.toBe(b.sealed.split('.')[1]);
    expect(a.sealed).not.toBe(b.sealed);
  });

  it.each([
    [1, 'IV'],
    [2, 'tag'],
    [3, 'ciphertext'],
  ] as const)('do not open when part %s (%s) is altered', (part, _name) => {
    const stored = sealCredentials(secret, binding, [current]);
    expect(() => openCredentials(flipped(stored, part), binding, [current])).toThrow(
      CredentialsError,
    );
  });

  it('do not open for another connection or another tenant (AAD)', () => {
    const stored = sealCredentials(secret, binding, [current]);
    expect(() =>
      openCredentials(stored, { ...binding, connectionId: 'connection-2' }, [current]),
    ).toThrow(/do not open/);
    expect(() => openCredentials(stored, { ...binding, tenantId: 'tenant-b' }, [current])).toThrow(
      /do not open/,
    );
  });

  it('do not open under another key given the same id', () => {
    const stored = sealCredentials(secret, binding, [current]);
    expect(() => openCredentials(stored, binding, [{ id: 'k2', key: randomBytes(32) }])).toThrow(
      CredentialsError,
    );
  });

  it('sealed with an old key still open after a rotation, and seal again with the new one', () => {
    const sealedBefore = sealCredentials(secret, binding, [old]);
    const rotated = [current, old];
    const opened = openCredentials(sealedBefore, binding, rotated);
    expect(opened).toEqual(secret);
    const resealed = sealCredentials(opened, binding, rotated);
    expect(resealed.keyId).toBe('k2');
    // Once every connection was saved again, the old key can go.
    expect(openCredentials(resealed, binding, [current])).toEqual(secret);
  });

  it('name the missing key when the key id is unknown', () => {
    const stored = sealCredentials(secret, binding, [old]);
    expect(() => openCredentials(stored, binding, [current])).toThrow(
      /sealed with the key k1, which CREDENTIALS_KEYS no longer holds/,
    );
  });

  it('refuse a stored value in no known format', () => {
    for (const sealed of ['', 'v1.a.b', 'v0.AAAA.AAAA.AAAA', 'v1.AAAA.AAAA.AAAA.AAAA']) {
      expect(() => openCredentials({ keyId: 'k2', sealed }, binding, [current])).toThrow(
        CredentialsError,
      );
    }
  });

  it('refuse to seal without a key', () => {
    expect(() => sealCredentials(secret, binding, [])).toThrow(/No credentials key/);
  });
});
