// The raw API key: `pim_<8 base62>_<40 base62>`. The first part is the public `key_prefix` that
// finds the row; only a SHA-256 hash of the whole key is stored.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PREFIX_CHARS = 8;
const SECRET_CHARS = 40;
// Longer secrets than we issue are accepted by the format, but not unbounded ones.
const RAW_KEY = /^(pim_[0-9A-Za-z]{8})_[0-9A-Za-z]{32,128}$/;

/** randomInt draws without modulo bias, so every character is equally likely. */
function base62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE62[randomInt(BASE62.length)];
  return out;
}

export interface NewApiKey {
  rawKey: string;
  keyPrefix: string;
  secretHash: string;
}

export function generateApiKey(): NewApiKey {
  const keyPrefix = `pim_${base62(PREFIX_CHARS)}`;
  const rawKey = `${keyPrefix}_${base62(SECRET_CHARS)}`;
  return { rawKey, keyPrefix, secretHash: hashApiKey(rawKey) };
}

export const hashApiKey = (rawKey: string): string =>
  createHash('sha256').update(rawKey).digest('hex');

/** True for anything presented in the API key's form, valid or not. */
export const looksLikeApiKey = (token: string): boolean => token.startsWith('pim_');

/** The key_prefix of a well-formed raw key, or null. */
export function keyPrefixOf(rawKey: string): string | null {
  return RAW_KEY.exec(rawKey)?.[1] ?? null;
}

/** Compares the presented key with the stored hash in constant time. */
export function apiKeyMatches(rawKey: string, secretHash: string): boolean {
  const presented = Buffer.from(hashApiKey(rawKey), 'hex');
  const stored = Buffer.from(secretHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
