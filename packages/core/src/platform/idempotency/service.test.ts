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
    const base = { method: 'POST', path: 'roles.create', tenantId: 't1', body: { code: 'a' } };
    const a = requestHash(base);
    expect(a).toBe(requestHash({ ...base, body: { code: 'a' } }));
    expect(a).not.toBe(requestHash({ ...base, body: { code: 'b' } }));
    expect(a).not.toBe(requestHash({ ...base, path: 'users.create' }));
    expect(a).not.toBe(requestHash({ ...base, tenantId: 't2' }));
  });
});
