// Runs jobs: takes the next one (fairly across tenants, sql.ts `claimNextJob`) with its lease,
// hands it to the kind that knows its type (import, export, bulk update), keeps the lease
// alive while it works, and ends it. A kind works in batches through `commitBatch`: the
// batch's writes, its items, the progress and the new checkpoint commit together, under the
// job row's lock, only while this worker holds the lease and the job runs. So a cancel stops
// the job at the next batch, and a worker killed anywhere leaves whole batches only; the next
// taker starts at the checkpoint.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '@pim/db';
import {
  actingAs,
  type Principal,
  type TenantScope,
  findActingGrants,
} from '../platform/access/index.ts';
import { AppError } from '../platform/errors/index.ts';
import type { ChangeSource } from '../platform/limits.ts';
import type { JobSettings } from './files.ts';
import { JOB_PERMISSION } from './schemas.ts';
import * as jobSql from './sql.ts';
import { recordJobEnd, type KindEvents } from './events.ts';
import type { ItemRow, JobRow } from './sql.ts';

/** A job's own failure (the file is unreadable, the channel is gone): the job ends `failed`. */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** What a kind works with. */
export interface JobContext {
  job: JobRow;
  /** The creator's scope in the job's tenant, on the whole database (not a transaction). */
  scope: TenantScope;
  files: JobSettings;
  /** Records consumed by batches already committed (0 on a first run). */
  checkpoint: number;
  state: Record<string, unknown>;
  /** The record count; `restart` zeroes the counts of an earlier attempt (a kind that starts over). */
  setTotal(total: number, restart?: boolean): Promise<void>;
  /**
   * Runs `work` in one transaction with the batch's items, counts, the new checkpoint and
   * (when given) the new state. False when the job was cancelled or the lease lost: nothing
   * of the batch is kept, and the kind must stop.
   */
  commitBatch(
    checkpoint: number,
    work: (scope: TenantScope) => Promise<BatchWork>,
  ): Promise<boolean>;
  /**
   * Counts `processed` records done outside batches (exports): `failed` are the items of the
   * ones that failed (recorded with the counts, in one transaction), the rest succeeded. False
   * when the job stopped.
   */
  addProgress(processed: number, failed?: readonly ItemRow[]): Promise<boolean>;
  /** False once the job was cancelled or the lease lost (checked by the lease timer). */
  live(): boolean;
}

/** What a batch did: its items, and the kind's state to carry to the next batch. */
export interface BatchWork {
  items: readonly ItemRow[];
  state?: Record<string, unknown>;
}

export interface JobOutcome {
  result: Record<string, unknown>;
  artifactFileId?: string;
}

/** One type of job. `run` resolves with the result, or null when it stopped (cancelled). */
export interface JobKind {
  source: ChangeSource;
  /** Webhook events its end records besides the engine's (events.ts). */
  events?: KindEvents;
  run(context: JobContext): Promise<JobOutcome | null>;
}

const registered = new Map<string, JobKind>();

/**
 * Adds a kind beyond the three the engine runs by type (import, export, bulk update), named by
 * a job row's `options.kind`: the integration context registers its channel export and import
 * when it loads, as products register their catalog hooks. A job naming a kind no one
 * registered fails (a wiring bug); it never runs as something else.
 */
export function registerJobKind(name: string, kind: JobKind): void {
  registered.set(name, kind);
}

/** The kind a job row names in `options.kind`: undefined for none, null for an unknown one. */
function registeredKindOf(options: unknown): JobKind | null | undefined {
  const name = (options as { kind?: unknown } | null)?.kind;
  if (typeof name !== 'string') return undefined;
  return registered.get(name) ?? null;
}

