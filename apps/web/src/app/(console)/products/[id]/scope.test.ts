import { describe, expect, it } from 'vitest';
import { channelsInUse, initialScope } from './scope';

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
