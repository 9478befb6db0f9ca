import { describe, expect, it } from 'vitest';
import { channelsInUse, initialScope, parseScopeCookie, scopeNames, scopeText } from './scope';

const channels = [
  { code: 'aaa_new', name: 'A new channel', locales: [{ code: 'en_US', label: 'English' }] },
  {
    code: 'ecommerce',
    name: 'E-commerce',
    locales: [
      { code: 'en_US', label: 'English' },
      { code: 'fr_FR', label: 'French' },
    ],
  },
];
const rows = [
  {
    channel_settings: [
      { channel_code: 'aaa_new', enabled: false },
      { channel_code: 'ecommerce', enabled: true },
    ],
  },
];

describe('the editor opening channel and locale', () => {
  it('is the first channel the family uses, not a channel where nothing is enabled', () => {
    expect(initialScope(channels, {}, channelsInUse(rows))).toEqual({
      channel: 'ecommerce',
      locale: 'en_US',
    });
  });

  it("is the URL's channel and locale when the channel has that locale", () => {
    expect(initialScope(channels, { channel: 'ecommerce', locale: 'fr_FR' })).toEqual({
      channel: 'ecommerce',
      locale: 'fr_FR',
    });
    expect(initialScope(channels, { channel: 'aaa_new', locale: 'fr_FR' })).toEqual({
      channel: 'aaa_new',
      locale: 'en_US',
    });
  });
});

describe('the scope switcher', () => {
  it('shows the code beside a channel name only when two channels share it', () => {
    const names = scopeNames([
      ...channels,
      { code: 'ecommerce_b2b', name: 'E-commerce', locales: [] },
    ]).map((c) => c.name);
    expect(names).toEqual([
      'A new channel',
      'E-commerce (ecommerce)',
      'E-commerce (ecommerce_b2b)',
    ]);
    expect(scopeText(channels, { channel: 'ecommerce', locale: 'de_DE' })).toBe(
      'E-commerce · de_DE',
    );
  });

  it('reads a remembered scope only when it names both', () => {
    expect(parseScopeCookie('ecommerce|de_DE')).toEqual({ channel: 'ecommerce', locale: 'de_DE' });
    expect(parseScopeCookie('ecommerce')).toEqual({});
    expect(parseScopeCookie(undefined)).toEqual({});
  });
});
