// What the webhook tests share: the calls on subscriptions, a receiver on loopback that keeps
// what it was sent (each delivery's body, headers and arrival), and waiting for deliveries.
import type { startHttpReceiver } from '@pim/core/testing';
import { expect } from 'vitest';
import { dataOf } from './catalog.ts';
import { createdOf } from './integration.ts';
import type { Request } from './server.ts';

export const WEBHOOKS = '/v1/webhooks';

export const WEBHOOK_KEYS = [
  'created_at',
  'created_by',
  'description',
  'events',
  'failing_since',
  'id',
  'modified_by',
  'previous_secret_expires_at',
  'status',
  'status_reason',
  'updated_at',
  'url',
];

export const DELIVERY_KEYS = [
  'attempts',
  'created_at',
  'delivered_at',
  'duration_ms',
  'event_id',
  'event_type',
  'id',
  'last_attempt_at',
  'last_error',
  'last_response_body',
  'last_response_code',
  'next_attempt_at',
  'redelivery_of',
  'status',
  'subscription_id',
];

type As = { token: string; tenant: string; body?: unknown };
export type Receiver = Awaited<ReturnType<typeof startHttpReceiver>>;

export function webhookCalls(request: Request, as: (body?: unknown) => As) {
  const subscribe = async (url: string, events: string[], extra: Record<string, unknown> = {}) =>
    createdOf(await request('POST', WEBHOOKS, as({ url, events, ...extra })));
  const deliveries = async (id: string, query = '') =>
    dataOf(await request('GET', `${WEBHOOKS}/${id}/deliveries?page_size=100${query}`, as()))
      .items as any[];
  /** Waits until `check` holds for the subscription's deliveries (newest first). */
  const waitForDeliveries = async (
    id: string,
    check: (items: any[]) => boolean,
    timeoutMs = 30_000,
  ): Promise<any[]> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const items = await deliveries(id);
      if (check(items)) return items;
      if (Date.now() > deadline) {
        throw new Error(`deliveries never matched: ${JSON.stringify(items, null, 1)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { subscribe, deliveries, waitForDeliveries };
}

/** Waits until the receiver holds at least `count` requests. */
export async function received(receiver: Receiver, count: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (receiver.received.length < count) {
    if (Date.now() > deadline) {
      throw new Error(`the receiver got ${receiver.received.length} of ${count} requests`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return receiver.received;
}

/** A delivery's body as the receiver read it, checked for the documented shape. */
export function eventOf(request: { body: string; headers: Record<string, unknown> }) {
  const body = JSON.parse(request.body);
  expect(Object.keys(body).sort()).toEqual(['created_at', 'data', 'id', 'tenant_id', 'type']);
  expect(request.headers['webhook-id']).toBe(body.id);
  expect(request.headers['x-webhook-event']).toBe(body.type);
  return body;
}
