// The queue under the jobs: pg-boss (its own schema `pgboss` in the same database, made by
// pg-boss on start), on the application's pg pool. A job row and its queue entry are written
// in one transaction (`enqueue` takes the transaction), so a job exists exactly when it will
// run. pg-boss gives delivery to one worker at a time across processes, retries with
// backoff, and expiry; which worker may write a job's batches is decided by the job row's
// lease (runner.ts), so a second delivery of the same job never doubles an effect.
import PgBoss from 'pg-boss';
import { sql, type Database, type SqlPool } from '@pim/db';

export const JOB_QUEUE = 'pim-jobs';

/** What a queue entry carries: the job row is the truth, this only points at it. */
export interface QueuedJob {
  jobId: string;
  tenantId: string;
}

export interface JobQueueOptions {
  /** Seconds between polls of an idle worker (pg-boss's floor is 0.5). */
  pollingIntervalSeconds?: number;
}

/** pg-boss's database seam on a pool or on one transaction's connection. */
const adapterOn = (run: (text: string, values: unknown[]) => Promise<unknown[]>) => ({
  executeSql: async (text: string, values: unknown[] = []) => ({ rows: await run(text, values) }),
});

export class JobQueue {
  readonly #boss: PgBoss;
  #started: Promise<void> | undefined;
  readonly #workers: string[] = [];
  readonly #pollingIntervalSeconds: number;

  constructor(pool: SqlPool, options: JobQueueOptions = {}) {
    this.#pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.#boss = new PgBoss({
      db: adapterOn(async (text, values) => (await pool.query(text, values)).rows),
      // Expiry and retries are the lease's business (runner.ts); pg-boss keeps its own
      // housekeeping (archive, purge) and redelivers a job a dead worker held.
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: 60,
    });
    // A lost connection during polling is retried by pg-boss; nothing to crash on.
    this.#boss.on('error', () => undefined);
  }

  /** Starts pg-boss (creating its schema and the queue the first time); once per process. */
  start(): Promise<void> {
    this.#started ??= (async () => {
      await this.#boss.start();
      if (!(await this.#boss.getQueue(JOB_QUEUE))) {
        await this.#boss
          .createQueue(JOB_QUEUE, {
            name: JOB_QUEUE,
            policy: 'standard',
            retryLimit: 20,
            retryDelay: 5,
            retryBackoff: true,
            // A job may run for hours; the lease, renewed while it runs, says whether its
            // worker is alive. Expiry (pg-boss allows up to a day) is only the last resort.
            expireInSeconds: 23 * 3600,
          })
          .catch(async (error: unknown) => {
            // Another process created it between the check and here.
            if (!(await this.#boss.getQueue(JOB_QUEUE))) throw error;
          });
      }
    })();
    // A failed start (database down) is tried again by the next caller.
    this.#started.catch(() => (this.#started = undefined));
    return this.#started;
  }

  /**
   * Puts the job on the queue inside `tx`: it is delivered only if the transaction commits.
   * The queue entry has the job's id, so a second enqueue of the same job is a no-op.
   */
  async enqueue(tx: Database, job: QueuedJob): Promise<void> {
    await this.start();
    await this.#boss.send(JOB_QUEUE, job, {
      id: job.jobId,
      db: adapterOn((text, values) => tx.sql.query(sql.numbered(text, values))),
    });
  }

  /** Takes a cancelled job's entry off the queue (best effort: the job row is the truth). */
  async cancel(jobId: string): Promise<void> {
    await this.start();
    await this.#boss.cancel(JOB_QUEUE, jobId).catch(() => undefined);
  }

  /** Delivers the job again (a worker died holding it): it goes back to the queue at once. */
  async redeliver(job: QueuedJob): Promise<void> {
    await this.start();
    const entry = await this.#boss.getJobById<QueuedJob>(JOB_QUEUE, job.jobId);
    if (entry?.state === 'active') {
      await this.#boss.fail(JOB_QUEUE, job.jobId, { reason: 'worker lost' });
      await this.#boss.retry(JOB_QUEUE, job.jobId).catch(() => undefined);
    } else if (!entry || entry.state === 'completed' || entry.state === 'failed') {
      // Archived or finished entries cannot come back: a new delivery with a fresh id.
      await this.#boss.send(JOB_QUEUE, job, { singletonKey: `redeliver:${job.jobId}` });
    }
    this.wake();
  }

  /** Runs `handle` for each delivered job, `concurrency` at a time in this process. */
  async work(concurrency: number, handle: (job: QueuedJob) => Promise<void>): Promise<void> {
    await this.start();
    for (let i = 0; i < concurrency; i++) {
      const id = await this.#boss.work<QueuedJob>(
        JOB_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: this.#pollingIntervalSeconds },
        async ([job]) => {
          if (job) await handle(job.data);
        },
      );
      this.#workers.push(id);
    }
  }

  /** Makes this process's idle workers poll now (a job was just enqueued here). */
  wake(): void {
    for (const id of this.#workers) this.#boss.notifyWorker(id);
  }

  /** Stops polling and waits for the handlers in flight (up to `graceSeconds`). */
  async stop(graceSeconds = 10): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    await this.#boss.stop({ graceful: true, wait: true, timeout: graceSeconds * 1000 });
  }
}
