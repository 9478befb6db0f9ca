import { describe, expect, it } from 'vitest';
import { bucketOf } from './client-address.ts';

describe('bucketOf', () => {
  it('keeps IPv4 addresses, and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(bucketOf('10.0.0.1')).toBe('10.0.0.1');
    expect(bucketOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const bucket = '2001:db8:0:1::/64';
    expect(bucketOf('2001:db8:0:1::1')).toBe(bucket);
    expect(bucketOf('2001:DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(bucket);
    expect(bucketOf('2001:db8::1:0:0:0:7')).toBe(bucket);
    expect(bucketOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(bucketOf('::1')).toBe('0:0:0:0::/64');
    expect(bucketOf('2001:db8:0:2::1')).not.toBe(bucket);
  });
});
