// What the dispatcher sends: every event type, signed, with the documented body; one event per
// product of a bulk change; retries on the schedule; order per product kept across retries; a
// rolled-back change sends nothing; a subscription failing for the configured time is switched
// off and says why. The test server's settings retry after 1, 2, 3, 4 and 5 seconds.
import { actingAs, products, verifySignature } from '@pim/core';
import { startHttpReceiver } from '@pim/core/testing';
import type { Database } from '@pim/db';
import { afterAll, describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { createdOf } from '../helpers/integration.ts';
import { importItems, startJob, waitForJob } from '../helpers/jobs.ts';
import { createProductsWorld, productPath } from '../helpers/products.ts';
import { testServer } from '../helpers/server.ts';
import { eventOf, received, WEBHOOKS, webhookCalls, type Receiver } from '../helpers/webhooks.ts';

const { server, request } = await testServer();
await server.startWorker();
server.startDispatcher();
const w = await createProductsWorld(server, request);
const { subscribe, waitForDeliveries } = webhookCalls(request, w.asAdmin);
const receivers: Receiver[] = [];
const subscriptions: string[] = [];
afterAll(async () => {
  for (const id of subscriptions) await request('DELETE', `${WEBHOOKS}/${id}`, w.asAdmin());
  await Promise.all(receivers.map((r) => r.stop()));
});

/** A receiver of its own, subscribed to `events`; switched off at the end of the file. */
async function listen(events: string[], options: Parameters<typeof startHttpReceiver>[0] = {}) {
  const receiver = await startHttpReceiver(options);
  receivers.push(receiver);
  const subscription = await subscribe(receiver.url, events);
  subscriptions.push(subscription.id);
  return { receiver, subscription };
}

/** The events the receiver got about one product, in arrival order. */
const aboutProduct = (receiver: Receiver, id: string) =>
  receiver.received.map(eventOf).filter((event) => event.data.product?.id === id);

const setStatus = async (id: string, status: string, as = w.asAdmin) =>
  dataOf(await request('PATCH', `${productPath(id)}/status`, as({ status })));

async function until(check: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('product events', () => {
  it('sends product.updated on create and change, product.published on approval, signed', async () => {
    const { receiver, subscription } = await listen(['product.updated', 'product.published']);
    const product = await w.create();
    await setStatus(product.id, 'in_review');
    await setStatus(product.id, 'approved');
    await until(() => aboutProduct(receiver, product.id).length === 4, 'four product events');
    const events = aboutProduct(receiver, product.id);
    expect(events.map((e) => [e.type, e.data.revision_number])).toEqual([
      ['product.updated', 1],
      ['product.updated', 2],
      ['product.updated', 3],
      ['product.published', 3],
    ]);
    expect(events[0]).toMatchObject({
      tenant_id: w.home.id,
      data: {
        product: { id: product.id, code: product.code, status: 'draft' },
        action: 'created',
        change_source: 'api',
        changed_paths_truncated: false,
      },
    });
    expect(events[0]!.data.changed_paths).toEqual(
      expect.arrayContaining(['product.code', 'product.status']),
    );
    expect(events[1]!.data).toMatchObject({ action: 'updated', changed_paths: ['product.status'] });
    expect(events[3]!.data).toEqual({
      product: { id: product.id, code: product.code, status: 'approved' },
      previous_status: 'in_review',
      revision_number: 3,
      change_source: 'api',
    });
    expect(new Set(events.map((e) => e.id)).size).toBe(4);
    for (const got of receiver.received) {
      expect(
        verifySignature(String(got.headers['x-signature']), got.body, subscription.secret),
      ).toBe(true);
    }
  });

  it('sends one event per product of an import and of a bulk update', async () => {
    const { receiver } = await listen(['product.updated']);
    const codes = Array.from({ length: 12 }, (_, i) => `hook_import_${Date.now()}_${i}`);
    const imported = await importItems(
      request,
      w.asAdmin(),
      'products',
      codes.map((code) => ({ code, family: w.catalog.family.code })),
    );
    expect(imported.progress.succeeded, JSON.stringify(imported)).toBe(12);
    await until(() => receiver.received.length >= 12, 'twelve created events');
    const created = receiver.received
      .map(eventOf)
      .filter((e) => codes.includes(e.data.product.code));
    expect(created.map((e) => e.data.product.code).sort()).toEqual([...codes].sort());
    expect(new Set(created.map((e) => e.data.action))).toEqual(new Set(['created']));
    expect(new Set(created.map((e) => e.data.change_source))).toEqual(new Set(['import']));
    expect(created[0]!.data.changed_paths).toEqual(expect.arrayContaining(['product.code']));
    const ids = created.map((e) => e.data.product.id);
    const bulk = await startJob(request, w.asAdmin(), 'bulk-updates', {
      filter: { product_ids: ids },
      actions: [{ type: 'set_status', status: 'in_review' }],
    });
    expect((await waitForJob(request, w.asAdmin(), bulk.id)).result.updated).toBe(12);
    await until(() => receiver.received.length >= 24, 'twelve bulk events');
    const changed = receiver.received
      .map(eventOf)
      .filter((e) => e.data.change_source === 'bulk_update' && ids.includes(e.data.product.id));
    expect(changed.map((e) => e.data.product.id).sort()).toEqual([...ids].sort());
  });

  it('keeps one product’s events in order across retries, with growing delays', async () => {
    const { receiver, subscription } = await listen(['product.updated'], {
      fail: { times: 2, status: 503 },
    });
    const product = await w.create();
    await setStatus(product.id, 'in_review');
    await setStatus(product.id, 'draft');
    await until(() => receiver.received.length >= 5, 'five requests');
    const revisions = receiver.received.map((r) => eventOf(r).data.revision_number);
    expect(revisions).toEqual([1, 1, 1, 2, 3]);
    const [first, second, third] = receiver.received;
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(1900);
    const items = await waitForDeliveries(subscription.id, (list) =>
      list.every((item) => item.status === 'delivered'),
    );
    const retried = items.find((item) => item.event_id === first!.headers['webhook-id'])!;
    expect(retried).toMatchObject({ attempts: 3, last_response_code: 200 });
    const after = dataOf(await request('GET', `${WEBHOOKS}/${subscription.id}`, w.asAdmin()));
    expect(after.failing_since).toBeNull();
  });

  it('sends nothing for a change rolled back, and the change once committed', async () => {
    const { receiver } = await listen(['product.updated']);
    const product = await w.create();
    await until(() => aboutProduct(receiver, product.id).length === 1, 'the created event');
    const principal = actingAs({ kind: 'user', id: w.admin.id, name: 'Admin' }, w.home.id, [
      'catalog.products.read',
      'catalog.products.write',
    ]);
    const scopeIn = (db: Database) => ({
      db,
      tenantId: w.home.id,
      principal,
      source: 'api' as const,
    });
    await expect(
      server.database.transaction(async (tx) => {
        await products.setProductStatus(scopeIn(tx), { id: product.id, status: 'in_review' });
        throw new Error('the request failed after the change');
      }),
    ).rejects.toThrow('the request failed');
    const stored = await server.db.webhookEvent.count({
      where: { tenantId: w.home.id, orderingKey: `product:${product.id}` },
    });
    expect(stored).toBe(1);
    await products.setProductStatus(scopeIn(server.database), {
      id: product.id,
      status: 'in_review',
    });
    await until(() => aboutProduct(receiver, product.id).length === 2, 'the committed change');
    expect(aboutProduct(receiver, product.id).map((e) => e.data.revision_number)).toEqual([1, 2]);
  });
});

describe('job events', () => {
  it('sends import_job.completed, export_job.completed, and job.failed with export_job.failed', async () => {
    const { receiver, subscription } = await listen([
      'import_job.completed',
      'export_job.completed',
      'export_job.failed',
      'job.failed',
    ]);
    const imported = await importItems(request, w.asAdmin(), 'products', [
      { code: `hook_job_${Date.now()}`, family: w.catalog.family.code },
    ]);
    const exported = await waitForJob(
      request,
      w.asAdmin(),
      (await startJob(request, w.asAdmin(), 'exports', { entity: 'products', format: 'csv' })).id,
    );
    expect(exported.status).toBe('completed');
    // A job naming a kind no worker runs fails as the job itself.
    const row = await server.db.job.findUniqueOrThrow({ where: { id: exported.id } });
    const broken = await server.db.job.create({
      data: {
        tenantId: w.home.id,
        type: 'export',
        entity: 'products',
        options: { kind: 'no_such_kind' },
        principal: row.principal as object,
        createdBy: row.createdBy as object,
      },
    });
    expect((await waitForJob(request, w.asAdmin(), broken.id)).status).toBe('failed');
    await until(() => receiver.received.length >= 4, 'four job events');
    for (const got of receiver.received) {
      expect(
        verifySignature(String(got.headers['x-signature']), got.body, subscription.secret),
      ).toBe(true);
    }
    const events = receiver.received.map(eventOf);
    const byType = Object.fromEntries(events.map((e) => [e.type, e.data.job]));
    expect(Object.keys(byType).sort()).toEqual(
      ['export_job.completed', 'export_job.failed', 'import_job.completed', 'job.failed'].sort(),
    );
    expect(byType['import_job.completed']).toMatchObject({ id: imported.id, status: 'completed' });
    expect(byType['export_job.completed']).toMatchObject({
      id: exported.id,
      result: exported.result,
      progress: exported.progress,
    });
    expect(byType['job.failed']).toMatchObject({
      id: broken.id,
      status: 'failed',
      error: { code: 'internal_error' },
    });
    expect(byType['export_job.failed'].id).toBe(broken.id);
    expect(Object.keys(byType['job.failed']).sort()).toEqual(
      Object.keys(dataOf(await request('GET', `/v1/jobs/${broken.id}`, w.asAdmin()))).sort(),
    );
  });
});

describe('a failing subscription', () => {
  it('is switched off once every delivery failed for the configured time, and says why', async () => {
    const { receiver, subscription } = await listen(['product.published'], {
      fail: { times: 1000, status: 500 },
    });
    // Failing for four days already: the next failed attempt switches it off.
    await server.db.webhookSubscription.update({
      where: { id: subscription.id },
      data: { failingSince: new Date(Date.now() - 4 * 24 * 3_600_000) },
    });
    createdOf(await request('POST', `${WEBHOOKS}/${subscription.id}/test`, w.asAdmin()));
    await received(receiver, 1);
    const read = async () =>
      dataOf(await request('GET', `${WEBHOOKS}/${subscription.id}`, w.asAdmin()));
    let current = await read();
    const deadline = Date.now() + 30_000;
    while (current.status !== 'inactive' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await read();
    }
    expect(current.status).toBe('inactive');
    expect(current.status_reason).toMatch(
      /^Switched off on .* UTC: every delivery failed for 72 hours \(since .* UTC\)$/,
    );
    const on = dataOf(
      await request(
        'PATCH',
        `${WEBHOOKS}/${subscription.id}/status`,
        w.asAdmin({ status: 'active' }),
      ),
    );
    expect(on).toMatchObject({ status: 'active', status_reason: null, failing_since: null });
    await request(
      'PATCH',
      `${WEBHOOKS}/${subscription.id}/status`,
      w.asAdmin({ status: 'inactive' }),
    );
  });
});
