// `pnpm bench:import`: imports BENCH_IMPORT_PRODUCTS (100,000) generated products with 20
// values each from one CSV file through a real import job (upload, queue, worker, batches,
// validation, values, completeness, one revision each, job items), beside a raw COPY of the
// same rows into a scratch table in the same run (the baseline); then exports the same
// products to CSV through an export job, sampling the process's RSS while it runs.
// Targets (issue 10): import >= 10,000 products/s end to end and >= 25% of the raw COPY
// rate; export >= 20,000 products/s with peak RSS < 400 MB.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_IMPORT_BATCH,
  hashPassword,
  JobQueue,
  jobs,
  jobSettingsIn,
  startJobWorker,
  uploadJobFile,
  type JobServices,
} from '../packages/core/src/index.ts';
import { connectDatabase, sql } from '../packages/db/src/index.ts';
import { startEmbeddedPostgres } from '../packages/db/src/embedded-postgres.ts';
import { deployMigrations } from '../packages/db/src/migrate/index.ts';
import { seedDatabase } from '../packages/db/src/seed/index.ts';
import { benchPrincipal, createBenchTenant } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 100_000);
const TEXTS = 12;
const NUMBERS = 4;
const SELECTS = 2;
const BOOLEANS = 2;

const pg = await startEmbeddedPostgres({ persistent: false });
await deployMigrations(pg.connectionString);
const database = connectDatabase(pg.connectionString, { max: 6 });
const filesDir = mkdtempSync(path.join(tmpdir(), 'pim-bench-files-'));
const services: JobServices = {
  files: jobSettingsIn(filesDir, {
    FILE_MAX_BYTES: 1024 * 1024 * 1024,
    JOB_IMPORT_BATCH: Number(process.env.JOB_IMPORT_BATCH ?? DEFAULT_IMPORT_BATCH),
  }),
  queue: new JobQueue({ pollingIntervalSeconds: 0.5 }),
};

