// The runner's statements on the job row: the lease, progress with the checkpoint, and the
// end. Every statement names the job's tenant and, past the take, the lease owner: a worker
// that lost its lease (or whose job was cancelled) changes nothing.
import { sql, type Database, type Sql } from '@pim/db';
import type { JobItemStatus, JobStatus, JobType } from './schemas.ts';

export interface JobRow {
  id: string;
  tenant_id: string;
  type: JobType;
  entity: string;
  status: JobStatus;
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
  options: Record<string, unknown>;
  file_id: string | null;
  principal: unknown;
  created_by: unknown;
  checkpoint: number;
  state: Record<string, unknown>;
  attempts: number;
}

/**
 * Takes the next job for `worker`, fairly across tenants: among the jobs nobody holds a live
 * lease on (queued, or running with a lease that ran out or was handed back), the oldest one
 * of the tenant with the fewest jobs running now and, among those, the tenant whose last job
 * started longest ago (or never). So when a slot frees, a tenant with one small job waits
 * behind at most one job of each other tenant, however many another tenant queued before it.
 * The pick is serialized across processes by one transaction-scoped advisory lock (it holds for the
 * few milliseconds of the pick, not the job), so two slots never both give a tenant's second
 * job a turn before another tenant's first; SKIP LOCKED passes over a row a cancel holds.
 */
export async function claimNextJob(
  db: Database,
  worker: string,
  leaseSeconds: number,
): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.sql`SELECT pg_advisory_xact_lock(hashtextextended('jobs:pick', 0))`;
    const [row] = await tx.sql<JobRow>`
      WITH next AS (
        SELECT j.id AS next_id, j.tenant_id AS next_tenant_id FROM jobs j
        WHERE j.status IN ('queued', 'running')
          AND (j.lease_expires_at IS NULL OR j.lease_expires_at < now())
        ORDER BY
          (SELECT count(*) FROM jobs r
            WHERE r.tenant_id = j.tenant_id AND r.status = 'running'
              AND r.lease_expires_at >= now()),
          (SELECT max(s.started_at) FROM jobs s WHERE s.tenant_id = j.tenant_id) NULLS FIRST,
          j.created_at, j.id
        LIMIT 1
        FOR UPDATE OF j SKIP LOCKED
      )
      UPDATE jobs SET
        status = 'running',
        started_at = coalesce(started_at, clock_timestamp()),
        lease_owner = ${worker},
        lease_expires_at = now() + make_interval(secs => ${leaseSeconds}),
        attempts = attempts + 1,
        modified_at = now()
      FROM next
      WHERE jobs.tenant_id = next.next_tenant_id AND jobs.id = next.next_id
      RETURNING id, jobs.tenant_id, type, entity, status, total, processed, succeeded, failed,
        options, file_id, principal, created_by, checkpoint, state, attempts`;
    return row;
  });
}

/**
 * Gives up this worker's lease on a job it stopped working (its process is shutting down):
 * the job stays running and the next pick takes it over at once, from its checkpoint.
 */
export async function releaseLease(db: Sql, job: JobRow, worker: string): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET lease_owner = NULL, lease_expires_at = NULL, modified_at = now()
    WHERE tenant_id = ${job.tenant_id} AND id = ${job.id}
      AND lease_owner = ${worker} AND status = 'running'`);
}

/** Keeps the lease; false when it is lost or the job is no longer running (cancelled). */
export async function renewLease(
  db: Sql,
  job: JobRow,
  worker: string,
  leaseSeconds: number,
): Promise<boolean> {
  const count = await db.execute(sql`
    UPDATE jobs SET lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE tenant_id = ${job.tenant_id} AND id = ${job.id}
      AND lease_owner = ${worker} AND status = 'running'`);
  return count === 1;
}

/**
 * Locks the job row for a batch: true while this worker holds it and it runs. Taken first in
 * the batch's transaction, so a cancel waits for the batch or wins before it.
 */
export async function holdForBatch(db: Sql, job: JobRow, worker: string): Promise<boolean> {
  const rows = await db`
    SELECT 1 FROM jobs
    WHERE tenant_id = ${job.tenant_id} AND id = ${job.id}
      AND lease_owner = ${worker} AND status = 'running'
    FOR UPDATE`;
  return rows.length === 1;
}

export interface Progress {
  processed: number;
  succeeded: number;
  failed: number;
}

/** Adds a batch's counts and moves the checkpoint (inside the batch's transaction). */
export async function advance(
  db: Sql,
  job: JobRow,
  progress: Progress,
  checkpoint: number,
  state: Record<string, unknown> | undefined,
): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET
      processed = processed + ${progress.processed},
      succeeded = succeeded + ${progress.succeeded},
      failed = failed + ${progress.failed},
      checkpoint = ${checkpoint},
      state = coalesce(${state === undefined ? null : JSON.stringify(state)}::jsonb, state),
      modified_at = now()
    WHERE tenant_id = ${job.tenant_id} AND id = ${job.id}`);
}