export interface RunnerOptions {
  database: Database;
  files: JobSettings;
  kinds: Record<JobRow['type'], JobKind>;
  /** Seconds a lease lasts without renewal (renewed every third of it). */
  leaseSeconds?: number;
  /** Where the runner reports what it did and what went wrong. */
  log?: (level: 'info' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

/**
 * Who created a job, as stored on its row: what is needed to find their grants again when a
 * worker takes the job (never their permissions of then).
 */
interface StoredPrincipal {
  kind: Principal['kind'];
  id: string;
  name: string;
  email?: string;
}

export function principalSnapshot(principal: Principal): StoredPrincipal {
  return {
    kind: principal.kind,
    id: principal.kind === 'user' ? principal.userId : principal.serviceAccountId,
    name: principal.name,
    ...(principal.kind === 'user' ? { email: principal.email } : {}),
  };
}

/**
 * The job's creator as it stands now: its current grants in the job's tenant (a role
 * changed, a membership removed, a user suspended since the job was queued all count), or
 * a JobFailure when it may no longer run the job.
 */
async function actingPrincipal(db: Database, job: JobRow): Promise<Principal> {
  const stored = job.principal as StoredPrincipal;
  const grants = await findActingGrants(
    db.sql,
    job.tenant_id,
    stored.kind === 'user' ? { userId: stored.id } : { serviceAccountId: stored.id },
  );
  if (!grants) {
    throw new JobFailure(
      'forbidden',
      `${stored.name}, who started the job, can no longer act in this tenant`,
    );
  }
  // The permission that started it, still held.
  const started = `${JOB_PERMISSION[job.type]}.write`;
  if (!grants.includes(started)) {
    throw new JobFailure(
      'forbidden',
      `${stored.name}, who started the job, no longer holds ${started}`,
    );
  }
  return actingAs(stored, job.tenant_id, grants);
}

/**
 * Takes of one job before it is given up. A job that never ends because its worker process
 * dies under it (out of memory, say) would otherwise be taken over, and take its worker down,
 * forever; a worker stopped on purpose hands its jobs back, which counts too, so the bound is
 * generous.
 */
export const MAX_JOB_ATTEMPTS = 10;

export class JobRunner {
  readonly worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #options: Required<Omit<RunnerOptions, 'log'>> & Pick<RunnerOptions, 'log'>;

  #stopping = false;

  constructor(options: RunnerOptions) {
    this.#options = { leaseSeconds: 60, ...options };
  }

  /**
   * One turn of a worker slot: takes the next job (fairly across tenants) and works it until
   * it ends, or until `stop`. False when no job was waiting.
   */
  async next(): Promise<boolean> {
    if (this.#stopping) return false;
    const { database, leaseSeconds } = this.#options;
    const job = await jobSql.claimNextJob(database, this.worker, leaseSeconds);
    if (!job) return false;
    await this.#run(job);
    return true;
  }

  /**
   * Takes no more jobs; the jobs in flight stop after their batch in flight, and their lease
   * is handed back so another worker continues them from the checkpoint at once.
   */
  stop(): void {
    this.#stopping = true;
  }

  async #run(job: JobRow): Promise<void> {
    const { database, leaseSeconds, kinds, files, log } = this.#options;
    const named = registeredKindOf(job.options);
    const kind = named ?? kinds[job.type];
    let live = true;
    const running = () => live && !this.#stopping;
    const timer = setInterval(
      () => {
        jobSql
          .renewLease(database.sql, job, this.worker, leaseSeconds)
          .then((held) => {
            if (!held) live = false;
          })
          .catch(() => undefined); // a failed renewal is retried at the next tick
      },
      (leaseSeconds * 1000) / 3,
    );
    timer.unref();
    const scope: TenantScope = {
      db: database,
      tenantId: job.tenant_id,
      // Replaced by the creator's grants of now before any work (actingPrincipal).
      principal: actingAs(job.principal as StoredPrincipal, job.tenant_id, []),
      source: kind.source,
    };
    const context: JobContext = {
      job,
      scope,
      files,
      checkpoint: job.checkpoint,
      state: job.state,
      live: running,
      addProgress: async (processed, failed = []) => {
        const held =
          failed.length === 0
            ? await jobSql.addProgress(database.sql, job, this.worker, processed)
            : await database.transaction(async (tx) => {
                const counted = await jobSql.addProgress(
                  tx.sql,
                  job,
                  this.worker,
                  processed,
                  failed.length,
                );
                if (counted) await jobSql.insertItems(tx.sql, job, failed);
                return counted;
              });
        if (!held) live = false;
        return held;
      },
      setTotal: (total, restart) => jobSql.setTotal(database.sql, job, this.worker, total, restart),
      commitBatch: async (checkpoint, work) => {
        if (!running()) return false;
        // The creator's grants again, each batch: a suspension mid-job stops it here.
        scope.principal = await actingPrincipal(database, job);
        const kept = await database.transaction(
          async (tx) => {
            if (!(await jobSql.holdForBatch(tx.sql, job, this.worker))) return false;
            const { items, state } = await work({ ...scope, db: tx });
            await jobSql.insertItems(tx.sql, job, items);
            await jobSql.advance(tx.sql, job, countsOf(items), checkpoint, state);
            if (state) context.state = state;
            return true;
          },
          { timeout: 10 * 60_000, maxWait: 60_000 },
        );
        if (!kept) live = false;
        return kept;
      },
    };
    try {
      if (named === null) {
        throw new JobFailure('internal_error', 'The job names a kind this worker does not run');
      }
      if (job.attempts > MAX_JOB_ATTEMPTS) {
        throw new JobFailure(
          'internal_error',
          `The job was taken ${MAX_JOB_ATTEMPTS} times and never ended (its worker stopped each time, for instance out of memory); it is given up`,
        );
      }
      scope.principal = await actingPrincipal(database, job);
      const outcome = await kind.run(context);
      if (outcome === null || !live) {
        // Stopped by `stop` between batches (not cancelled, lease still held): handed over,
        // the next worker continues from the checkpoint without waiting for the lease.
        if (live && this.#stopping) await jobSql.releaseLease(database.sql, job, this.worker);
        return;
      }
      await database.transaction(async (tx) => {
        const ended = await jobSql.finish(tx.sql, job, this.worker, {
          status: 'completed',
          result: outcome.result,
          ...(outcome.artifactFileId ? { artifactFileId: outcome.artifactFileId } : {}),
        });
        if (ended) await recordJobEnd(tx, job, 'completed', kind.events);
      });
      log?.('info', 'job completed', { jobId: job.id, type: job.type, entity: job.entity });
    } catch (error) {
      const failure =
        error instanceof JobFailure
          ? { code: error.code, message: error.message }
          : error instanceof AppError
            ? { code: error.code, message: error.message }
            : undefined;
      if (!failure) {
        // Not the job's fault (the database went away, a bug): logged, and the job is
        // failed with a message that says so; its batches so far stay.
        log?.('error', 'job crashed', { jobId: job.id, err: error });
      }
      const ended = await database
        .transaction(async (tx) => {
          const done = await jobSql.finish(tx.sql, job, this.worker, {
            status: 'failed',
            error: failure ?? {
              code: 'internal_error',
              message: 'The job stopped on an internal error; see the server log',
            },
          });
          if (done) await recordJobEnd(tx, job, 'failed', kind.events);
          return done;
        })
        .catch(() => false);
      // The row could not be ended (no database): its lease runs out and a worker takes it
      // over from the checkpoint.
      if (!ended && live) throw error;
    } finally {
      clearInterval(timer);
    }
  }
}

function countsOf(items: readonly ItemRow[]): jobSql.Progress {
  let succeeded = 0;
  let failed = 0;
  for (const item of items) {
    if (item.status === 'succeeded') succeeded++;
    else if (item.status === 'failed') failed++;
  }
  return { processed: items.length, succeeded, failed };
}
