// Jobs survive their worker: a large import runs in a separate worker process (`src/worker.ts`, as
// `pnpm worker` starts it), which is killed with SIGKILL in the middle; a new worker process takes
// the job over once the lease runs out and finishes it. Every product exists exactly once, with
// exactly one import revision, and every record has exactly one job item. A database of its own: no
// other test file's worker may take the job.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  actingAs,
  jobs,
  JobQueue,
  jobSettingsIn,
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

const PRODUCTS = 3000;
const apiRoot = path.resolve(import.meta.dirname, '../..');

const scratch = await scratchDatabases(process.env.DATABASE_URL!, 'jobs_restart');
const url = await scratch.before('99999999999999_after_every_migration');
const database: DatabaseHandle = connectDatabase(url, { max: 4 });
const filesDir = mkdtempSync(path.join(tmpdir(), 'pim-restart-files-'));
const services: JobServices = {
  files: jobSettingsIn(filesDir, { FILE_MAX_BYTES: 50 * 1024 * 1024, JOB_IMPORT_BATCH: 250 }),
  queue: new JobQueue(),
};
const workers: ChildProcess[] = [];

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await services.queue.stop();
  await database.close();
  await scratch.dropAll();
});

const org = await createOrganization(database.prisma);
const tenant = await createTenant(database.prisma, org.id);
await createEnrichmentCatalog(database.prisma, tenant.id);
// The job acts with its creator's grants of the moment: a real administrator of the tenant.
const admin = await createUser(database.prisma, {
  organizationId: org.id,
  passwordHash: 'not-used',
  memberships: [{ tenantId: tenant.id, roleIds: [tenant.roles.admin] }],
});

const principal = actingAs({ kind: 'user', id: admin.id, name: 'Restart test' }, tenant.id, [
  'jobs.imports.read',
  'jobs.imports.write',
  'catalog.products.read',
  'catalog.products.write',
]);
const scope: TenantScope & JobServices = {
  db: database,
  tenantId: tenant.id,
  principal,
  source: 'api',
  ...services,
};

/** A worker process on the scratch database, with a short lease (a lost one is seen fast). */
function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      FILE_DIR: filesDir,
      JOB_LEASE_SECONDS: '3',
      JOB_IMPORT_BATCH: '100',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  workers.push(child);
  return child;
}

async function jobRow(id: string) {
  return database.prisma.job.findUniqueOrThrow({ where: { id } });
}

async function waitUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a worker killed mid-import', () => {
  it('leaves whole batches only; the next worker finishes the job exactly once', async () => {
    const lines = ['code,family,name:en_US,rating,waterproof'];
    for (let i = 0; i < PRODUCTS; i++) {
      lines.push(`restart-${String(i).padStart(5, '0')},shirts,Shirt ${i},${i % 5},${i % 2 === 0}`);
    }
    const file = await uploadJobFile(scope, {
      filename: 'products.csv',
      content: Buffer.from(lines.join('\n')),
    });
    const job = await jobs.startImport(scope, {
      entity: 'products',
      format: 'csv',
      file_id: file.file_id,
      mode: 'upsert',
      dry_run: false,
    });

    const first = startWorker();
    const midway = await waitUntil(
      'the first worker to be part-way',
      () => jobRow(job.id),
      (row) => row.processed > 0,
    );
    expect(midway.processed).toBeLessThan(PRODUCTS);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = await jobRow(job.id);
    expect(atKill.status).toBe('running');
    // Whatever the first worker committed is whole: items, products and checkpoint agree.
    expect(await database.prisma.jobItem.count({ where: { jobId: job.id } })).toBe(
      atKill.checkpoint,
    );

    startWorker();
    const done = await waitUntil(
      'the second worker to finish',
      () => jobRow(job.id),
      (row) => row.status !== 'running' && row.status !== 'queued',
    );
    expect(done.status).toBe('completed');
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(done).toMatchObject({
      total: PRODUCTS,
      processed: PRODUCTS,
      succeeded: PRODUCTS,
      failed: 0,
    });

    const products = await database.sql<{ code: string; count: string }>`
      SELECT code, count(*)::text AS count FROM products
      WHERE tenant_id = ${tenant.id} AND code LIKE 'restart-%' GROUP BY code`;
    expect(products).toHaveLength(PRODUCTS);
    expect(products.every((row) => row.count === '1')).toBe(true);
    const revisions = await database.sql<{ product_id: string; count: string }>`
      SELECT r.product_id, count(*)::text AS count FROM product_revisions r
      JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
      WHERE p.tenant_id = ${tenant.id} AND p.code LIKE 'restart-%'
        AND r.change_source = 'import'
      GROUP BY r.product_id`;
    expect(revisions).toHaveLength(PRODUCTS);
    expect(revisions.every((row) => row.count === '1')).toBe(true);
    const items = await database.sql<{ count: string; distinct: string }>`
      SELECT count(*)::text AS count, count(DISTINCT index)::text AS distinct
      FROM job_items WHERE tenant_id = ${tenant.id} AND job_id = ${job.id}`;
    expect(items[0]).toEqual({ count: String(PRODUCTS), distinct: String(PRODUCTS) });
  }, 180_000);
});
