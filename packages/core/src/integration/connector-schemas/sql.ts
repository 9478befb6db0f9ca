// The connector schema domain's SQL: the row lock its writes take.
import { sql, type Sql } from '@pim/db';

/** Locks a live schema of the connector FOR UPDATE; false when there is none. */
export async function lockSchema(
  db: Sql,
  tenantId: string,
  connectorId: string,
  id: string,
): Promise<boolean> {
  const rows = await db.query(sql`
    SELECT 1 FROM connector_schemas
     WHERE tenant_id = ${tenantId}::uuid AND connector_id = ${connectorId}::uuid
       AND id = ${id}::uuid AND deleted_at IS NULL
       FOR UPDATE`);
  return rows.length > 0;
}