async function waitForJob(id: string, onTick?: () => void) {
  for (;;) {
    const row = await database.prisma.job.findUniqueOrThrow({ where: { id } });
    if (row.status !== 'queued' && row.status !== 'running') return row;
    onTick?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000);
const fmt = (n: number) => n.toLocaleString('en');

try {
  await seedDatabase(database.prisma, { hashPassword });
  const tenantId = await createBenchTenant(database, {
    code: 'bench-import',
    name: 'Bench import',
  });
  const principal = await benchPrincipal(database, tenantId);
  const scope = { db: database, principal, source: 'api' as const, tenantId, ...services };

  // The structure: one family with 20 unscoped attributes, two of them selects with options.
  const columns: string[] = [];
  const attributeRows: { code: string; type: string }[] = [];
  for (let i = 0; i < TEXTS; i++) attributeRows.push({ code: `text_${i}`, type: 'text' });
  for (let i = 0; i < NUMBERS; i++) attributeRows.push({ code: `number_${i}`, type: 'number' });
  for (let i = 0; i < SELECTS; i++) attributeRows.push({ code: `select_${i}`, type: 'select' });
  for (let i = 0; i < BOOLEANS; i++) attributeRows.push({ code: `flag_${i}`, type: 'boolean' });
  const structure = await jobs.startImport(scope, {
    entity: 'attributes',
    format: 'json',
    mode: 'upsert',
    dry_run: false,
    items: attributeRows.map((a) => ({
      code: a.code,
      name: a.code,
      type: a.type,
      ...(a.type === 'number' ? { config: { decimals_allowed: true } } : {}),
    })),
  });
  const worker = await startJobWorker({ database, ...services, leaseSeconds: 60 });
  await waitForJob(structure.id);
  const options = await jobs.startImport(scope, {
    entity: 'attribute_options',
    format: 'json',
    mode: 'upsert',
    dry_run: false,
    items: attributeRows
      .filter((a) => a.type === 'select')
      .flatMap((a) =>
        ['red', 'green', 'blue', 'black'].map((code) => ({ attribute: a.code, code, name: code })),
      ),
  });
  await waitForJob(options.id);
  const family = await jobs.startImport(scope, {
    entity: 'families',
    format: 'json',
    mode: 'upsert',
    dry_run: false,
    items: [
      {
        code: 'bench',
        name: 'Bench',
        attributes: attributeRows.map((a, i) => ({ code: a.code, is_mandatory: i < 5 })),
      },
    ],
  });
  const familyDone = await waitForJob(family.id);
  if (familyDone.failed > 0 || familyDone.status !== 'completed') {
    throw new Error(`the bench structure did not import: ${JSON.stringify(familyDone)}`);
  }

  // The file: code, family, then the 20 values.
  columns.push('code', 'family', ...attributeRows.map((a) => a.code));
  const colors = ['red', 'green', 'blue', 'black'];
  const rows: string[][] = [];
  for (let n = 0; n < PRODUCTS; n++) {
    rows.push([
      `sku-${String(n).padStart(7, '0')}`,
      'bench',
      ...attributeRows.map((a, i) => {
        if (a.type === 'text') return `Value ${i} of product ${n}, with some words`;
        if (a.type === 'number') return String((n * (i + 1)) % 10_000) + '.5';
        if (a.type === 'select') return colors[(n + i) % colors.length]!;
        return (n + i) % 2 === 0 ? 'true' : 'false';
      }),
    ]);
  }
  const csv =
    [columns, ...rows]
      .map((cells) =>
        cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','),
      )
      .join('\n') + '\n';
  console.log(
    `generated ${fmt(PRODUCTS)} products x ${attributeRows.length} values: ` +
      `${(csv.length / 1024 / 1024).toFixed(1)} MB of CSV`,
  );

  // The baseline: the same rows COPYed into a scratch table, in the same process.
  const scratchColumns = columns.map((_, i) => `c${i}`);
  await database.sql.execute(
    sql.raw(`CREATE TABLE bench_scratch (${scratchColumns.map((c) => `${c} text`).join(', ')})`),
  );
  const copyStart = performance.now();
  await database.sql.copyFrom('bench_scratch', scratchColumns, rows);
  const copyMs = performance.now() - copyStart;

  // The import job, end to end: upload, start, worker, done.
  const importStart = performance.now();
  const file = await uploadJobFile(scope, { filename: 'bench.csv', content: Buffer.from(csv) });
  const job = await jobs.startImport(scope, {
    entity: 'products',
    format: 'csv',
    file_id: file.file_id,
    mode: 'upsert',
    dry_run: false,
  });
  const done = await waitForJob(job.id);
  const importMs = performance.now() - importStart;
  if (done.status !== 'completed' || done.failed > 0) {
    const failures = await database.prisma.jobItem.findMany({
      where: { jobId: job.id, status: 'failed' },
      take: 3,
    });
    throw new Error(`import ended ${done.status}: ${JSON.stringify({ done, failures })}`);
  }
  const copyRate = rate(PRODUCTS, copyMs);
  const importRate = rate(PRODUCTS, importMs);
  console.log(
    `raw COPY of the same rows        ${fmt(copyRate).padStart(9)} rows/s     (${(copyMs / 1000).toFixed(2)} s)`,
  );
  console.log(
    `import job, end to end           ${fmt(importRate).padStart(9)} products/s (${(importMs / 1000).toFixed(2)} s)` +
      `   ${((importRate / copyRate) * 100).toFixed(1)}% of COPY` +
      `   targets: >= 10,000/s and >= 25% of COPY`,
  );

  // The export of the same products, by a worker process of its own (as `pnpm worker`
  // runs): its peak RSS (VmHWM) is the export's, not this process's with the generated file.
  await worker.stop();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: path.join(import.meta.dirname, '..', 'apps', 'api'),
    env: {
      ...process.env,
      DATABASE_URL: pg.connectionString,
      FILE_DIR: filesDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakKb = 0;
  const sample = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
  };
  const exportJob = await jobs.startExport(scope, { entity: 'products', format: 'csv' });
  const exported = await waitForJob(exportJob.id, sample);
  // From the worker taking the job to its end (the worker process's own start excluded).
  const exportMs = exported.finishedAt!.getTime() - exported.startedAt!.getTime();
  sample();
  child.kill('SIGTERM');
  if (exported.status !== 'completed') throw new Error(`export ended ${exported.status}`);
  console.log(
    `export job (csv), start to end   ${fmt(rate(PRODUCTS, exportMs)).padStart(9)} products/s (${(exportMs / 1000).toFixed(2)} s)` +
      `   worker peak RSS ${Math.round(peakKb / 1024)} MB   targets: >= 20,000/s, RSS < 400 MB`,
  );
} finally {
  await database.close();
  await pg.stop();
}
