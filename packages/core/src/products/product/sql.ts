// The product statements besides the list (list-sql.ts): the one-statement read of a
// product's detail, the row locks a create takes on what it names, the clone's copy and the
// status cascade. A create locks its family, variant family and categories FOR SHARE (their
// deletes lock them FOR UPDATE), so none of them goes away before the product commits.
import { sql, type Sql, type SqlFragment } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import type { ProductStatus } from './schemas.ts';

type Ref = { id: string; code: string; name: string };

/** What the detail answer is made of (mappers.ts). */
export interface ProductDetailRow {
  id: string;
  code: string;
  product_type: string | null;
  status: ProductStatus;
  product_family: Ref;
  variant_family: Ref | null;
  categories: Ref[];
  name_attribute: Ref | null;
  image_attribute: Ref | null;
  created_at: Date;
  modified_at: Date;
  created_by: unknown;
  modified_by: unknown;
}

const ref = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'code', ${alias}.code, 'name', ${alias}.name)`);
const refOrNull = (alias: string) =>
  sql`CASE WHEN ${sql.raw(alias)}.id IS NULL THEN NULL ELSE ${ref(alias)} END`;

/** A live product of the tenant with its family, variant family, categories and display attributes. */
export async function findProductDetail(
  db: Sql,
  tenantId: string,
  id: string,
): Promise<ProductDetailRow | undefined> {
  const [row] = await db.query<ProductDetailRow>(
    sql.prepared(
      'products_detail',
      sql`
      SELECT p.id, p.code, p.product_type, p.status::text AS status,
             p.created_at, p.modified_at, p.created_by, p.modified_by,
             ${ref('f')} AS product_family,
             ${refOrNull('vf')} AS variant_family,
             ${refOrNull('na')} AS name_attribute,
             ${refOrNull('ia')} AS image_attribute,
             (SELECT coalesce(json_agg(${ref('c')} ORDER BY c.code, c.id), '[]'::json)
                FROM product_categories pc
                JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
               WHERE pc.tenant_id = p.tenant_id AND pc.product_id = p.id
                 AND c.deleted_at IS NULL) AS categories
        FROM products p
        JOIN product_families f ON f.tenant_id = p.tenant_id AND f.id = p.product_family_id
        LEFT JOIN variant_families vf
          ON vf.tenant_id = p.tenant_id AND vf.id = p.variant_family_id AND vf.deleted_at IS NULL
        LEFT JOIN attributes na
          ON na.tenant_id = f.tenant_id AND na.id = f.name_attribute_id AND na.deleted_at IS NULL
        LEFT JOIN attributes ia
          ON ia.tenant_id = f.tenant_id AND ia.id = f.image_attribute_id AND ia.deleted_at IS NULL
       WHERE p.tenant_id = ${tenantId}::uuid AND p.id = ${id}::uuid AND p.deleted_at IS NULL`,
    ),
  );
  return row;
}

/** Locks a live product family FOR SHARE; its status, or undefined when there is none. */
export async function lockFamily(
  db: Sql,
  tenantId: string,
  id: string,
): Promise<{ status: string } | undefined> {
  const [row] = await db.query<{ status: string }>(sql`
    SELECT status::text AS status FROM product_families
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid AND deleted_at IS NULL
       FOR SHARE`);
  return row;
}

/**
 * A draft copy of the source under `code`: family, variant family, type, categories and the
 * product's values with their audit, except the values of `is_unique` attributes (a copy
 * would repeat them). A value written with the source has no audit entry (it carries the
 * source's creation stamp): the copy gets that stamp as its entry, so it shows who wrote the
 * value, not who copied it. Variants are not copied. Returns the new id.
 */
export async function cloneProduct(
  db: Sql,
  tenantId: string,
  sourceId: string,
  code: string,
  actor: ActorRef,
): Promise<string> {
  const by = JSON.stringify(actor);
  const [row] = await db.query<{ id: string }>(sql`
    WITH unique_ids AS (
      SELECT coalesce(array_agg(a.id::text), '{}') AS ids
        FROM attributes a WHERE a.tenant_id = ${tenantId}::uuid AND a.is_unique
    )
    INSERT INTO products (tenant_id, code, product_family_id, variant_family_id, product_type,
                          status, raw_values, value_audit, created_by, modified_by)
    SELECT p.tenant_id, ${code}, p.product_family_id, p.variant_family_id, p.product_type,
           'draft', p.raw_values - u.ids,
           (SELECT coalesce(jsonb_object_agg(k, coalesce(p.value_audit -> k, jsonb_build_object(
                      'at', to_char(p.created_at AT TIME ZONE 'UTC',
                                    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                      'by', p.created_by))), '{}')
              FROM jsonb_object_keys(p.raw_values - u.ids) k),
           ${by}::jsonb, ${by}::jsonb
      FROM products p, unique_ids u
     WHERE p.tenant_id = ${tenantId}::uuid AND p.id = ${sourceId}::uuid AND p.deleted_at IS NULL
    RETURNING id`);
  if (!row) throw new Error('clone source vanished under its lock');
  await db.execute(sql`
    INSERT INTO product_categories (tenant_id, product_id, category_id)
    SELECT pc.tenant_id, ${row.id}::uuid, pc.category_id
      FROM product_categories pc
      JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
     WHERE pc.tenant_id = ${tenantId}::uuid AND pc.product_id = ${sourceId}::uuid
       AND c.deleted_at IS NULL`);
  return row.id;
}

/** Sets the product's status and, in the same statement, every one of its variants'. */
export async function setStatusWithVariants(
  db: Sql,
  tenantId: string,
  productId: string,
  status: ProductStatus,
  actor: ActorRef,
): Promise<void> {
  const by = JSON.stringify(actor);
  await db.execute(sql`
    WITH product AS (
      UPDATE products
         SET status = ${status}::"ProductStatus", modified_at = now(), modified_by = ${by}::jsonb
       WHERE tenant_id = ${tenantId}::uuid AND id = ${productId}::uuid AND deleted_at IS NULL
    )
    UPDATE variants
       SET status = ${status}::"ProductStatus", modified_at = now(), modified_by = ${by}::jsonb
     WHERE tenant_id = ${tenantId}::uuid AND product_id = ${productId}::uuid
       AND status <> ${status}::"ProductStatus"`);
}

/** Marks the product changed by `actor` (a change to its categories). */
export async function touchProduct(
  db: Sql,
  tenantId: string,
  productId: string,
  actor: ActorRef,
): Promise<void> {
  await db.execute(sql`
    UPDATE products SET modified_at = now(), modified_by = ${JSON.stringify(actor)}::jsonb
     WHERE tenant_id = ${tenantId}::uuid AND id = ${productId}::uuid AND deleted_at IS NULL`);
}

/** Replaces the product's categories with `ids` (already locked and checked); true if it changed. */
export async function replaceCategories(
  db: Sql,
  tenantId: string,
  productId: string,
  ids: readonly string[],
): Promise<boolean> {
  const removed = await db.execute(sql`
    DELETE FROM product_categories
     WHERE tenant_id = ${tenantId}::uuid AND product_id = ${productId}::uuid
       AND NOT (category_id = ANY(${ids}::uuid[]))`);
  if (ids.length === 0) return removed > 0;
  const added = await db.execute(sql`
    INSERT INTO product_categories (tenant_id, product_id, category_id)
    SELECT ${tenantId}::uuid, ${productId}::uuid, id FROM unnest(${ids}::uuid[]) AS c (id)
    ON CONFLICT (product_id, category_id) DO NOTHING`);
  return removed + added > 0;
}

/** A live product with codes for what it refers to (its family, variant family, categories). */
export interface ProductCodes {
  code: string;
  family: string;
  variant_family: string | null;
  /** Codes of the attributes the product holds a value of. */
  held: string[];
  /** Codes of its categories. */
  categories: string[];
}

/**
 * The live product with this code, else the one whose code differs only in case (Akeneo
 * compares codes in any case); undefined when none, or when several match in any case.
 */
export async function productByCodeInAnyCase(
  db: Sql,
  tenantId: string,
  code: string,
): Promise<ProductCodes | undefined> {
  // The exact code first: it has the index; a case-insensitive match scans.
  const exact = await productsWhere(db, tenantId, sql`p.code = ${code}`);
  if (exact.length === 1) return exact[0];
  const anyCase = await productsWhere(db, tenantId, sql`lower(p.code) = lower(${code})`);
  return anyCase.length === 1 ? anyCase[0] : undefined;
}

async function productsWhere(db: Sql, tenantId: string, match: SqlFragment) {
  return db.query<ProductCodes>(sql`
    SELECT p.code, f.code AS family, v.code AS variant_family,
           coalesce((SELECT json_agg(a.code) FROM attributes a
                      WHERE a.tenant_id = p.tenant_id
                        AND a.id::text IN (SELECT jsonb_object_keys(p.raw_values))), '[]'::json)
             AS held,
           coalesce((SELECT json_agg(c.code) FROM product_categories pc
                       JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
                      WHERE pc.tenant_id = p.tenant_id AND pc.product_id = p.id), '[]'::json)
             AS categories
      FROM products p
      JOIN product_families f ON f.tenant_id = p.tenant_id AND f.id = p.product_family_id
      LEFT JOIN variant_families v ON v.tenant_id = p.tenant_id AND v.id = p.variant_family_id
     WHERE p.tenant_id = ${tenantId}::uuid AND p.deleted_at IS NULL AND ${match}
     LIMIT 2`);
}
