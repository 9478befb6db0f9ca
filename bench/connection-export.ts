// `pnpm bench:connection-export`: a full channel export of the medium catalog (BENCH_PRODUCTS,
// default 50,000 products of 72 scoped values, 200 categories; the not-archived ones are sent)
// through a connection to a local SFTP server (Debian's sshd) and to a local HTTP receiver,
// beside the plain CSV export job of the same products (the product list's `enabled` filter,
// the channel's values) in the same run. Each job runs in a worker process of its own, whose
// peak RSS (VmHWM) is sampled while it runs. Records have the shape of a 25-attribute schema
// (code, status, family, categories, updated_at and 20 catalog attributes); every category is
// mapped. Target (issue 19): each connection export at least 50% of the plain export's rate,
// peak RSS under 400 MB.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  categoryMappings,
  configureIntegration,
  connections,
  connectorSchemas,
  hashPassword,
  JobQueue,
  jobs,
  jobSettingsIn,
  loadIntegrationSettings,
  startConnectionExport,
  type JobServices,
} from '../packages/core/src/index.ts';
import { startHttpReceiver, startSftpServer } from '../packages/core/src/testing.ts';
import { connectDatabase } from '../packages/db/src/index.ts';
import { startEmbeddedPostgres } from '../packages/db/src/embedded-postgres.ts';
import { deployMigrations } from '../packages/db/src/migrate/index.ts';
import { seedDatabase } from '../packages/db/src/seed/index.ts';
import { loadMediumCatalog, PRODUCTS } from './medium-catalog.ts';
import { benchPrincipal, createBenchTenant } from './support.ts';

const CHANNEL = 'ecommerce';
const SCHEMA_ATTRIBUTES = 20;

const pg = await startEmbeddedPostgres({ persistent: false });
await deployMigrations(pg.connectionString);
const database = connectDatabase(pg.connectionString, { max: 6 });
const filesDir = mkdtempSync(path.join(tmpdir(), 'pim-bench-files-'));
const services: JobServices = {
  files: jobSettingsIn(filesDir, { FILE_MAX_BYTES: 1024 * 1024 * 1024 }),
  queue: new JobQueue({ pollingIntervalSeconds: 0.5 }),
};
// The same settings here (sealing the credentials) and in the workers (opening them).
const integrationEnv = {
  OUTBOUND_ALLOW_PRIVATE: 'true',
  OUTBOUND_ALLOW_HTTP: 'true',
  CREDENTIALS_KEYS: `bench:${randomBytes(32).toString('base64')}`,
};
configureIntegration(
  loadIntegrationSettings(integrationEnv, {
    repoRoot: process.cwd(),
    credentialKeys: [
      { id: 'bench', key: Buffer.from(integrationEnv.CREDENTIALS_KEYS.slice(6), 'base64') },
    ],
  }),
);

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000);
const fmt = (n: number) => n.toLocaleString('en');

