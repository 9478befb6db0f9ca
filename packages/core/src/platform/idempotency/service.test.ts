import { describe, expect, it } from 'vitest';
import { requestHash, scrubWriteOnce } from './service.ts';

describe('scrubWriteOnce', () => {
  it('blanks write-once secrets at any depth and keeps everything else', () => {
    const body = JSON.stringify({
      success: true,
      data: {
        id: 'k1',
        key_prefix: 'pim_abcd1234',
        raw_key: 'pim_abcd1234_secret',
        nested: [{ secret: 's' }],
      },
    });
    expect(JSON.parse(scrubWriteOnce(body))).toEqual({
      success: true,
      data: { id: 'k1', key_prefix: 'pim_abcd1234', raw_key: null, nested: [{ secret: null }] },
    });
  });
});

describe('requestHash', () => {
  it('tells requests apart by method, path, tenant and body', () => {
    const base = {
      method: 'POST',
      path: 'roles.create',
      tenantId: 't1',
      body: { code: 'a' },
      hashKey: 'server-secret',
    };
    const a = requestHash(base);
    expect(a).toBe(requestHash({ ...base, body: { code: 'a' } }));
    expect(a).not.toBe(requestHash({ ...base, body: { code: 'b' } }));
    expect(a).not.toBe(requestHash({ ...base, path: 'users.create' }));
    expect(a).not.toBe(requestHash({ ...base, tenantId: 't2' }));
  });

  it("is keyed with the server's secret: the stored fingerprint alone cannot test guesses", () => {
    const base = {
      method: 'POST',
      path: 'connections.create',
      tenantId: 't1',
      body: { credentials: { password: 'hunter2' } },
      hashKey: 'server-secret',
    };
    expect(requestHash(base)).not.toBe(requestHash({ ...base, hashKey: 'another-secret' }));
  });
});
