// The option domain's SQL: row locks and the search in labels, which Prisma cannot express
// (any value of a JSON object).
import { sql, type Sql } from '@pim/db';
import type { AttributeType } from '../../platform/limits.ts';

/**
 * Locks a live attribute of the tenant FOR SHARE (it cannot be deleted until the transaction
 * ends); its type, or undefined when there is none.
 */
export async function lockAttributeType(
  db: Sql,
  tenantId: string,
  id: string,
  mode: 'share' | 'update' = 'share',
): Promise<AttributeType | undefined> {
  const [row] = await db.query<{ type: AttributeType }>(sql`
    SELECT type::text AS type FROM attributes
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid AND deleted_at IS NULL
       FOR ${sql.raw(mode === 'update' ? 'UPDATE' : 'SHARE')}`);
  return row?.type;
}

/** Locks an option of a live attribute FOR UPDATE; its code and labels, or undefined. */
export async function lockOption(db: Sql, tenantId: string, attributeId: string, id: string) {
  const [row] = await db.query<{ code: string; labels: unknown }>(sql`
    SELECT o.code, o.labels FROM attribute_options o
      JOIN attributes a ON a.tenant_id = o.tenant_id AND a.id = o.attribute_id
     WHERE o.tenant_id = ${tenantId}::uuid AND o.attribute_id = ${attributeId}::uuid
       AND o.id = ${id}::uuid AND a.deleted_at IS NULL
       FOR UPDATE OF o`);
  return row;
}

/** The options of an attribute with a label containing `search`, any case. */
export async function optionIdsByLabel(
  db: Sql,
  tenantId: string,
  attributeId: string,
  search: string,
): Promise<string[]> {
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db.query<{ id: string }>(sql`
    SELECT o.id::text AS id FROM attribute_options o
     WHERE o.tenant_id = ${tenantId}::uuid AND o.attribute_id = ${attributeId}::uuid
       AND CASE WHEN jsonb_typeof(o.labels) = 'object'
                THEN EXISTS (SELECT 1 FROM jsonb_each_text(o.labels) l WHERE l.value ILIKE ${pattern})
                ELSE false END`);
  return rows.map((row) => row.id);
}

/**
 * Codes of live products and SKUs of variants (of live products) whose values use the option
 * code (a select value, or one of a multiselect's): up to `limit` of each. The GIN index on
 * the attribute ids holding values narrows to documents holding the attribute, a JSON path
 * checks the code.
 */
export async function optionUses(
  db: Sql,
  tenantId: string,
  attributeId: string,
  code: string,
  limit: number,
): Promise<{ products: string[]; variants: string[] }> {
  const path = '$.*.*.value[*] ? (@ == $code)';
  const vars = JSON.stringify({ code });
  const rows = await db.query<{ kind: 'product' | 'variant'; name: string }>(sql`
    (SELECT 'product' AS kind, p.code AS name FROM products p
      WHERE p.tenant_id = ${tenantId}::uuid AND p.deleted_at IS NULL
        AND pim_value_keys(p.raw_values) @> ARRAY[${attributeId}::text]
        AND jsonb_path_exists(p.raw_values -> ${attributeId}::text, ${path}::jsonpath, ${vars}::jsonb)
      ORDER BY p.code LIMIT ${limit})
    UNION ALL
    (SELECT 'variant', v.sku FROM variants v
       JOIN products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id AND p.deleted_at IS NULL
      WHERE v.tenant_id = ${tenantId}::uuid
        AND pim_value_keys(v.raw_values) @> ARRAY[${attributeId}::text]
        AND jsonb_path_exists(v.raw_values -> ${attributeId}::text, ${path}::jsonpath, ${vars}::jsonb)
      ORDER BY v.sku LIMIT ${limit})`);
  return {
    products: rows.filter((r) => r.kind === 'product').map((r) => r.name),
    variants: rows.filter((r) => r.kind === 'variant').map((r) => r.name),
  };
}