async function waitForJob(id: string, onTick: () => void) {
  for (;;) {
    const row = await database.prisma.job.findUniqueOrThrow({ where: { id } });
    if (row.status !== 'queued' && row.status !== 'running') return row;
    onTick();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs one job in a worker process of its own (as `pnpm worker` runs): its time from the
 * worker taking it to its end, and the worker's peak RSS.
 */
async function inWorker(start: () => Promise<{ id: string }>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: path.join(import.meta.dirname, '..', 'apps', 'api'),
    env: {
      ...process.env,
      ...integrationEnv,
      DATABASE_URL: pg.connectionString,
      FILE_DIR: filesDir,
      LOG_LEVEL: 'warn',
      ...(process.env.BENCH_WORKER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakKb = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // the worker has not started yet, or has ended
    }
  };
  try {
    const job = await start();
    const done = await waitForJob(job.id, sample);
    sample();
    if (done.status !== 'completed') {
      throw new Error(`job ended ${done.status}: ${JSON.stringify(done.error)}`);
    }
    const ms = done.finishedAt!.getTime() - done.startedAt!.getTime();
    return { done, ms, peakMb: Math.round(peakKb / 1024) };
  } finally {
    child.kill('SIGTERM');
  }
}

const sftp = await startSftpServer();
const receiver = await startHttpReceiver();
try {
  await seedDatabase(database.prisma, { hashPassword });
  const tenantId = await createBenchTenant(database, { code: 'bench-conn', name: 'Bench conn' });
  const principal = await benchPrincipal(database, tenantId);
  const scope = { db: database, principal, source: 'api' as const, tenantId, ...services };
  const loadStart = performance.now();
  const catalog = await loadMediumCatalog(database.sql, tenantId);
  console.log(
    `loaded ${fmt(PRODUCTS)} products in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );

  // A schema of 25 attributes on each built-in connector used, made its default.
  const schemaAttributes = [
    { code: 'code', name: 'Code', type: 'string', required: true },
    { code: 'status', name: 'Status', type: 'string', required: true },
    { code: 'family', name: 'Family', type: 'string', required: false },
    { code: 'categories', name: 'Categories', type: 'array', required: false },
    { code: 'updated_at', name: 'Updated', type: 'string', required: false },
    ...catalog.attributes
      .filter((a) => a.code !== 'image')
      .slice(0, SCHEMA_ATTRIBUTES)
      .map((a) => ({
        code: `x_${a.code}`,
        name: a.code,
        type: a.type === 'price' ? 'array' : a.type === 'metric' ? 'object' : 'string',
        required: false,
        source_attribute_code: a.code,
      })),
  ];
  const connectorIds = new Map(
    (
      await database.sql<{ id: string; code: string }>`
        SELECT id::text AS id, code FROM connectors WHERE tenant_id = ${tenantId}::uuid`
    ).map((c) => [c.code, c.id]),
  );
  for (const type of ['sftp', 'api']) {
    const connectorId = connectorIds.get(type)!;
    const schema = await connectorSchemas.createConnectorSchema(scope, {
      connectorId,
      name: 'Bench feed',
    });
    await connectorSchemas.saveSchemaAttributes(scope, {
      connectorId,
      id: schema.id,
      attributes: schemaAttributes,
    } as Parameters<typeof connectorSchemas.saveSchemaAttributes>[1]);
    await connectorSchemas.setConnectorSchemaStatus(scope, {
      connectorId,
      id: schema.id,
      status: 'active',
    });
  }

  const viaSftp = await connections.createConnection(scope, {
    connector_id: connectorIds.get('sftp')!,
    code: 'bench-sftp',
    name: 'Bench SFTP',
    config: {
      host: sftp.host,
      port: sftp.port,
      path: sftp.root,
      channel_code: CHANNEL,
      format: 'csv',
    },
    credentials: { username: sftp.username, private_key: sftp.privateKey },
  } as Parameters<typeof connections.createConnection>[1]);
  const viaHttp = await connections.createConnection(scope, {
    connector_id: connectorIds.get('api')!,
    code: 'bench-http',
    name: 'Bench HTTP',
    config: { url: receiver.url, channel_code: CHANNEL, batch_size: 500 },
    credentials: { token: 'bench-token' },
  } as Parameters<typeof connections.createConnection>[1]);
  const categories = await database.sql<{ id: string; code: string }>`
    SELECT id::text AS id, code FROM categories WHERE tenant_id = ${tenantId}::uuid`;
  for (const connection of [viaSftp, viaHttp]) {
    for (const category of categories) {
      await categoryMappings.createCategoryMapping(scope, {
        connection_id: connection.id,
        channel_code: CHANNEL,
        category_id: category.id,
        external_category_id: `EXT-${category.code}`,
      } as Parameters<typeof categoryMappings.createCategoryMapping>[1]);
    }
  }

  const plain = await inWorker(() =>
    jobs.startExport(scope, {
      entity: 'products',
      format: 'csv',
      filters: { status: ['enabled'] },
      channel_code: CHANNEL,
    }),
  );
  const sent = plain.done.processed;
  const plainRate = rate(sent, plain.ms);
  console.log(
    `plain CSV export job              ${fmt(plainRate).padStart(7)} products/s (${fmt(sent)} in ${(plain.ms / 1000).toFixed(2)} s)   worker peak RSS ${plain.peakMb} MB`,
  );
  const report = (label: string, run: Awaited<ReturnType<typeof inWorker>>, extra: string) => {
    const r = rate(run.done.processed, run.ms);
    console.log(
      `${label.padEnd(33)}${fmt(r).padStart(7)} products/s (${fmt(run.done.processed)} in ${(run.ms / 1000).toFixed(2)} s)   ${((r / plainRate) * 100).toFixed(0)}% of plain   worker peak RSS ${run.peakMb} MB   ${extra}`,
    );
  };

  const fullExport = (id: string) => () =>
    startConnectionExport(scope, { id, mode: 'full', dry_run: false });
  const sftpRun = await inWorker(fullExport(viaSftp.id));
  const file = (sftpRun.done.result as { files: { filename: string }[] }).files[0]!;
  const size = statSync(path.join(sftp.root, file.filename)).size;
  report('connection export, SFTP (CSV)', sftpRun, `file ${(size / 1024 / 1024).toFixed(1)} MB`);

  const before = receiver.received.length;
  const httpRun = await inWorker(fullExport(viaHttp.id));
  const posts = receiver.received.length - before;
  report('connection export, HTTP (JSON)', httpRun, `${fmt(posts)} POSTs of 500 records`);
  console.log('targets: each connection export >= 50% of the plain export rate, RSS < 400 MB');
} finally {
  await sftp.stop();
  await receiver.stop();
  await database.close();
  await pg.stop();
}
