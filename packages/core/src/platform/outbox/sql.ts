// The outbox's one writer: events recorded in the caller's transaction, so they commit with the
// change that caused them and a rolled-back change leaves none. An event is stored only when an
// active subscription of the tenant asks for its type, with one pending delivery per such
// subscription: the deliveries are the dispatcher's queue (integration/webhooks), and their
// `seq` (taken in this statement, under the change's own locks) is the order of one key.
import { sql, type Sql } from '@pim/db';
import type { WebhookEventType } from '../limits.ts';

export interface OutboxEvent {
  type: WebhookEventType;
  /** What the event is about (`product:<id>`, `job:<id>`): one key's deliveries keep their order. */
  key: string;
  /** The body's `data`. */
  data: Record<string, unknown>;
}

/** Records `events` of the tenant (one statement, whatever their number). */
export async function recordEvents(
  db: Sql,
  tenantId: string,
  events: readonly OutboxEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const types = [...new Set(events.map((event) => event.type))];
  const rows = JSON.stringify(events.map((event, ord) => ({ ord, ...event })));
  await db.execute(sql`
    WITH wanted AS (
      SELECT id, events FROM webhook_subscriptions
       WHERE tenant_id = ${tenantId}::uuid AND status = 'active'
         AND events && ${types}::varchar[]),
    incoming AS MATERIALIZED (
      SELECT uuidv7() AS id, e.ord, e.type, e.key, e.data
        FROM jsonb_to_recordset(${rows}::jsonb) AS e(ord int, type text, key text, data jsonb)
       WHERE EXISTS (SELECT 1 FROM wanted w WHERE e.type = ANY (w.events))),
    stored AS (
      INSERT INTO webhook_events (id, tenant_id, type, ordering_key, data)
      SELECT id, ${tenantId}::uuid, type, key, data FROM incoming)
    INSERT INTO webhook_deliveries (tenant_id, subscription_id, event_id, ordering_key)
    SELECT ${tenantId}::uuid, w.id, i.id, i.key
      FROM incoming i JOIN wanted w ON i.type = ANY (w.events)
     ORDER BY i.ord, w.id`);
}