/**
 * Adds records done outside batches (an export's rows): `processed` of them, `failed` among
 * them; false when the job stopped.
 */
export async function addProgress(
  db: Sql,
  job: JobRow,
  worker: string,
  processed: number,
  failed = 0,
) {
  const count = await db.execute(sql`
    UPDATE jobs SET processed = processed + ${processed},
      succeeded = succeeded + ${processed - failed}, failed = failed + ${failed},
      modified_at = now()
    WHERE tenant_id = ${job.tenant_id} AND id = ${job.id}
      AND lease_owner = ${worker} AND status = 'running'`);
  return count === 1;
}

/** The record count; `restart` also zeroes the counts (a kind that starts over: exports). */
export async function setTotal(
  db: Sql,
  job: JobRow,
  worker: string,
  total: number,
  restart = false,
) {
  await db.execute(sql`
    UPDATE jobs SET total = ${total}, modified_at = now(),
      processed = CASE WHEN ${restart} THEN 0 ELSE processed END,
      succeeded = CASE WHEN ${restart} THEN 0 ELSE succeeded END,
      failed = CASE WHEN ${restart} THEN 0 ELSE failed END
    WHERE tenant_id = ${job.tenant_id} AND id = ${job.id} AND lease_owner = ${worker}`);
}

export interface ItemRow {
  index: number;
  key: string | null;
  status: JobItemStatus;
  errors: readonly { code: string; field: string; message: string }[];
  payload: unknown;
  /** Where the record starts in its file (line, or XLSX row), when the reader knows it. */
  line?: number;
}

/** Text PostgreSQL stores: NUL (which no text or jsonb may hold) becomes U+FFFD. */
const storable = (text: string) => text.replace(/\0/g, '\ufffd');

/**
 * A value as jsonb text: always encoded (a bare string record stays a JSON string), NUL
 * replaced (jsonb refuses `\u0000`), and a value too deep to encode kept as a note.
 */
function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value).replace(/\\u0000/g, '\\ufffd');
  } catch {
    return JSON.stringify({ unreadable: 'the record nests too deep to keep' });
  }
}

/** A batch's items, by COPY (a retried batch never reaches here twice: it rolled back). */
export async function insertItems(db: Sql, job: JobRow, items: readonly ItemRow[]) {
  if (items.length === 0) return;
  await db.copyFrom(
    'job_items',
    ['tenant_id', 'job_id', 'index', 'key', 'status', 'errors', 'payload', 'line'],
    items.map((item) => [
      job.tenant_id,
      job.id,
      item.index,
      item.key === null ? null : storable(item.key).slice(0, 255),
      item.status,
      jsonText(item.errors),
      item.payload === undefined || item.payload === null ? null : jsonText(item.payload),
      item.line ?? null,
    ]),
  );
}

/** Ends the job as `status` (completed or failed), if this worker still runs it. */
export async function finish(
  db: Sql,
  job: JobRow,
  worker: string,
  end: {
    status: 'completed' | 'failed';
    result?: unknown;
    error?: { code: string; message: string };
    artifactFileId?: string;
  },
): Promise<boolean> {
  const count = await db.execute(sql`
    UPDATE jobs SET
      status = ${end.status}::"JobStatus",
      result = ${end.result === undefined ? null : JSON.stringify(end.result)}::jsonb,
      error = ${end.error === undefined ? null : JSON.stringify(end.error)}::jsonb,
      artifact_file_id = ${end.artifactFileId ?? null}::uuid,
      finished_at = now(),
      lease_owner = NULL,
      lease_expires_at = NULL,
      modified_at = now()
    WHERE tenant_id = ${job.tenant_id} AND id = ${job.id}
      AND lease_owner = ${worker} AND status = 'running'`);
  return count === 1;
}

/**
 * Takes the lock of the tenant's job starts (until the transaction ends), then counts its
 * jobs queued or running: concurrent starts count one after the other.
 */
export async function lockAndCountActiveJobs(db: Sql, tenantId: string): Promise<number> {
  await db`SELECT pg_advisory_xact_lock(hashtextextended(${`jobs:${tenantId}`}, 0))`;
  const [row] = await db<{ active: number }>`
    SELECT count(*)::int AS active FROM jobs
    WHERE tenant_id = ${tenantId} AND status IN ('queued', 'running')`;
  return row?.active ?? 0;
}

/** queued or running → cancelled, its lease dropped; false when it was neither. */
export async function cancelJobRow(db: Sql, tenantId: string, id: string): Promise<boolean> {
  const [row] = await db<{ id: string }>`
    UPDATE jobs SET status = 'cancelled', finished_at = now(), lease_owner = NULL,
      lease_expires_at = NULL, modified_at = now()
    WHERE tenant_id = ${tenantId} AND id = ${id}
      AND status IN ('queued', 'running')
    RETURNING id`;
  return row !== undefined;
}
