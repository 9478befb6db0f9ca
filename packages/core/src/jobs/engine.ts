// The job worker of a process: `concurrency` slots each take the next job fairly across
// tenants from the job rows and run it (runner.ts), and a sweep every few seconds removes
// expired files. A job whose worker died (its lease ran out) is taken over by the next pick.
// The API process runs one by default; `pnpm worker` runs one alone; any number of them
// share a database.
import type { Database } from '@pim/db';
import { removeExpiredFiles, type JobSettings } from './files.ts';
import { bulkUpdateKind } from './kinds/bulk-update.ts';
import { exportKind } from './kinds/export.ts';
import { importKind } from './kinds/import.ts';
import type { JobQueue } from './queue.ts';
import { JobRunner, type RunnerOptions } from './runner.ts';

/**
 * Jobs a worker process runs at once unless told (JOB_CONCURRENCY). Two: a job spends much of
 * its time waiting on PostgreSQL (its batches' writes, an export's reads), so a second one
 * keeps the two cores of the machines this is designed for busy, and a small job of one
 * tenant is not held behind another's long one. More belongs in more worker processes.
 */
export const DEFAULT_JOB_CONCURRENCY = 2;

/** Work a worker does at each sweep besides removing expired files (a context's schedule). */
export type WorkerTask = (context: {
  database: Database;
  queue: JobQueue;
  files: JobSettings;
}) => Promise<void>;

const tasks = new Map<string, WorkerTask>();

/**
 * Adds work to every worker's sweep (every few seconds): the integration context starts the
 * connections' scheduled exports this way. Registered on load, like job kinds.
 */
export function registerWorkerTask(name: string, task: WorkerTask): void {
  tasks.set(name, task);
}

export interface JobWorkerOptions {
  database: Database;
  queue: JobQueue;
  files: JobSettings;
  /** Jobs worked at once by this process (JOB_CONCURRENCY, default 2). */
  concurrency?: number;
  /** Seconds a worker's lease lasts without renewal (JOB_LEASE_SECONDS, default 60). */
  leaseSeconds?: number;
  /** Seconds between sweeps (default: a third of the lease). */
  sweepSeconds?: number;
  log?: RunnerOptions['log'];
}

export interface JobWorker {
  readonly id: string;
  /** Stops taking jobs; the ones in flight stop after their batch and are handed over. */
  stop(): Promise<void>;
}

export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const leaseSeconds = options.leaseSeconds ?? 60;
  const runner = new JobRunner({
    database: options.database,
    files: options.files,
    kinds: { import: importKind, export: exportKind, bulk_update: bulkUpdateKind },
    leaseSeconds,
    ...(options.log ? { log: options.log } : {}),
  });
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      await removeExpiredFiles(options.database, options.files.storage);
    } catch (error) {
      options.log?.('error', 'job sweep failed', { err: error });
    }
    for (const [name, task] of tasks) {
      try {
        await task({ database: options.database, queue: options.queue, files: options.files });
      } catch (error) {
        options.log?.('error', `worker task ${name} failed`, { err: error });
      }
    }
    sweeping = false;
  };
  await sweep();
  options.queue.work(
    options.concurrency ?? DEFAULT_JOB_CONCURRENCY,
    () => runner.next(),
    (error) => options.log?.('error', 'job worker slot failed', { err: error }),
  );
  const timer = setInterval(() => void sweep(), (options.sweepSeconds ?? leaseSeconds / 3) * 1000);
  timer.unref();
  return {
    id: runner.worker,
    async stop() {
      clearInterval(timer);
      runner.stop();
      await options.queue.stop();
    },
  };
}
