import { describe, expect, it } from 'vitest';
import { browserAddressOf, trustedProxiesOf } from './address';

describe('browserAddressOf', () => {
  it('takes the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(browserAddressOf('::ffff:192.0.2.7', undefined, 0)).toBe('192.0.2.7');
    expect(browserAddressOf('192.0.2.7', '198.51.100.1', 0)).toBe('192.0.2.7');
    expect(browserAddressOf('2001:DB8::1', ['198.51.100.1', '198.51.100.2'], 0)).toBe(
      '2001:db8::1',
    );
  });

  it('counts trusted proxies from the socket, so addresses the client prepends stay unread', () => {
    // client 203.0.113.5 -> proxy 10.0.0.2 -> console; the client sent a forged 1.2.3.4.
    expect(browserAddressOf('10.0.0.2', '1.2.3.4, 203.0.113.5', 1)).toBe('203.0.113.5');
    // Two proxies: the outer one appended what it saw, the inner one the outer one.
    expect(browserAddressOf('10.0.0.3', '1.2.3.4, 203.0.113.5, 10.0.0.2', 2)).toBe('203.0.113.5');
  });

  it('falls back to the leftmost hop when a request skipped the proxies', () => {
    expect(browserAddressOf('192.0.2.9', undefined, 1)).toBe('192.0.2.9');
  });

  it('gives nothing for an entry that is not an address', () => {
    expect(browserAddressOf('10.0.0.2', 'bucket-of-my-choice', 1)).toBeUndefined();
    expect(browserAddressOf(undefined, undefined, 0)).toBeUndefined();
  });
});

describe('trustedProxiesOf', () => {
  it('is 0 unless configured, and refuses anything but a small count', () => {
    expect(trustedProxiesOf(undefined)).toBe(0);
    expect(trustedProxiesOf('2')).toBe(2);
    for (const bad of ['-1', '1.5', 'x', '11']) expect(() => trustedProxiesOf(bad)).toThrow();
  });
});
