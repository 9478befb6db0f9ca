// The write path's statements, set-based where a batch is written: a product locked by its
// code (a change locks it by id, change.ts), a product inserted with its values, status,
// categories and unique values in one statement (taking the FOR SHARE locks of its family,
// variant family and categories in the same statement), a variant locked by its sku, and the
// bulk twins for a batch of new products (create-many.ts): COPY of the rows, their categories
// and unique values in one statement each.
import { sql, type Sql } from '@pim/db';
import type { LockedProduct, LockedVariantRow, NewProduct } from './types.ts';

/** A live product of the tenant, locked FOR UPDATE; undefined when there is none. */
export async function lockProductRow(
  db: Sql,
  tenantId: string,
  productId: string,
): Promise<LockedProduct | undefined> {
  const [row] = await db.query<LockedProduct>(sql`
    SELECT id, code, product_family_id, variant_family_id, product_type, status, version,
           raw_values
      FROM products
     WHERE tenant_id = ${tenantId} AND id = ${productId} AND deleted_at IS NULL
       FOR UPDATE`);
  return row;
}

/** A live product of the tenant by code, locked FOR UPDATE (as changeProduct locks it). */
export async function lockProductRowByCode(
  db: Sql,
  tenantId: string,
  code: string,
): Promise<LockedProduct | undefined> {
  const [row] = await db.query<LockedProduct>(
    sql.prepared(
      'write_lock_product_by_code',
      sql`
    SELECT id, code, product_family_id, variant_family_id, product_type, status::text AS status,
           version, raw_values
      FROM products
     WHERE tenant_id = ${tenantId}::uuid AND code = ${code} AND deleted_at IS NULL
       FOR UPDATE`,
    ),
  );
  return row;
}

/** A variant of the tenant by sku, locked FOR UPDATE (after its product: the API's order). */
export async function lockVariantRowBySku(
  db: Sql,
  tenantId: string,
  sku: string,
): Promise<LockedVariantRow | undefined> {
  const [row] = await db.query<LockedVariantRow>(sql`
    SELECT id::text AS id, product_id::text AS product_id, is_default, status::text AS status,
           axis_key, raw_values
      FROM variants
     WHERE tenant_id = ${tenantId}::uuid AND sku = ${sku}
       FOR UPDATE`);
  return row;
}

/**
 * Inserts a product with its values, status, categories and unique values, locking its
 * family (live and active), variant family (live, of the family) and categories (live) FOR
 * SHARE. The id is null when nothing was inserted (a reference gone, the code taken);
 * `categories` and `unique` count what was linked and held.
 */
