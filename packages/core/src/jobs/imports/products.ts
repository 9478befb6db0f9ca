// The products importer. A record `{code, family, variant_family?, product_type?, status?,
// categories?, values?}` names everything by code. A new code makes a product as the API's
// create does (a live, active family; a variant family of it; live categories), with its
// values and status at once; an existing one is changed as the API's services change it:
// categories replaced, the listed attributes' values replaced (patched, for a record read from
// cells: an empty cell leaves its value), the status moved through the legal moves. Family,
// variant family and type cannot change (the API has no way to change them either).
//
// Whatever the record does is one change of the product, as `changeProduct` makes one: the
// product locked, then completeness and ONE revision (`import`, the job's source); a record
// that changes nothing writes nothing and is `unchanged`.
import { z } from 'zod';
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import {
  rawValuesOf,
  heldValues,
  syncUniqueValues,
  recordProductChange,
  type LockedProduct,
  PRODUCT_TYPE_MAX,
  zProductCode,
  zProductStatus,
  replaceCategories,
  setStatusWithVariants,
  type AttributeDef,
} from '../../products/index.ts';
import { MAX_IDS, zCode, liveIdsAmong } from '../../platform/shared/index.ts';
import { cellList, cellText, definedOnly, parseRecord, textFieldOf } from './cells.ts';
import type { EntityImporter, ImportedRecord, ImportMemo, ImportOptions } from './importer.ts';
import { readProductBatch } from './product-batch.ts';
import { idsByCode, referenceId, variantFamilyIdByCode } from './lookups.ts';
import {
  checkStatusMoves,
  insertProduct,
  lockProductByCode,
  type NewProduct,
} from './product-rows.ts';
import {
  applyRecordValues,
  checkRecordValues,
  familyValues,
  saveRecordValues,
  valuesFromCells,
  zRecordValues,
  type CheckedValues,
} from './record-values.ts';
import { cellOriginOf, markFromCells, type CellOrigin } from './value-cells.ts';

export const ZProductRecord = z.strictObject({
  code: zProductCode,
  /** Required to create; on update, the product's own family (it cannot change). */
  family: zCode().optional(),
  variant_family: zCode().nullish(),
  product_type: z.string().min(1).max(PRODUCT_TYPE_MAX).nullish(),
  status: zProductStatus.optional(),
  /** Category codes: they replace the product's categories. */
  categories: z.array(zCode()).max(MAX_IDS).optional(),
  values: zRecordValues.optional(),
});
export type ProductRecord = z.infer<typeof ZProductRecord>;

/** The CSV columns that are not values, in the order an export writes them. */
export const PRODUCT_COLUMNS = [
  'code',
  'family',
  'variant_family',
  'product_type',
  'status',
  'categories',
] as const;
const NOT_VALUES = new Set<string>(PRODUCT_COLUMNS);

/** The ids of the categories named, in order, once each; invalid_reference on `categories.N`. */
async function categoryIdsOf(
  scope: TenantScope,
  memo: ImportMemo,
  codes: readonly string[],
): Promise<string[]> {
  const found = await idsByCode(scope, memo, 'category', codes);
  const index = codes.findIndex((code) => !found.has(code));
  if (index >= 0) {
    throw new AppError('invalid_reference', `No category has the code ${codes[index]}`, {
      field: `categories.${index}`,
    });
  }
  return [...new Set(codes.map((code) => found.get(code)!))];
}

/** A new product checked and ready to write: its row, and what its writes need to know. */
export interface PreparedProduct {
  row: NewProduct;
  /** The record field of a scoped value (uniqueness refusals). */
  fieldOf?: CheckedValues['fieldOf'];
  /** Code and is_unique of the attributes its values name (its first revision's snapshot). */
  facts: Map<string, { code: string; is_unique: boolean }>;
  /** The assets its media values name (locked again where it is written). */
  assetIds: string[];
  /** The options its select and multiselect values name (checked again where it is written). */
  options: { attributeId: string; code: string }[];
}

