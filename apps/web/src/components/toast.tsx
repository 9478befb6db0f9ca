'use client';

import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A toast. `id` (also its test id) names what it reports: a second one of the same kind
 * replaces the message of a toast still showing instead of stacking a copy.
 */
function show(id: string, message: string, color: string, icon: ReactNode): void {
  const toast = {
    id,
    message,
    color,
    icon,
    'data-testid': id,
    closeButtonProps: { 'aria-label': 'Close' },
  };
  notifications.show(toast);
  notifications.update(toast);
}

/** A success toast. */
export function showToast(id: string, message: string): void {
  show(id, message, 'teal', <IconCheck size={18} />);
}

/** A failure of something done outside a form (a drag and drop), as a red toast. */
export function showErrorToast(id: string, message: string): void {
  show(id, message, 'red', <IconAlertTriangle size={18} />);
}
