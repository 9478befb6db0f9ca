// The `values` of product and variant records: `{<attr code>: [{channel?, locale?, data}]}`,
// checked by the API's own validators (product-values/check.ts: the attribute in the family,
// overridable for a variant, channel and locale allowed, data valid for the type, options
// and assets known) and applied as the API's bulk replace (JSON records) or, for records read
// from cells, as its patch (an empty cell leaves its scoped value as it is). Failures point
// into the record (`values.<attr>.<index>.data.value`) or, for cells, at the column.
//
// What the checks need of the catalog (the tenant's attributes by code, a family's value
// definitions) is read once per job run into its Memo: reads only, never writes.
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { AttributeType } from '../../platform/limits.ts';
import { renamingFields, type Memo } from '../../platform/codecs/index.ts';
import { fault, refuseFaults } from '../../platform/shared/index.ts';
import { sameJson } from '../revisions/snapshot.ts';
import { checkItems, type CheckedItem, type OptionFinder } from '../values/check.ts';
import { DEFAULT_SCOPE, type RawValues } from '../values/document.ts';
import { parseItemField } from '../values/item-field.ts';
import { MAX_SCOPED_VALUES, MAX_VALUE_ITEMS, type ValueItem } from '../values/schemas.ts';
import { applyItems, saveDocument, type Owner } from '../values/service.ts';
import {
  liveAttributesByCode,
  loadDefinitions,
  lockedOptions,
  optionCodesOf,
  type AttributeDef,
  type Definitions,
} from '../values/sql.ts';
import {
  columnOfField,
  parseValueCell,
  parseValueColumn,
  type CellOrigin,
  type ValueColumn,
} from './value-cells.ts';

const zScope = z.string().min(1).max(100).nullish();

/** A record's values, keyed by attribute code (the API's `data` as it is); the API's limits. */
export const zRecordValues = z
  .record(
    z.string().min(1).max(100),
    z
      .array(
        z.strictObject({
          channel: zScope,
          locale: zScope,
          data: z.strictObject({ value: z.unknown() }),
        }),
      )
      .max(MAX_SCOPED_VALUES),
  )
  .refine((values) => Object.keys(values).length <= MAX_VALUE_ITEMS, {
    message: `at most ${MAX_VALUE_ITEMS} attributes`,
    params: { code: 'too_long' },
  });
export type RecordValues = z.infer<typeof zRecordValues>;

/** A live attribute of the tenant as the cell readers and the checks need it. */
export interface AttributeFacts {
  id: string;
  code: string;
  type: AttributeType;
}

const ATTRIBUTES = 'products:attributes';

/**
 * The tenant's live attributes among `codes`, by code (read whole on first use; a code
 * missing from it is looked up again, and kept only when found).
 */
export async function attributesByCode(
  scope: TenantScope,
  memo: Memo,
  codes: Iterable<string>,
): Promise<Map<string, AttributeFacts>> {
  let known = memo.get(ATTRIBUTES) as Map<string, AttributeFacts> | undefined;
  const read = async (only?: string[]) => {
    const rows = await liveAttributesByCode(scope.db.sql, scope.tenantId, only);
    for (const row of rows) known!.set(row.code, row);
  };
  if (!known) {
    known = new Map();
    memo.set(ATTRIBUTES, known);
    await read();
  }
  const missing = [...codes].filter((code) => !known.has(code));
  if (missing.length > 0) await read([...new Set(missing)]);
  return known;
}

/** A family's value definitions (with the axes of `variantFamilyId`), and its attributes by code. */
export interface FamilyValues extends Definitions {
  byCode: Map<string, AttributeDef>;
}

export async function familyValues(
  scope: TenantScope,
  memo: Memo,
  familyId: string,
  variantFamilyId: string | null,
): Promise<FamilyValues> {
  const key = `products:definitions:${familyId}:${variantFamilyId ?? ''}`;
  const cached = memo.get(key) as FamilyValues | undefined;
  if (cached) return cached;
  const defs = await loadDefinitions(scope.db.sql, scope.tenantId, familyId, variantFamilyId, []);
  const values: FamilyValues = {
    ...defs,
    attributes: defs.attributes.filter((def) => def.in_family),
    byCode: new Map(defs.attributes.filter((d) => d.in_family).map((def) => [def.code, def])),
  };
  memo.set(key, values);
  return values;
}

/**
 * The API's option check answered from each attribute's options, read once per job run
 * (option codes are not written by product and variant imports): for records read ahead of
 * their batch's transaction, whose write checks the options again (lockedOptions).
 */
function memoOptions(memo: Memo): OptionFinder {
  return async (db, tenantId, pairs) => {
    let known = memo.get('products:options') as Map<string, Set<string>> | undefined;
    if (!known) memo.set('products:options', (known = new Map()));
    const missing = [...new Set(pairs.map((p) => p.attributeId))].filter((id) => !known.has(id));
    for (const [id, codes] of await optionCodesOf(db, tenantId, missing)) known.set(id, codes);
    return new Set(
      pairs
        .filter((p) => known.get(p.attributeId)?.has(p.code))
        .map((p) => `${p.attributeId}:${p.code}`),
    );
  };
}

/** A record field of the API's value items (`attributes.2.values.1.data.value`) as the record's. */
function recordField(items: readonly ValueItem[], codes: readonly string[], field: string) {
  const parts = parseItemField(field);
  const code = parts ? codes[parts.item] : undefined;
  if (!parts || code === undefined || !items[parts.item]) return field;
  if (parts.value === undefined) return `values.${code}`;
  return `values.${code}.${parts.value}${parts.rest}`;
}

