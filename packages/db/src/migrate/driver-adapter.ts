// The connection the wasm schema engine uses: @prisma/adapter-pg over our own pg pools,
// with three fixes for adapter-pg 7.10.1 (see README.md):
// - a shadow-database factory that creates a uniquely named database and drops it
//   WITH (FORCE) after closing its pool (adapter-pg's own reuses the main database name
//   when given a connection string and drops before closing its pool);
// - catalog columns of type "char" (OID 18), read by the engine's introspection, which
//   adapter-pg rejects: see char-columns.ts;
// - executeScript sent as one simple-protocol query instead of adapter-pg's naive split on
//   ';', which breaks on semicolons inside strings, comments and function bodies.
import { PrismaPg } from '@prisma/adapter-pg';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { patchClient, withCharColumns } from './char-columns.js';

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>;
export type EngineTransaction = Awaited<ReturnType<PgAdapter['startTransaction']>>;

export interface EngineAdapter {
  readonly provider: PgAdapter['provider'];
  readonly adapterName: string;
  queryRaw: PgAdapter['queryRaw'];
  executeRaw: PgAdapter['executeRaw'];
  startTransaction: PgAdapter['startTransaction'];
  getConnectionInfo: PgAdapter['getConnectionInfo'];
  executeScript(script: string): Promise<void>;
  dispose(): Promise<void>;
}

export interface EngineAdapterFactory {
  readonly provider: PgAdapter['provider'];
  readonly adapterName: string;
  connect(): Promise<EngineAdapter>;
  connectToShadowDb(): Promise<EngineAdapter>;
  /** Ends every pool and drops shadow databases the engine did not dispose of. */
  close(): Promise<void>;
}

function wrapTransaction(tx: EngineTransaction): EngineTransaction {
  return {
    adapterName: tx.adapterName,
    provider: tx.provider,
    options: tx.options,
    queryRaw: withCharColumns((query) => tx.queryRaw(query)),
    executeRaw: (query) => tx.executeRaw(query),
    commit: () => tx.commit(),
    rollback: () => tx.rollback(),
    ...(tx.createSavepoint && { createSavepoint: tx.createSavepoint.bind(tx) }),
    ...(tx.rollbackToSavepoint && { rollbackToSavepoint: tx.rollbackToSavepoint.bind(tx) }),
    ...(tx.releaseSavepoint && { releaseSavepoint: tx.releaseSavepoint.bind(tx) }),
  };
}

function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 4, allowExitOnIdle: true });
  pool.on('connect', patchClient);
  // Idle clients of a shadow database get terminated by DROP ... WITH (FORCE).
  pool.on('error', () => undefined);
  return pool;
}

function toDriverAdapterError(error: unknown): Error {
  const e = error as Partial<pg.DatabaseError>;
  if (typeof e.code !== 'string' || typeof e.severity !== 'string') return error as Error;
  const wrapped = new Error(e.message);
  wrapped.name = 'DriverAdapterError';
  wrapped.cause = {
    kind: 'postgres',
    code: e.code,
    severity: e.severity,
    message: e.message,
    detail: e.detail,
    column: e.column,
    hint: e.hint,
    originalCode: e.code,
    originalMessage: e.message,
  };
  return wrapped;
}

async function adapterOver(pool: pg.Pool, onDispose: () => Promise<void>): Promise<EngineAdapter> {
  const inner = await new PrismaPg(pool).connect();
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: withCharColumns((query) => inner.queryRaw(query)),
    executeRaw: (query) => inner.executeRaw(query),
    startTransaction: async (isolationLevel) =>
      wrapTransaction(await inner.startTransaction(isolationLevel)),
    getConnectionInfo: () => inner.getConnectionInfo(),
    executeScript: async (script) => {
      await pool.query(script).catch((error: unknown) => {
        throw toDriverAdapterError(error);
      });
    },
    dispose: async () => {
      await inner.dispose();
      await onDispose();
    },
  };
}

async function adminQuery(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function createAdapterFactory(databaseUrl: string): EngineAdapterFactory {
  const pools = new Set<pg.Pool>();
  const shadows = new Set<string>();
  const endPool = async (pool: pg.Pool) => {
    if (!pools.delete(pool)) return;
    await pool.end();
  };
  const dropShadow = async (name: string) => {
    if (!shadows.delete(name)) return;
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  const open = (url: string) => {
    const pool = createPool(url);
    pools.add(pool);
    return pool;
  };

  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    async connect() {
      const pool = open(databaseUrl);
      return adapterOver(pool, () => endPool(pool));
    },
    async connectToShadowDb() {
      const name = `prisma_shadow_${randomBytes(8).toString('hex')}`;
      await adminQuery(databaseUrl, `CREATE DATABASE "${name}"`);
      shadows.add(name);
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      const pool = open(url.toString());
      return adapterOver(pool, async () => {
        await endPool(pool);
        await dropShadow(name);
      });
    },
    async close() {
      await Promise.all([...pools].map(endPool));
      await Promise.all([...shadows].map(dropShadow));
    },
  };
}
