// How an imported product record is written. A record `{code, family, variant_family?, product_type?, status?,
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
import {
  parseRecord,
  referenceId,
  variantFamilyIdByCode,
  type Memo,
  type WriteMode,
} from '../../platform/codecs/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { liveIdsAmong } from '../../platform/shared/index.ts';
import { replaceCategories, setStatusWithVariants } from '../product/sql.ts';
import { checkStatusMoves } from '../product/status.ts';
import { recordProductChange } from '../revisions/record.ts';
import { rawValuesOf } from '../values/document.ts';
import { lockProductByCode, type LockedProduct } from '../write/change.ts';
import { createOne } from '../write/create.ts';
import type { WrittenRecord } from './entity.ts';
import { productCodec, type ProductRecord } from './product.ts';
import { categoryIdsOf, prepareCreate } from './product-record.ts';
import {
  applyRecordValues,
  checkRecordValues,
  familyValues,
  saveRecordValues,
} from './record-values.ts';
import { cellOriginOf, type CellOrigin } from './value-cells.ts';

async function createFrom(
  scope: TenantScope,
  memo: Memo,
  record: ProductRecord,
  origin: CellOrigin | undefined,
): Promise<WrittenRecord> {
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
  memo: Memo,
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
  memo: Memo,
  product: LockedProduct,
  record: ProductRecord,
  origin: CellOrigin | undefined,
): Promise<WrittenRecord> {
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

/**
 * Writes one product record (JSON, or read from cells: its values then patch), as the mode
 * allows: create_only refuses an existing code, update_only a missing one.
 */
export async function writeProduct(
  scope: TenantScope,
  memo: Memo,
  raw: unknown,
  options: WriteMode,
): Promise<WrittenRecord> {
  const origin = cellOriginOf(raw);
  const record = parseRecord(productCodec.schema, raw);
  const existing = await lockProductByCode(scope, record.code);
  if (existing) {
    if (options.mode === 'create_only') throw codeTaken(record.code);
    return updateFrom(scope, memo, existing, record, origin);
  }
  if (options.mode === 'update_only') {
    throw new AppError('not_found', `No product has the code ${record.code}`, { field: 'code' });
  }
  return createFrom(scope, memo, record, origin);
}
