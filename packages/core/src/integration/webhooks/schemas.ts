// Request and response shapes of webhook subscriptions and their deliveries. A subscription's
// secret is in an answer twice only: when it is created and when it is rotated.
import { z } from 'zod';
import { zListFields, zPaging } from '../../platform/shared/list.ts';
import {
  zActorRef,
  zCatalogDescription,
  zId,
  zQueryArray,
  zTimestamp,
} from '../../platform/shared/schemas.ts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '../../platform/limits.ts';

export { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT };

export const WEBHOOK_STATUSES = ['active', 'inactive'] as const;
export const zWebhookStatus = z.enum(WEBHOOK_STATUSES);
export const zWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const zWebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);

/** Longest receiver URL. */
export const WEBHOOK_URL_MAX = 2048;
/** Subscriptions a tenant may have. */
export const MAX_WEBHOOKS_PER_TENANT = 50;

/**
 * A receiver's address: http(s) only (no file:, ftp:, javascript:), no user or password in it
 * (they would be sent and logged); whether plain http is allowed is the deployment's setting,
 * which the service checks.
 */
export const zWebhookUrl = z
  .url({ protocol: /^https?$/, error: 'must be an https:// URL' })
  .max(WEBHOOK_URL_MAX)
  .refine((value) => {
    // Runs after a failed URL check too: a value that is no URL is left to that check.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, 'must not hold a user name or password');

const zEvents = z
  .array(zWebhookEventType)
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, 'must not list an event twice');

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(zWebhookEventType),
  description: z.string().nullable(),
  status: zWebhookStatus,
  /** Why the dispatcher switched it off (null when active or switched off by a person). */
  status_reason: z.string().nullable(),
  /** While set, the secret before the last rotation still signs beside the new one. */
  previous_secret_expires_at: zTimestamp.nullable(),
  /** The first failed attempt since the last delivered one (null: the last one succeeded). */
  failing_since: zTimestamp.nullable(),
  created_at: zTimestamp,
  updated_at: zTimestamp,
  created_by: zActorRef.nullable(),
  modified_by: zActorRef.nullable(),
});
export type WebhookDto = z.infer<typeof ZWebhook>;

/** A created subscription, with its signing secret (shown this once). */
export const ZWebhookWithSecret = ZWebhook.extend({ secret: z.string() });
export type WebhookWithSecretDto = z.infer<typeof ZWebhookWithSecret>;

export const ZCreateWebhookInput = z.strictObject({
  url: zWebhookUrl,
  events: zEvents,
  description: zCatalogDescription.nullish(),
  status: zWebhookStatus.optional(),
});
export type CreateWebhookInput = z.infer<typeof ZCreateWebhookInput>;

export const ZUpdateWebhookInput = z.strictObject({
  id: zId,
  url: zWebhookUrl.optional(),
  events: zEvents.optional(),
  description: zCatalogDescription.nullish(),
});
export type UpdateWebhookInput = z.infer<typeof ZUpdateWebhookInput>;

export const ZWebhookIdInput = z.strictObject({ id: zId });
export type WebhookIdInput = z.infer<typeof ZWebhookIdInput>;

export const ZWebhookStatusInput = z.strictObject({ id: zId, status: zWebhookStatus });
export type WebhookStatusInput = z.infer<typeof ZWebhookStatusInput>;

export const ZListWebhooksInput = z.strictObject(
  zListFields(zWebhookStatus, 20, ['created_at'] as const),
);
export type ListWebhooksInput = z.infer<typeof ZListWebhooksInput>;

/** A rotated secret: the new one (shown this once) and when the old one stops signing. */
export const ZRotatedSecret = z.object({
  secret: z.string(),
  previous_secret_expires_at: zTimestamp,
});
export type RotatedSecretDto = z.infer<typeof ZRotatedSecret>;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  subscription_id: z.string(),
  /** The body's `id` and the `webhook-id` header: the same for every attempt and redelivery. */
  event_id: z.string(),
  event_type: z.string(),
  status: zWebhookDeliveryStatus,
  attempts: z.number().int(),
  last_attempt_at: zTimestamp.nullable(),
  last_response_code: z.number().int().nullable(),
  /** The receiver's answer, cut to its first 4,096 characters. */
  last_response_body: z.string().nullable(),
  /** Why the last attempt failed when no answer came (refused address, timeout, …). */
  last_error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  next_attempt_at: zTimestamp.nullable(),
  delivered_at: zTimestamp.nullable(),
  /** The delivery this one sends again. */
  redelivery_of: z.string().nullable(),
  created_at: zTimestamp,
});
export type WebhookDeliveryDto = z.infer<typeof ZWebhookDelivery>;

export const ZListWebhookDeliveriesInput = z.strictObject({
  id: zId,
  status: zQueryArray(zWebhookDeliveryStatus),
  event_type: zQueryArray(z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT])),
  ...zPaging(20, ['created_at'] as const),
});
export type ListWebhookDeliveriesInput = z.infer<typeof ZListWebhookDeliveriesInput>;

export const ZRedeliverInput = z.strictObject({ id: zId, delivery_id: zId });
export type RedeliverInput = z.infer<typeof ZRedeliverInput>;
