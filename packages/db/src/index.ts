// The one place the application gets a database client from.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.ts';

export { Prisma, PrismaClient } from './generated/prisma/client.ts';
export type * from './generated/prisma/client.ts';
export * from './seed/permission-tree.ts';
export * from './seed/default-roles.ts';

export type Db = PrismaClient;
/** The pg pool under Prisma, for hot raw reads (prepared statements) and bulk paths. */
export type SqlPool = pg.Pool;
/** A client or an interactive transaction: repository functions accept either. */
export type DbTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;

export interface DatabaseHandle {
  prisma: PrismaClient;
  /** The pg pool under Prisma, for the few raw paths (health check, COPY). */
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(
  connectionString: string,
  options: { max?: number } = {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client dying (server restart, terminated backend) must not crash the process.
  pool.on('error', () => undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    prisma,
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
