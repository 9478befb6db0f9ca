'use client';

import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';

/**
 * A success toast. `id` (also its test id) names what it reports: a second success of the
 * same kind replaces the message of a toast still showing instead of stacking a copy.
 */
export function showToast(id: string, message: string): void {
  const toast = {
    id,
    message,
    color: 'teal',
    icon: <IconCheck size={18} />,
    'data-testid': id,
    closeButtonProps: { 'aria-label': 'Close' },
  };
  notifications.show(toast);
  notifications.update(toast);
}
