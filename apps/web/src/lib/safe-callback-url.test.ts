import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './safe-callback-url';

describe('safeCallbackUrl', () => {
  it('keeps paths on this console', () => {
    expect(safeCallbackUrl('/account')).toBe('/account');
    expect(safeCallbackUrl('/account?tab=password#top')).toBe('/account?tab=password#top');
    expect(safeCallbackUrl(['/account', '/other'])).toBe('/account');
  });

  it('refuses other origins, however they are spelled', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(safeCallbackUrl(bad), JSON.stringify(bad)).toBe('/');
    }
    expect(safeCallbackUrl(undefined)).toBe('/');
  });

  it('never sends a signed-in user back to the login page', () => {
    expect(safeCallbackUrl('/login?callbackUrl=/x')).toBe('/');
  });
});
