// CREDENTIALS_KEYS, or the one key a local installation generates and keeps.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCorsOrigins, resolveCredentialKeys, resolveIntegrationSettings } from './config.ts';

const freshRepo = () => mkdtempSync(path.join(tmpdir(), 'pim-config-'));

describe('resolveCredentialKeys', () => {
  it('generates one 32-byte key into .data/credentials-keys (0600) and reads it back', () => {
    const repo = freshRepo();
    const first = resolveCredentialKeys({}, repo);
    expect(first.generated).toBe(true);
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]!.key).toHaveLength(32);
    const file = path.join(repo, '.data', 'credentials-keys');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(first.keys[0]!.key.toString('base64'));
    const again = resolveCredentialKeys({}, repo);
    expect(again.keys).toEqual(first.keys);
  });

  it('takes CREDENTIALS_KEYS, first key first, and refuses a malformed one', () => {
    const k1 = Buffer.alloc(32, 1).toString('base64');
    const k2 = Buffer.alloc(32, 2).toString('base64');
    const { keys, generated } = resolveCredentialKeys(
      { CREDENTIALS_KEYS: `new:${k2}, old:${k1}` },
      freshRepo(),
    );
    expect(generated).toBe(false);
    expect(keys.map((k) => k.id)).toEqual(['new', 'old']);
    expect(keys[1]!.key).toEqual(Buffer.alloc(32, 1));
    expect(() => resolveCredentialKeys({ CREDENTIALS_KEYS: 'short:AAAA' }, freshRepo())).toThrow(
      /CREDENTIALS_KEYS/,
    );
  });

  it('gives the integration settings their keys and the environment the rest', () => {
    const repo = freshRepo();
    const { settings } = resolveIntegrationSettings(
      { OUTBOUND_ALLOW_HTTP: 'true', CONNECTION_STORAGE_ROOT: '/srv/feeds' },
      repo,
    );
    expect(settings).toMatchObject({
      allowHttp: true,
      outbound: { allowPrivate: false },
      storageRoot: '/srv/feeds',
    });
    expect(settings.credentialKeys).toEqual(resolveCredentialKeys({}, repo).keys);
  });
});

describe('parseCorsOrigins', () => {
  it('reads exact origins or *, and refuses anything else naming the entry', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('')).toEqual([]);
    expect(parseCorsOrigins('*')).toBe('*');
    expect(parseCorsOrigins(' https://a.example , http://localhost:5173')).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    expect(() => parseCorsOrigins('https://a.example/')).toThrow(
      'CORS_ORIGINS: "https://a.example/" is not an origin: write it as https://a.example',
    );
    expect(() => parseCorsOrigins('a.example')).toThrow('"a.example" is not an origin');
    expect(() => parseCorsOrigins('ftp://a.example')).toThrow('is not an origin');
    expect(() => parseCorsOrigins('https://a.example,*')).toThrow('"*" is not an origin');
  });
});
