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
  it('tells requests apart by method, path and body', () => {
    const a = requestHash('POST', '/v1/roles', { code: 'a' });
    expect(a).toBe(requestHash('POST', '/v1/roles', { code: 'a' }));
    expect(a).not.toBe(requestHash('POST', '/v1/roles', { code: 'b' }));
    expect(a).not.toBe(requestHash('POST', '/v1/users', { code: 'a' }));
  });
});
