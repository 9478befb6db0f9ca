'use client';

import { Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { Section } from '@/components/page';
import { useTRPC } from '@/lib/trpc/query-provider';
import { deliveryOutcome, isSettledTest } from '@/lib/webhooks';
import { sendWebhookTest } from '../actions';
import { DeliveryStatus } from './delivery-parts';

/** How often, and how long, the panel asks for the test's delivery after sending it. */
const POLL_MS = 1000;
const FOLLOW_MS = 30_000;

interface Sent {
  id: string;
  at: number;
}

/** The test's delivery, asked for until its first attempt is over (or for 30 s). */
function TestDelivery({ webhookId, sent }: { webhookId: string; sent: Sent }) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.webhooks.deliveries.queryOptions(
      { id: webhookId, event_type: ['webhook.test'], page: 1, page_size: 20 },
      {
        refetchInterval: (q) => {
          const found = q.state.data?.items.find((d) => d.id === sent.id);
          if (found && isSettledTest(found)) return false;
          return q.state.dataUpdatedAt - sent.at < FOLLOW_MS ? POLL_MS : false;
        },
      },
    ),
  );
  const delivery = query.data?.items.find((d) => d.id === sent.id);
  const settled = delivery !== undefined && isSettledTest(delivery);
  const waitedOut = !settled && query.dataUpdatedAt - sent.at >= FOLLOW_MS;
  return (
    <Stack gap={4} data-testid="webhook-test-result" aria-live="polite">
      {settled ? (
        <>
          <Group gap="sm">
            <DeliveryStatus status={delivery.status} testId="webhook-test-status" />
            {delivery.last_response_code !== null ? (
              <Text size="sm" data-testid="webhook-test-code">
                Response code {delivery.last_response_code}
              </Text>
            ) : null}
            {delivery.duration_ms !== null ? (
              <Text size="sm" c="dimmed">
                in {delivery.duration_ms} ms
              </Text>
            ) : null}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="webhook-test-outcome">
            {deliveryOutcome(delivery)}
          </Text>
        </>
      ) : waitedOut ? (
        <Text size="sm" data-testid="webhook-test-waiting">
          Not sent within 30 seconds: the Deliveries tab shows it once it is.
        </Text>
      ) : (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" data-testid="webhook-test-waiting">
            Sent: waiting for the receiver&apos;s answer…
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Send test: a `webhook.test` event to this webhook alone, then its delivery as it goes (the
 * status, the receiver's response code and how long it took).
 */
export function SendTest({ webhookId, active }: { webhookId: string; active: boolean }) {
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <Section
      title="Send a test event"
      description="Posts a signed test event to the receiver now, to check that it is reachable and checks the signature."
      testId="webhook-test"
    >
      {active ? (
        <ActionForm
          action={async (state, formData) => {
            const answer = await sendWebhookTest(state, formData);
            const delivery = answer.data as { id: string } | undefined;
            if (answer.status === 'success' && delivery)
              setSent({ id: delivery.id, at: Date.now() });
            return answer;
          }}
          testId="webhook-test-form"
          submitLabel="Send test"
          submitVariant="default"
          renderResult={() =>
            sent ? <TestDelivery key={sent.id} webhookId={webhookId} sent={sent} /> : null
          }
        >
          <Hidden name="id" value={webhookId} />
        </ActionForm>
      ) : (
        <Text size="sm" c="dimmed" data-testid="webhook-test-off">
          The webhook is switched off: switch it on to send a test.
        </Text>
      )}
    </Section>
  );
}
