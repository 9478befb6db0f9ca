// The writes of a product's variants. Each runs inside `changeProduct` (products/change.ts),
// with the product row locked FOR UPDATE: changes to one product's variants are serialized,
// so the checks below (combination taken, which variant is the default) see every committed
// variant of the product. Only a sku, unique across the tenant, can meet a variant of another
// product being created at the same time; the insert leaves that to the unique index.
import { sql, type Sql } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import type { RawValues } from '../values/document.ts';

export interface LockedVariant {
  id: string;
  is_default: boolean;
  status: 'draft' | 'in_review' | 'approved' | 'archived';
}

/** Locks a variant of the product FOR UPDATE; undefined when the product has no such variant. */
export async function lockVariant(
  db: Sql,
  tenantId: string,
  productId: string,
  id: string,
): Promise<LockedVariant | undefined> {
  const [row] = await db.query<LockedVariant>(sql`
    SELECT id, is_default, status FROM variants
     WHERE tenant_id = ${tenantId} AND product_id = ${productId} AND id = ${id}
       FOR UPDATE`);
  return row;
}

export interface AxisOption {
  attribute_id: string;
  code: string;
}

/**
 * The options among `wanted` (attribute id and option code pairs) that exist, locked FOR KEY
 * SHARE so none is deleted before the variant naming it commits.
 */
export function lockAxisOptions(
  db: Sql,
  tenantId: string,
  wanted: readonly AxisOption[],
): Promise<AxisOption[]> {
  if (wanted.length === 0) return Promise.resolve([]);
  return db.query<AxisOption>(sql`
    SELECT o.attribute_id::text AS attribute_id, o.code
      FROM attribute_options o
      JOIN unnest(${wanted.map((w) => w.attribute_id)}::uuid[],
                  ${wanted.map((w) => w.code)}::text[]) AS w (attribute_id, code)
        ON o.attribute_id = w.attribute_id AND o.code = w.code
     WHERE o.tenant_id = ${tenantId}
     ORDER BY o.id
       FOR KEY SHARE OF o`);
}

/** The sku of the product's variant with this axis key, if any. */
export async function skuWithAxisKey(
  db: Sql,
  tenantId: string,
  productId: string,
  axisKey: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ sku: string }>(sql`
    SELECT sku FROM variants
     WHERE tenant_id = ${tenantId} AND product_id = ${productId} AND axis_key = ${axisKey}`);
  return row?.sku;
}

export async function skuTaken(db: Sql, tenantId: string, sku: string): Promise<boolean> {
  const rows = await db.query(sql`
    SELECT 1 FROM variants WHERE tenant_id = ${tenantId} AND sku = ${sku}`);
  return rows.length > 0;
}

export async function countVariants(db: Sql, tenantId: string, productId: string) {
  const [row] = await db.query<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM variants
     WHERE tenant_id = ${tenantId} AND product_id = ${productId}`);
  return row?.n ?? 0;
}

/**
 * Inserts a variant; undefined when a unique index refused it (a sku or combination taken by
 * a transaction that committed meanwhile), which the caller tells apart.
 */
export async function insertVariant(
  db: Sql,
  tenantId: string,
  productId: string,
  data: {
    sku: string;
    isDefault: boolean;
    axisKey: string;
    rawValues: RawValues;
    actor: ActorRef;
  },
): Promise<string | undefined> {
  const actor = JSON.stringify(data.actor);
  const [row] = await db.query<{ id: string }>(sql`
    INSERT INTO variants (tenant_id, product_id, sku, is_default, axis_key, raw_values,
                          created_by, modified_by)
    VALUES (${tenantId}, ${productId}, ${data.sku}, ${data.isDefault}, ${data.axisKey},
            ${JSON.stringify(data.rawValues)}::jsonb, ${actor}::jsonb, ${actor}::jsonb)
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return row?.id;
}

/** Makes `id` the product's one default variant (null: none is default). */
export function setDefaultVariant(
  db: Sql,
  tenantId: string,
  productId: string,
  id: string | null,
  actor: ActorRef,
): Promise<number> {
  return db.execute(sql`
    UPDATE variants
       SET is_default = (id = ${id}::uuid) IS TRUE,
           modified_at = now(), modified_by = ${JSON.stringify(actor)}::jsonb
     WHERE tenant_id = ${tenantId} AND product_id = ${productId}
       AND is_default IS DISTINCT FROM ((id = ${id}::uuid) IS TRUE)`);
}

export function setVariantStatus(
  db: Sql,
  tenantId: string,
  id: string,
  status: string,
  actor: ActorRef,
): Promise<number> {
  return db.execute(sql`
    UPDATE variants
       SET status = ${status}::"ProductStatus",
           modified_at = now(), modified_by = ${JSON.stringify(actor)}::jsonb
     WHERE tenant_id = ${tenantId} AND id = ${id}`);
}

/** Deletes the variant for good; its unique_values rows go with it (foreign key cascade). */
export function deleteVariant(db: Sql, tenantId: string, id: string): Promise<number> {
  return db.execute(sql`DELETE FROM variants WHERE tenant_id = ${tenantId} AND id = ${id}`);
}

/** The product's oldest variant, if it has any. */
export async function oldestVariant(
  db: Sql,
  tenantId: string,
  productId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(sql`
    SELECT id FROM variants
     WHERE tenant_id = ${tenantId} AND product_id = ${productId}
     ORDER BY created_at, id LIMIT 1`);
  return row?.id;
}
