'use client';

import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconProgress } from '@tabler/icons-react';
import Link from 'next/link';

const ICONS = {
  started: <IconProgress size={18} />,
  done: <IconCheck size={18} />,
  failed: <IconAlertTriangle size={18} />,
};
const COLORS = { started: 'blue', done: 'teal', failed: 'red' };

/**
 * A toast about a job the grid started, with a link to its page. `id` (also its test id)
 * names what it reports: a second one of the same kind replaces a toast still showing.
 */
export function showJobNotice(
  id: string,
  message: string,
  jobId: string,
  kind: keyof typeof ICONS,
): void {
  const toast = {
    id,
    color: COLORS[kind],
    icon: ICONS[kind],
    autoClose: 10_000,
    message: (
      <Stack gap={2}>
        <Text size="sm">{message}</Text>
        <Anchor
          component={Link}
          href={`/jobs/${jobId}`}
          prefetch={false}
          size="sm"
          data-testid={`${id}-link`}
        >
          Open the job
        </Anchor>
      </Stack>
    ),
    'data-testid': id,
    closeButtonProps: { 'aria-label': 'Close' },
  };
  notifications.show(toast);
  notifications.update(toast);
}
