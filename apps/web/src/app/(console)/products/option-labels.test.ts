import { describe, expect, it } from 'vitest';
import { codeChunks, deletedOption, optionCodesOf, optionLabel } from './option-labels';

describe('optionCodesOf', () => {
  it('reads a select, a multiselect and a value inside its data', () => {
    expect(optionCodesOf('black')).toEqual(['black']);
    expect(optionCodesOf(['black', 'white'])).toEqual(['black', 'white']);
    expect(optionCodesOf({ value: ['s', 'm'] })).toEqual(['s', 'm']);
    expect(optionCodesOf({ value: 'xl' })).toEqual(['xl']);
    expect(optionCodesOf(null)).toEqual([]);
    expect(optionCodesOf({ value: null })).toEqual([]);
    expect(optionCodesOf({ amount: 1, unit: 'KILOGRAM' })).toEqual([]);
  });
});

describe('codeChunks', () => {
  it('asks for each code once, 100 a request, and never for text that is no code', () => {
    const codes = Array.from({ length: 150 }, (_, i) => `o${String(i).padStart(3, '0')}`);
    const chunks = codeChunks([...codes, 'o001', 'not a code', '']);
    expect(chunks.map((c) => c.length)).toEqual([100, 50]);
    expect(chunks.flat()).toEqual(codes);
    expect(codeChunks([])).toEqual([]);
  });
});

describe('optionLabel', () => {
  const option = { name: 'Black', labels: { de_DE: 'Schwarz' } };
  it('reads the label of the locale, else the name', () => {
    expect(optionLabel(option, 'de_DE')).toBe('Schwarz');
    expect(optionLabel(option, 'fr_FR')).toBe('Black');
    expect(optionLabel(option, undefined)).toBe('Black');
    expect(deletedOption('navy')).toBe('Deleted option (navy)');
  });
});
