// Row locks that keep catalog records consistent under concurrent requests (READ COMMITTED):
// whoever deletes a record locks it FOR UPDATE before checking what still uses it; whoever
// attaches something to a record (a category to its tree or parent, a channel to its tree)
// locks it FOR SHARE first. Either the delete sees the new child and refuses, or the attach
// finds the record gone. `table` is one of the code's constants, never input.
import { sql, type Sql } from '@pim/db';

export type LockableTable =
  | 'category_trees'
  | 'categories'
  | 'channels'
  | 'attribute_groups'
  | 'attributes'
  | 'product_families'
  | 'variant_families'
  | 'assets';

/** Locks a live row of the tenant; false when there is none (deleted, another tenant's). */
export async function lockLiveRow(
  db: Sql,
  table: LockableTable,
  tenantId: string,
  id: string,
  mode: 'update' | 'share',
): Promise<boolean> {
  const rows = await db.query(sql`
    SELECT 1 FROM ${sql.raw(table)}
     WHERE tenant_id = ${tenantId} AND id = ${id} AND deleted_at IS NULL
       FOR ${sql.raw(mode === 'update' ? 'UPDATE' : 'SHARE')}`);
  return rows.length > 0;
}

/**
 * The live rows of the tenant among `ids` (the ids found), locked FOR SHARE in id order
 * unless `lock` is false: what a write attaches cannot be deleted before it commits, and
 * the delete (which locks FOR UPDATE) sees the attachment or makes the write wait.
 */
export async function liveIdsAmong(
  db: Sql,
  table: LockableTable,
  tenantId: string,
  ids: readonly string[],
  { lock = true }: { lock?: boolean } = {},
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(sql`
    SELECT id::text AS id FROM ${sql.raw(table)}
     WHERE tenant_id = ${tenantId}::uuid AND id = ANY(${[...ids]}::uuid[]) AND deleted_at IS NULL
     ORDER BY id
       ${sql.raw(lock ? 'FOR SHARE' : '')}`);
  return new Set(rows.map((row) => row.id));
}

/**
 * Runs `work` in a savepoint of the transaction `db` (`name` is the code's constant, never
 * input): rolled back to it, and the error rethrown, when `work` throws.
 */
export async function inSavepoint<T>(db: Sql, name: string, work: () => Promise<T>): Promise<T> {
  await db.execute(sql`SAVEPOINT ${sql.raw(name)}`);
  try {
    const result = await work();
    await db.execute(sql`RELEASE SAVEPOINT ${sql.raw(name)}`);
    return result;
  } catch (error) {
    await db.execute(sql`ROLLBACK TO SAVEPOINT ${sql.raw(name)}`);
    throw error;
  }
}

/**
 * Runs `work` in a savepoint of the transaction `db` and rolls it back, whether `work` ends
 * or throws: what it wrote is seen by itself, and by nothing after (a dry run).
 */
export async function rolledBack<T>(db: Sql, name: string, work: () => Promise<T>): Promise<T> {
  await db.execute(sql`SAVEPOINT ${sql.raw(name)}`);
  try {
    return await work();
  } finally {
    await db.execute(sql`ROLLBACK TO SAVEPOINT ${sql.raw(name)}`);
  }
}
