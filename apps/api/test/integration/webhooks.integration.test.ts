// Webhook subscriptions over the API: create (the secret shown once, stored sealed), read,
// list, update, status, rotate, delete; the URL's checks (https unless allowed, no private
// address as a literal, no credentials in it); the test event and the delivery log with a
// redelivery; who may call; tenant isolation. What the dispatcher sends and when:
// webhook-deliveries.integration.test.ts.
import { randomUUID } from 'node:crypto';
import { startHttpReceiver } from '@pim/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { createdOf, expectNoContent } from '../helpers/integration.ts';
import { startTestServer, testIntegrationSettings, testServer } from '../helpers/server.ts';
import {
  DELIVERY_KEYS,
  eventOf,
  received,
  WEBHOOK_KEYS,
  WEBHOOKS,
  webhookCalls,
} from '../helpers/webhooks.ts';

const { server, request } = await testServer();
server.startDispatcher();
const w = await createCatalogWorld();
const { subscribe, waitForDeliveries } = webhookCalls(request, w.asAdmin);
const receiver = await startHttpReceiver();
const failing = await startHttpReceiver({
  fail: { times: 1000, status: 500, body: 'down for maintenance' },
});
afterAll(async () => {
  await receiver.stop();
  await failing.stop();
});

describe('POST /v1/webhooks', () => {
  it('creates a subscription and shows its secret once, stored sealed', async () => {
    const created = await subscribe(receiver.url, ['product.updated', 'job.failed'], {
      description: 'ERP sync',
    });
    expect(Object.keys(created).sort()).toEqual([...WEBHOOK_KEYS, 'secret'].sort());
    expect(created).toMatchObject({
      url: receiver.url,
      events: ['product.updated', 'job.failed'],
      description: 'ERP sync',
      status: 'active',
      status_reason: null,
      previous_secret_expires_at: null,
      failing_since: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const row = await server.db.webhookSubscription.findUniqueOrThrow({
      where: { id: created.id },
    });
    expect(row.secret).not.toContain(created.secret.slice(6));
    expect(row.secretKeyId).toBe('test-run');
    const read = dataOf(await request('GET', `${WEBHOOKS}/${created.id}`, w.asViewer()));
    expect(Object.keys(read).sort()).toEqual(WEBHOOK_KEYS);
    const list = dataOf(await request('GET', `${WEBHOOKS}?page_size=100`, w.asViewer()));
    expect(list.items.map((item: any) => item.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.secret);
  });

  it.each([
    [{ url: 'ftp://example.com/hook' }, 'url'],
    [{ url: 'https://user:pass@example.com/hook' }, 'url'],
    [{ url: `https://example.com/${'a'.repeat(2100)}` }, 'url'],
    [{ events: [] }, 'events'],
    [{ events: ['product.deleted'] }, 'events.0'],
    [{ events: ['product.updated', 'product.updated'] }, 'events'],
    [{ secret: 'mine' }, 'secret'],
  ])('refuses %j with a 400 naming %s', async (fields, field) => {
    const answer = await request(
      'POST',
      WEBHOOKS,
      w.asAdmin({ url: 'https://example.com/hook', events: ['product.updated'], ...fields }),
    );
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses plain http and private literals where the deployment does not allow them', async () => {
    const strict = await startTestServer({
      integration: {
        ...testIntegrationSettings(),
        allowHttp: false,
        outbound: { allowPrivate: false },
      },
    });
    try {
      const send = (url: string) =>
        strict.app.inject({
          method: 'POST',
          url: WEBHOOKS,
          headers: { authorization: `Bearer ${w.tokens.admin}`, 'x-tenant-id': w.home.id },
          payload: { url, events: ['product.updated'] },
        });
      for (const url of [
        'http://example.com/hook',
        'https://127.0.0.1/hook',
        'https://[::1]/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://10.0.0.8/hook',
      ]) {
        const answer = await send(url);
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
        expect(JSON.parse(answer.body).errors[0]).toMatchObject({ field: 'url' });
      }
    } finally {
      await strict.close();
    }
  });
});

describe('PATCH /v1/webhooks/{id} and /status, DELETE', () => {
  it('changes the URL, events and description; switches off and on', async () => {
    const { id } = await subscribe(receiver.url, ['product.updated']);
    const changed = dataOf(
      await request(
        'PATCH',
        `${WEBHOOKS}/${id}`,
        w.asAdmin({ events: ['product.published'], description: null, url: failing.url }),
      ),
    );
    expect(changed).toMatchObject({
      events: ['product.published'],
      description: null,
      url: failing.url,
    });
    const off = dataOf(
      await request('PATCH', `${WEBHOOKS}/${id}/status`, w.asAdmin({ status: 'inactive' })),
    );
    expect(off).toMatchObject({ status: 'inactive', status_reason: null });
    expectError(
      await request('POST', `${WEBHOOKS}/${id}/test`, w.asAdmin()),
      409,
      'invalid_transition',
    );
    const on = dataOf(
      await request('PATCH', `${WEBHOOKS}/${id}/status`, w.asAdmin({ status: 'active' })),
    );
    expect(on.status).toBe('active');
    expectError(
      await request('PATCH', `${WEBHOOKS}/${id}/status`, w.asAdmin({ status: 'paused' })),
      400,
      'invalid_value',
      'status',
    );
    expectNoContent(await request('DELETE', `${WEBHOOKS}/${id}`, w.asAdmin()));
    expectError(await request('GET', `${WEBHOOKS}/${id}`, w.asAdmin()), 404, 'not_found');
    expectError(await request('DELETE', `${WEBHOOKS}/${id}`, w.asAdmin()), 404, 'not_found');
  });
});

describe('POST /v1/webhooks/{id}/test and the delivery log', () => {
  it('sends a signed webhook.test event and logs the delivery with the answer', async () => {
    const { id, secret } = await subscribe(receiver.url, ['product.updated']);
    const before = receiver.received.length;
    const pending = createdOf(await request('POST', `${WEBHOOKS}/${id}/test`, w.asAdmin()));
    expect(Object.keys(pending).sort()).toEqual(DELIVERY_KEYS);
    expect(pending).toMatchObject({
      subscription_id: id,
      event_type: 'webhook.test',
      status: 'pending',
    });
    const [delivery] = await waitForDeliveries(id, (items) => items[0]?.status === 'delivered');
    expect(delivery).toMatchObject({
      id: pending.id,
      attempts: 1,
      last_response_code: 200,
      last_response_body: '{"ok":true}',
      last_error: null,
      next_attempt_at: null,
    });
    expect(delivery.duration_ms).toBeGreaterThanOrEqual(0);
    const got = (await received(receiver, before + 1)).find(
      (r) => r.headers['webhook-id'] === pending.event_id,
    )!;
    const event = eventOf(got);
    expect(event).toMatchObject({
      id: pending.event_id,
      type: 'webhook.test',
      tenant_id: w.home.id,
    });
    expect(event.data.webhook_id).toBe(id);
    const { verifySignature } = await import('@pim/core');
    expect(verifySignature(String(got.headers['x-signature']), got.body, secret)).toBe(true);
  });

  it('logs a failing receiver’s code and body, retries, and redelivers on demand', async () => {
    const { id } = await subscribe(failing.url, ['product.updated']);
    const sent = createdOf(await request('POST', `${WEBHOOKS}/${id}/test`, w.asAdmin()));
    const [retrying] = await waitForDeliveries(
      id,
      (items) => items[0]?.attempts >= 1 && items[0]?.last_response_code === 500,
    );
    expect(retrying).toMatchObject({
      status: 'pending',
      last_response_code: 500,
      last_response_body: 'down for maintenance',
    });
    expect(Date.parse(retrying.next_attempt_at)).toBeGreaterThan(
      Date.parse(retrying.last_attempt_at),
    );
    const again = createdOf(
      await request('POST', `${WEBHOOKS}/${id}/deliveries/${sent.id}/redeliver`, w.asAdmin()),
    );
    expect(again).toMatchObject({
      event_id: sent.event_id,
      redelivery_of: sent.id,
      status: 'pending',
    });
    const filtered = dataOf(
      await request(
        'GET',
        `${WEBHOOKS}/${id}/deliveries?event_type=webhook.test&status=pending,failed`,
        w.asAdmin(),
      ),
    );
    expect(filtered.items.map((item: any) => item.id).sort()).toEqual([sent.id, again.id].sort());
    expectError(
      await request('POST', `${WEBHOOKS}/${id}/deliveries/${randomUUID()}/redeliver`, w.asAdmin()),
      404,
      'not_found',
    );
    await request('PATCH', `${WEBHOOKS}/${id}/status`, w.asAdmin({ status: 'inactive' }));
  });
});

describe('POST /v1/webhooks/{id}/rotate-secret', () => {
  it('signs with the new and the old secret until the old one expires', async () => {
    const { id, secret: old } = await subscribe(receiver.url, ['product.updated']);
    const rotated = dataOf(await request('POST', `${WEBHOOKS}/${id}/rotate-secret`, w.asAdmin()));
    expect(rotated.secret).not.toBe(old);
    const hours = (Date.parse(rotated.previous_secret_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const read = dataOf(await request('GET', `${WEBHOOKS}/${id}`, w.asAdmin()));
    expect(read.previous_secret_expires_at).toBe(rotated.previous_secret_expires_at);
    const pending = createdOf(await request('POST', `${WEBHOOKS}/${id}/test`, w.asAdmin()));
    await waitForDeliveries(id, (items) => items[0]?.status === 'delivered');
    const got = receiver.received.find((r) => r.headers['webhook-id'] === pending.event_id)!;
    const header = String(got.headers['x-signature']);
    expect(header.split(',').filter((part) => part.startsWith('v1='))).toHaveLength(2);
    const { verifySignature } = await import('@pim/core');
    expect(verifySignature(header, got.body, rotated.secret)).toBe(true);
    expect(verifySignature(header, got.body, old)).toBe(true);
    expect(verifySignature(header, got.body, 'whsec_other')).toBe(false);
    expect(verifySignature(header, `${got.body} `, rotated.secret)).toBe(false);
  });
});

describe('who may call', () => {
  it('lets readers read and only writers change', async () => {
    const { id } = await subscribe(receiver.url, ['product.updated']);
    dataOf(await request('GET', `${WEBHOOKS}/${id}/deliveries`, w.asEditor()));
    for (const [method, path, body] of [
      ['POST', WEBHOOKS, { url: receiver.url, events: ['product.updated'] }],
      ['PATCH', `${WEBHOOKS}/${id}`, { description: 'x' }],
      ['PATCH', `${WEBHOOKS}/${id}/status`, { status: 'inactive' }],
      ['POST', `${WEBHOOKS}/${id}/rotate-secret`, undefined],
      ['POST', `${WEBHOOKS}/${id}/test`, undefined],
      ['DELETE', `${WEBHOOKS}/${id}`, undefined],
    ] as const) {
      expectError(await request(method, path, w.asEditor(body)), 403, 'forbidden');
    }
  });

  it("answers another tenant's subscription 404 and another tenant's header 403", async () => {
    const { id } = await subscribe(receiver.url, ['product.updated']);
    expectError(await request('GET', `${WEBHOOKS}/${id}`, w.asForeign()), 404, 'not_found');
    expectError(
      await request('GET', `${WEBHOOKS}/${id}/deliveries`, w.asForeign()),
      404,
      'not_found',
    );
    expectError(await request('POST', `${WEBHOOKS}/${id}/test`, w.asForeign()), 404, 'not_found');
    expectError(await request('GET', WEBHOOKS, w.asAdminInForeign()), 403, 'tenant_forbidden');
    const theirs = dataOf(await request('GET', `${WEBHOOKS}?page_size=100`, w.asForeign()));
    expect(theirs.items.map((item: any) => item.id)).not.toContain(id);
  });
});
