// One transaction for Prisma and SQL: both run on the same connection, see each other's
// uncommitted writes, and commit or roll back together; COPY loads rows inside it too.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, sql, type Database, type DatabaseHandle } from './index.ts';

let database: DatabaseHandle;

beforeAll(() => {
  database = connectDatabase(inject('databaseUrl'), { max: 4 });
});
afterAll(() => database.close());

const code = () => `tx-${randomUUID().slice(0, 8)}`;
const orgCount = async (orgCode: string) =>
  (
    await database.sql<{ n: number }>`
    SELECT count(*)::int AS n FROM organizations WHERE code = ${orgCode}`
  )[0]!.n;

describe('database.transaction', () => {
  it('runs Prisma and SQL on one connection', async () => {
    const pids = await database.transaction(async (tx) => {
      const [viaPrisma] = await tx.prisma.$queryRaw<
        { pid: number }[]
      >`SELECT pg_backend_pid() AS pid`;
      const [viaSql] = await tx.sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`;
      return { prisma: viaPrisma!.pid, sql: viaSql!.pid };
    });
    expect(pids.sql).toBe(pids.prisma);
  });

  it('lets SQL read what Prisma wrote before commit, and commits both', async () => {
    const first = code();
    const second = code();
    await database.transaction(async (tx) => {
      await tx.prisma.organization.create({ data: { code: first, name: 'First' } });
      const seen = await tx.sql<{ code: string }>`
        SELECT code FROM organizations WHERE code = ${first}`;
      expect(seen).toEqual([{ code: first }]);
      await tx.sql`INSERT INTO organizations (code, name) VALUES (${second}, 'Second')`;
      // Outside the transaction neither is visible yet.
      expect(await orgCount(first)).toBe(0);
    });
    expect(await orgCount(first)).toBe(1);
    expect(await orgCount(second)).toBe(1);
  });

  it('rolls back the Prisma and the SQL writes together when the work fails', async () => {
    const first = code();
    const second = code();
    const failure = database.transaction(async (tx) => {
      await tx.prisma.organization.create({ data: { code: first, name: 'First' } });
      await tx.sql`INSERT INTO organizations (code, name) VALUES (${second}, 'Second')`;
      throw new Error('boom');
    });
    await expect(failure).rejects.toThrow('boom');
    expect(await orgCount(first)).toBe(0);
    expect(await orgCount(second)).toBe(0);
  });

  it('joins the open transaction when asked for another one inside it', async () => {
    const orgCode = code();
    const failure = database.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        expect(inner).toBe(tx);
        await inner.sql`INSERT INTO organizations (code, name) VALUES (${orgCode}, 'Inner')`;
      });
      throw new Error('outer fails');
    });
    await expect(failure).rejects.toThrow('outer fails');
    expect(await orgCount(orgCode)).toBe(0);
  });

  it('keeps concurrent transactions on their own connections', async () => {
    const backend = sql`SELECT pg_backend_pid() AS pid, txid_current()::text AS xid`;
    const seen = await Promise.all(
      [code(), code(), code()].map((orgCode) =>
        database.transaction(async (tx) => {
          await tx.prisma.organization.create({ data: { code: orgCode, name: orgCode } });
          const [viaSql] = await tx.sql.query<{ pid: number; xid: string }>(backend);
          const [viaPrisma] = await tx.prisma.$queryRaw<{ pid: number; xid: string }[]>`
            SELECT pg_backend_pid() AS pid, txid_current()::text AS xid`;
          return { viaSql, viaPrisma };
        }),
      ),
    );
    for (const { viaSql, viaPrisma } of seen) expect(viaSql).toEqual(viaPrisma);
    expect(new Set(seen.map((s) => s.viaSql!.pid)).size).toBe(3);
    expect(new Set(seen.map((s) => s.viaSql!.xid)).size).toBe(3);
  });

  it('loads rows with COPY inside the transaction, escaping text and writing NULLs', async () => {
    const rows = [
      [code(), 'Tab\there, newline\nthere, back\\slash'],
      [code(), 'Plain'],
    ];
    const loaded = await database.transaction(async (tx) => {
      const count = await tx.sql.copyFrom('organizations', ['code', 'name'], rows);
      const back = await tx.sql<{ code: string; name: string; created_by: unknown }>`
        SELECT code, name, created_by FROM organizations
         WHERE code = ANY(${rows.map((r) => r[0])}) ORDER BY name DESC`;
      return { count, back };
    });
    expect(loaded.count).toBe(2);
    expect(loaded.back).toEqual([
      { code: rows[0]![0], name: rows[0]![1], created_by: null },
      { code: rows[1]![0], name: 'Plain', created_by: null },
    ]);
  });
});

describe('a transaction that has ended', () => {
  const insert = (tx: Database, orgCode: string) =>
    tx.sql`INSERT INTO organizations (code, name) VALUES (${orgCode}, 'Late')`;

  it('refuses SQL once it has committed, instead of running on the released connection', async () => {
    const orgCode = code();
    const ended = await database.transaction(async (tx) => {
      await tx.sql`SELECT 1`;
      return tx;
    });
    await expect(insert(ended, orgCode)).rejects.toThrow(/transaction has ended/);
    expect(await orgCount(orgCode)).toBe(0);
  });

  it('refuses SQL after a timeout, also right after a statement that ran into it', async () => {
    // Prisma rolls back at the timeout while the work goes on: a statement issued after
    // that must not run on the connection outside the transaction (it would commit).
    const afterSleep = code();
    const afterStatement = code();
    const late: Promise<unknown>[] = [];
    const sleeping = database.transaction(
      async (tx) => {
        await tx.sql`SELECT 1`;
        await sleep(500);
        // Each work waits for its own statement (the two push in either order); Prisma has
        // given up on the work already, so a rejection out of it would go unhandled.
        const statement = insert(tx, afterSleep);
        late.push(statement);
        await statement.catch(() => undefined);
      },
      { timeout: 100 },
    );
    const querying = database.transaction(
      async (tx) => {
        // The timeout falls while this statement runs; the rollback is queued behind it.
        await tx.sql`SELECT pg_sleep(0.5)`.catch(() => undefined);
        const statement = insert(tx, afterStatement);
        late.push(statement);
        await statement.catch(() => undefined);
      },
      { timeout: 100 },
    );
    const settled = await Promise.allSettled([sleeping, querying]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    const statements = await Promise.allSettled(late);
    expect(statements.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(await orgCount(afterSleep)).toBe(0);
    expect(await orgCount(afterStatement)).toBe(0);
  });
});

describe('sql', () => {
  it('keeps values as bind parameters and splices fragments', async () => {
    const hostile = "x'; DROP TABLE organizations; --";
    const where = sql`code = ${hostile}`;
    const query = sql`SELECT count(*)::int AS n FROM organizations WHERE ${where} AND ${1} = ${1}`;
    expect(query.values).toEqual([hostile, 1, 1]);
    expect(await database.sql.query(query)).toEqual([{ n: 0 }]);
    const joined = sql.join([sql`${1}::int AS a`, sql`${'b'}::text AS b`]);
    expect(await database.sql.query(sql`SELECT ${joined}`)).toEqual([{ a: 1, b: 'b' }]);
  });

  it('refuses a COPY into a name that is not a plain identifier', async () => {
    await expect(
      database.sql.copyFrom('organizations; DROP TABLE x', ['code'], []),
    ).rejects.toThrow('Not a plain SQL identifier');
  });
});