/**
 * Checks a record for a new product as the API's create and value writes check it (family,
 * variant family, categories, values); what to write. Reads only. The status move is checked
 * by the caller where it writes, with the grants of that moment (checkStatusMoves).
 */
export async function prepareCreate(
  scope: TenantScope,
  memo: ImportMemo,
  record: ProductRecord,
  origin: CellOrigin | undefined,
): Promise<PreparedProduct> {
  if (record.family === undefined) {
    throw new AppError('required', 'family is required to create a product', { field: 'family' });
  }
  const familyId = await referenceId(scope, memo, 'family', record.family, 'family');
  let variantFamilyId: string | null = null;
  if (record.variant_family) {
    variantFamilyId =
      (await variantFamilyIdByCode(scope, memo, familyId, record.variant_family)) ?? null;
    if (!variantFamilyId) {
      throw new AppError(
        'invalid_reference',
        `No variant family ${record.variant_family} in the family ${record.family}`,
        { field: 'variant_family' },
      );
    }
  }
  const categoryIds = await categoryIdsOf(scope, memo, record.categories ?? []);
  const family = await familyValues(scope, memo, familyId, variantFamilyId);
  const checked = record.values
    ? await checkRecordValues(scope, memo, record.values, family, false, origin)
    : undefined;
  const rawValues = checked ? applyRecordValues({}, checked, origin) : {};
  const status = record.status ?? 'draft';
  const facts = new Map<string, { code: string; is_unique: boolean }>();
  for (const { def } of checked?.items ?? []) {
    if (rawValues[def.id]) facts.set(def.id, { code: def.code, is_unique: def.is_unique });
  }
  const uniqueIds = new Set([...facts].filter(([, f]) => f.is_unique).map(([id]) => id));
  const named = (types: readonly string[]) =>
    (checked?.items ?? [])
      .filter(({ def }) => types.includes(def.type))
      .flatMap(({ def, values }) =>
        values.flatMap((v) => [v.data?.value].flat()).map((value) => ({ def, value })),
      )
      .filter((n): n is { def: AttributeDef; value: string } => typeof n.value === 'string');
  const assetIds = named(['media']).map((n) => n.value);
  const options = named(['select', 'multiselect']).map((n) => ({
    attributeId: n.def.id,
    code: n.value,
  }));
  return {
    row: {
      code: record.code,
      familyId,
      variantFamilyId,
      productType: record.product_type ?? null,
      status,
      categoryIds,
      rawValues,
      unique: heldValues(rawValues, uniqueIds),
    },
    ...(checked ? { fieldOf: checked.fieldOf } : {}),
    facts,
    assetIds,
    options,
  };
}

async function createFrom(
  scope: TenantScope,
  memo: ImportMemo,
  record: ProductRecord,
  origin: CellOrigin | undefined,
): Promise<ImportedRecord> {
  const prepared = await prepareCreate(scope, memo, record, origin);
  checkStatusMoves('draft', prepared.row.status, scope);
  const { id, uniqueFree } = await insertProduct(scope, prepared.row);
  // A value another product holds: the API's own refusal (409 already_exists on the value).
  if (!uniqueFree) {
    await syncUniqueValues(scope, { productId: id }, prepared.row.rawValues, prepared.fieldOf);
  }
  await recordProductChange(scope, id, {});
  return { id, action: 'created' };
}

/** invalid_value on `field`: what the API cannot change on an existing product. */
const fixed = (field: string, what: string, code: string) =>
  new AppError(
    'invalid_value',
    `The product ${code} has another ${what}: a product's ${what} cannot change`,
    { field },
  );

