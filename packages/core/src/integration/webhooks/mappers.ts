// Subscription and delivery rows to the documented shapes: never the sealed secrets.
import { actorRefOf } from '../../platform/shared/index.ts';
import type { DeliveryRow } from './repository.ts';
import type { WebhookDeliveryDto, WebhookDto } from './schemas.ts';

export interface WebhookRow {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  status: 'active' | 'inactive';
  statusReason: string | null;
  previousSecretExpiresAt: Date | null;
  failingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
  createdBy: unknown;
  modifiedBy: unknown;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toWebhookDto = (row: WebhookRow): WebhookDto => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookDto['events'],
  description: row.description,
  status: row.status,
  status_reason: row.statusReason,
  // An expired previous secret no longer signs: it is not shown as signing.
  previous_secret_expires_at:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
      ? row.previousSecretExpiresAt.toISOString()
      : null,
  failing_since: iso(row.failingSince),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  created_by: actorRefOf(row.createdBy),
  modified_by: actorRefOf(row.modifiedBy),
});

export const toDeliveryDto = (row: DeliveryRow): WebhookDeliveryDto => ({
  id: row.id,
  subscription_id: row.subscriptionId,
  event_id: row.eventId,
  event_type: row.event.type,
  status: row.status,
  attempts: row.attempts,
  last_attempt_at: iso(row.lastAttemptAt),
  last_response_code: row.lastResponseCode,
  last_response_body: row.lastResponseBody,
  last_error: row.lastError,
  duration_ms: row.lastDurationMs,
  next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  delivered_at: iso(row.deliveredAt),
  redelivery_of: row.redeliveryOf,
  created_at: row.createdAt.toISOString(),
});
