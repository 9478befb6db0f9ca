// How an imported variant record is written (variant.ts declares the record). A new sku
// makes a variant as the API's create does (variants/service.ts, axes.ts: one option of each
// axis of the product's variant family, a combination not taken, the product's first variant
// its default), with its overrides (only where the family marks the attribute
// `is_overridable`) and status at once. An existing sku is changed as the API changes it:
// default, status, the listed overrides replaced (patched from cells). Axis values cannot
// change, nor the variant's product.
//
// Each record is one change of the PARENT product, as every variant write of the API is: the
// product locked, then its completeness and one revision (`import`); nothing changed, nothing
// written (`unchanged`).
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import {
  parseRecord,
  renamingFields,
  type Memo,
  type WriteMode,
} from '../../platform/codecs/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { checkStatusMoves } from '../product/status.ts';
import { recordProductChange } from '../revisions/record.ts';
import { DEFAULT_SCOPE, rawValuesOf } from '../values/document.ts';
import { syncUniqueValues } from '../values/unique.ts';
import { checkAxisValues } from '../variants/axes.ts';
import { variantsBeforeCreate } from '../variants/limit.ts';
import {
  insertVariant,
  setDefaultVariant,
  setVariantStatus,
  skuWithAxisKey,
} from '../variants/sql.ts';
import { lockProductByCode, lockVariantBySku, type LockedProduct } from '../write/change.ts';
import type { LockedVariantRow } from '../write/types.ts';
import type { WrittenRecord } from './entity.ts';
import {
  applyRecordValues,
  attributesByCode,
  checkRecordValues,
  familyValues,
  saveRecordValues,
  type CheckedValues,
  type FamilyValues,
  type RecordValues,
} from './record-values.ts';
import { cellOriginOf, parseValueCell, type CellOrigin } from './value-cells.ts';
import { optionText, variantCodec, type VariantRecord } from './variant.ts';

/**
 * A record read from cells: the plain columns taken for axes that are not axes of this
 * product's variant family become the variant's own values of those attributes.
 */
async function settleAxisColumns(
  scope: TenantScope,
  memo: Memo,
  record: VariantRecord,
  family: FamilyValues,
  origin: CellOrigin,
): Promise<VariantRecord> {
  const given = Object.entries(record.axis_values ?? {});
  const moved = given.filter(([code]) => !family.byCode.get(code)?.is_axis);
  if (moved.length === 0) return record;
  const types = await attributesByCode(
    scope,
    memo,
    moved.map(([code]) => code),
  );
  const values: RecordValues = { ...record.values };
  for (const [code, option] of moved) {
    const list = (values[code] = [...(values[code] ?? [])]);
    origin.columns.set(`${code}.${list.length}`, code);
    const type = types.get(code)?.type ?? 'select';
    list.push({ data: { value: parseValueCell(type, optionText(option), code) } });
  }
  const axes = Object.fromEntries(given.filter(([code]) => family.byCode.get(code)?.is_axis));
  return { ...record, axis_values: axes, values };
}

/** A field of checkAxisValues (`axis_values.1.option_code`) as the record's (`axis_values.size`). */
function axisField(codes: readonly string[], field: string): string {
  if (field === '') return 'product';
  const index = /^axis_values\.(\d+)/.exec(field)?.[1];
  return index === undefined ? field : `axis_values.${codes[Number(index)] ?? index}`;
}

async function createFrom(
  scope: TenantScope,
  memo: Memo,
  product: LockedProduct,
  record: VariantRecord,
  family: FamilyValues,
  origin: CellOrigin | undefined,
): Promise<WrittenRecord> {
  const { db, tenantId } = scope;
  const actor = actorOf(scope.principal);
  if (!record.axis_values || Object.keys(record.axis_values).length === 0) {
    throw new AppError('required', 'axis_values is required to create a variant', {
      field: 'axis_values',
    });
  }
  const entries = Object.entries(record.axis_values).map(([code, option]) => ({
    axis_code: code,
    option_code: optionText(option),
  }));
  const axes = await renamingFields(
    (field) =>
      axisField(
        entries.map((e) => e.axis_code),
        field,
      ),
    () => checkAxisValues(scope, product, entries),
  );
  const takenBy = await skuWithAxisKey(db.sql, tenantId, product.id, axes.axisKey);
  if (takenBy !== undefined) {
    throw new AppError(
      'already_exists',
      `The variant ${takenBy} of this product already has these axis values`,
      { field: 'axis_values' },
    );
  }
  const checked = record.values
    ? await checkRecordValues(scope, memo, record.values, family, true, origin)
    : undefined;
  const rawValues = checked ? applyRecordValues(axes.rawValues, checked, origin) : axes.rawValues;
  const first = (await variantsBeforeCreate(scope, product.id, 'product')) === 0;
  const id = await insertVariant(db.sql, tenantId, product.id, {
    sku: record.sku,
    isDefault: first,
    axisKey: axes.axisKey,
    rawValues,
    actor,
  });
  if (!id) throw skuTaken(record.sku);
  if (record.is_default && !first) {
    await setDefaultVariant(db.sql, tenantId, product.id, id, actor);
  }
  if (record.status && checkStatusMoves('draft', record.status, scope)) {
    await setVariantStatus(db.sql, tenantId, id, record.status, actor);
  }
  if (checked?.items.some((item) => item.def.is_unique && rawValues[item.def.id])) {
    await syncUniqueValues(
      scope,
      { productId: product.id, variantId: id },
      rawValues,
      checked.fieldOf,
    );
  }
  await recordProductChange(scope, product.id, {});
  return { id, action: 'created' };
}

