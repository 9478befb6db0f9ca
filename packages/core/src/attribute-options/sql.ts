// The option domain's SQL: row locks and the search in labels, which Prisma cannot express
// (any value of a JSON object).
import { sql, type Sql } from '@pim/db';
import type { AttributeType } from '../limits.ts';

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
