// How workers take jobs. Fairly across tenants: when a worker slot frees, it takes the oldest
// job of the tenant with the fewest jobs running that has waited longest, not the globally
// oldest job, so one tenant's backlog never holds another tenant's job behind more than one of
// its own. Two at once unless told otherwise. A job that keeps taking its worker down is given
// up; a worker stopped on purpose hands its job over after the batch in flight. A database of
// its own: no other test file's worker may take these jobs, and no other file's jobs
// interleave.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  actingAs,
  jobs,
  JobQueue,
  jobSettingsIn,
  MAX_JOB_ATTEMPTS,
  startJobWorker,
  uploadJobFile,
  type JobServices,
  type TenantScope,
} from '@pim/core';
import { connectDatabase, type DatabaseHandle } from '@pim/db';
import {
  createEnrichmentCatalog,
  createOrganization,
  createTenant,
  createUser,
} from '@pim/db/seed';
import { scratchDatabases } from '@pim/db/testing/scratch-databases';
import { afterAll, describe, expect, it } from 'vitest';

const scratch = await scratchDatabases(process.env.DATABASE_URL!, 'jobs_fairness');
const url = await scratch.before('99999999999999_after_every_migration');
const database: DatabaseHandle = connectDatabase(url, { max: 8 });
const filesDir = mkdtempSync(path.join(tmpdir(), 'pim-fairness-files-'));
const services: JobServices = {
  files: jobSettingsIn(filesDir, { FILE_MAX_BYTES: 10 * 1024 * 1024, JOB_IMPORT_BATCH: 100 }),
  queue: new JobQueue({ pollingIntervalSeconds: 0.5 }),
};

afterAll(async () => {
  await database.close();
  await scratch.dropAll();
});

const org = await createOrganization(database.prisma);

/** A tenant with the demo-like catalog and an administrator who starts its jobs. */
async function tenantWithAdmin(name: string): Promise<TenantScope & JobServices> {
  const tenant = await createTenant(database.prisma, org.id);
  await createEnrichmentCatalog(database.prisma, tenant.id);
  const admin = await createUser(database.prisma, {
    organizationId: org.id,
    passwordHash: 'not-used',
    memberships: [{ tenantId: tenant.id, roleIds: [tenant.roles.admin] }],
  });
  const principal = actingAs({ kind: 'user', id: admin.id, name }, tenant.id, [
    'jobs.exports.read',
    'jobs.exports.write',
    'jobs.imports.read',
    'jobs.imports.write',
    'catalog.products.read',
    'catalog.products.write',
  ]);
  return { db: database, tenantId: tenant.id, principal, source: 'api', ...services };
}

const exportProducts = (scope: TenantScope & JobServices) =>
  jobs.startExport(scope, { entity: 'products', format: 'json' });

async function waitUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const jobRows = (ids: string[]) =>
  database.prisma.job.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      status: true,
      startedAt: true,
      finishedAt: true,
      leaseOwner: true,
    },
  });

const ended = (rows: { status: string }[]) =>
  rows.every((row) => row.status !== 'queued' && row.status !== 'running');

describe('the pick across tenants', () => {
  it("puts a tenant's job behind at most one job of another tenant's backlog", async () => {
    const a = await tenantWithAdmin('Tenant A');
    const b = await tenantWithAdmin('Tenant B');
    const c = await tenantWithAdmin('Tenant C');
    // A queues four jobs, then B one, then C one: all waiting before any worker runs.
    const queued = [
      { name: 'a1', job: await exportProducts(a) },
      { name: 'a2', job: await exportProducts(a) },
      { name: 'a3', job: await exportProducts(a) },
      { name: 'a4', job: await exportProducts(a) },
      { name: 'b1', job: await exportProducts(b) },
      { name: 'c1', job: await exportProducts(c) },
    ];
    const ids = queued.map((entry) => entry.job.id);

    const worker = await startJobWorker({
      database,
      queue: new JobQueue({ pollingIntervalSeconds: 0.5 }),
      files: services.files,
      concurrency: 1,
    });
    try {
      const rows = await waitUntil('every job to end', () => jobRows(ids), ended);
      expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'completed'));
      const nameOf = new Map(queued.map((entry) => [entry.job.id, entry.name]));
      const startOrder = [...rows]
        .sort((x, y) => x.startedAt!.getTime() - y.startedAt!.getTime())
        .map((row) => nameOf.get(row.id));
      // First in, first out would be a1 a2 a3 a4 b1 c1.
      expect(startOrder).toEqual(['a1', 'b1', 'c1', 'a2', 'a3', 'a4']);
    } finally {
      await worker.stop();
    }
  });
});

