// The queue under the jobs is the `jobs` table itself: a queued row is a job waiting to run,
// and a worker slot takes the next one with `claimNextJob` (sql.ts), which picks fairly
// across tenants under FOR UPDATE SKIP LOCKED, so any number of processes share the rows.
// What is left for this class is the slots of one process: `concurrency` loops, each taking
// a job, running it and taking the next; an idle slot sleeps until the polling interval
// passes or this process starts a job (`wake`). Workers in other processes see a new job at
// their next poll.

export interface JobQueueOptions {
  /** Seconds between polls of an idle slot (default 2). */
  pollingIntervalSeconds?: number;
}

/** One turn of a slot: takes and runs the next job; false when there was none to take. */
export type TakeNextJob = () => Promise<boolean>;

export class JobQueue {
  readonly #pollingMs: number;
  readonly #loops: Promise<void>[] = [];
  readonly #sleepers = new Set<() => void>();
  #stopping = false;

  constructor(options: JobQueueOptions = {}) {
    this.#pollingMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  }

  /**
   * Runs `concurrency` slots in this process. A turn that throws (the database went away)
   * is reported and the slot sleeps one interval before it tries again: the job it held
   * keeps its row, and its lease lets another worker take it over.
   */
  work(concurrency: number, next: TakeNextJob, onError: (error: unknown) => void): void {
    for (let i = 0; i < concurrency; i++) this.#loops.push(this.#loop(next, onError));
  }

  async #loop(next: TakeNextJob, onError: (error: unknown) => void): Promise<void> {
    while (!this.#stopping) {
      let worked = false;
      try {
        worked = await next();
      } catch (error) {
        onError(error);
      }
      if (!worked && !this.#stopping) await this.#sleep();
    }
  }

  #sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.#pollingMs);
      timer.unref();
      this.#sleepers.add(done);
    });
  }

  /** Makes this process's idle slots look for a job now (a job was just started here). */
  wake(): void {
    for (const sleeper of [...this.#sleepers]) sleeper();
  }

  /** Stops taking jobs and waits for the jobs in flight (up to `graceSeconds`). */
  async stop(graceSeconds = 10): Promise<void> {
    this.#stopping = true;
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.#loops),
      new Promise((resolve) => (timer = setTimeout(resolve, graceSeconds * 1000))),
    ]);
    clearTimeout(timer);
  }
}
