// Webhooks across processes, on a database of their own (no other test file's dispatcher may
// take these deliveries): a delivery committed while no dispatcher runs, taken by a worker
// process killed (SIGKILL) while it waits for the receiver, is delivered by the next worker
// once the lease runs out, with the same webhook-id; a dispatcher that may not reach private
// addresses refuses a receiver on loopback, named or literal; one tenant's burst does not hold
// back another tenant's delivery.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { once } from 'node:events';
import type net from 'node:net';
import path from 'node:path';
import {
  actingAs,
  loadIntegrationSettings,
  products,
  startWebhookDispatcher,
  webhooks,
  type IntegrationScope,
} from '@pim/core';
import { connectDatabase, type DatabaseHandle } from '@pim/db';
import {
  createEnrichmentCatalog,
  createOrganization,
  createTenant,
  createUser,
  uniqueCode,
} from '@pim/db/seed';
import { scratchDatabases } from '@pim/db/testing/scratch-databases';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const scratch = await scratchDatabases(process.env.DATABASE_URL!, 'webhooks_process');
const url = await scratch.before('99999999999999_after_every_migration');
const database: DatabaseHandle = connectDatabase(url, { max: 6 });
const key = randomBytes(32);
const ENV = {
  OUTBOUND_ALLOW_PRIVATE: 'true',
  OUTBOUND_ALLOW_HTTP: 'true',
  WEBHOOK_TIMEOUT_MS: '3000',
  WEBHOOK_RETRY_SCHEDULE: '1,2,3,4,5',
  WEBHOOK_POLL_MS: '50',
};
const settings = loadIntegrationSettings(ENV, {
  repoRoot: apiRoot,
  credentialKeys: [{ id: 'process', key }],
});
const children: ChildProcess[] = [];
const servers: http.Server[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await database.close();
  await scratch.dropAll();
});

const org = await createOrganization(database.prisma);

async function tenantWithProduct() {
  const tenant = await createTenant(database.prisma, org.id);
  const catalog = await createEnrichmentCatalog(database.prisma, tenant.id);
  const admin = await createUser(database.prisma, {
    organizationId: org.id,
    passwordHash: 'not-used',
    memberships: [{ tenantId: tenant.id, roleIds: [tenant.roles.admin] }],
  });
  const scope: IntegrationScope = {
    db: database,
    tenantId: tenant.id,
    principal: actingAs({ kind: 'user', id: admin.id, name: 'Process test' }, tenant.id, [
      'catalog.products.read',
      'catalog.products.write',
      'webhooks.subscriptions.read',
      'webhooks.subscriptions.write',
    ]),
    source: 'api',
    integration: settings,
  };
  const product = await products.createProduct(scope, {
    code: uniqueCode('hook'),
    product_family_id: catalog.family.id,
  } as never);
  return { tenant, scope, product };
}

