// The dispatcher: a loop in each worker process that takes due deliveries (sql.ts claimDue:
// fair across tenants, in order per key, leased), sends them a few dozen at a time, and writes
// what each attempt gave in one statement. A 2xx answer delivers; anything else (another
// status, a redirect, a refused address, no answer within the timeout) retries on the
// schedule, then fails the delivery. Delivery is at least once: a process killed after a send
// and before its outcome is written sends again when the lease runs out, with the same
// `webhook-id`, so receivers drop the duplicate.
import type { Database } from '@pim/db';
import { outboundAgent } from '../../platform/outbound/index.ts';
import { openSealed } from '../sealing.ts';
import { integrationSettings, webhookSettingsOf, type IntegrationSettings } from '../settings.ts';
import { postDelivery, type AttemptResult } from './send.ts';
import { signatureHeader } from './signing.ts';
import {
  claimDue,
  pruneSettledEvents,
  recordOutcomes,
  type AttemptOutcome,
  type ClaimedDelivery,
} from './sql.ts';

export interface DispatcherOptions {
  database: Database;
  /** The process's integration settings unless given. */
  settings?: IntegrationSettings;
  log?: (level: 'info' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

export interface WebhookDispatcher {
  /** Stops taking deliveries and waits for the ones in flight. */
  stop(): Promise<void>;
}

/** Deliveries of one tenant taken per round (the others' get theirs in the same round). */
const PER_TENANT = 100;

/** The body: the event as the receiver reads it; `data` is the stored JSON, unparsed. */
const bodyOf = (row: ClaimedDelivery) =>
  `{"id":${JSON.stringify(row.event_id)},"type":${JSON.stringify(row.type)},` +
  `"created_at":${JSON.stringify(row.event_created_at.toISOString())},` +
  `"tenant_id":${JSON.stringify(row.tenant_id)},"data":${row.data}}`;

/** The secrets that sign a delivery now: the current one, and the previous one until it expires. */
function secretsOf(row: ClaimedDelivery, settings: IntegrationSettings): string[] {
  const open = (sealed: string, keyId: string) =>
    openSealed(
      { sealed, keyId },
      { purpose: 'webhook-secret', tenantId: row.tenant_id, rowId: row.subscription_id },
      settings.credentialKeys,
    ) as string;
  const secrets = [open(row.secret, row.secret_key_id)];
  if (
    row.previous_secret &&
    row.previous_secret_key_id &&
    row.previous_secret_expires_at &&
    row.previous_secret_expires_at > new Date()
  ) {
    secrets.push(open(row.previous_secret, row.previous_secret_key_id));
  }
  return secrets;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

export function startWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const settings = options.settings ?? integrationSettings();
  const webhooks = webhookSettingsOf(settings);
  const agent = outboundAgent(settings.outbound, {
    ...settings.timeouts,
    headersMs: webhooks.timeoutMs,
    bodyMs: webhooks.timeoutMs,
  });
  // Long enough for an attempt (its timeout) and for writing its outcome, with room to spare:
  // a lease that ran out under a live dispatcher would only send the delivery twice.
  const leaseSeconds = Math.ceil((2 * webhooks.timeoutMs) / 1000) + 5;
  const { database, log } = options;
  let stopping = false;
  let wake: (() => void) | undefined;
  let lastPrune = 0;

  function outcomeOf(row: ClaimedDelivery, result: AttemptResult): AttemptOutcome {
    const ok = result.code !== null && result.code >= 200 && result.code < 300;
    const wait = webhooks.retryScheduleSeconds[row.attempts - 1];
    const status = ok ? 'delivered' : wait === undefined ? 'failed' : 'pending';
    return {
      id: row.id,
      subscription_id: row.subscription_id,
      status,
      next_attempt_at:
        status === 'pending' ? new Date(Date.now() + wait! * 1000).toISOString() : null,
      code: result.code,
      body: result.body,
      error:
        result.error ??
        (ok
          ? null
          : result.code! >= 300 && result.code! < 400
            ? 'Redirects are not followed'
            : null),
      duration_ms: result.durationMs,
    };
  }

  async function send(row: ClaimedDelivery): Promise<AttemptOutcome> {
    const body = bodyOf(row);
    let secrets: string[];
    try {
      secrets = secretsOf(row, settings);
    } catch (error) {
      // A secret that does not open (a key removed from CREDENTIALS_KEYS): nothing is sent.
      const message = error instanceof Error ? error.message : String(error);
      return outcomeOf(row, { code: null, body: null, error: message, durationMs: 0 });
    }
    const at = Math.floor(Date.now() / 1000);
    const result = await postDelivery(
      row.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'pim-webhooks/1',
        'webhook-id': row.event_id,
        'x-webhook-event': row.type,
        'x-webhook-delivery': row.id,
        'x-signature': signatureHeader(body, secrets, at),
      },
      agent,
      webhooks.timeoutMs,
    );
    return outcomeOf(row, result);
  }

  /** One round: the due deliveries taken, sent, and their outcomes written. */
  async function round(): Promise<number> {
    const claimed = await claimDue(database.sql, PER_TENANT, leaseSeconds);
    if (claimed.length === 0) return 0;
    const outcomes: AttemptOutcome[] = [];
    await eachLimited(claimed, webhooks.concurrency, async (row) => {
      outcomes.push(await send(row));
    });
    const switchedOff = await recordOutcomes(database.sql, outcomes, webhooks.disableAfterHours);
    for (const id of switchedOff) {
      log?.('info', 'webhook switched off: every delivery failed', { webhookId: id });
    }
    return claimed.length;
  }

  async function prune(): Promise<void> {
    if (Date.now() - lastPrune < 3_600_000) return;
    lastPrune = Date.now();
    await pruneSettledEvents(database.sql, webhooks.retentionDays);
  }

  const loop = (async () => {
    while (!stopping) {
      let sent = 0;
      try {
        sent = await round();
        if (sent === 0) await prune();
      } catch (error) {
        log?.('error', 'webhook dispatch failed', { err: error });
      }
      if (sent === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, webhooks.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  })();

  return {
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      await agent.close().catch(() => undefined);
    },
  };
}
