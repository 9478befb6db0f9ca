// The job worker of a process: pg-boss delivers jobs to `concurrency` handlers, the runner
// works them, and a sweep every few seconds puts back on the queue the jobs whose worker
// died (their lease ran out) and removes expired files. The API process runs one by default;
// `pnpm worker` runs one alone; any number of them share a database.
import type { Database } from '@pim/db';
import { removeExpiredFiles, type JobSettings } from './files.ts';
import { bulkUpdateKind } from './kinds/bulk-update.ts';
import { exportKind } from './kinds/export.ts';
import { importKind } from './kinds/import.ts';
import type { JobQueue } from './queue.ts';
import { JobRunner, type RunnerOptions } from './runner.ts';

export interface JobWorkerOptions {
  database: Database;
  queue: JobQueue;
  files: JobSettings;
  /** Jobs worked at once by this process (JOB_CONCURRENCY, default 1). */
  concurrency?: number;
  /** Seconds a worker's lease lasts without renewal (JOB_LEASE_SECONDS, default 60). */
  leaseSeconds?: number;
  /** Seconds between sweeps (default: a third of the lease). */
  sweepSeconds?: number;
  log?: RunnerOptions['log'];
}

export interface JobWorker {
  readonly id: string;
  /** Stops taking jobs and waits for the ones in flight (their batches finish). */
  stop(): Promise<void>;
}

export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const leaseSeconds = options.leaseSeconds ?? 60;
  const runner = new JobRunner({
    database: options.database,
    queue: options.queue,
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
      const redelivered = await runner.sweep();
      if (redelivered > 0) options.log?.('info', 'jobs redelivered', { count: redelivered });
      await removeExpiredFiles(options.database, options.files.storage);
    } catch (error) {
      options.log?.('error', 'job sweep failed', { err: error });
    } finally {
      sweeping = false;
    }
  };
  await options.queue.work(options.concurrency ?? 1, (job) => runner.handle(job));
  await sweep();
  const timer = setInterval(() => void sweep(), (options.sweepSeconds ?? leaseSeconds / 3) * 1000);
  timer.unref();
  return {
    id: runner.worker,
    async stop() {
      clearInterval(timer);
      await options.queue.stop();
    },
  };
}