/** A receiver on loopback: `answer` decides per request (by its arrival number). */
async function receiver(answer: (n: number, response: http.ServerResponse) => void) {
  const got: { id: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      got.push({
        id: String(request.headers['webhook-id']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      answer(got.length, response);
    });
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return { got, port, url: `http://127.0.0.1:${port}/hook` };
}

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...ENV,
      DATABASE_URL: url,
      CREDENTIALS_KEYS: `process:${key.toString('base64')}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const deliveriesOf = (subscriptionId: string) =>
  database.prisma.webhookDelivery.findMany({ where: { subscriptionId }, orderBy: { seq: 'asc' } });

describe('a worker killed while it sends', () => {
  it('leaves the delivery to the next worker, which sends it again with the same id', async () => {
    // The first request is never answered (the worker dies waiting); the next ones are.
    const hook = await receiver((n, response) => {
      if (n > 1) response.writeHead(200).end('ok');
    });
    const { scope, product } = await tenantWithProduct();
    const subscription = await webhooks.createWebhook(scope, {
      url: hook.url,
      events: ['product.updated'],
    });
    // Committed while no dispatcher runs: the outbox holds it.
    await products.setProductStatus(scope, { id: product.id, status: 'in_review' });
    const [pending] = await deliveriesOf(subscription.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 0 });

    const first = startWorker();
    await until(
      'the first attempt to arrive',
      () => hook.got.length,
      (n) => n === 1,
    );
    first.kill('SIGKILL');
    await once(first, 'exit');
    const [inFlight] = await deliveriesOf(subscription.id);
    expect(inFlight).toMatchObject({ status: 'pending', attempts: 1 });
    expect(inFlight!.leasedUntil!.getTime()).toBeGreaterThan(Date.now());

    const second = startWorker();
    const [delivered] = await until(
      'the delivery after the lease ran out',
      () => deliveriesOf(subscription.id),
      (rows) => rows[0]?.status === 'delivered',
    );
    second.kill('SIGKILL');
    await once(second, 'exit');
    expect(delivered).toMatchObject({ attempts: 2, lastResponseCode: 200 });
    expect(hook.got.map((request) => request.id)).toEqual([pending!.eventId, pending!.eventId]);
    expect(JSON.parse(hook.got[1]!.body)).toMatchObject({
      id: pending!.eventId,
      type: 'product.updated',
      data: { product: { id: product.id }, revision_number: 2 },
    });
  }, 120_000);
});

describe('a dispatcher that may not reach private addresses', () => {
  it('refuses a receiver on loopback, by a name that resolves there or by its address', async () => {
    const hook = await receiver((_, response) => response.writeHead(200).end('ok'));
    const { scope } = await tenantWithProduct();
    const byName = await webhooks.createWebhook(scope, {
      url: `http://localhost:${hook.port}/hook`,
      events: ['product.updated'],
    });
    const byAddress = await webhooks.createWebhook(scope, {
      url: hook.url,
      events: ['product.updated'],
    });
    const strict = startWebhookDispatcher({
      database,
      settings: { ...settings, outbound: { allowPrivate: false } },
    });
    try {
      for (const subscription of [byName, byAddress]) {
        await webhooks.sendTestEvent(scope, { id: subscription.id });
        const [attempted] = await until(
          'an attempt',
          () => deliveriesOf(subscription.id),
          (rows) => (rows[0]?.attempts ?? 0) >= 1 && rows[0]?.leasedUntil === null,
        );
        expect(attempted).toMatchObject({ status: 'pending', lastResponseCode: null });
        expect(attempted!.lastError).toMatch(/resolves to (127\.0\.0\.1|::1) \(loopback\)/);
      }
      expect(hook.got).toEqual([]);
    } finally {
      await strict.stop();
    }
  }, 120_000);
});

describe('tenants sharing the dispatcher', () => {
  it("sends one tenant's delivery while another tenant's burst is still being sent", async () => {
    let burstDelivered = 0;
    const burst = await receiver((_, response) => {
      // A slow receiver: the burst takes a while.
      setTimeout(() => {
        burstDelivered++;
        response.writeHead(200).end();
      }, 20);
    });
    let burstDoneWhenSingleArrived = -1;
    const single = await receiver((_, response) => {
      burstDoneWhenSingleArrived = burstDelivered;
      response.writeHead(200).end();
    });
    const a = await tenantWithProduct();
    const b = await tenantWithProduct();
    const subscription = await webhooks.createWebhook(a.scope, {
      url: burst.url,
      events: ['product.updated'],
    });
    await webhooks.createWebhook(b.scope, { url: single.url, events: ['product.updated'] });
    // 400 events of tenant A (one per product), then one of tenant B.
    const codes = Array.from({ length: 400 }, () => uniqueCode('burst'));
    const family = await database.prisma.productFamily.findFirstOrThrow({
      where: { tenantId: a.tenant.id },
    });
    for (const code of codes) {
      await products.createProduct(a.scope, { code, product_family_id: family.id } as never);
    }
    await products.setProductStatus(b.scope, { id: b.product.id, status: 'in_review' });
    const dispatcher = startWebhookDispatcher({
      database,
      settings: { ...settings, webhooks: { ...settings.webhooks!, concurrency: 4 } },
    });
    try {
      await until(
        'tenant B’s delivery',
        () => single.got.length,
        (n) => n === 1,
      );
      expect(burstDoneWhenSingleArrived).toBeGreaterThanOrEqual(0);
      expect(burstDoneWhenSingleArrived).toBeLessThan(200);
      await until(
        'the whole burst',
        () =>
          database.prisma.webhookDelivery.count({
            where: { subscriptionId: subscription.id, status: 'delivered' },
          }),
        (n) => n === 400,
      );
      expect(new Set(burst.got.map((request) => request.id)).size).toBe(400);
    } finally {
      await dispatcher.stop();
    }
  }, 120_000);
});
