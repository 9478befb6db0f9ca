import { describe, expect, it } from 'vitest';
import type { AttributeDef } from './sql.ts';
import { checkValue, newLookups, type Lookups } from './validate.ts';

const def = (type: AttributeDef['type'], config: Record<string, unknown> = {}): AttributeDef => ({
  id: '00000000-0000-4000-8000-000000000001',
  code: type,
  name: type,
  type,
  config,
  translations: {},
  value_per_channel: false,
  value_per_locale: false,
  is_unique: false,
  group: null,
  in_family: true,
  is_mandatory: false,
  is_overridable: false,
  channel_codes: [],
  is_axis: false,
});
const F = 'attributes.0.values.0.data.value';

function check(attribute: AttributeDef, value: unknown) {
  const lookups: Lookups = newLookups();
  return { result: checkValue(attribute, value, F, lookups), lookups };
}
const codeOf = (attribute: AttributeDef, value: unknown) => {
  const { result } = check(attribute, value);
  return 'fault' in result ? `${result.fault.code} ${result.fault.field}` : 'ok';
};

describe('checkValue', () => {
  it('counts max_length in characters, an emoji (two UTF-16 units) as one', () => {
    const text = def('text', { max_length: 3 });
    expect(codeOf(text, '\u{1F600}\u{1F600}\u{1F600}')).toBe('ok');
    expect(codeOf(text, 'a\u{1F600}b')).toBe('ok');
    expect(codeOf(text, '\u{1F600}\u{1F600}\u{1F600}a')).toBe(`too_long ${F}`);
    expect(codeOf(text, 'abcd')).toBe(`too_long ${F}`);
    expect(codeOf(text, '\uD800\uD800\uD800')).toBe('ok');
    expect(codeOf(text, '\uD800\uD800\uD800\uD800')).toBe(`too_long ${F}`);
  });

  it('treats null and empty values as no value, undefined as missing', () => {
    expect(check(def('text'), '').result).toEqual({ data: null });
    expect(check(def('multiselect'), []).result).toEqual({ data: null });
    expect(check(def('price', { currencies: ['EUR'] }), []).result).toEqual({ data: null });
    expect(check(def('number'), null).result).toEqual({ data: null });
    expect(codeOf(def('number'), undefined)).toBe(`required ${F}`);
  });

  it('checks calendar dates and decimals', () => {
    expect(codeOf(def('date'), '2000-02-29')).toBe('ok');
    expect(codeOf(def('date'), '1900-02-29')).toBe(`invalid_format ${F}`);
    const price = def('price', { currencies: ['EUR'] });
    expect(codeOf(price, [{ amount: '0.0001', currency: 'EUR' }])).toBe('ok');
    expect(codeOf(price, [{ amount: '1.', currency: 'EUR' }])).toBe(`invalid_format ${F}.0.amount`);
    expect(codeOf(price, [{ amount: '9'.repeat(40), currency: 'EUR' }])).toBe(
      `too_long ${F}.0.amount`,
    );
    const metric = def('metric', { units: ['CELSIUS'] });
    expect(codeOf(metric, { amount: '-40.5', unit: 'CELSIUS' })).toBe('ok');
  });

  it('counts characters, not UTF-16 units, and runs the pattern with RE2', () => {
    expect(codeOf(def('text', { max_length: 2 }), '😀😀')).toBe('ok');
    expect(codeOf(def('text', { max_length: 2 }), '😀😀😀')).toBe(`too_long ${F}`);
    expect(
      codeOf(def('text', { max_length: 65535, regex: '^(a|aa)+$' }), `${'a'.repeat(5000)}b`),
    ).toBe(`invalid_format ${F}`);
  });

  it('collects option codes and assets for one look-up, only for accepted values', () => {
    const { lookups } = check(def('multiselect'), ['a', 'b']);
    expect(lookups.options.map((o) => [o.code, o.field])).toEqual([
      ['a', `${F}.0`],
      ['b', `${F}.1`],
    ]);
    expect(check(def('multiselect'), ['a', 'a']).lookups.options).toEqual([]);
    const media = check(def('media'), 'AAAAAAAA-0000-4000-8000-000000000001');
    expect(media.result).toEqual({ data: { value: 'aaaaaaaa-0000-4000-8000-000000000001' } });
    expect(media.lookups.assets).toHaveLength(1);
  });
});
