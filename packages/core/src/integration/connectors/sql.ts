// The connector domain's SQL: the row lock its writes and its schemas' writes take.
import { sql, type Sql } from '@pim/db';

/**
 * Locks the tenant's connector until the transaction ends (FOR UPDATE: its schemas' versions
 * are numbered one writer at a time); false when there is none.
 */
export async function lockConnector(db: Sql, tenantId: string, id: string): Promise<boolean> {
  const rows = await db.query(sql`
    SELECT 1 FROM connectors WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid FOR UPDATE`);
  return rows.length > 0;
}
