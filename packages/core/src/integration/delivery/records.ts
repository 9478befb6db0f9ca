// A product as a connection sends it: one record in the shape of the connector's default
// schema. Each schema attribute is filled from its `source_attribute_code` (a catalog
// attribute), or, without one, from the product field of its own code (code, status, family,
// product_type, categories, updated_at) or the catalog attribute of that code. Values are read
// in the connection's channel and locale; `categories` are the external categories the
// connection maps the product's categories (in the channel's tree) to. Then the record is
// checked against the schema: required, type, enum values. What fails is the item's errors;
// nothing of a failing product is sent.
import { DEFAULT_SCOPE, type RawValues, type StructureAttribute } from '../../products/index.ts';

export type SchemaAttributeType = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object';

export interface SchemaAttribute {
  code: string;
  type: SchemaAttributeType;
  required: boolean;
  enum_values: readonly string[];
  source_attribute_code: string | null;
}

export interface ExternalCategory {
  external_category_id: string;
  external_category_name: string | null;
  external_category_path: string | null;
}

/** Everything one export's records are built from, read once for the whole run. */
export interface RecordPlan {
  schema: readonly SchemaAttribute[];
  channelCode: string;
  /** The locales values are read in; the first one for a single-valued schema attribute. */
  locales: readonly string[];
  /** Catalog attributes by code. */
  attributes: ReadonlyMap<string, StructureAttribute>;
  /** Category mappings of the connection and channel, by internal category id. */
  mappings: ReadonlyMap<string, ExternalCategory>;
  /** Category codes by id (for the message about an unmapped category). */
  categoryCodes: ReadonlyMap<string, string>;
}

export interface ChannelProduct {
  code: string;
  status: string;
  family: string;
  product_type: string | null;
  modified_at: Date;
  raw_values: RawValues;
  category_ids: readonly string[];
}

export interface RecordError {
  code: string;
  field: string;
  message: string;
}

export type BuiltRecord = { record: Record<string, unknown> } | { errors: RecordError[] };

/** The product fields a schema attribute without a source takes by its own code. */
const PRODUCT_FIELDS: Record<string, (product: ChannelProduct, plan: RecordPlan) => unknown> = {
  code: (p) => p.code,
  status: (p) => p.status,
  family: (p) => p.family,
  product_type: (p) => p.product_type,
  categories: (p, plan) =>
    p.category_ids.flatMap((id) => plan.mappings.get(id)?.external_category_id ?? []),
  updated_at: (p) => p.modified_at.toISOString(),
};

/** A stored value's data (`{value}`) as plain JSON for the record. */
function plainOf(data: unknown): unknown {
  const value = (data as { value?: unknown } | null | undefined)?.value;
  return value === undefined ? null : value;
}

/** The attribute's value in the channel and `locale` (or its unscoped value). */
function valueIn(
  raw: RawValues,
  attribute: StructureAttribute,
  channel: string,
  locale: string,
): unknown {
  const scoped = raw[attribute.id];
  if (!scoped) return null;
  const byLocale = scoped[attribute.value_per_channel ? channel : DEFAULT_SCOPE];
  if (!byLocale) return null;
  return plainOf(byLocale[attribute.value_per_locale ? locale : DEFAULT_SCOPE]);
}

/**
 * A catalog attribute's value for a schema attribute: in the first locale, or, for an
 * `object` schema attribute filled from a localizable attribute, every locale's value by
 * locale code.
 */
function attributeValue(
  product: ChannelProduct,
  attribute: StructureAttribute,
  target: SchemaAttribute,
  plan: RecordPlan,
): unknown {
  if (target.type === 'object' && attribute.value_per_locale) {
    const byLocale: Record<string, unknown> = {};
    for (const locale of plan.locales) {
      const value = valueIn(product.raw_values, attribute, plan.channelCode, locale);
      if (value !== null) byLocale[locale] = value;
    }
    return Object.keys(byLocale).length > 0 ? byLocale : null;
  }
  return valueIn(product.raw_values, attribute, plan.channelCode, plan.locales[0] ?? DEFAULT_SCOPE);
}

function sourceValue(product: ChannelProduct, target: SchemaAttribute, plan: RecordPlan): unknown {
  if (target.source_attribute_code !== null) {
    const attribute = plan.attributes.get(target.source_attribute_code);
    return attribute ? attributeValue(product, attribute, target, plan) : null;
  }
  const field = PRODUCT_FIELDS[target.code];
  if (field) return field(product, plan);
  const attribute = plan.attributes.get(target.code);
  return attribute ? attributeValue(product, attribute, target, plan) : null;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value in the schema attribute's type: scalars become strings for `string`, numeric
 * strings numbers for `number` (prices and metrics keep their amounts as strings), one value
 * an array of one for `array`. Undefined when it cannot be.
 */
function conform(value: unknown, target: SchemaAttribute): unknown {
  switch (target.type) {
    case 'string':
    case 'enum':
      return typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : undefined;
    case 'number':
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
        return Number(value);
      }
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'array':
      return Array.isArray(value) ? value : [value];
    case 'object':
      return isObject(value) ? value : undefined;
  }
}

/** The product's record, or why it cannot be sent. */
export function buildRecord(product: ChannelProduct, plan: RecordPlan): BuiltRecord {
  const errors: RecordError[] = [];
  const unmapped = product.category_ids.filter((id) => !plan.mappings.has(id));
  if (unmapped.length > 0) {
    const codes = unmapped.map((id) => plan.categoryCodes.get(id) ?? id);
    errors.push({
      code: 'unmapped_category',
      field: 'categories',
      message: `The categories ${codes.join(', ')} have no mapping for the channel ${plan.channelCode} on this connection`,
    });
  }
  const record: Record<string, unknown> = {};
  for (const target of plan.schema) {
    const value = sourceValue(product, target, plan);
    if (isEmpty(value)) {
      if (target.required) {
        errors.push({
          code: 'required',
          field: target.code,
          message: `${target.code} is required by the connector's schema and the product has no value for it`,
        });
      }
      record[target.code] = null;
      continue;
    }
    const conformed = conform(value, target);
    if (conformed === undefined) {
      errors.push({
        code: 'invalid_type',
        field: target.code,
        message: `${target.code} must be ${target.type === 'array' || target.type === 'object' ? 'an' : 'a'} ${target.type}; the product's value is ${JSON.stringify(value).slice(0, 100)}`,
      });
      continue;
    }
    if (target.type === 'enum' && !target.enum_values.includes(conformed as string)) {
      errors.push({
        code: 'invalid_value',
        field: target.code,
        message: `${target.code} must be one of ${target.enum_values.join(', ')}; the product's value is ${String(conformed).slice(0, 100)}`,
      });
      continue;
    }
    record[target.code] = conformed;
  }
  return errors.length > 0 ? { errors } : { record };
}

/** A record's value as a CSV or XLSX cell: arrays of scalars joined by commas, JSON otherwise. */
export function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.join(',');
  }
  return JSON.stringify(value);
}
