// How Akeneo's catalog structure maps onto this service's, row by row, without the database:
// attribute types and settings, family attributes with per-channel requirements, display
// attributes, and family variants (axes and attributes per level). The akeneo_csv adapter
// builds native import records with it, and the API tests build the same structure through
// the public API with it (apps/api/test/helpers/akeneo.ts), so both read one mapping.
import { attributeCodec } from '../../../catalog/attributes/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { AttributeType } from '../../../platform/limits.ts';

/** One CSV record of an Akeneo export: cells by header, '' for an empty cell. */
export type AkeneoRow = Record<string, string>;

/** `a,b` cells (family attributes, requirements, categories, multiselects): no empty entries. */
export const listOf = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const LABEL = 'label-';

/** The `label-<locale>` cells of a row, without empty ones. */
export function labelsOf(row: AkeneoRow): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key, value]) => key.startsWith(LABEL) && value.trim())
      .map(([key, value]) => [key.slice(LABEL.length), value.trim()]),
  );
}

/** The name: the English label, else another label, else the code (some records have none). */
export function nameOf(row: AkeneoRow): string {
  const labels = labelsOf(row);
  return labels.en_US ?? Object.values(labels)[0] ?? row.code ?? '';
}

/** Akeneo attribute types to the ten of this service (ATTRIBUTE_TYPES, platform/limits.ts). */
export const AKENEO_TYPES: Readonly<Record<string, AttributeType>> = {
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

/** This service's type of an Akeneo type; invalid_value on `type` for one it has no match for. */
export function typeOf(akeneoType: string | undefined): AttributeType {
  const type = AKENEO_TYPES[akeneoType ?? ''];
  if (!type) {
    throw new AppError(
      'invalid_value',
      `The Akeneo type ${akeneoType || '(empty)'} has no match here (reference data, asset ` +
        `collections and tables are not imported); types taken: ${Object.keys(AKENEO_TYPES).join(', ')}`,
      { field: 'type' },
    );
  }
  return type;
}

/**
 * The `config` of an attribute: text `max_characters` and a `regexp` validation rule, number
 * decimals and bounds (`negative_allowed` 0 is a minimum of 0), metric family and default
 * unit, price currencies (Akeneo keeps them on channels, not on the attribute: the caller
 * says which). Date bounds, file extensions and sizes have no setting here and are dropped.
 */
export function attributeConfig(
  row: AkeneoRow,
  type: AttributeType,
  currencies: readonly string[],
): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  if ((type === 'text' || type === 'textarea') && row.max_characters) {
    config.max_length = Number(row.max_characters);
  }
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
  if (type === 'price') config.currencies = [...currencies];
  return config;
}

/** The native attributes record of an attributes.csv row (catalog/attributes/codec.ts). */
export function attributeRecord(row: AkeneoRow, currencies: readonly string[]) {
  const type = typeOf(row.type);
  const cell = (key: keyof typeof attributeCodec.akeneo) => row[attributeCodec.akeneo[key]!];
  const group = cell('group');
  return {
    code: cell('code') ?? '',
    name: nameOf(row),
    type,
    ...(group ? { group } : {}),
    value_per_channel: cell('value_per_channel') === '1',
    value_per_locale: cell('value_per_locale') === '1',
    // The identifier (sku) is unique in Akeneo by nature.
    is_unique: cell('is_unique') === '1' || row.type === 'pim_catalog_identifier',
    sort_order: Number(cell('sort_order') || 0),
    config: attributeConfig(row, type, currencies),
    labels: labelsOf(row),
  };
}

const REQUIREMENTS = 'requirements-';

/** The channels a families.csv row states requirements for (its `requirements-<channel>` columns). */
export const requirementChannels = (row: AkeneoRow): string[] =>
  Object.keys(row)
    .filter((key) => key.startsWith(REQUIREMENTS))
    .map((key) => key.slice(REQUIREMENTS.length));

export interface FamilyAttributeItem {
  code: string;
  /** Absent: every channel. */
  channels?: string[];
  is_mandatory: boolean;
}

/**
 * A family's attributes with Akeneo's per-channel requirements. This service has one
 * mandatory flag and a channel set per attribute, so: an attribute required in every channel
 * is mandatory everywhere; one required in some channels is mandatory and enabled in those
 * only; one required nowhere is optional in every channel.
 */
export function familyAttributes(
  row: AkeneoRow,
  channels: readonly string[] = requirementChannels(row),
): FamilyAttributeItem[] {
  const required = (attribute: string) =>
    channels.filter((c) => listOf(row[`${REQUIREMENTS}${c}`]).includes(attribute));
  return listOf(row.attributes).map((code) => {
    const where = required(code);
    if (where.length === 0) return { code, is_mandatory: false };
    return where.length === channels.length
      ? { code, is_mandatory: true }
      : { code, channels: where, is_mandatory: true };
  });
}

/** The native families record of a families.csv row (catalog/product-families/codec.ts). */
export function familyRecord(row: AkeneoRow) {
  return {
    code: row.code ?? '',
    name: nameOf(row),
    labels: labelsOf(row),
    attributes: familyAttributes(row),
    display_attributes: {
      ...(row.attribute_as_label ? { name: row.attribute_as_label } : {}),
      ...(row.attribute_as_image ? { image: row.attribute_as_image } : {}),
    },
  };
}

export const VARIANT_LEVELS = [1, 2] as const;

export interface AxisItem {
  attribute: string;
  level: 1 | 2;
  position: number;
}

/** A family variant's axes: `variant-axes_1` and `_2`, comma lists, positions in order. */
export const variantAxes = (row: AkeneoRow): AxisItem[] =>
  VARIANT_LEVELS.flatMap((level) =>
    listOf(row[`variant-axes_${level}`]).map((attribute, index) => ({
      attribute,
      level,
      position: index + 1,
    })),
  );

/**
 * The attributes a family variant's levels own besides their axes (`variant-attributes_N`
 * lists the axes too): the values a variant may hold apart from its product.
 */
export function variantAttributes(row: AkeneoRow): string[] {
  const axes = new Set(variantAxes(row).map((axis) => axis.attribute));
  const listed = VARIANT_LEVELS.flatMap((level) => listOf(row[`variant-attributes_${level}`]));
  return [...new Set(listed)].filter((code) => !axes.has(code));
}

/** The `variant_families` item of a family_variants.csv row. */
export const variantFamilyItem = (row: AkeneoRow) => ({
  code: row.code ?? '',
  name: nameOf(row),
  labels: labelsOf(row),
  axes: variantAxes(row),
});