export async function insertProductRow(
  db: Sql,
  tenantId: string,
  product: NewProduct,
  by: string,
): Promise<{ id: string | null; categories: number; unique: number } | undefined> {
  const [row] = await db.query<{ id: string | null; categories: number; unique: number }>(
    sql.prepared(
      'write_insert_product',
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
  return row;
}

/** The family's status (null: not live) and whether the variant family is live and of it. */
export async function referencesOfNewProduct(
  db: Sql,
  tenantId: string,
  product: NewProduct,
): Promise<{ family: string | null; variant_family: boolean } | undefined> {
  const [row] = await db.query<{ family: string | null; variant_family: boolean }>(sql`
    SELECT (SELECT status::text FROM product_families
             WHERE tenant_id = ${tenantId}::uuid AND id = ${product.familyId}::uuid
               AND deleted_at IS NULL) AS family,
           EXISTS (SELECT 1 FROM variant_families
                    WHERE tenant_id = ${tenantId}::uuid
                      AND id = ${product.variantFamilyId}::uuid
                      AND family_id = ${product.familyId}::uuid AND deleted_at IS NULL)
             AS variant_family`);
  return row;
}

/** The codes among `codes` that name a live product of the tenant. */
export async function liveProductCodes(
  db: Sql,
  tenantId: string,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.query<{ code: string }>(sql`
    SELECT code FROM products
     WHERE tenant_id = ${tenantId}::uuid AND code = ANY(${codes}::text[])
       AND deleted_at IS NULL`);
  return new Set(rows.map((row) => row.code));
}

/** Which of the (attribute, value hash) pairs some product holds, as `<attribute>:<hash>`. */
export async function heldUniqueValues(
  db: Sql,
  tenantId: string,
  held: readonly { attributeId: string; hash: string }[],
): Promise<Set<string>> {
  if (held.length === 0) return new Set();
  const taken = await db.query<{ attribute_id: string; value_hash: string }>(sql`
    SELECT attribute_id::text AS attribute_id, value_hash FROM unique_values
     WHERE tenant_id = ${tenantId}::uuid
       AND (attribute_id, value_hash) IN (
             SELECT * FROM unnest(${held.map((h) => h.attributeId)}::uuid[],
                                  ${held.map((h) => h.hash)}::text[]))`);
  return new Set(taken.map((row) => `${row.attribute_id}:${row.value_hash}`));
}

/**
 * Locks FOR SHARE the live (and, for families, active) rows among the ids named, as the
 * API's writes lock them: families, variant families, categories and assets. The live ids.
 */
export async function lockLiveReferences(
  db: Sql,
  tenantId: string,
  ids: {
    families: string[];
    variantFamilies: string[];
    categories: string[];
    assets: string[];
  },
): Promise<Set<string>> {
  const [row] = await db.query<{ live: string[] }>(sql`
    WITH families AS (
      SELECT id FROM product_families
       WHERE tenant_id = ${tenantId}::uuid AND id = ANY(${ids.families}::uuid[])
         AND deleted_at IS NULL AND status = 'active'
       ORDER BY id FOR SHARE
    ), variant_families AS (
      SELECT id FROM variant_families
       WHERE tenant_id = ${tenantId}::uuid
         AND id = ANY(${ids.variantFamilies}::uuid[]) AND deleted_at IS NULL
       ORDER BY id FOR SHARE
    ), chosen AS (
      SELECT id FROM categories
       WHERE tenant_id = ${tenantId}::uuid
         AND id = ANY(${ids.categories}::uuid[]) AND deleted_at IS NULL
       ORDER BY id FOR SHARE
    ), media AS (
      SELECT id FROM assets
       WHERE tenant_id = ${tenantId}::uuid
         AND id = ANY(${ids.assets}::uuid[]) AND deleted_at IS NULL
       ORDER BY id FOR SHARE
    )
    SELECT ARRAY(SELECT id::text FROM families UNION ALL SELECT id::text FROM variant_families
                 UNION ALL SELECT id::text FROM chosen UNION ALL SELECT id::text FROM media)
           AS live`);
  return new Set(row?.live ?? []);
}

/** A new product as COPY sends it: its id taken ahead, its values as JSON text. */
export interface ProductRowCopy {
  id: string;
  product: NewProduct;
  rawValues: string;
}

/**
 * COPY of the products, then their categories and unique values in one statement each; the
 * number of unique values held (fewer than asked: one was taken meanwhile). A code taken
 * meanwhile fails the whole COPY (unique index). No value_audit: the values carry the row's
 * creation stamp (values/document.ts).
 */
export async function copyProductRows(
  db: Sql,
  tenantId: string,
  rows: readonly ProductRowCopy[],
  by: string,
): Promise<{ held: number; asked: number }> {
  await db.copyFrom(
    'products',
    [
      'id',
      'tenant_id',
      'code',
      'product_family_id',
      'variant_family_id',
      'product_type',
      'status',
      'raw_values',
      'version',
      'created_by',
      'modified_by',
    ],
    rows.map(({ id, product, rawValues }) => [
      id,
      tenantId,
      product.code,
      product.familyId,
      product.variantFamilyId,
      product.productType,
      product.status,
      rawValues,
      1,
      by,
      by,
    ]),
  );
  const links = rows.flatMap(({ id, product }) =>
    [...new Set(product.categoryIds)].map((categoryId) => [id, categoryId] as const),
  );
  if (links.length > 0) {
    await db.execute(sql`
      INSERT INTO product_categories (tenant_id, product_id, category_id)
      SELECT ${tenantId}::uuid, l.product_id, l.category_id
        FROM unnest(${links.map((l) => l[0])}::uuid[], ${links.map((l) => l[1])}::uuid[])
             AS l (product_id, category_id)`);
  }
  const held = rows.flatMap(({ id, product }) =>
    product.unique.map((h) => ({ ...h, productId: id })),
  );
  if (held.length === 0) return { held: 0, asked: 0 };
  const kept = await db.execute(sql`
    INSERT INTO unique_values (tenant_id, attribute_id, value_hash, product_id)
    SELECT ${tenantId}::uuid, h.attribute_id, h.value_hash, h.product_id
      FROM unnest(${held.map((h) => h.attributeId)}::uuid[], ${held.map((h) => h.hash)}::text[],
                  ${held.map((h) => h.productId)}::uuid[]) AS h (attribute_id, value_hash, product_id)
    ON CONFLICT DO NOTHING`);
  return { held: kept, asked: held.length };
}

/** `count` fresh ids, as the tables' defaults make them (uuidv7). */
export async function freshIds(db: Sql, count: number): Promise<string[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: string }>(
    sql`SELECT uuidv7()::text AS id FROM generate_series(1, ${count}::int)`,
  );
  return rows.map((row) => row.id);
}

/** Fresh planner statistics of the product tables (sampled; after a bulk load). */
export async function analyzeProductTables(db: Sql): Promise<void> {
  await db.execute(
    sql`ANALYZE products, product_categories, product_completeness, product_revisions, unique_values`,
  );
}
