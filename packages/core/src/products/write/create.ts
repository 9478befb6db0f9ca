// Creating one product: the write every create goes through, from the API (no values yet) and
// from an import's record (values, status and categories at once). The product row with its
// values, status, categories and unique values in one statement that locks what it refers to
// as the API's writes lock it, then its completeness and first revision (record.ts).
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { recordProductChange } from '../revisions/record.ts';
import { syncUniqueValues } from '../values/unique.ts';
import { insertProductRow, referencesOfNewProduct } from './sql.ts';
import type { NewProduct, PreparedProduct } from './types.ts';

export type { NewProduct, PreparedProduct };

/**
 * Inserts a product with its values, status, categories and unique values; its id, and
 * whether every unique value was free. The family must be live and active, the variant
 * family live and of the family, the categories live (all locked FOR SHARE); refused
 * otherwise, with the field names of `fields`.
 */
async function insertProduct(
  scope: TenantScope,
  product: NewProduct,
  fields: CreateFields,
): Promise<{ id: string; uniqueFree: boolean }> {
  const { db, tenantId } = scope;
  const by = JSON.stringify(actorOf(scope.principal));
  const row = await insertProductRow(db.sql, tenantId, product, by);
  if (row?.id && row.categories === new Set(product.categoryIds).size) {
    return { id: row.id, uniqueFree: row.unique === product.unique.length };
  }
  if (row?.id) {
    throw new AppError('invalid_reference', 'A category of the product was deleted meanwhile', {
      field: fields.categories,
    });
  }
  throw await whyNotInserted(scope, product, fields);
}

/** Why the insert wrote nothing: the family, the variant family, or the code taken meanwhile. */
async function whyNotInserted(
  scope: TenantScope,
  product: NewProduct,
  fields: CreateFields,
): Promise<AppError> {
  const row = await referencesOfNewProduct(scope.db.sql, scope.tenantId, product);
  if (!row?.family) {
    return new AppError('invalid_reference', 'The product family was deleted meanwhile', {
      field: fields.family,
    });
  }
  if (row.family !== 'active') {
    return new AppError('invalid_value', 'The product family is inactive: activate it first', {
      field: fields.family,
    });
  }
  if (product.variantFamilyId && !row.variant_family) {
    return new AppError('invalid_reference', 'The variant family was deleted meanwhile', {
      field: fields.variantFamily,
    });
  }
  return new AppError('already_exists', `A product with the code ${product.code} already exists`, {
    field: 'code',
  });
}

/** The input's field names of the references, for refusals (an import's record by default). */
export interface CreateFields {
  family: string;
  variantFamily: string;
  categories: string;
}

const RECORD_FIELDS: CreateFields = {
  family: 'family',
  variantFamily: 'variant_family',
  categories: 'categories',
};

/**
 * Creates one product in the scope's transaction: the row, its unique values (a value
 * another product holds: the values write's own refusal, 409 already_exists on the value),
 * then completeness and its first revision. Its id.
 */
export async function createOne(
  scope: TenantScope,
  prepared: Pick<PreparedProduct, 'row' | 'fieldOf'>,
  fields: CreateFields = RECORD_FIELDS,
): Promise<string> {
  const { id, uniqueFree } = await insertProduct(scope, prepared.row, fields);
  if (!uniqueFree) {
    await syncUniqueValues(scope, { productId: id }, prepared.row.rawValues, prepared.fieldOf);
  }
  await recordProductChange(scope, id, {});
  return id;
}
