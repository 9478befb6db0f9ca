// Secrets integration keeps at rest (a connection's credentials, a webhook's signing secret):
// AES-256-GCM under the first configured key, a fresh random 12-byte IV each time, and
// additional authenticated data binding the ciphertext to what it is for, its tenant and its
// row, so a sealed value copied onto another row (or another tenant's, or another kind of
// secret) does not open. The stored value names the key that sealed it, so keys rotate: a new
// key goes first in CREDENTIALS_KEYS, old ones stay until every secret was sealed again.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CredentialKey } from './settings.ts';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Versions the sealed format and the AAD layout together. */
const FORMAT = 'v1';

/** What a row stores: the sealed value and the id of the key that sealed it. */
export interface Sealed {
  keyId: string;
  /** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
  sealed: string;
}

/** What a sealed value is bound to: it opens only for the same purpose, tenant and row. */
export interface SealBinding {
  purpose: 'connection-credentials' | 'webhook-secret';
  tenantId: string;
  rowId: string;
}

/** A sealed value that does not open: unknown key, tampered, or bound to another row. */
export class CredentialsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialsError';
  }
}

const aadOf = ({ purpose, tenantId, rowId }: SealBinding) =>
  Buffer.from(`pim.${purpose}.${FORMAT}|${tenantId}|${rowId}`, 'utf8');

export function seal(value: unknown, binding: SealBinding, keys: readonly CredentialKey[]): Sealed {
  const key = keys[0];
  if (!key) throw new CredentialsError('No credentials key is configured (CREDENTIALS_KEYS)');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aadOf(binding));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return { keyId: key.id, sealed: [FORMAT, ...parts].join('.') };
}

export function openSealed(
  stored: Sealed,
  binding: SealBinding,
  keys: readonly CredentialKey[],
): unknown {
  const key = keys.find((k) => k.id === stored.keyId);
  if (!key) {
    throw new CredentialsError(
      `The ${what(binding)} was sealed with the key ${stored.keyId}, which CREDENTIALS_KEYS no ` +
        `longer holds: put that key back (after the current one), or set the ${what(binding)} again`,
    );
  }
  const [format, iv, tag, ciphertext, ...rest] = stored.sealed.split('.');
  if (format !== FORMAT || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new CredentialsError(
      `The stored ${what(binding)} ${be(binding)} not in a known sealed format`,
    );
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
    throw new CredentialsError(
      `The stored ${what(binding)} ${be(binding)} not in a known sealed format`,
    );
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key.key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(aadOf(binding));
    decipher.setAuthTag(tagBytes);
    const plain = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    // GCM says only that authentication failed; never more (no oracle, no plaintext).
    throw new CredentialsError(
      `The stored ${what(binding)} ${binding.purpose === 'connection-credentials' ? 'do' : 'does'} not open: altered, or sealed for another row`,
    );
  }
}

const what = ({ purpose }: SealBinding) =>
  purpose === 'connection-credentials' ? 'credentials' : 'signing secret';
const be = ({ purpose }: SealBinding) => (purpose === 'connection-credentials' ? 'are' : 'is');

/** Whether these stored credentials were sealed with another key than the one that seals now. */
export const sealedWithOlderKey = (keyId: string, keys: readonly CredentialKey[]): boolean =>
  keys[0]?.id !== keyId;
