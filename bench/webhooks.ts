// `pnpm bench:webhooks`: webhooks end to end on this machine. A tenant with the medium catalog
// (BENCH_PRODUCTS, default 10,000 products of 72 scoped values) and one subscription to
// `product.updated` on a receiver on loopback (node:http in this process, answering 200). A
// worker process as `pnpm worker` runs it (the job worker and the webhook dispatcher, default
// settings) works a bulk update of every product (one new category each: one revision, so one
// event, per product); the bench counts the deliveries the receiver gets until every product's
// event has arrived, and reports the time from the job's start, lost and duplicate deliveries.
// Beside it: the same bulk update before any subscription exists (what the outbox costs the
// writes), and the dispatcher alone draining 10,000 deliveries already committed (every event
// sent again, as redeliveries are). Then single changes (a product's status, one at a time)
// measure the time from the commit to the receiver. Targets (issue 21): all delivered, none
// lost, in under 30 s; p50 under 1 s.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  configureIntegration,
  hashPassword,
  JobQueue,
  jobs,
  jobSettingsIn,
  loadIntegrationSettings,
  products,
  webhooks,
  type JobServices,
} from '../packages/core/src/index.ts';
import { connectDatabase } from '../packages/db/src/index.ts';
import { startEmbeddedPostgres } from '../packages/db/src/embedded-postgres.ts';
import { deployMigrations } from '../packages/db/src/migrate/index.ts';
import { seedDatabase } from '../packages/db/src/seed/index.ts';
import { benchPrincipal, createBenchTenant } from './support.ts';

process.env.BENCH_PRODUCTS ??= '10000';
const { loadMediumCatalog, PRODUCTS } = await import('./medium-catalog.ts');
const SINGLE_CHANGES = 50;

const pg = await startEmbeddedPostgres({ persistent: false });
await deployMigrations(pg.connectionString);
const database = connectDatabase(pg.connectionString, { max: 6 });
const filesDir = mkdtempSync(path.join(tmpdir(), 'pim-bench-files-'));
const services: JobServices = {
  files: jobSettingsIn(filesDir, {}),
  queue: new JobQueue({ pollingIntervalSeconds: 0.5 }),
};
// The receiver is on loopback over plain http; the key seals the secret here and opens it in
// the worker.
const integrationEnv = {
  OUTBOUND_ALLOW_PRIVATE: 'true',
  OUTBOUND_ALLOW_HTTP: 'true',
  CREDENTIALS_KEYS: `bench:${randomBytes(32).toString('base64')}`,
};
const settings = loadIntegrationSettings(integrationEnv, {
  repoRoot: process.cwd(),
  credentialKeys: [
    { id: 'bench', key: Buffer.from(integrationEnv.CREDENTIALS_KEYS.slice(6), 'base64') },
  ],
});
configureIntegration(settings);

const fmt = (n: number) => n.toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The receiver: every delivery's arrival, by event id and by product id. */
const arrivals = new Map<string, number>();
const byProduct = new Map<string, number>();
let requests = 0;
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const at = performance.now();
    requests++;
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      id: string;
      data: { product?: { id: string } };
    };
    if (!arrivals.has(event.id)) arrivals.set(event.id, at);
    if (event.data.product) byProduct.set(event.data.product.id, at);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
