// The option domain's SQL: row locks and the search in labels, which Prisma cannot express
// (any value of a JSON object).
import { sql, type Sql } from '@pim/db';
import { codeMatches, PAGE_SIZE } from '../../platform/codecs/index.ts';
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

/** Live options of live attributes (an option row has no deletion of its own). */
const LIVE_OPTIONS = sql`
  FROM attribute_options o
  JOIN attributes a ON a.tenant_id = o.tenant_id AND a.id = o.attribute_id AND a.deleted_at IS NULL`;

export interface OptionExportRow {
  attribute: string;
  code: string;
  name: string;
  sort_order: number;
  labels: unknown;
  [column: string]: unknown;
}

/** The live options whose attribute's code matches `code`. */
export async function countExportedOptions(db: Sql, tenantId: string, code: string | undefined) {
  const [row] = await db.query<{ count: number }>(sql`
    SELECT count(*)::int AS count ${LIVE_OPTIONS}
     WHERE o.tenant_id = ${tenantId}::uuid ${codeMatches('a.code', code)}`);
  return row?.count ?? 0;
}

/** The locales of their labels. */
export async function exportedOptionLocales(db: Sql, tenantId: string, code: string | undefined) {
  const rows = await db.query<{ locale: string }>(sql`
    SELECT DISTINCT jsonb_object_keys(o.labels) AS locale ${LIVE_OPTIONS}
     WHERE o.tenant_id = ${tenantId}::uuid ${codeMatches('a.code', code)}`);
  return rows.map((row) => row.locale);
}

/** Those after `after`, by attribute code, then option sort order and code. */
export function optionExportPage(
  db: Sql,
  tenantId: string,
  code: string | undefined,
  after: OptionExportRow | undefined,
) {
  return db.query<OptionExportRow>(sql`
    SELECT a.code AS attribute, o.code, o.name, o.sort_order, o.labels ${LIVE_OPTIONS}
     WHERE o.tenant_id = ${tenantId}::uuid ${codeMatches('a.code', code)}
       ${
         after
           ? sql`AND (a.code COLLATE "C", o.sort_order, o.code COLLATE "C")
                   > (${after.attribute}, ${after.sort_order}, ${after.code})`
           : sql``
       }
     ORDER BY a.code COLLATE "C", o.sort_order, o.code COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
}

/** The option codes of every live select attribute: attribute code → lower-case code → code. */
export async function optionCodesByAttribute(
  db: Sql,
  tenantId: string,
): Promise<Map<string, Map<string, string>>> {
  const rows = await db.query<{ attribute: string; code: string }>(sql`
    SELECT a.code AS attribute, o.code
      FROM attribute_options o
      JOIN attributes a ON a.tenant_id = o.tenant_id AND a.id = o.attribute_id
     WHERE o.tenant_id = ${tenantId}::uuid AND a.deleted_at IS NULL`);
  const byAttribute = new Map<string, Map<string, string>>();
  for (const { attribute, code } of rows) {
    let codes = byAttribute.get(attribute);
    if (!codes) byAttribute.set(attribute, (codes = new Map()));
    codes.set(code.toLowerCase(), code);
  }
  return byAttribute;
}
