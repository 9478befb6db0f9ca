// Akeneo's demo catalog (../shared/datasets/akeneo-icecat-demo-dev, see its README): the CSV
// files read with a real parser (`;`, quoted newlines), and how their records map onto this
// service's catalog structure. The structure test builds the catalog through the public API
// with these mappings and checks it against the files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { findRepoRoot } from '@pim/db/paths';

/** `shared/` lies beside the repository, in CI's clone as here. */
export const AKENEO_DIR = path.resolve(findRepoRoot(), '../shared/datasets/akeneo-icecat-demo-dev');

export type Row = Record<string, string>;

/** The records of one file of the dataset, by header. */
export function readAkeneo(file: string): Row[] {
  return parse(readFileSync(path.join(AKENEO_DIR, file)), {
    delimiter: ';',
    columns: true,
    bom: true,
    skip_empty_lines: true,
  }) as Row[];
}

/** `a,b` cells (family attributes, channel locales, requirements): no empty entries. */
export const listOf = (cell: string | undefined): string[] =>
  (cell ?? '').split(',').filter(Boolean);

/** The `label-<locale>` cells of a row, without empty ones. */
export function labelsOf(row: Row): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key, value]) => key.startsWith('label-') && value)
      .map(([key, value]) => [key.slice('label-'.length), value]),
  );
}

/** The name in English, else the code (a few Akeneo records have no label). */
export const nameOf = (row: Row): string => row['label-en_US'] || row.code!;

/** Translations for every label, as the translations PATCH takes them. */
export const translationsOf = (row: Row) =>
  Object.entries(labelsOf(row)).map(([locale, name]) => ({ locale, name }));

/** Akeneo attribute types to the ten of this service (CONTRACT.md section 7). */
export const TYPE_OF: Record<string, string> = {
  pim_catalog_identifier: 'text',
  pim_catalog_text: 'text',
  pim_catalog_textarea: 'textarea',
  pim_catalog_number: 'number',
  pim_catalog_boolean: 'boolean',
  pim_catalog_date: 'date',
  pim_catalog_simpleselect: 'select',
  pim_catalog_multiselect: 'multiselect',
  pim_catalog_price_collection: 'price',
  pim_catalog_metric: 'metric',
  pim_catalog_image: 'media',
  pim_catalog_file: 'media',
};

/** The body creating an attribute from an attributes.csv row. */
export function attributeBody(row: Row, groupId: string | undefined, currencies: string[]) {
  const type = TYPE_OF[row.type!];
  if (!type) throw new Error(`no mapping for the Akeneo type ${row.type}`);
  const config: Record<string, unknown> = {};
  if (type === 'text' && row.max_characters) config.max_length = Number(row.max_characters);
  if (type === 'text' && row.validation_rule === 'regexp' && row.validation_regexp) {
    config.regex = row.validation_regexp;
  }
  if (type === 'number') {
    config.decimals_allowed = row.decimals_allowed === '1';
    if (row.number_min) config.min = Number(row.number_min);
    else if (row.negative_allowed === '0') config.min = 0;
    if (row.number_max) config.max = Number(row.number_max);
  }
  if (type === 'metric') {
    config.unit_family = row.metric_family;
    config.default_unit = row.default_metric_unit;
  }
  if (type === 'price') config.currencies = currencies;
  return {
    code: row.code,
    name: nameOf(row),
    type,
    ...(groupId ? { attribute_group_id: groupId } : {}),
    config,
    value_per_channel: row.scopable === '1',
    value_per_locale: row.localizable === '1',
    // The identifier (sku) is unique in Akeneo by nature.
    is_unique: row.unique === '1' || row.type === 'pim_catalog_identifier',
    sort_order: Number(row.sort_order || 0),
  };
}

/**
 * A family's attributes with Akeneo's per-channel requirements: an attribute required in
 * every channel is mandatory everywhere; one required in some channels is mandatory and
 * enabled in those; one required nowhere is optional in every channel (channel_ids left out).
 */
export function familyAttributeItems(
  family: Row,
  channels: string[],
  attributeId: (code: string) => string,
  channelId: (code: string) => string,
) {
  const required = (attribute: string) =>
    channels.filter((c) => listOf(family[`requirements-${c}`]).includes(attribute));
  return listOf(family.attributes).map((code) => {
    const where = required(code);
    return {
      attribute_id: attributeId(code),
      ...(where.length ? { channel_ids: where.map(channelId), is_mandatory: true } : {}),
    };
  });
}

/** A family variant's axes: `variant-axes_1` and `_2`, comma lists, positions in order. */
export function axesOf(variant: Row, attributeId: (code: string) => string) {
  return [1, 2].flatMap((level) =>
    listOf(variant[`variant-axes_${level}`]).map((code, index) => ({
      attribute_id: attributeId(code),
      level,
      position: index + 1,
    })),
  );
}
