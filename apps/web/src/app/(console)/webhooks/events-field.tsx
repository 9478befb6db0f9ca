'use client';

import { Badge, Checkbox, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useFieldError } from '@/components/form/action-form';
import { WEBHOOK_EVENT_OPTIONS, webhookEventLabel } from '@/lib/webhooks';

/**
 * The events a webhook receives: a checkbox per event with a sentence on when it is sent;
 * each checked one is posted as an `events` value.
 */
export function EventsField({
  defaultValue = [],
  testId,
}: {
  defaultValue?: readonly string[];
  /** `<testId>-<event>` per checkbox, `<testId>-error`. */
  testId: string;
}) {
  const error = useFieldError('events');
  const [value, setValue] = useState<string[]>([...defaultValue]);
  return (
    <Checkbox.Group
      label="Events"
      description="What the receiver is told about. Choose at least one."
      value={value}
      onChange={setValue}
      error={error}
      errorProps={{ 'data-testid': `${testId}-error` }}
      withAsterisk
      data-testid={testId}
    >
      <Stack gap="xs" mt="xs">
        {WEBHOOK_EVENT_OPTIONS.map((event) => (
          <Checkbox
            key={event.value}
            name="events"
            value={event.value}
            label={event.label}
            description={event.description}
            aria-invalid={error ? true : undefined}
            data-testid={`${testId}-${event.value}`}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** A webhook's events as chips; a long list is cut to its first two and counted. */
export function EventChips({ events, total }: { events: readonly string[]; total: number }) {
  if (events.length === total) {
    return (
      <Badge variant="light" color="blue" c="dark.7" tt="none" data-testid="webhook-events-all">
        All {total} events
      </Badge>
    );
  }
  const shown = events.length > 3 ? events.slice(0, 2) : events;
  const rest = events.slice(shown.length);
  return (
    <Group gap={4}>
      {shown.map((event) => (
        <Badge key={event} variant="light" color="gray" c="dark.7" tt="none" fw={500}>
          {webhookEventLabel(event)}
        </Badge>
      ))}
      {rest.length ? (
        <Tooltip label={rest.map(webhookEventLabel).join(', ')} withArrow>
          <Badge variant="outline" color="gray" c="dark.7" tt="none" fw={500}>
            +{rest.length} more
            <VisuallyHidden>: {rest.map(webhookEventLabel).join(', ')}</VisuallyHidden>
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** The events of a webhook in one sentence (its page's summary). */
export function EventsText({ events }: { events: readonly string[] }) {
  return <Text span>{events.map(webhookEventLabel).join(', ')}</Text>;
}
