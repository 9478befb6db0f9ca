import { describe, expect, it } from 'vitest';
import {
  apiKeyMatches,
  generateApiKey,
  hashApiKey,
  keyPrefixOf,
  looksLikeApiKey,
} from '../../platform/access/index.ts';

describe('raw API keys', () => {
  it('have the form pim_<8>_<40>, a 12-character prefix and a hash of the whole key', () => {
    const key = generateApiKey();
    expect(key.rawKey).toMatch(/^pim_[0-9A-Za-z]{8}_[0-9A-Za-z]{40}$/);
    expect(key.keyPrefix).toBe(key.rawKey.slice(0, 12));
    expect(key.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.secretHash).toBe(hashApiKey(key.rawKey));
    expect(generateApiKey().rawKey).not.toBe(key.rawKey);
  });

  it('parse only in their own form', () => {
    const { rawKey, keyPrefix } = generateApiKey();
    expect(keyPrefixOf(rawKey)).toBe(keyPrefix);
    expect(keyPrefixOf(`${keyPrefix}_short`)).toBeNull();
    expect(keyPrefixOf(`${rawKey}!`)).toBeNull();
    expect(keyPrefixOf(`${keyPrefix}_${'a'.repeat(129)}`)).toBeNull();
    expect(looksLikeApiKey(rawKey)).toBe(true);
    expect(looksLikeApiKey('eyJhbGciOi.x.y')).toBe(false);
  });

  it('match their stored hash only', () => {
    const key = generateApiKey();
    expect(apiKeyMatches(key.rawKey, key.secretHash)).toBe(true);
    expect(apiKeyMatches(generateApiKey().rawKey, key.secretHash)).toBe(false);
    expect(apiKeyMatches(key.rawKey, 'not hex')).toBe(false);
  });
});
