// What an import template reads of the catalog besides the codecs: the family a products or
// variants template is made for (the locales a label column may name come from the products'
// header names, tenantLocaleCodes).
import { sql, type Sql } from '@pim/db';

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
