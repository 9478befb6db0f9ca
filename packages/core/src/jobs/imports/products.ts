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
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { liveIdsAmong } from '../../platform/shared/index.ts';
import {
  checkStatusMoves,
  createOne,
  lockProductByCode,
  rawValuesOf,
  recordProductChange,
  replaceCategories,
  setStatusWithVariants,
  type LockedProduct,
} from '../../products/index.ts';
import { cellList, cellText, definedOnly, parseRecord, textFieldOf } from './cells.ts';
import type { EntityImporter, ImportedRecord, ImportMemo, ImportOptions } from './importer.ts';
import { readProductBatch } from './product-batch.ts';
import { referenceId, variantFamilyIdByCode } from './lookups.ts';
import {
  categoryIdsOf,
  NOT_VALUES,
  prepareCreate,
  ZProductRecord,
  type ProductRecord,
} from './product-record.ts';
import {
  applyRecordValues,
  checkRecordValues,
  familyValues,
  saveRecordValues,
  valuesFromCells,
} from './record-values.ts';
import { cellOriginOf, markFromCells, type CellOrigin } from './value-cells.ts';

async function createFrom(
  scope: TenantScope,
  memo: ImportMemo,
  record: ProductRecord,
  origin: CellOrigin | undefined,
): Promise<ImportedRecord> {
  const prepared = await prepareCreate(scope, memo, record, origin);
  checkStatusMoves('draft', prepared.row.status, scope);
  return { id: await createOne(scope, prepared), action: 'created' };
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
