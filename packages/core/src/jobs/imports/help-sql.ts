// What an import template reads of the catalog besides the codecs: the locales a label
// column may name, and the family a products or variants template is made for.
import { sql, type Sql } from '@pim/db';

/** The locales of the tenant's live channels, in code order. */
export async function tenantLocales(db: Sql, tenantId: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>(sql`
    SELECT DISTINCT l.code FROM channel_locales cl JOIN locales l ON l.id = cl.locale_id
      JOIN channels c ON c.tenant_id = cl.tenant_id AND c.id = cl.channel_id
     WHERE cl.tenant_id = ${tenantId}::uuid AND c.deleted_at IS NULL
     ORDER BY l.code`);
  return rows.map((row) => row.code);
}

/** A live family's code by id, or undefined. */
export async function liveFamilyCode(
  db: Sql,
  tenantId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ code: string }>(sql`
    SELECT code FROM product_families
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid AND deleted_at IS NULL`);
  return row?.code;
}
