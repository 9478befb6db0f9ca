// The connection statements Prisma cannot say: a row lock, and a fresh id before the insert.
import { sql, type Sql } from '@pim/db';

/**
 * A new connection's id, taken before the row is written: its sealed credentials are bound
 * to it. Time-ordered like every other id (uuidv7).
 */
export async function newConnectionId(db: Sql): Promise<string> {
  const [row] = await db.query<{ id: string }>(sql`SELECT uuidv7()::text AS id`);
  return row!.id;
}

/** Locks a live connection FOR UPDATE until the transaction ends; false when there is none. */
export async function lockConnection(db: Sql, tenantId: string, id: string): Promise<boolean> {
  const rows = await db.query(sql`
    SELECT 1 FROM connections
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid AND deleted_at IS NULL
       FOR UPDATE`);
  return rows.length > 0;
}
