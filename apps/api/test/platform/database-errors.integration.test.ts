// Database errors become the contract's codes in one place (packages/core), whichever way the
// statement ran: Prisma's client, Prisma's raw queries, or the pg pool (bulk paths, workers).
import { fromDatabaseError } from '@pim/core';
import { connectDatabase, type DatabaseHandle } from '@pim/db';
import { afterAll, beforeAll, expect, it } from 'vitest';

let database: DatabaseHandle;
beforeAll(() => {
  database = connectDatabase(process.env.DATABASE_URL!, { max: 2 });
});
afterAll(() => database.close());

async function codeOf(statement: () => Promise<unknown>) {
  try {
    await statement();
  } catch (error) {
    const mapped = fromDatabaseError(error);
    return mapped && { code: mapped.code, status: mapped.status };
  }
  throw new Error('the statement did not fail');
}

it('maps a lock it cannot get, and a transaction that has ended, to a 409 to retry', async () => {
  const { prisma, pool } = database;
  const org = await prisma.organization.create({
    data: { code: `busy-${crypto.randomUUID().slice(0, 8)}`, name: 'Busy' },
  });
  const holder = await pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM organizations WHERE id = $1 FOR UPDATE', [org.id]);
    const busy = await codeOf(() =>
      database.transaction(async (tx) => {
        await tx.sql`SET LOCAL lock_timeout = '50ms'`;
        await tx.sql`UPDATE organizations SET name = 'x' WHERE id = ${org.id}`;
      }),
    );
    expect(busy).toEqual({ code: 'in_use', status: 409 });
  } finally {
    await holder.query('ROLLBACK');
    holder.release();
  }
  let ended: Parameters<Parameters<typeof database.transaction>[0]>[0] | undefined;
  await database.transaction(async (tx) => {
    ended = tx;
    await tx.sql`SELECT 1`;
  });
  const late = fromDatabaseError(await ended!.sql`SELECT 1`.catch((error: unknown) => error));
  expect(late).toMatchObject({ code: 'in_use', status: 409, retryAfter: 1 });
});

it('maps unique, foreign-key and text errors from the client, raw queries and the pool', async () => {
  const { prisma, pool } = database;
  const org = await prisma.organization.create({
    data: { code: `dberr-${crypto.randomUUID().slice(0, 8)}`, name: 'Errors' },
  });
  const conflict = { code: 'already_exists', status: 409 };
  expect(
    await codeOf(() => prisma.organization.create({ data: { code: org.code, name: 'again' } })),
  ).toEqual(conflict);
  expect(
    await codeOf(
      () => prisma.$executeRaw`INSERT INTO organizations (code, name) VALUES (${org.code}, 'x')`,
    ),
  ).toEqual(conflict);
  expect(
    await codeOf(() =>
      pool.query('INSERT INTO organizations (code, name) VALUES ($1, $2)', [org.code, 'x']),
    ),
  ).toEqual(conflict);

  const reference = { code: 'invalid_reference', status: 400 };
  const missing = crypto.randomUUID();
  expect(
    await codeOf(() =>
      prisma.tenant.create({ data: { organizationId: missing, code: `t-${missing}`, name: 'x' } }),
    ),
  ).toEqual(reference);
  expect(
    await codeOf(
      () =>
        prisma.$executeRaw`INSERT INTO tenants (organization_id, code, name) VALUES (${missing}::uuid, ${`t-${missing}`}, 'x')`,
    ),
  ).toEqual(reference);

  expect(
    await codeOf(() =>
      prisma.organization.create({ data: { code: `nul-${missing}`, name: 'a\u0000b' } }),
    ),
  ).toEqual({ code: 'invalid_value', status: 400 });
  expect(await codeOf(() => prisma.$queryRaw`SELECT ${'nope'}::uuid`)).toEqual({
    code: 'invalid_format',
    status: 400,
  });
  expect(
    await codeOf(() => prisma.organization.update({ where: { id: missing }, data: { name: 'x' } })),
  ).toEqual({ code: 'not_found', status: 404 });
  // Anything else stays an internal error for the caller to log.
  expect(await codeOf(() => pool.query('SELECT * FROM no_such_table'))).toBeUndefined();
});
