// What each column of a product or variant file's header sets, before any row is read: the
// import wizard's column preview. The header is read as the importers read a row (product.ts,
// variant.ts): the codec's own columns first, a variant's axis columns next, then every other
// name as a value column `<attr>[@<channel>][:<locale>]` (value-cells.ts), here checked
// against the attribute's settings (a value per channel needs one, a locale must be one of the
// tenant's), so a column the import would refuse on every row shows as not recognised.
import type { TenantScope } from '../../platform/access/index.ts';
import { liveAxisCodes } from '../../catalog/variant-families/index.ts';
import type { AttributeType } from '../../platform/limits.ts';
import { DEFAULT_SCOPE } from '../values/document.ts';
import type { RecordValues } from './record-values.ts';
import { readHeaderNames } from './header-sql.ts';
import { productCodec } from './product.ts';
import { parseValueColumn } from './value-cells.ts';
import { variantCodec } from './variant.ts';

/** What a column sets: a field of the record, a variant's axis, or a scoped value. */
export interface ColumnTarget {
  kind: 'field' | 'axis' | 'value';
  /** The record's field (`code`, `family`), for `field`. */
  field?: string;
  attribute_code?: string;
  attribute_name?: string;
  channel?: string;
  channel_name?: string;
  locale?: string;
}

/** A header name, what it sets (null: nothing the import reads), and why not when null. */
export interface ColumnPreview {
  header: string;
  target: ColumnTarget | null;
  note?: string;
}

const readNames = (scope: TenantScope) => readHeaderNames(scope.db.sql, scope.tenantId);

type Names = Awaited<ReturnType<typeof readNames>>;

/** A value column's target, or why the import would refuse it. */
function valueTarget(header: string, names: Names): Omit<ColumnPreview, 'header'> {
  const column = parseValueColumn(header);
  if (!column) return { target: null, note: 'not a column name this import reads' };
  const attribute = names.attributes.get(column.attribute);
  if (!attribute) return { target: null, note: `no attribute has the code ${column.attribute}` };
  const channel = column.channel === DEFAULT_SCOPE ? undefined : column.channel;
  const locale = column.locale === DEFAULT_SCOPE ? undefined : column.locale;
  if (attribute.value_per_channel && !channel) {
    return { target: null, note: `${attribute.name} has a value per channel: add @<channel>` };
  }
  if (!attribute.value_per_channel && channel) {
    return { target: null, note: `${attribute.name} has no value per channel` };
  }
  if (attribute.value_per_locale && !locale) {
    return { target: null, note: `${attribute.name} has a value per locale: add :<locale>` };
  }
  if (!attribute.value_per_locale && locale) {
    return { target: null, note: `${attribute.name} has no value per locale` };
  }
  if (channel && !names.channels.has(channel)) {
    return { target: null, note: `no channel has the code ${channel}` };
  }
  if (locale && !names.locales.has(locale)) {
    return { target: null, note: `no channel has the locale ${locale}` };
  }
  return {
    target: {
      kind: 'value',
      attribute_code: attribute.code,
      attribute_name: attribute.name,
      ...(channel ? { channel, channel_name: names.channels.get(channel)! } : {}),
      ...(locale ? { locale } : {}),
    },
  };
}

/** What each header name of a products (`variants: false`) or variants file sets. */
export async function previewValuedHeader(
  scope: TenantScope,
  header: readonly string[],
  variants: boolean,
): Promise<ColumnPreview[]> {
  const fields = new Set<string>((variants ? variantCodec : productCodec).columns);
  const axes = variants ? await liveAxisCodes(scope.db.sql, scope.tenantId) : new Set<string>();
  const names = await readNames(scope);
  return header.map((name): ColumnPreview => {
    if (fields.has(name)) return { header: name, target: { kind: 'field', field: name } };
    const attribute = names.attributes.get(name);
    if (axes.has(name) && attribute) {
      return {
        header: name,
        target: { kind: 'axis', attribute_code: name, attribute_name: attribute.name },
      };
    }
    return { header: name, ...valueTarget(name, names) };
  });
}

/** What a JSON record's value of each type looks like, as the value cells read it. */
const EXAMPLE_VALUES: Record<AttributeType, unknown> = {
  text: '<text>',
  textarea: '<text>',
  number: 0,
  boolean: true,
  date: 'YYYY-MM-DD',
  select: '<option code>',
  multiselect: ['<option code>'],
  price: [{ amount: '12.50', currency: 'EUR' }],
  metric: { amount: '1.5', unit: 'KILOGRAM' },
  media: '<asset id>',
};

/**
 * A JSON record's `values` holding one example value for each value column (the template's
 * columns), by attribute code: the shape a products or variants JSON file takes.
 */
export async function exampleValues(
  scope: TenantScope,
  columns: readonly string[],
): Promise<RecordValues> {
  const names = await readNames(scope);
  const values: RecordValues = {};
  for (const name of columns) {
    const column = parseValueColumn(name);
    const attribute = column && names.attributes.get(column.attribute);
    if (!column || !attribute) continue;
    (values[attribute.code] ??= []).push({
      ...(column.channel === DEFAULT_SCOPE ? {} : { channel: column.channel }),
      ...(column.locale === DEFAULT_SCOPE ? {} : { locale: column.locale }),
      data: { value: EXAMPLE_VALUES[attribute.type] },
    });
  }
  return values;
}
