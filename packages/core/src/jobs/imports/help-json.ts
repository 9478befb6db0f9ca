// The column preview of a JSON import (NDJSON, or one array of objects): a JSON file has no
// header, so the preview reads its first records with the JSON importer's own reader and
// shows each key they use, in the order first seen, with what it sets: a field of the record,
// a label in a locale (`labels.en_US`), or, for products and variants, a scoped value written
// as a file's value column is (`values.description@ecommerce:de_DE`), checked as a CSV header's
// value column is. A key the importer does not read is "not recognised", with the reason.
import type { TenantScope } from '../../platform/access/index.ts';
import type { Codec } from '../../platform/codecs/index.ts';
import type { ImportPreviewDto } from '../import-help-schemas.ts';
import type { SourceRecord } from '../formats/index.ts';

type ColumnPreview = ImportPreviewDto['columns'][number];

/** Records a JSON preview reads: enough to see every key of a regular file, read in one go. */
export const JSON_PREVIEW_RECORDS = 100;

const DEFAULT_SCOPE = '$default';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first records of the file that are JSON objects (a bad line is the dry run's to report). */
export async function firstObjects(records: AsyncIterable<SourceRecord>): Promise<JsonObject[]> {
  const objects: JsonObject[] = [];
  for await (const record of records) {
    if (isObject(record.value)) objects.push(record.value);
    if (objects.length >= JSON_PREVIEW_RECORDS) break;
  }
  return objects;
}

/** The value column a `values` entry sets: `<attr>[@<channel>][:<locale>]`. */
function valueColumnOf(attribute: string, entry: unknown): string {
  const scope = isObject(entry) ? entry : {};
  const channel = typeof scope.channel === 'string' ? scope.channel : DEFAULT_SCOPE;
  const locale = typeof scope.locale === 'string' ? scope.locale : DEFAULT_SCOPE;
  const at = channel === DEFAULT_SCOPE ? '' : `@${channel}`;
  const of = locale === DEFAULT_SCOPE ? '' : `:${locale}`;
  return `${attribute}${at}${of}`;
}

/** Each key of the records once, in the order first seen; `values` and labels by what they hold. */
function keysOf(objects: readonly JsonObject[], labelFields: ReadonlySet<string>, valued: boolean) {
  const keys = new Set<string>();
  for (const object of objects) {
    for (const [key, value] of Object.entries(object)) {
      if (valued && key === 'values' && isObject(value)) {
        for (const [attribute, entries] of Object.entries(value)) {
          const list = Array.isArray(entries) ? entries : [entries];
          for (const entry of list) keys.add(`values.${valueColumnOf(attribute, entry)}`);
        }
      } else if (labelFields.has(key) && isObject(value)) {
        for (const locale of Object.keys(value)) keys.add(`${key}.${locale}`);
      } else keys.add(key);
    }
  }
  return [...keys];
}

/** Key columns (`code`, an option's `attribute`) that one of the records read lacks. */
export function missingKeys(objects: readonly JsonObject[], keyColumns: readonly string[]) {
  return keyColumns.filter((key) =>
    objects.some((object) => object[key] === undefined || object[key] === null),
  );
}

/**
 * What each key of a JSON file's first records sets. `codec` is the entity's; `valued`
 * previews the value columns of products and variants (previewValuedHeader, as a header's).
 */
export async function previewJsonKeys(
  scope: TenantScope,
  objects: readonly JsonObject[],
  codec: Codec,
  valued: false | { variants: boolean },
): Promise<ColumnPreview[]> {
  const fields = new Set(Object.keys(codec.fields));
  const labelFields = new Set([...fields].filter((key) => codec.fields[key]!.labels));
  const keys = keysOf(objects, labelFields, valued !== false);
  const values = new Map<string, ColumnPreview>();
  if (valued) {
    const columns = keys.filter((key) => key.startsWith('values.')).map((key) => key.slice(7));
    const products = await import('../../products/index.ts');
    const previews = await products.previewValuedHeader(scope, columns, valued.variants);
    for (const preview of previews) values.set(`values.${preview.header}`, preview);
  }
  return keys.map((key): ColumnPreview => {
    const value = values.get(key);
    if (value) {
      // A name the value columns took for a field (`values.code`) is no value of `values`.
      return value.target?.kind === 'field'
        ? { header: key, target: null, note: `no attribute has the code ${key.slice(7)}` }
        : { ...value, header: key };
    }
    if (key === 'values' && valued) {
      return { header: key, target: null, note: 'values must be an object by attribute code' };
    }
    if (fields.has(key) && key !== 'values') {
      return { header: key, target: { kind: 'field', field: key } };
    }
    const [field, locale] = key.split('.', 2);
    if (locale !== undefined && field !== undefined && labelFields.has(field)) {
      return { header: key, target: { kind: 'label', locale } };
    }
    return { header: key, target: null, note: 'not a field this import reads' };
  });
}
