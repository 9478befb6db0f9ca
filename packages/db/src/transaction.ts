// One transaction for Prisma and SQL. Prisma's interactive transaction checks a connection out
// of our pool; the pool below finds which one, so the tagged SQL (and COPY) of the same
// transaction runs on that very connection. A product write, its revision, its completeness,
// an outbox event and a job enqueue then commit or roll back together, whichever of Prisma or
// SQL each of them is written in.
import pg from 'pg';
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';
import { createSql, type Queryable, type Sql } from './sql.ts';

/** A client or an interactive transaction: repository functions accept either. */
export type DbTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;

export interface TransactionOptions {
  isolationLevel?: Prisma.TransactionIsolationLevel;
  /** Milliseconds to wait for a connection (Prisma's default is 2,000). */
  maxWait?: number;
  /** Milliseconds the transaction may run before it is rolled back (Prisma's default is 5,000). */
  timeout?: number;
}

/**
 * What services and repositories run on: the whole database, or one transaction of it. Both
 * offer Prisma and SQL; `transaction` on a transaction joins it, so a service that needs a
 * transaction works the same whether its caller already opened one.
 */
export interface Database {
  readonly prisma: DbTx;
  readonly sql: Sql;
  readonly inTransaction: boolean;
  transaction<T>(work: (tx: Database) => Promise<T>, options?: TransactionOptions): Promise<T>;
}

/**
 * One checkout of a connection. It ends when the connection goes back to the pool, or as soon
 * as a statement ending its transaction is sent on it: Prisma sends ROLLBACK at a timeout
 * while the work goes on, and a statement queued behind it would run outside the transaction
 * (and commit on its own).
 */
interface Lease {
  readonly client: pg.PoolClient;
  ended: boolean;
}

const ENDS_TRANSACTION = /^\s*(COMMIT|END|ROLLBACK|ABORT)(\s+(WORK|TRANSACTION))?\s*(;\s*)?$/i;

function endsTransaction(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && ENDS_TRANSACTION.test(text);
}

/**
 * A pg pool that knows which connection each backend process id is checked out to. Prisma
 * does not hand out the connection of its interactive transaction; asking PostgreSQL for
 * `pg_backend_pid()` through Prisma inside the transaction names it. (Async context does
 * not: Prisma batches transaction starts, so concurrent ones open in each other's context.)
 */
export class TransactionalPool extends pg.Pool {
  readonly #checkedOut = new Map<number, Lease>();

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]) {
    // pg's own pool.query() checks out with a callback, for one statement: not tracked.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const pid = (client as pg.PoolClient & { processID: number }).processID;
      const lease: Lease = { client, ended: false };
      this.#checkedOut.set(pid, lease);
      const { release, query } = client;
      client.query = function (this: pg.PoolClient, ...args: unknown[]) {
        if (endsTransaction(args[0])) lease.ended = true;
        return (query as (...all: unknown[]) => unknown).apply(this, args);
      } as typeof client.query;
      client.release = (error?: Error | boolean) => {
        lease.ended = true;
        this.#checkedOut.delete(pid);
        client.release = release;
        client.query = query;
        return release.call(client, error);
      };
      return client;
    });
  }

  /** The checkout of the connection to this backend, if one is checked out. */
  leaseOf(pid: number): Lease | undefined {
    return this.#checkedOut.get(pid);
  }
}

function transactionOf(prisma: DbTx, pool: TransactionalPool): Database {
  // Found on first use only: a transaction that runs no SQL pays no extra round trip.
  let connection: Promise<Queryable> | undefined;
  const client = () =>
    (connection ??= prisma.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`.then(
      ([row]) => {
        const lease = row && pool.leaseOf(row.pid);
        if (!lease) throw new Error('The transaction is not on a connection of this pool');
        return guarded(lease);
      },
    ));
  const tx: Database = {
    prisma,
    sql: createSql(client),
    inTransaction: true,
    transaction: (work) => work(tx),
  };
  return tx;
}

/**
 * The lease's connection, checked as each statement is queued: once the transaction has
 * ended, the connection belongs to the pool (or to another request) and nothing may run on it.
 */
function guarded(lease: Lease): Queryable {
  const query = (...args: unknown[]) => {
    if (lease.ended) throw transactionEnded();
    return (lease.client.query as (...all: unknown[]) => unknown).apply(lease.client, args);
  };
  return { query: query as Queryable['query'] };
}

/** SQL sent on a transaction that has ended (committed, rolled back, timed out by Prisma). */
export class TransactionEndedError extends Error {
  constructor() {
    super('The transaction has ended (committed, rolled back or timed out): no more SQL on it');
  }
}

const transactionEnded = () => new TransactionEndedError();

/** The database as a whole: statements on the pool, `transaction` opens one. */
export function databaseOf(prisma: PrismaClient, pool: TransactionalPool): Database {
  return {
    prisma,
    sql: createSql(pool),
    inTransaction: false,
    transaction: (work, options) =>
      prisma.$transaction((inner) => work(transactionOf(inner, pool)), options),
  };
}