receiver.listen(0, '127.0.0.1');
await once(receiver, 'listening');
const receiverUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hooks`;

const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
  cwd: path.join(import.meta.dirname, '..', 'apps', 'api'),
  env: {
    ...process.env,
    ...integrationEnv,
    DATABASE_URL: pg.connectionString,
    FILE_DIR: filesDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function until(check: () => boolean | Promise<boolean>, limitMs: number) {
  const deadline = performance.now() + limitMs;
  while (!(await check())) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

try {
  await seedDatabase(database.prisma, { hashPassword });
  const tenantId = await createBenchTenant(database, { code: 'bench-hooks', name: 'Bench hooks' });
  const principal = await benchPrincipal(database, tenantId);
  const scope = {
    db: database,
    principal,
    source: 'api' as const,
    tenantId,
    integration: settings,
    ...services,
  };
  const loadStart = performance.now();
  const catalog = await loadMediumCatalog(database.sql, tenantId);
  console.log(`loaded ${fmt(PRODUCTS)} products in ${seconds(performance.now() - loadStart)}`);
  const [tree] = await database.sql<{ id: string }>`
    SELECT id FROM category_trees WHERE tenant_id = ${tenantId}::uuid LIMIT 1`;
  /** A bulk update adding every product to a new category: one revision per product. */
  const startBulk = async (code: string) => {
    const categoryId = randomUUID();
    await database.sql`
      INSERT INTO categories (id, tenant_id, category_tree_id, code, name, path)
      VALUES (${categoryId}::uuid, ${tenantId}::uuid, ${tree!.id}::uuid, ${code}, ${code}, ${code})`;
    return jobs.startBulkUpdate(scope, {
      filter: { product_ids: catalog.productIds },
      actions: [{ type: 'add_categories', category_ids: [categoryId] }],
    } as never);
  };
  const jobMsOf = async (id: string) => {
    for (;;) {
      const row = await database.prisma.job.findUniqueOrThrow({ where: { id } });
      if (row.status === 'completed') return row.finishedAt!.getTime() - row.startedAt!.getTime();
      if (row.status !== 'queued' && row.status !== 'running') {
        throw new Error(`bulk update ended ${row.status}: ${JSON.stringify(row.error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  // A first bulk update writes each product's first revision (the catalog is loaded without
  // any), which costs more than the later ones: not measured.
  await jobMsOf((await startBulk('bench_warm_up')).id);
  // The same bulk update with no subscription: the writes' own time.
  const baselineMs = await jobMsOf((await startBulk('bench_baseline')).id);
  console.log(
    `bulk update of ${fmt(PRODUCTS)} products, no subscription: ${seconds(baselineMs)}` +
      ` (${fmt(Math.round((PRODUCTS / baselineMs) * 1000))} products/s)`,
  );

  // A bulk update of every product with a subscription: one event each.
  await webhooks.createWebhook(scope, { url: receiverUrl, events: ['product.updated'] });
  const start = performance.now();
  const job = await startBulk('bench_hooks');
  let jobMs = 0;
  const allArrived = await until(async () => {
    if (!jobMs) {
      const row = await database.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
      if (row.status === 'failed')
        throw new Error(`bulk update failed: ${JSON.stringify(row.error)}`);
      if (row.status === 'completed') jobMs = performance.now() - start;
    }
    return byProduct.size >= PRODUCTS;
  }, 600_000);
  const endToEnd = performance.now() - start;
  const [counts] = await database.sql<{ events: number; delivered: number; pending: number }>`
    SELECT (SELECT count(*)::int FROM webhook_events WHERE tenant_id = ${tenantId}::uuid) AS events,
           count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
           count(*) FILTER (WHERE status <> 'delivered')::int AS pending
      FROM webhook_deliveries WHERE tenant_id = ${tenantId}::uuid`;
  console.log(
    `\nbulk update of ${fmt(PRODUCTS)} products with a subscription, one product.updated each` +
      `\n  job (all changes committed)  ${seconds(jobMs)}` +
      `\n  all delivered, end to end   ${allArrived ? seconds(endToEnd) : 'NOT ALL within 600 s'}` +
      ` (${fmt(Math.round((byProduct.size / endToEnd) * 1000))} deliveries/s)` +
      `\n  events stored ${fmt(counts!.events)}, received ${fmt(arrivals.size)} distinct,` +
      ` lost ${fmt(PRODUCTS - byProduct.size)}, duplicate requests ${fmt(requests - arrivals.size)},` +
      ` rows delivered ${fmt(counts!.delivered)} / not ${fmt(counts!.pending)}`,
  );

  // The dispatcher alone: every event sent again, 10,000 deliveries committed at once.
  const drained = arrivals.size;
  const requestsBefore = requests;
  const drainStart = performance.now();
  await database.sql`
    INSERT INTO webhook_deliveries (tenant_id, subscription_id, event_id, ordering_key)
    SELECT d.tenant_id, d.subscription_id, d.event_id, 'redelivery:' || d.id
      FROM webhook_deliveries d WHERE d.tenant_id = ${tenantId}::uuid`;
  const insertedMs = performance.now() - drainStart;
  await until(() => requests - requestsBefore >= drained, 600_000);
  const drainMs = performance.now() - drainStart;
  console.log(
    `\ndispatcher alone: ${fmt(drained)} deliveries committed in one statement (${Math.round(insertedMs)} ms)` +
      ` all sent in ${seconds(drainMs)} (${fmt(Math.round((drained / drainMs) * 1000))} deliveries/s)`,
  );

  // Single changes: from the commit to the receiver.
  const latencies: number[] = [];
  for (let i = 0; i < SINGLE_CHANGES; i++) {
    const id = catalog.productIds[i]!;
    const before = byProduct.get(id);
    const current = await database.sql<{ status: string }>`
      SELECT status FROM products WHERE id = ${id}::uuid`;
    const status = current[0]!.status === 'archived' ? 'draft' : 'archived';
    await products.setProductStatus(scope, { id, status } as never);
    const committed = performance.now();
    if (!(await until(() => byProduct.get(id) !== before, 30_000))) {
      throw new Error(`the change of product ${id} never arrived`);
    }
    latencies.push(byProduct.get(id)! - committed);
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `\nsingle changes (${SINGLE_CHANGES}, one at a time): commit → receiver` +
      ` p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms,` +
      ` max ${Math.round(latencies.at(-1)!)} ms`,
  );
} finally {
  worker.kill('SIGTERM');
  receiver.closeAllConnections();
  receiver.close();
  await database.close();
  await pg.stop();
}
