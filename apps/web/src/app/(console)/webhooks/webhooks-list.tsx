'use client';

import { Anchor, Group, Stack, Text } from '@mantine/core';
import { WEBHOOK_EVENT_TYPES } from '@pim/core/schemas';
import Link from 'next/link';
import { QueryList } from '@/components/list/query-list';
import { LocalDate } from '@/components/local-date';
import { StatusBadge } from '@/components/notices';
import type { RouterOutputs } from '@/lib/api/router';
import type { ListProps } from '@/lib/list-params';
import { WEBHOOKS_LIST } from '@/lib/lists';
import { EventChips } from './events-field';

type Page = RouterOutputs['webhooks']['list'];
type Webhook = Page['items'][number];

/** The receiver's address, linking to the webhook's page. */
function WebhookLink({ webhook }: { webhook: Webhook }) {
  return (
    <Anchor
      component={Link}
      href={`/webhooks/${webhook.id}`}
      prefetch={false}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
      data-testid="webhook-link"
    >
      <bdi>{webhook.url}</bdi>
    </Anchor>
  );
}

/** Active or inactive; when the dispatcher switched it off, why, in its own words. */
export function WebhookStatus({ webhook }: { webhook: Webhook }) {
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge status={webhook.status} testId="webhook-status" />
      {webhook.status === 'inactive' && webhook.status_reason ? (
        <Text size="xs" c="dimmed" data-testid="webhook-status-reason">
          <bdi>{webhook.status_reason}</bdi>
        </Text>
      ) : null}
    </Stack>
  );
}

const events = (webhook: Webhook) => (
  <EventChips events={webhook.events} total={WEBHOOK_EVENT_TYPES.length} />
);

const failingSince = (webhook: Webhook) => <LocalDate value={webhook.failing_since} empty="—" />;

/** The tenant's webhooks: address, events, status and since when it fails; a card on a phone. */
export function WebhooksList({ tenantName, firstPage }: ListProps<Page>) {
  return (
    <QueryList
      config={WEBHOOKS_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) => trpc.webhooks.list.queryOptions(list.input, options)}
      searchLabel="Search by URL or description"
      testId="webhooks"
      caption={`Webhooks of ${tenantName}`}
      empty="No webhooks match."
      minWidth={820}
      rowTestId={(webhook) => `webhook-row-${webhook.id}`}
      columns={[
        {
          key: 'url',
          header: 'URL',
          render: (webhook) => (
            <Stack gap={2}>
              <WebhookLink webhook={webhook} />
              {webhook.description ? (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  <bdi>{webhook.description}</bdi>
                </Text>
              ) : null}
            </Stack>
          ),
        },
        { key: 'events', header: 'Events', render: events },
        {
          key: 'status',
          header: 'Status',
          render: (webhook) => <WebhookStatus webhook={webhook} />,
        },
        { key: 'failing', header: 'Failing since', render: failingSince },
      ]}
      card={(webhook) => (
        <Stack gap={6}>
          <WebhookLink webhook={webhook} />
          <WebhookStatus webhook={webhook} />
          {events(webhook)}
          {webhook.failing_since ? (
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                Failing since
              </Text>
              <Text size="xs">{failingSince(webhook)}</Text>
            </Group>
          ) : null}
        </Stack>
      )}
    />
  );
}
