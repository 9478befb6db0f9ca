// The statements of a restore (restore.ts): what it reads under the product's lock, and the
// writes that put the product, its categories and its variants back as a snapshot has them.
import { sql, type Sql } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import type { RawValues, ValueAudit } from '../values/document.ts';
import { readRevisionSnapshot } from './chain-sql.ts';
import type { ProductSnapshot } from './snapshot.ts';

export interface RestoreContext {
  /** The revision to go back to, if it is one of the product's. */
  snapshot: ProductSnapshot | null;
  value_audit: unknown;
  variants: {
    id: string;
    status: string;
    raw_values: unknown;
    value_audit: unknown;
    created_at: Date;
    created_by: unknown;
  }[];
}

export async function readRestoreContext(
  db: Sql,
  tenantId: string,
  productId: string,
  revisionId: string,
): Promise<RestoreContext> {
  const [row] = await db.query<Omit<RestoreContext, 'snapshot'> & { number: number | null }>(sql`
    SELECT (SELECT r.revision_number FROM product_revisions r
             WHERE r.tenant_id = ${tenantId}::uuid AND r.product_id = p.id
               AND r.id = ${revisionId}::uuid) AS number,
           p.value_audit,
           coalesce((SELECT jsonb_agg(jsonb_build_object(
                              'id', v.id, 'status', v.status, 'raw_values', v.raw_values,
                              'value_audit', v.value_audit, 'created_at', v.created_at,
                              'created_by', v.created_by))
                       FROM variants v
                      WHERE v.tenant_id = ${tenantId}::uuid AND v.product_id = p.id), '[]')
             AS variants
      FROM products p
     WHERE p.tenant_id = ${tenantId}::uuid AND p.id = ${productId}::uuid`);
  if (!row) return { snapshot: null, value_audit: {}, variants: [] };
  const { number, ...rest } = row;
  const snapshot =
    number === null ? undefined : await readRevisionSnapshot(db, tenantId, productId, number);
  return { ...rest, snapshot: snapshot ?? null };
}

/**
 * The axes (attribute ids, by level then position) of a live variant family of the product
 * family, locked FOR SHARE; undefined when there is no such variant family.
 */
export async function lockVariantFamilyAxes(
  db: Sql,
  tenantId: string,
  familyId: string,
  variantFamilyId: string,
): Promise<string[] | undefined> {
  const [row] = await db.query<{ axes: string[] }>(sql`
    SELECT ARRAY(SELECT ax.attribute_id::text FROM variant_family_axes ax
                  WHERE ax.tenant_id = vf.tenant_id AND ax.variant_family_id = vf.id
                  ORDER BY ax.level, ax.position) AS axes
      FROM variant_families vf
     WHERE vf.tenant_id = ${tenantId}::uuid AND vf.id = ${variantFamilyId}::uuid
       AND vf.family_id = ${familyId}::uuid AND vf.deleted_at IS NULL
       FOR SHARE`);
  return row?.axes;
}

export interface RestoredProduct {
  code: string;
  productFamilyId: string;
  variantFamilyId: string | null;
  productType: string | null;
  status: string;
  rawValues: RawValues;
  valueAudit: ValueAudit;
  actor: ActorRef;
}

export async function restoreProductRow(
  db: Sql,
  tenantId: string,
  productId: string,
  p: RestoredProduct,
): Promise<void> {
  await db.execute(sql`
    UPDATE products
       SET code = ${p.code}, product_family_id = ${p.productFamilyId}::uuid,
           variant_family_id = ${p.variantFamilyId}::uuid, product_type = ${p.productType},
           status = ${p.status}::"ProductStatus", raw_values = ${JSON.stringify(p.rawValues)}::jsonb,
           value_audit = ${JSON.stringify(p.valueAudit)}::jsonb,
           modified_at = now(), modified_by = ${JSON.stringify(p.actor)}::jsonb
     WHERE tenant_id = ${tenantId}::uuid AND id = ${productId}::uuid`);
}

/** The product's categories become the live ones among `ids` (each locked FOR SHARE). */
export async function restoreCategories(
  db: Sql,
  tenantId: string,
  productId: string,
  ids: readonly string[],
): Promise<void> {
  await db.execute(sql`
    DELETE FROM product_categories
     WHERE tenant_id = ${tenantId}::uuid AND product_id = ${productId}::uuid
       AND NOT (category_id = ANY(${ids}::uuid[]))`);
  if (ids.length === 0) return;
  await db.execute(sql`
    INSERT INTO product_categories (tenant_id, product_id, category_id)
    SELECT c.tenant_id, ${productId}::uuid, c.id FROM categories c
     WHERE c.tenant_id = ${tenantId}::uuid AND c.id = ANY(${ids}::uuid[]) AND c.deleted_at IS NULL
     ORDER BY c.id
       FOR SHARE
    ON CONFLICT DO NOTHING`);
}

export interface RestoredVariant {
  id: string;
  sku: string;
  is_default: boolean;
  status: string;
  axis_key: string;
  raw_values: RawValues;
  value_audit: ValueAudit;
  created_at: string;
  created_by: ActorRef | null;
  modified_at: string;
  modified_by: ActorRef | null;
}

/** The product's variants become exactly `variants` (deleted, then inserted by id). */
export async function replaceVariants(
  db: Sql,
  tenantId: string,
  productId: string,
  variants: readonly RestoredVariant[],
): Promise<void> {
  await db.execute(sql`
    DELETE FROM variants WHERE tenant_id = ${tenantId}::uuid AND product_id = ${productId}::uuid`);
  if (variants.length === 0) return;
  await db.execute(sql`
    INSERT INTO variants (id, tenant_id, product_id, sku, is_default, status, axis_key,
                          raw_values, value_audit, created_at, created_by, modified_at,
                          modified_by)
    SELECT v.id, ${tenantId}::uuid, ${productId}::uuid, v.sku, v.is_default,
           v.status::"ProductStatus", v.axis_key, v.raw_values, v.value_audit, v.created_at,
           v.created_by, v.modified_at, v.modified_by
      FROM jsonb_to_recordset(${JSON.stringify(variants)}::jsonb) AS v (
             id uuid, sku text, is_default boolean, status text, axis_key text,
             raw_values jsonb, value_audit jsonb, created_at timestamptz, created_by jsonb,
             modified_at timestamptz, modified_by jsonb)`);
}
