import { describe, expect, it } from 'vitest';
import { displayName, displayPicture } from './display-value';

const value = (channel: string, locale: string, v: unknown) => ({
  channel,
  locale,
  data: { value: v },
});

describe('displayPicture', () => {
  it('takes the unscoped value first', () => {
    const row = {
      values: [value('ecommerce', 'en_US', 'scoped'), value('$default', '$default', 'plain')],
    };
    expect(displayPicture(row)).toBe('plain');
  });

  it('else the first by channel then locale, $default first, codes byte by byte', () => {
    const row = {
      values: [
        value('print', '$default', 'print'),
        value('ecommerce', 'fr_FR', 'fr'),
        value('Zeta', 'en_US', 'upper case sorts first byte-wise'),
        value('ecommerce', '$default', 'any locale'),
      ],
    };
    expect(displayPicture(row)).toBe('upper case sorts first byte-wise');
    expect(displayPicture({ values: row.values.slice(0, 2) })).toBe('fr');
    expect(displayPicture({ values: [...row.values.slice(0, 2), row.values[3]!] })).toBe(
      'any locale',
    );
  });

  it('is null without a value, or with one that is no asset id', () => {
    expect(displayPicture(undefined)).toBeNull();
    expect(displayPicture({ values: [] })).toBeNull();
    expect(displayPicture({ values: [value('$default', '$default', ['a', 'b'])] })).toBeNull();
  });
});

describe('displayName', () => {
  it('chooses as the picture does, and a blank name is none', () => {
    expect(displayName({ values: [value('b', 'x', 'B'), value('a', 'x', 'A')] })).toBe('A');
    expect(displayName({ values: [value('$default', '$default', '  ')] })).toBeNull();
  });
});
