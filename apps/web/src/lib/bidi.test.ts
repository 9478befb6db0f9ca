import { describe, expect, it } from 'vitest';
import { isolateText } from './bidi';

describe('isolateText', () => {
  it('wraps the value in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE', () => {
    expect(isolateText('Demo US')).toBe('\u2068Demo US\u2069');
  });

  it('keeps an override inside the value from reaching the text after it', () => {
    const label = `${isolateText('admin\u202Egnp.exe')} (demo-us)`;
    // The override (U+202E) opens inside the isolate; the PDI that closes the isolate
    // closes it too, before the code.
    expect(label.indexOf('\u202E')).toBeLessThan(label.indexOf('\u2069'));
    expect(label.endsWith('\u2069 (demo-us)')).toBe(true);
  });

  it('leaves an empty value an empty isolate', () => {
    expect(isolateText('')).toBe('\u2068\u2069');
  });
});
