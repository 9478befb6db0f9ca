import { describe, expect, it } from 'vitest';
import { shown } from './products.ts';

describe('a value on its line', () => {
  it('reads as an import file’s cell writes it', () => {
    expect(
      shown([
        { amount: '19.90', currency: 'EUR' },
        { amount: '21.00', currency: 'USD' },
      ]),
    ).toBe('19.90 EUR, 21.00 USD');
    expect(shown({ amount: '0.18', unit: 'KILOGRAM' })).toBe('0.18 KILOGRAM');
    expect(shown(['cotton', 'linen'])).toBe('cotton, linen');
    expect(shown(true)).toBe('true');
    expect(shown(4.5)).toBe('4.5');
  });

  it('puts rich text on one line, cut at 100 characters', () => {
    expect(shown('<p>Soft\n\ncotton,</p><ul><li>breathes</li></ul>')).toBe('Soft cotton, breathes');
    const long = shown(`<p>${'word '.repeat(40)}</p>`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
  });
});
