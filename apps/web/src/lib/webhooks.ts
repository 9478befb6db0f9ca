import {
  WEBHOOK_EVENT_TYPES,
  type WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_TEST_EVENT,
} from '@pim/core/schemas';

// Words for the webhook screens: what each event means, a delivery's status, what an
// attempt's outcome was.

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Each event a subscription may ask for: its name and, in a sentence, when it is sent. */
export const WEBHOOK_EVENTS: Record<WebhookEventType, { label: string; description: string }> = {
  'product.updated': {
    label: 'Product changed',
    description: 'A product was created or saved: its values, categories, family or status.',
  },
  'product.published': {
    label: 'Product approved',
    description: 'A product moved to approved, or was created approved.',
  },
  'import_job.completed': {
    label: 'Import completed',
    description: 'An import ran to its end (some records may have failed).',
  },
  'export_job.completed': {
    label: 'Export completed',
    description: 'An export finished and its file is ready.',
  },
  'export_job.failed': {
    label: 'Export failed',
    description: 'An export stopped with an error.',
  },
  'job.failed': {
    label: 'Any job failed',
    description: 'An import, export or bulk update stopped with an error.',
  },
  'connection.export.completed': {
    label: 'Connection export completed',
    description: 'A connection delivered its export to the other side.',
  },
  'connection.export.failed': {
    label: 'Connection export failed',
    description: 'A connection could not deliver its export.',
  },
};

export const WEBHOOK_EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  ...WEBHOOK_EVENTS[type],
}));

/** An event's name; the test event and a type this console does not know keep their code. */
export function webhookEventLabel(type: string): string {
  if (type === WEBHOOK_TEST_EVENT) return 'Test event';
  return WEBHOOK_EVENTS[type as WebhookEventType]?.label ?? type;
}

type DeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, string> = {
  pending: 'yellow',
  delivered: 'teal',
  failed: 'red',
};

interface DeliveryOutcome {
  status: string;
  attempts: number;
  last_response_code: number | null;
  last_error: string | null;
}

/** A delivery's last attempt in a sentence: what the receiver answered, or why nothing came. */
export function deliveryOutcome(delivery: DeliveryOutcome): string {
  if (delivery.attempts === 0) return 'Not sent yet: the first attempt is on its way.';
  const answer =
    delivery.last_response_code !== null
      ? `the receiver answered ${delivery.last_response_code}`
      : `no answer${delivery.last_error ? ` (${delivery.last_error})` : ''}`;
  const tries = delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`;
  if (delivery.status === 'delivered') return `Delivered after ${tries}: ${answer}.`;
  if (delivery.status === 'failed') return `Failed after ${tries}: ${answer}. No more retries.`;
  return `${tries} so far: ${answer}. It will be tried again.`;
}

/** Whether a test delivery has had its first attempt (the test panel stops asking then). */
export function isSettledTest(delivery: DeliveryOutcome): boolean {
  return delivery.status !== 'pending' || delivery.attempts > 0;
}