export interface CheckedValues {
  items: CheckedItem[];
  /** The record field of a scoped value, for a uniqueness refusal. */
  fieldOf: (attributeId: string, channel: string, locale: string) => string;
}

/**
 * The record's values checked for the family (`forVariant`: overrides of a variant), or an
 * AppError whose fields point into the record (or at the columns, for cells).
 */
export async function checkRecordValues(
  scope: TenantScope,
  memo: Memo,
  values: RecordValues,
  family: FamilyValues,
  forVariant: boolean,
  origin: CellOrigin | undefined,
): Promise<CheckedValues> {
  const codes = Object.keys(values);
  const rename = (field: string) => columnOfField(origin, field);
  const outside = codes.filter((code) => !family.byCode.has(code));
  if (outside.length > 0) {
    const tenant = await attributesByCode(scope, memo, outside);
    refuseFaults(
      outside.map((code) =>
        tenant.has(code)
          ? fault(
              'invalid_value',
              rename(`values.${code}`),
              `${code} is not an attribute of the family ${family.familyCode}`,
            )
          : fault(
              'invalid_reference',
              rename(`values.${code}`),
              `No attribute has the code ${code}`,
            ),
      ),
    );
  }
  const items: ValueItem[] = codes.map((code) => ({
    attribute_id: family.byCode.get(code)!.id,
    values: values[code]!.map((value) => ({
      channel: value.channel ?? DEFAULT_SCOPE,
      locale: value.locale ?? DEFAULT_SCOPE,
      data: value.data,
    })),
  }));
  const live = new Set(items.map((item) => item.attribute_id));
  const checked = await renamingFields(
    (field) => rename(recordField(items, codes, field)),
    () =>
      checkItems(
        scope,
        items,
        live,
        family,
        forVariant,
        scope.db.inTransaction ? lockedOptions : memoOptions(memo),
      ),
  );
  const fieldOf = (attributeId: string, channel: string, locale: string) => {
    const index = items.findIndex((item) => item.attribute_id === attributeId);
    const at = items[index]?.values.findIndex((v) => v.channel === channel && v.locale === locale);
    if (index < 0) return 'values';
    const field =
      at === undefined || at < 0
        ? `values.${codes[index]}`
        : `values.${codes[index]}.${at}.data.value`;
    return rename(field);
  };
  return { items: checked, fieldOf };
}

/** The document after the checked values: replaced per attribute, or patched from cells. */
export function applyRecordValues(
  before: RawValues,
  checked: CheckedValues,
  origin: CellOrigin | undefined,
): RawValues {
  return applyItems(before, checked.items, origin ? 'patch' : 'replace');
}

/**
 * Writes the owner's document when it changed (the API's save: audit, unique values);
 * whether it changed.
 */
export async function saveRecordValues(
  scope: TenantScope,
  owner: Owner,
  before: RawValues,
  after: RawValues,
  checked: CheckedValues,
): Promise<boolean> {
  if (sameJson(before, after)) return false;
  const uniqueIds = new Set(checked.items.filter((c) => c.def.is_unique).map((c) => c.def.id));
  await saveDocument(scope, { owner, before, after, uniqueIds, fieldOf: checked.fieldOf });
  return true;
}

/** A value column's parts, parsed once per job run (null: not a value column's name). */
function columnOf(memo: Memo, name: string): ValueColumn | null {
  let columns = memo.get('products:columns') as Map<string, ValueColumn | null> | undefined;
  if (!columns) memo.set('products:columns', (columns = new Map()));
  let column = columns.get(name);
  if (column === undefined) {
    column = parseValueColumn(name) ?? null;
    columns.set(name, column);
  }
  return column;
}

/**
 * The values of a row's value columns (every column but `skip`): non-empty cells only, each
 * read by its attribute's type; and where each came from. A non-empty cell of a column that
 * names no attribute is invalid_reference on the column.
 */
export async function valuesFromCells(
  scope: TenantScope,
  memo: Memo,
  cells: Record<string, string>,
  skip: ReadonlySet<string>,
): Promise<{ values: RecordValues; origin: CellOrigin }> {
  const given: [string, ValueColumn, string][] = [];
  for (const [name, cell] of Object.entries(cells)) {
    if (skip.has(name) || cell.trim() === '') continue;
    const column = columnOf(memo, name);
    if (!column) {
      throw new AppError('unknown_field', `The column ${name} is not one this import reads`, {
        field: name,
      });
    }
    given.push([name, column, cell]);
  }
  const attributes = await attributesByCode(
    scope,
    memo,
    given.map(([, column]) => column.attribute),
  );
  const values: RecordValues = {};
  const origin: CellOrigin = { columns: new Map() };
  for (const [name, column, cell] of given) {
    const attribute = attributes.get(column.attribute);
    if (!attribute) {
      throw new AppError(
        'invalid_reference',
        `${name}: no attribute has the code ${column.attribute}`,
        { field: name },
      );
    }
    const list = (values[attribute.code] ??= []);
    origin.columns.set(`${attribute.code}.${list.length}`, name);
    list.push({
      ...(column.channel === DEFAULT_SCOPE ? {} : { channel: column.channel }),
      ...(column.locale === DEFAULT_SCOPE ? {} : { locale: column.locale }),
      data: { value: parseValueCell(attribute.type, cell, name) },
    });
  }
  return { values, origin };
}
