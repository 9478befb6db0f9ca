// Scheduled exports: a connection with `config.schedule` (a cron expression, UTC) gets a delta
// export each time it is due. Every worker's sweep (every few seconds) takes the due
// connections FOR UPDATE SKIP LOCKED, moves each one's next run forward and queues its job
// in the same transaction: any number of workers start each run once, and a worker that dies
// mid-way starts nothing (the transaction rolls back; the next sweep takes the row).
// The job acts as the person who last saved the connection, with their permissions of the
// moment the job runs; one who may no longer export gets a failed job that says so. A run due
// while the connection's previous export is still queued or running is skipped, and so is one
// of a tenant at its limit of active jobs.
import { actingAs, findActingGrants } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { createJob, type WorkerTask } from '../../jobs/index.ts';
import { nextRunOf } from '../connections/index.ts';
import type { ConnectionExportOptions } from './export-kind.ts';
import * as deliverySql from './sql.ts';

/** Due connections one transaction takes (locked for as long as it runs). */
const DUE_PER_BATCH = 20;
/**
 * Batches one sweep may run: every due connection is handled at each sweep, oldest due first,
 * so a tenant with many frequent schedules cannot push another's back by more than a sweep
 * (1,000 a sweep; beyond that, the rest at the next, seconds later).
 */
const BATCHES_PER_SWEEP = 50;

export const startDueExports: WorkerTask = async (context) => {
  for (let batch = 0; batch < BATCHES_PER_SWEEP; batch++) {
    if ((await startDueBatch(context)) < DUE_PER_BATCH) return;
  }
};

/** Starts the exports of up to DUE_PER_BATCH due connections; how many it took. */
async function startDueBatch({ database, queue, files }: Parameters<WorkerTask>[0]) {
  return database.transaction(async (tx) => {
    const due = await deliverySql.lockDueConnections(tx.sql, DUE_PER_BATCH);
    for (const connection of due) {
      const schedule = connection.config.schedule;
      // A schedule saved valid stays valid; one that no longer parses stops (null).
      let next: Date | null;
      try {
        next = schedule ? nextRunOf(schedule, new Date()) : null;
      } catch {
        next = null;
      }
      await deliverySql.setNextRun(tx.sql, connection.tenant_id, connection.id, next);
      const actor = connection.modified_by;
      if (!actor || actor.type === 'system') continue;
      // A run whose previous export has not ended is skipped: never a queue of them.
      if (await deliverySql.hasUnfinishedExport(tx.sql, connection.tenant_id, connection.id)) {
        continue;
      }
      const who = {
        kind: actor.type === 'service_account' ? ('service_account' as const) : ('user' as const),
        id: actor.id,
        name: actor.name,
      };
      const grants =
        (await findActingGrants(
          tx.sql,
          connection.tenant_id,
          who.kind === 'user' ? { userId: who.id } : { serviceAccountId: who.id },
        )) ?? [];
      const options: ConnectionExportOptions = {
        kind: 'connection_export',
        connection_id: connection.id,
        connection_code: connection.code,
        mode: 'delta',
        dry_run: false,
      };
      await createJob(
        {
          db: tx,
          tenantId: connection.tenant_id,
          principal: actingAs(who, connection.tenant_id, grants),
          source: 'api',
          queue,
          files,
        },
        { type: 'export', entity: 'products', options: { ...options, scheduled: true } },
      ).catch((error: unknown) => {
        // A tenant at its limit of jobs queued or running skips this run (its next one is set):
        // it must not hold back the other connections of this sweep, nor every sweep after.
        if (error instanceof AppError && error.code === 'rate_limited') return null;
        throw error;
      });
    }
    return due.length;
  });
}