describe('a worker by default', () => {
  it('runs two jobs at once', async () => {
    const a = await tenantWithAdmin('Tenant D');
    const [family] = await database.sql<{ id: string }>`
      SELECT id FROM product_families WHERE tenant_id = ${a.tenantId} AND code = 'shirts'`;
    const importOne = async (code: string) => {
      const file = await uploadJobFile(a, {
        filename: `${code}.csv`,
        content: Buffer.from(`code,family,name:en_US\n${code},shirts,Shirt ${code}`),
      });
      return jobs.startImport(a, {
        entity: 'products',
        format: 'csv',
        file_id: file.file_id,
        mode: 'upsert',
        dry_run: false,
      });
    };
    const first = await importOne('fair-first');
    const second = await importOne('fair-second');
    const ids = [first.id, second.id];

    // The family row locked: each import's first batch waits on it, so neither can end
    // before both have been taken, whatever the machine's speed.
    let worker: Awaited<ReturnType<typeof startJobWorker>> | undefined;
    try {
      const both = await database.transaction(
        async (tx) => {
          await tx.sql`SELECT 1 FROM product_families WHERE id = ${family!.id} FOR UPDATE`;
          worker = await startJobWorker({
            database,
            queue: new JobQueue({ pollingIntervalSeconds: 0.5 }),
            files: services.files,
          });
          return waitUntil(
            'both imports to run at once',
            () => jobRows(ids),
            (rows) => rows.every((row) => row.status === 'running'),
          );
        },
        { timeout: 90_000 },
      );
      expect(new Set(both.map((row) => row.leaseOwner))).toEqual(new Set([worker!.id]));

      const rows = await waitUntil('both imports to end', () => jobRows(ids), ended);
      expect(rows.map((row) => row.status)).toEqual(['completed', 'completed']);
      // Each started before the other finished.
      const [x, y] = rows;
      expect(x!.startedAt!.getTime()).toBeLessThan(y!.finishedAt!.getTime());
      expect(y!.startedAt!.getTime()).toBeLessThan(x!.finishedAt!.getTime());
    } finally {
      await worker?.stop();
    }
  });
});

describe('a job that keeps taking its worker down', () => {
  it(`is given up, failed, when taken more than ${MAX_JOB_ATTEMPTS} times`, async () => {
    const a = await tenantWithAdmin('Tenant E');
    const poison = await exportProducts(a);
    const healthy = await exportProducts(a);
    // As a worker leaves it after dying under it for the last allowed time: running, its
    // lease run out.
    await database.sql`
      UPDATE jobs SET status = 'running', attempts = ${MAX_JOB_ATTEMPTS},
        lease_owner = 'dead-worker', lease_expires_at = now() - interval '1 second'
      WHERE id = ${poison.id}`;
    const worker = await startJobWorker({
      database,
      queue: new JobQueue({ pollingIntervalSeconds: 0.5 }),
      files: services.files,
    });
    try {
      const rows = await waitUntil(
        'both jobs to end',
        () =>
          database.prisma.job.findMany({
            where: { id: { in: [poison.id, healthy.id] } },
            select: { id: true, status: true, error: true, attempts: true },
          }),
        ended,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(poison.id)).toMatchObject({
        status: 'failed',
        attempts: MAX_JOB_ATTEMPTS + 1,
        error: { code: 'internal_error' },
      });
      expect((byId.get(poison.id)!.error as { message: string }).message).toContain(
        `taken ${MAX_JOB_ATTEMPTS} times`,
      );
      expect(byId.get(healthy.id)).toMatchObject({ status: 'completed', attempts: 1 });
    } finally {
      await worker.stop();
    }
  });
});

describe('a worker stopped on purpose', () => {
  it('hands its job over after the batch in flight; the next worker finishes it once', async () => {
    const a = await tenantWithAdmin('Tenant F');
    const PRODUCTS = 2000;
    const lines = ['code,family,name:en_US'];
    for (let i = 0; i < PRODUCTS; i++) lines.push(`handover-${i},shirts,Shirt ${i}`);
    const file = await uploadJobFile(a, {
      filename: 'handover.csv',
      content: Buffer.from(lines.join('\n')),
    });
    const job = await jobs.startImport(a, {
      entity: 'products',
      format: 'csv',
      file_id: file.file_id,
      mode: 'upsert',
      dry_run: false,
    });
    const row = () => database.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
    const start = () =>
      startJobWorker({
        database,
        queue: new JobQueue({ pollingIntervalSeconds: 0.5 }),
        files: services.files,
        concurrency: 1,
      });

    const first = await start();
    await waitUntil('the first batch', row, (now) => now.processed > 0);
    await first.stop();
    const handed = await row();
    // Still running, nobody's: the next pick takes it at once, not after the lease.
    expect(handed).toMatchObject({ status: 'running', leaseOwner: null, leaseExpiresAt: null });
    expect(handed.processed).toBeLessThan(PRODUCTS);
    expect(await database.prisma.jobItem.count({ where: { jobId: job.id } })).toBe(
      handed.checkpoint,
    );

    const second = await start();
    try {
      const done = await waitUntil('the second worker to finish', row, (now) => ended([now]));
      expect(done).toMatchObject({
        status: 'completed',
        attempts: 2,
        processed: PRODUCTS,
        succeeded: PRODUCTS,
      });
      const [counts] = await database.sql<{ products: number; items: number }>`
        SELECT
          (SELECT count(*)::int FROM products
            WHERE tenant_id = ${a.tenantId} AND code LIKE 'handover-%') AS products,
          (SELECT count(DISTINCT index)::int FROM job_items WHERE job_id = ${job.id}) AS items`;
      expect(counts).toEqual({ products: PRODUCTS, items: PRODUCTS });
    } finally {
      await second.stop();
    }
  });
});