const skuTaken = (sku: string) =>
  new AppError('already_exists', `A variant with the sku ${sku} already exists`, { field: 'sku' });

/** The record's axis values must be the variant's own (when given). */
function checkSameAxes(record: VariantRecord, variant: LockedVariantRow, family: FamilyValues) {
  const raw = rawValuesOf(variant.raw_values);
  for (const [code, option] of Object.entries(record.axis_values ?? {})) {
    const def = family.byCode.get(code);
    const stored = def?.is_axis ? raw[def.id]?.[DEFAULT_SCOPE]?.[DEFAULT_SCOPE]?.value : undefined;
    if (stored === undefined || String(stored) !== optionText(option)) {
      throw new AppError(
        'invalid_value',
        `The variant ${record.sku} has other axis values: a variant's axis values cannot change`,
        { field: `axis_values.${code}` },
      );
    }
  }
}

async function updateFrom(
  scope: TenantScope,
  memo: Memo,
  product: LockedProduct,
  variant: LockedVariantRow,
  record: VariantRecord,
  family: FamilyValues,
  origin: CellOrigin | undefined,
): Promise<WrittenRecord> {
  const { db, tenantId } = scope;
  const actor = actorOf(scope.principal);
  checkSameAxes(record, variant, family);
  let changed = false;
  if (record.is_default === false && variant.is_default) {
    throw new AppError(
      'invalid_value',
      'This is the default variant: set another variant as default',
      { field: 'is_default' },
    );
  }
  if (record.is_default === true && !variant.is_default) {
    await setDefaultVariant(db.sql, tenantId, product.id, variant.id, actor);
    changed = true;
  }
  if (record.values !== undefined) {
    const checked: CheckedValues = await checkRecordValues(
      scope,
      memo,
      record.values,
      family,
      true,
      origin,
    );
    const before = rawValuesOf(variant.raw_values);
    const after = applyRecordValues(before, checked, origin);
    const owner = { productId: product.id, variantId: variant.id };
    changed = (await saveRecordValues(scope, owner, before, after, checked)) || changed;
  }
  if (record.status !== undefined && checkStatusMoves(variant.status, record.status, scope)) {
    await setVariantStatus(db.sql, tenantId, variant.id, record.status, actor);
    changed = true;
  }
  if (!changed) return { id: variant.id, action: 'unchanged' };
  await recordProductChange(scope, product.id, {});
  return { id: variant.id, action: 'updated' };
}

/**
 * Writes one variant record (JSON, or read from cells: its values then patch, its plain
 * columns settled into axes and values), as the mode allows.
 */
export async function writeVariant(
  scope: TenantScope,
  memo: Memo,
  raw: unknown,
  options: WriteMode,
): Promise<WrittenRecord> {
  const origin = cellOriginOf(raw);
  let record = parseRecord(variantCodec.schema, raw);
  const product = await lockProductByCode(scope, record.product);
  if (!product) {
    throw new AppError('invalid_reference', `No product has the code ${record.product}`, {
      field: 'product',
    });
  }
  const variant = await lockVariantBySku(scope, record.sku);
  if (variant && variant.product_id !== product.id) {
    throw new AppError(
      'invalid_value',
      `The variant ${record.sku} belongs to another product: a variant cannot move`,
      { field: 'product' },
    );
  }
  if (variant && options.mode === 'create_only') throw skuTaken(record.sku);
  if (!variant && options.mode === 'update_only') {
    throw new AppError('not_found', `No variant has the sku ${record.sku}`, { field: 'sku' });
  }
  if (!product.variant_family_id) {
    throw new AppError(
      'invalid_value',
      `The product ${product.code} has no variant family: give it one before adding variants`,
      { field: 'product' },
    );
  }
  const family = await familyValues(
    scope,
    memo,
    product.product_family_id,
    product.variant_family_id,
  );
  if (origin) record = await settleAxisColumns(scope, memo, record, family, origin);
  return variant
    ? updateFrom(scope, memo, product, variant, record, family, origin)
    : createFrom(scope, memo, product, record, family, origin);
}
