// The statements of the product and variant importers that the API's services make in several
// steps, made here in one round trip each: a product locked by its code (the API locks by id,
// products/change.ts), a product created with its values, status and categories in one
// INSERT (taking the API's FOR SHARE locks on its family, variant family and categories in
// the same statement), a variant locked by its sku. And the status a record asks for,
// reached through the legal moves of products/status.ts one by one.
import { sql } from '@pim/db';
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import {
  type RawValues,
  type Held,
  type LockedProduct,
  PRODUCT_STATUS_MOVES,
  type ProductStatus,
  checkStatusMove,
} from '../../products/index.ts';

/** A live product of the tenant by code, locked FOR UPDATE (as changeProduct locks it). */
export async function lockProductByCode(
  scope: TenantScope,
  code: string,
): Promise<LockedProduct | undefined> {
  const [row] = await scope.db.sql.query<LockedProduct>(
    sql.prepared(
      'import_lock_product_by_code',
      sql`
    SELECT id, code, product_family_id, variant_family_id, product_type, status::text AS status,
           version, raw_values
      FROM products
     WHERE tenant_id = ${scope.tenantId}::uuid AND code = ${code} AND deleted_at IS NULL
       FOR UPDATE`,
    ),
  );
  return row;
}

export interface NewProduct {
  code: string;
  familyId: string;
  variantFamilyId: string | null;
  productType: string | null;
  status: ProductStatus;
  categoryIds: readonly string[];
  rawValues: RawValues;
  /** Its values of `is_unique` attributes (unique.ts heldValues), kept in unique_values. */
  unique: readonly Held[];
}

/**
 * Inserts a product with its values, status, categories and unique values; its id, and
 * whether every unique value was free (when not, the caller asks syncUniqueValues for the
 * API's refusal). The family must be live and active, the variant family live and of the
 * family, the categories live (all locked FOR SHARE, as the API's create locks them);
 * refused otherwise, as the API refuses it.
 */
export async function insertProduct(
  scope: TenantScope,
  product: NewProduct,
): Promise<{ id: string; uniqueFree: boolean }> {
  const { tenantId } = scope;
  const actor = actorOf(scope.principal);
  const by = JSON.stringify(actor);
  const [row] = await scope.db.sql.query<{
    id: string | null;
    categories: number;
    unique: number;
  }>(
    sql.prepared(
      'import_insert_product',
      sql`
    WITH family AS (
      SELECT id FROM product_families
       WHERE tenant_id = ${tenantId}::uuid AND id = ${product.familyId}::uuid
         AND deleted_at IS NULL AND status = 'active'
         FOR SHARE
    ), variant_family AS (
      SELECT id FROM variant_families
       WHERE tenant_id = ${tenantId}::uuid AND id = ${product.variantFamilyId}::uuid
         AND family_id = ${product.familyId}::uuid AND deleted_at IS NULL
         FOR SHARE
    ), chosen AS (
      SELECT id FROM categories
       WHERE tenant_id = ${tenantId}::uuid AND id = ANY(${product.categoryIds}::uuid[])
         AND deleted_at IS NULL
       ORDER BY id
         FOR SHARE
    ), product AS (
      INSERT INTO products (tenant_id, code, product_family_id, variant_family_id, product_type,
                            status, raw_values, created_by, modified_by)
      SELECT ${tenantId}::uuid, ${product.code}, family.id,
             (SELECT id FROM variant_family), ${product.productType},
             ${product.status}::"ProductStatus", ${JSON.stringify(product.rawValues)}::jsonb,
             ${by}::jsonb, ${by}::jsonb
        FROM family
       WHERE ${product.variantFamilyId}::uuid IS NULL OR EXISTS (SELECT 1 FROM variant_family)
      ON CONFLICT DO NOTHING
      RETURNING id
    ), linked AS (
      INSERT INTO product_categories (tenant_id, product_id, category_id)
      SELECT ${tenantId}::uuid, product.id, chosen.id FROM product, chosen
    ), held AS (
      INSERT INTO unique_values (tenant_id, attribute_id, value_hash, product_id)
      SELECT ${tenantId}::uuid, h.attribute_id, h.value_hash, product.id
        FROM product,
             unnest(${product.unique.map((h) => h.attributeId)}::uuid[],
                    ${product.unique.map((h) => h.hash)}::text[]) AS h (attribute_id, value_hash)
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT id::text FROM product) AS id, (SELECT count(*)::int FROM chosen) AS categories,
           (SELECT count(*)::int FROM held) AS unique`,
    ),
  );
  if (row?.id && row.categories === new Set(product.categoryIds).size) {
    return { id: row.id, uniqueFree: row.unique === product.unique.length };
  }
  if (row?.id) {
    throw new AppError('invalid_reference', 'A category of the product was deleted meanwhile', {
      field: 'categories',
    });
  }
  throw await whyNotInserted(scope, product);
}

