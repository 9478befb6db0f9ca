// What a channel export reads besides the products and its schema (read once per run), and the
// watermark it keeps on the connection: the connection's mappings and the channel's tree.
import { sql, type Sql } from '@pim/db';
import type { ExternalCategory } from './records.ts';

/** The connection's category mappings for the channel code, by internal category id. */
export async function mappingsOf(
  db: Sql,
  tenantId: string,
  connectionId: string,
  channelCode: string,
): Promise<Map<string, ExternalCategory>> {
  const rows = await db.query<ExternalCategory & { category_id: string }>(sql`
    SELECT category_id::text AS category_id, external_category_id, external_category_name,
           external_category_path
      FROM category_mappings
     WHERE tenant_id = ${tenantId}::uuid AND connection_id = ${connectionId}::uuid
       AND channel_code = ${channelCode}`);
  return new Map(rows.map(({ category_id, ...external }) => [category_id, external]));
}

/** The codes of the tree's live categories, by id. */
export async function categoryCodesOf(
  db: Sql,
  tenantId: string,
  treeId: string,
): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; code: string }>(sql`
    SELECT id::text AS id, code FROM categories
     WHERE tenant_id = ${tenantId}::uuid AND category_tree_id = ${treeId}::uuid
       AND deleted_at IS NULL`);
  return new Map(rows.map((row) => [row.id, row.code]));
}

/**
 * The export's watermark: a time before which every change this export cannot see has
 * committed. `now()` is the time a product's change is stamped with (its transaction's
 * start), so a transaction that began earlier and commits while the export reads would be
 * stamped before `now()` and missed by the next delta: the watermark is the start of the
 * oldest writing transaction still open, when there is one.
 */
export async function exportWatermark(db: Sql): Promise<Date> {
  const [row] = await db.query<{ at: Date }>(sql`
    SELECT least(clock_timestamp(), coalesce(min(xact_start), clock_timestamp())) AS at
      FROM pg_stat_activity
     WHERE datname = current_database() AND backend_xid IS NOT NULL`);
  return row!.at;
}

/**
 * Moves the connection's delta watermark after a successful export; false when the
 * connection is gone (deleted meanwhile).
 */
export async function moveWatermark(
  db: Sql,
  tenantId: string,
  connectionId: string,
  at: Date,
  jobId: string,
): Promise<boolean> {
  const count = await db.execute(sql`
    UPDATE connections SET last_export_at = ${at.toISOString()}::timestamptz,
           last_export_job_id = ${jobId}::uuid
     WHERE tenant_id = ${tenantId}::uuid AND id = ${connectionId}::uuid
       AND deleted_at IS NULL`);
  return count === 1;
}

export interface DueConnection {
  id: string;
  tenant_id: string;
  code: string;
  config: { schedule?: string };
  modified_by: { id: string; name: string; type: string } | null;
}

/**
 * Connections whose scheduled export is due (active, of an active connector), locked until the transaction ends (SKIP LOCKED:
 * workers in other processes take other rows, never the same one twice).
 */
export function lockDueConnections(db: Sql, take: number): Promise<DueConnection[]> {
  return db.query<DueConnection>(sql`
    SELECT c.id::text AS id, c.tenant_id::text AS tenant_id, c.code, c.config, c.modified_by
      FROM connections c
     WHERE c.deleted_at IS NULL AND c.status = 'active' AND c.schedule_next_at IS NOT NULL
       AND c.schedule_next_at <= clock_timestamp()
       AND EXISTS (SELECT 1 FROM connectors k
                    WHERE k.tenant_id = c.tenant_id AND k.id = c.connector_id
                      AND k.status = 'active')
     ORDER BY c.schedule_next_at
     LIMIT ${take}
       FOR UPDATE OF c SKIP LOCKED`);
}

/** Sets when the connection's schedule next runs (null: never). */
export async function setNextRun(
  db: Sql,
  tenantId: string,
  id: string,
  at: Date | null,
): Promise<void> {
  await db.execute(sql`
    UPDATE connections SET schedule_next_at = ${at?.toISOString() ?? null}::timestamptz
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

/**
 * Whether the connection has an export that has not ended (queued or running): a schedule
 * more frequent than its exports take would otherwise queue them without bound.
 */
export async function hasUnfinishedExport(
  db: Sql,
  tenantId: string,
  connectionId: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(sql`
    SELECT id::text AS id FROM jobs
     WHERE tenant_id = ${tenantId}::uuid AND type = 'export' AND status IN ('queued', 'running')
       AND options->>'kind' = 'connection_export' AND options->>'connection_id' = ${connectionId}
     LIMIT 1`);
  return rows.length > 0;
}
