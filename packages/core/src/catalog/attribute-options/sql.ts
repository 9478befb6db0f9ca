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