/** The record's family, variant family and type must be the product's (when given). */
async function checkFixedFields(
  scope: TenantScope,
  memo: ImportMemo,
  product: LockedProduct,
  record: ProductRecord,
): Promise<void> {
  if (record.family !== undefined) {
    const familyId = await referenceId(scope, memo, 'family', record.family, 'family');
    if (familyId !== product.product_family_id) throw fixed('family', 'family', product.code);
  }
  if (record.variant_family !== undefined) {
    const id =
      record.variant_family === null
        ? null
        : await variantFamilyIdByCode(
            scope,
            memo,
            product.product_family_id,
            record.variant_family,
          );
    if (id === undefined) {
      throw new AppError(
        'invalid_reference',
        `No variant family ${record.variant_family} in the product's family`,
        { field: 'variant_family' },
      );
    }
    if (id !== product.variant_family_id) {
      throw fixed('variant_family', 'variant family', product.code);
    }
  }
  if (record.product_type !== undefined && (record.product_type ?? null) !== product.product_type) {
    throw fixed('product_type', 'product type', product.code);
  }
}

async function updateFrom(
  scope: TenantScope,
  memo: ImportMemo,
  product: LockedProduct,
  record: ProductRecord,
  origin: CellOrigin | undefined,
): Promise<ImportedRecord> {
  const { db, tenantId } = scope;
  await checkFixedFields(scope, memo, product, record);
  let changed = false;
  if (record.categories !== undefined) {
    const ids = await categoryIdsOf(scope, memo, record.categories);
    // Locked FOR SHARE as the API's update locks them (a delete waits or is seen).
    await liveIdsAmong(db.sql, 'categories', tenantId, ids);
    changed = (await replaceCategories(db.sql, tenantId, product.id, ids)) || changed;
  }
  if (record.values !== undefined) {
    const family = await familyValues(
      scope,
      memo,
      product.product_family_id,
      product.variant_family_id,
    );
    const checked = await checkRecordValues(scope, memo, record.values, family, false, origin);
    const before = rawValuesOf(product.raw_values);
    const after = applyRecordValues(before, checked, origin);
    const owner = { productId: product.id, variantId: null };
    changed = (await saveRecordValues(scope, owner, before, after, checked)) || changed;
  }
  if (record.status !== undefined && checkStatusMoves(product.status, record.status, scope)) {
    await setStatusWithVariants(
      db.sql,
      tenantId,
      product.id,
      record.status,
      actorOf(scope.principal),
    );
    changed = true;
  }
  if (!changed) return { id: product.id, action: 'unchanged' };
  await recordProductChange(scope, product.id, {});
  return { id: product.id, action: 'updated' };
}

const codeTaken = (code: string) =>
  new AppError('already_exists', `A product with the code ${code} already exists`, {
    field: 'code',
  });

const importer = {
  keyColumns: ['code'],
  keyOf: (record: unknown) => textFieldOf(record, 'code'),

  async fromCells(cells: Record<string, string>, scope: TenantScope, memo: ImportMemo) {
    const record: Record<string, unknown> = definedOnly({
      code: cellText(cells, 'code'),
      family: cellText(cells, 'family'),
      variant_family: cellText(cells, 'variant_family'),
      product_type: cellText(cells, 'product_type'),
      status: cellText(cells, 'status'),
      categories: cellList(cells, 'categories'),
    });
    const { values, origin } = await valuesFromCells(scope, memo, cells, NOT_VALUES);
    if (Object.keys(values).length > 0) record.values = values;
    return markFromCells(record, origin);
  },

  async importOne(scope: TenantScope, raw: unknown, options: ImportOptions, memo: ImportMemo) {
    const origin = cellOriginOf(raw);
    const record = parseRecord(ZProductRecord, raw);
    const existing = await lockProductByCode(scope, record.code);
    if (existing) {
      if (options.mode === 'create_only') throw codeTaken(record.code);
      return updateFrom(scope, memo, existing, record, origin);
    }
    if (options.mode === 'update_only') {
      throw new AppError('not_found', `No product has the code ${record.code}`, { field: 'code' });
    }
    return createFrom(scope, memo, record, origin);
  },

  /** The batch path (product-batch.ts): the batch's new products written set-based. */
  importMany: readProductBatch,
};

export const productsImporter: EntityImporter = importer;
