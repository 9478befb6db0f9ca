'use client';

import { Anchor, Code, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LocalDate } from '@/components/local-date';
import { StatusBadge } from '@/components/notices';
import { Details } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';
import {
  DELIVERY_STATUS_COLORS,
  DELIVERY_STATUS_LABELS,
  deliveryOutcome,
  webhookEventLabel,
} from '@/lib/webhooks';

export type DeliveriesPage = RouterOutputs['webhooks']['deliveries'];
export type Delivery = DeliveriesPage['items'][number];

export function DeliveryStatus({ status, testId }: { status: string; testId?: string }) {
  return (
    <StatusBadge
      status={status}
      label={DELIVERY_STATUS_LABELS[status as Delivery['status']] ?? status}
      color={DELIVERY_STATUS_COLORS[status as Delivery['status']]}
      testId={testId}
    />
  );
}

/** "120 ms", "2.4 s"; nothing before the first attempt. */
export function durationWords(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * A delivery's event name, opening what the delivery holds: the receiver's answer (its body,
 * cut to its first 4,096 characters), the error when no answer came, the event's id and the
 * times of its attempts.
 */
export function DeliveryDetail({ delivery }: { delivery: Delivery }) {
  const [opened, { open, close }] = useDisclosure(false);
  const label = webhookEventLabel(delivery.event_type);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={open}
        ta="start"
        data-testid="webhook-delivery-open"
      >
        {label}
      </Anchor>
      <Modal
        opened={opened}
        onClose={close}
        title={`Delivery of “${label}”`}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md" data-testid="webhook-delivery-detail">
          <Text size="sm" data-testid="webhook-delivery-outcome">
            {deliveryOutcome(delivery)}
          </Text>
          <Details
            cols={{ base: 1, xs: 2 }}
            items={[
              {
                label: 'Status',
                value: <DeliveryStatus status={delivery.status} />,
              },
              {
                label: 'Response code',
                value: delivery.last_response_code ?? 'None',
                testId: 'webhook-delivery-code',
              },
              { label: 'Attempts', value: delivery.attempts },
              { label: 'Duration', value: durationWords(delivery.duration_ms) },
              { label: 'Queued', value: <LocalDate value={delivery.created_at} /> },
              {
                label: 'Last attempt',
                value: <LocalDate value={delivery.last_attempt_at} empty="Not yet" />,
              },
              ...(delivery.status === 'pending'
                ? [
                    {
                      label: 'Next attempt',
                      value: <LocalDate value={delivery.next_attempt_at} empty="Soon" />,
                    },
                  ]
                : []),
              ...(delivery.delivered_at
                ? [{ label: 'Delivered', value: <LocalDate value={delivery.delivered_at} /> }]
                : []),
              {
                label: 'Event id',
                value: <Code>{delivery.event_id}</Code>,
                testId: 'webhook-delivery-event-id',
              },
            ]}
          />
          {delivery.redelivery_of ? (
            <Text size="sm" c="dimmed">
              A redelivery: the same event (same id) sent again, so a receiver that already has it
              can drop it.
            </Text>
          ) : null}
          {delivery.last_error ? (
            <Stack gap={4}>
              <Title order={3} size="h5">
                Error
              </Title>
              <Text
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
                data-testid="webhook-delivery-error"
              >
                <bdi>{delivery.last_error}</bdi>
              </Text>
            </Stack>
          ) : null}
          <Stack gap={4}>
            <Title order={3} size="h5">
              Response body
            </Title>
            {delivery.last_response_body ? (
              <Code
                block
                style={{
                  overflowWrap: 'anywhere',
                  whiteSpace: 'pre-wrap',
                  maxHeight: 320,
                  overflow: 'auto',
                }}
                // Focusable, so a keyboard can scroll a long body.
                tabIndex={0}
                aria-label="Response body"
                data-testid="webhook-delivery-body"
              >
                {delivery.last_response_body}
              </Code>
            ) : (
              <Text size="sm" c="dimmed" data-testid="webhook-delivery-body-empty">
                {delivery.attempts === 0 ? 'No attempt yet.' : 'The receiver answered no body.'}
              </Text>
            )}
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