/** Why the insert wrote nothing: the family, the variant family, or the code taken meanwhile. */
async function whyNotInserted(scope: TenantScope, product: NewProduct): Promise<AppError> {
  const [row] = await scope.db.sql.query<{ family: string | null; variant_family: boolean }>(sql`
    SELECT (SELECT status::text FROM product_families
             WHERE tenant_id = ${scope.tenantId}::uuid AND id = ${product.familyId}::uuid
               AND deleted_at IS NULL) AS family,
           EXISTS (SELECT 1 FROM variant_families
                    WHERE tenant_id = ${scope.tenantId}::uuid
                      AND id = ${product.variantFamilyId}::uuid
                      AND family_id = ${product.familyId}::uuid AND deleted_at IS NULL)
             AS variant_family`);
  if (!row?.family) {
    return new AppError('invalid_reference', 'The product family was deleted meanwhile', {
      field: 'family',
    });
  }
  if (row.family !== 'active') {
    return new AppError('invalid_value', 'The product family is inactive: activate it first', {
      field: 'family',
    });
  }
  if (product.variantFamilyId && !row.variant_family) {
    return new AppError('invalid_reference', 'The variant family was deleted meanwhile', {
      field: 'variant_family',
    });
  }
  return new AppError('already_exists', `A product with the code ${product.code} already exists`, {
    field: 'code',
  });
}

/** The statuses after `from` on the shortest way to `to` through the legal moves. */
function movesTo(from: ProductStatus, to: ProductStatus): ProductStatus[] {
  const previous = new Map<ProductStatus, ProductStatus>([[from, from]]);
  const queue: ProductStatus[] = [from];
  while (queue.length > 0 && !previous.has(to)) {
    const status = queue.shift()!;
    for (const next of PRODUCT_STATUS_MOVES[status]) {
      if (previous.has(next)) continue;
      previous.set(next, status);
      queue.push(next);
    }
  }
  const path: ProductStatus[] = [];
  for (let at = to; at !== from; at = previous.get(at)!) path.unshift(at);
  return path;
}

/**
 * Checks each move from `from` to `to` (products/status.ts: `approved` needs
 * catalog.products.approve); true when the status changes. Refusals are on `status`.
 */
export function checkStatusMoves(
  from: ProductStatus,
  to: ProductStatus,
  scope: Pick<TenantScope, 'principal'>,
): boolean {
  if (from === to) return false;
  let at = from;
  try {
    for (const next of movesTo(from, to)) {
      checkStatusMove(at, next, scope);
      at = next;
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.message, { field: 'status', cause: error });
  }
  return true;
}

export interface LockedVariantRow {
  id: string;
  product_id: string;
  is_default: boolean;
  status: ProductStatus;
  axis_key: string;
  raw_values: unknown;
}

/** A variant of the tenant by sku, locked FOR UPDATE (after its product: the API's order). */
export async function lockVariantBySku(
  scope: TenantScope,
  sku: string,
): Promise<LockedVariantRow | undefined> {
  const [row] = await scope.db.sql.query<LockedVariantRow>(sql`
    SELECT id::text AS id, product_id::text AS product_id, is_default, status::text AS status,
           axis_key, raw_values
      FROM variants
     WHERE tenant_id = ${scope.tenantId}::uuid AND sku = ${sku}
       FOR UPDATE`);
  return row;
}
