// The dispatcher's statements on the deliveries, which are its queue: take the due ones fairly
// across tenants and in order per key, then write what each attempt gave in one statement.
import { sql, type Sql } from '@pim/db';

/** A delivery taken to send, with its event and its subscription's secrets (sealed). */
export interface ClaimedDelivery {
  id: string;
  tenant_id: string;
  subscription_id: string;
  event_id: string;
  attempts: number;
  type: string;
  data: string;
  event_created_at: Date;
  url: string;
  secret: string;
  secret_key_id: string;
  previous_secret: string | null;
  previous_secret_key_id: string | null;
  previous_secret_expires_at: Date | null;
}

/**
 * Takes up to `perTenant` due deliveries of each tenant that has some (so a tenant's burst of
 * ten thousand waits its turn with the others' single ones), each one only when no earlier
 * delivery of the same subscription and key is still pending (one key's events arrive in
 * order: the next waits while the one before is sent or waits for its retry). Taken rows are
 * leased for `leaseSeconds` and their attempt counted; a dispatcher that dies leaves them to
 * be taken again when the lease runs out. Under FOR UPDATE SKIP LOCKED, so any number of
 * processes share the queue.
 */
export async function claimDue(
  db: Sql,
  perTenant: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(sql`
    WITH tenants AS (
      SELECT DISTINCT tenant_id FROM webhook_deliveries
       WHERE status = 'pending' AND next_attempt_at <= now()
         AND (leased_until IS NULL OR leased_until < now())),
    picked AS (
      SELECT taken.id FROM tenants t
       CROSS JOIN LATERAL (
         SELECT d.id FROM webhook_deliveries d
           JOIN webhook_subscriptions s
             ON s.tenant_id = d.tenant_id AND s.id = d.subscription_id AND s.status = 'active'
          WHERE d.tenant_id = t.tenant_id AND d.status = 'pending' AND d.next_attempt_at <= now()
            AND (d.leased_until IS NULL OR d.leased_until < now())
            AND NOT EXISTS (
              SELECT 1 FROM webhook_deliveries p
               WHERE p.subscription_id = d.subscription_id AND p.ordering_key = d.ordering_key
                 AND p.status = 'pending' AND p.seq < d.seq)
          ORDER BY d.seq
          LIMIT ${perTenant}
          FOR UPDATE OF d SKIP LOCKED) taken)
    UPDATE webhook_deliveries d
       SET leased_until = now() + make_interval(secs => ${leaseSeconds}),
           attempts = d.attempts + 1, last_attempt_at = now()
      FROM webhook_events e, webhook_subscriptions s
     WHERE d.id IN (SELECT id FROM picked)
       AND e.tenant_id = d.tenant_id AND e.id = d.event_id
       AND s.tenant_id = d.tenant_id AND s.id = d.subscription_id
    RETURNING d.id, d.tenant_id, d.subscription_id, d.event_id, d.attempts, e.type,
              e.data::text AS data, e.created_at AS event_created_at, s.url, s.secret,
              s.secret_key_id, s.previous_secret, s.previous_secret_key_id,
              s.previous_secret_expires_at`);
}

/** What one attempt gave. */
export interface AttemptOutcome {
  id: string;
  subscription_id: string;
  status: 'pending' | 'delivered' | 'failed';
  /** When to try again (pending only). */
  next_attempt_at: string | null;
  code: number | null;
  body: string | null;
  error: string | null;
  duration_ms: number;
}

/**
 * Writes the attempts' outcomes and their subscriptions' health: a subscription with a
 * delivered attempt is not failing; one whose attempts all failed is failing since its first
 * failure. Returns the subscriptions failing for longer than `disableAfterHours`, switched off
 * in the same statement with the reason.
 */
export async function recordOutcomes(
  db: Sql,
  outcomes: readonly AttemptOutcome[],
  disableAfterHours: number,
): Promise<string[]> {
  if (outcomes.length === 0) return [];
  const rows = JSON.stringify(outcomes);
  const switchedOff = await db.query<{ id: string; off: boolean }>(sql`
    WITH o AS (
      SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS o(
        id uuid, subscription_id uuid, status text, next_attempt_at timestamptz, code int,
        body text, error text, duration_ms int)),
    written AS (
      UPDATE webhook_deliveries d SET
        status = o.status::"WebhookDeliveryStatus", leased_until = NULL,
        next_attempt_at = o.next_attempt_at, last_response_code = o.code,
        last_response_body = o.body, last_error = o.error, last_duration_ms = o.duration_ms,
        delivered_at = CASE WHEN o.status = 'delivered' THEN now() ELSE d.delivered_at END
        FROM o WHERE d.id = o.id),
    health AS (
      SELECT h.subscription_id, h.ok,
             NOT h.ok AND s.status = 'active' AND s.failing_since IS NOT NULL
               AND s.failing_since < now() - make_interval(hours => ${disableAfterHours}::int)
               AS off
        FROM (SELECT subscription_id, bool_or(status = 'delivered') AS ok
                FROM o GROUP BY subscription_id) h
        JOIN webhook_subscriptions s ON s.id = h.subscription_id)
    UPDATE webhook_subscriptions s SET
      failing_since = CASE WHEN h.ok THEN NULL ELSE coalesce(s.failing_since, now()) END,
      status = CASE WHEN h.off THEN 'inactive'::"RecordStatus" ELSE s.status END,
      status_reason = CASE WHEN h.off
        THEN 'Switched off on ' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') ||
             ' UTC: every delivery failed for ' || ${disableAfterHours}::int ||
             ' hours (since ' || to_char(s.failing_since AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') ||
             ' UTC)'
        ELSE s.status_reason END
      FROM health h
     WHERE s.id = h.subscription_id
    RETURNING s.id, h.off`);
  return switchedOff.filter((row) => row.off).map((row) => row.id);
}

/** Hands back the leases of deliveries taken but not sent (the dispatcher stopping). */
export async function releaseLeases(db: Sql, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE webhook_deliveries SET leased_until = NULL, attempts = attempts - 1
     WHERE id = ANY (${ids}::uuid[]) AND status = 'pending'`);
}

/** A new pending delivery of `eventId` to one subscription (a test, a redelivery). */
export async function insertDelivery(
  db: Sql,
  row: {
    tenantId: string;
    subscriptionId: string;
    eventId: string;
    orderingKey: string;
    redeliveryOf: string | null;
  },
): Promise<string> {
  const [inserted] = await db<{ id: string }>`
    INSERT INTO webhook_deliveries (tenant_id, subscription_id, event_id, ordering_key, redelivery_of)
    VALUES (${row.tenantId}::uuid, ${row.subscriptionId}::uuid, ${row.eventId}::uuid,
            ${row.orderingKey}, ${row.redeliveryOf}::uuid)
    RETURNING id::text AS id`;
  return inserted!.id;
}

/** Removes the events (and so their deliveries) settled more than `days` ago. */
export async function pruneSettledEvents(db: Sql, days: number): Promise<number> {
  return db.execute(sql`
    DELETE FROM webhook_events e
     WHERE e.created_at < now() - make_interval(days => ${days}::int)
       AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
                        WHERE d.event_id = e.id AND d.status = 'pending')`);
}

/** A new subscription's id, taken first: its sealed secret is bound to it. */
export async function newWebhookId(db: Sql): Promise<string> {
  const [row] = await db.query<{ id: string }>(sql`SELECT uuidv7()::text AS id`);
  return row!.id;
}
