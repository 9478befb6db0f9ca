// What the product list's scope, columns and value filters name, read and checked before the
// list runs: the tenant's live channels with their locales, and the attributes the request
// names by code. A name that is not there is 400 on its field, saying which; nothing here
// reaches the page's SQL unchecked.
import { AppError } from '../../platform/errors/index.ts';
import { DEFAULT_SCOPE } from '../values/document.ts';
import type { ListAttribute, ListChannel, ListStructure } from './list-structure-sql.ts';

export type { ListAttribute, ListChannel, ListStructure };
export { readListStructure } from './list-structure-sql.ts';

/** The list's scope: completeness, columns and value filters read in this channel and locale. */
export interface ListScope {
  channelId: string;
  channel: string;
  locale: string;
}

/** The live channel of that code; 400 invalid_value on `field` naming it otherwise. */
export function channelNamed(structure: ListStructure, code: string, field: string): ListChannel {
  const channel = structure.channels.find((c) => c.code === code);
  if (!channel) {
    throw new AppError('invalid_value', `This tenant has no channel ${code}`, { field });
  }
  return channel;
}

/** `locale` must be one of the channel's locales; 400 invalid_value on `field` otherwise. */
export function checkChannelLocale(channel: ListChannel, locale: string, field: string): void {
  if (!channel.locales.includes(locale)) {
    throw new AppError(
      'invalid_value',
      `The locale ${locale} is not a locale of the channel ${channel.code} (${channel.locales.join(', ') || 'none'})`,
      { field },
    );
  }
}

/** `channel` and `locale`, both or neither, checked against the tenant's channels. */
export function scopeOf(
  structure: ListStructure,
  channel: string | undefined,
  locale: string | undefined,
): ListScope | undefined {
  if (channel === undefined && locale === undefined) return undefined;
  if (channel === undefined || locale === undefined) {
    throw new AppError(
      'invalid_combination',
      'channel and locale go together: send both, or neither',
      { field: 'locale' },
    );
  }
  const found = channelNamed(structure, channel, 'channel');
  checkChannelLocale(found, locale, 'locale');
  return { channelId: found.id, channel, locale };
}

/** The attribute of that code; 400 invalid_value on `field` naming it otherwise. */
export function attributeNamed(
  structure: ListStructure,
  code: string,
  field: string,
): ListAttribute {
  const attribute = structure.attributes.get(code);
  if (!attribute) {
    throw new AppError('invalid_value', `This tenant has no attribute ${code}`, { field });
  }
  return attribute;
}

/**
 * Where a column reads its attribute's value in the documents: the scope's channel and locale
 * where the attribute varies by them, $default where it does not; null when it varies and the
 * list has no scope (the column then reads null).
 */
export function columnPath(attribute: ListAttribute, scope: ListScope | undefined) {
  if ((attribute.value_per_channel || attribute.value_per_locale) && !scope) return null;
  return [
    attribute.id,
    attribute.value_per_channel ? scope!.channel : DEFAULT_SCOPE,
    attribute.value_per_locale ? scope!.locale : DEFAULT_SCOPE,
    'value',
  ];
}
