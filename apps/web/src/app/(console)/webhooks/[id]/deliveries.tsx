'use client';

import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { StatusFilter } from '@/components/list/list-filters';
import { QueryList } from '@/components/list/query-list';
import type { Column } from '@/components/list/resource-list';
import { LocalDate } from '@/components/local-date';
import { Section } from '@/components/page';
import { WEBHOOK_DELIVERIES_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';
import { DELIVERY_STATUS_LABELS } from '@/lib/webhooks';
import { redeliverWebhook } from '../actions';
import type { FirstPage } from '@/lib/list-params';
import {
  DeliveryDetail,
  DeliveryStatus,
  durationWords,
  type DeliveriesPage,
  type Delivery,
} from './delivery-parts';

/** The log is read in the browser (its first page too): the page's server part loads the webhook. */
const NO_FIRST_PAGE: FirstPage<DeliveriesPage> | undefined = undefined;

/** While a delivery on the page is about to be attempted, the page asks again this often. */
const POLL_MS = 1500;
/** How soon an attempt must be due for the page to wait for it (a retry an hour away is not). */
const DUE_SOON_MS = 30_000;

/** Pending, with its next attempt due within 30 s of `now` (the last answer's time). */
function dueSoon(delivery: Delivery, now: number): boolean {
  if (delivery.status !== 'pending') return false;
  const next = delivery.next_attempt_at ? Date.parse(delivery.next_attempt_at) : now;
  return next - now < DUE_SOON_MS;
}

/** Reads the deliveries again now (new attempts, retries that happened meanwhile). */
function RefreshButton() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={() =>
        void queryClient.invalidateQueries({ queryKey: trpc.webhooks.deliveries.pathKey() })
      }
      data-testid="webhook-deliveries-refresh"
    >
      Refresh
    </Button>
  );
}

/**
 * Sends the delivery's event again, as a new delivery with the same event id. Not offered
 * while the delivery is pending: it is being sent or waits for its retry, and the API queues
 * a redelivery behind it (one key's events go in order), so it would only wait as well.
 */
function Redeliver({ webhookId, delivery }: { webhookId: string; delivery: Delivery }) {
  if (delivery.status === 'pending') return null;
  return (
    <ActionForm
      action={redeliverWebhook}
      testId="webhook-redeliver"
      submitLabel="Redeliver"
      submitVariant="default"
      compact
    >
      <Hidden name="id" value={webhookId} />
      <Hidden name="delivery_id" value={delivery.id} />
    </ActionForm>
  );
}

/**
 * A webhook's delivery log, newest first: what was sent, how it went, the receiver's answer
 * (opened from the event's name), and Redeliver for those who may send. Filtered by status
 * and paged in the URL (`?tab=deliveries&status=&page=`).
 */
export function WebhookDeliveries({
  webhookId,
  canWrite,
  active,
}: {
  webhookId: string;
  canWrite: boolean;
  /** Only an active webhook sends: Redeliver shows then. */
  active: boolean;
}) {
  const redeliver = canWrite && active;
  const columns: Column<Delivery>[] = [
    {
      key: 'event',
      header: 'Event',
      render: (d) => (
        <>
          <DeliveryDetail delivery={d} />
          {d.redelivery_of ? (
            <Text size="xs" c="dimmed">
              Sent again
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (d) => <DeliveryStatus status={d.status} testId="webhook-delivery-status" />,
    },
    { key: 'attempts', header: 'Attempts', render: (d) => d.attempts },
    {
      key: 'code',
      header: 'Response',
      render: (d) => (
        <span data-testid="webhook-delivery-response">{d.last_response_code ?? '—'}</span>
      ),
    },
    {
      key: 'time',
      header: 'Time',
      render: (d) => <LocalDate value={d.last_attempt_at ?? d.created_at} />,
    },
    { key: 'duration', header: 'Duration', render: (d) => durationWords(d.duration_ms) },
    ...(redeliver
      ? [
          {
            key: 'actions',
            header: 'Actions',
            render: (d: Delivery) => <Redeliver webhookId={webhookId} delivery={d} />,
          },
        ]
      : []),
  ];
  return (
    <Section
      title="Deliveries"
      description="Each event sent to the receiver, with its attempts and the last answer. Open one to read the answer's body."
      testId="webhook-deliveries-section"
    >
      <QueryList
        config={WEBHOOK_DELIVERIES_LIST}
        firstPage={NO_FIRST_PAGE}
        query={(trpc, list, options) =>
          trpc.webhooks.deliveries.queryOptions(
            {
              id: webhookId,
              status: list.input.status,
              page: list.input.page,
              page_size: list.input.page_size,
            },
            {
              ...options,
              refetchInterval: (q) =>
                q.state.data?.items.some((d) => dueSoon(d, q.state.dataUpdatedAt))
                  ? POLL_MS
                  : false,
            },
          )
        }
        filterBar={(list) => (
          <Group role="search" gap="sm" align="flex-end" wrap="wrap">
            <StatusFilter
              list={list}
              statuses={WEBHOOK_DELIVERIES_LIST.statuses}
              labels={DELIVERY_STATUS_LABELS}
              testId="webhook-deliveries-status"
            />
            <RefreshButton />
          </Group>
        )}
        testId="webhook-deliveries"
        embedded
        caption="Deliveries of this webhook"
        empty="No deliveries match."
        emptyUnfiltered="No deliveries yet: send a test, or wait for an event."
        minWidth={redeliver ? 820 : 700}
        rowTestId={(d) => `webhook-delivery-${d.id}`}
        columns={columns}
        card={(d) => (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <span>
                <DeliveryDetail delivery={d} />
                {d.redelivery_of ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (sent again)
                  </Text>
                ) : null}
              </span>
              <DeliveryStatus status={d.status} testId="webhook-delivery-status" />
            </Group>
            <Text size="xs" c="dimmed">
              {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'} · response{' '}
              <span data-testid="webhook-delivery-response">{d.last_response_code ?? '—'}</span> ·{' '}
              {durationWords(d.duration_ms)} ·{' '}
              <LocalDate value={d.last_attempt_at ?? d.created_at} />
            </Text>
            {redeliver ? <Redeliver webhookId={webhookId} delivery={d} /> : null}
          </Stack>
        )}
      />
    </Section>
  );
}
