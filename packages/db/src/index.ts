// The one place the application gets a database client from.
import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { PrismaClient } from './generated/prisma/client.ts';
import { databaseOf, TransactionalPool, type Database } from './transaction.ts';

export { Prisma, PrismaClient } from './generated/prisma/client.ts';
export type * from './generated/prisma/client.ts';
export * from './seed/permission-tree.ts';
export * from './seed/default-roles.ts';
export { sql, createSql, toQueryConfig, type Sql, type SqlFragment } from './sql.ts';
export type { Database, DbTx, TransactionOptions } from './transaction.ts';
export { TransactionEndedError } from './transaction.ts';

export type Db = PrismaClient;
/** The pg pool under Prisma, for hot raw reads (prepared statements) and bulk paths. */
export type SqlPool = pg.Pool;
/** The database a process opens: Prisma and SQL on one pool, and the way to close it. */
export interface DatabaseHandle extends Database {
  readonly prisma: PrismaClient;
  /** The pg pool under Prisma, for the identity hot path and the health check. */
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(
  connectionString: string,
  options: { max?: number } = {},
): DatabaseHandle {
  const pool = new TransactionalPool({ connectionString, max: options.max ?? 10 });
  // An idle client dying (server restart, terminated backend) must not crash the process.
  pool.on('error', () => undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    ...databaseOf(prisma, pool),
    prisma,
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
