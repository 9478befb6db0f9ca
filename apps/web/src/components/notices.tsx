import { Alert, Badge, Code, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ApiFailure } from '@/lib/api/errors';
import { readableFailure } from '@/lib/api/messages';

/** A page the user's permissions do not open. */
export function Forbidden({ permission }: { permission: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>Not allowed</h1>}
      icon={<IconLock size={20} />}
      data-testid="forbidden"
    >
      <Text size="sm">
        Your roles in this tenant do not include <Code>{permission}</Code>.
      </Text>
    </Alert>
  );
}

/** Data the API would not give, said in words (never its raw code). */
export function LoadError({ failure }: { failure: ApiFailure }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} />}
      data-testid="load-error"
    >
      {readableFailure(failure, 'The PIM API cannot be reached. Check that it is running.')}
    </Alert>
  );
}

/** What went wrong with the user's last action, in words, as an alert a screen reader says. */
export function ErrorNotice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

const STATUS_COLORS: Record<string, string> = {
  active: 'teal',
  inactive: 'gray',
  suspended: 'orange',
  revoked: 'red',
  expired: 'orange',
};

/**
 * A status as a badge: a coloured dot and the word (the word alone carries the meaning).
 * `label` and `color` replace the status's own word and colour (jobs, products).
 */
export function StatusBadge({
  status,
  label,
  color,
  testId,
}: {
  status: string;
  label?: string;
  color?: string;
  testId?: string;
}) {
  return (
    <Badge
      variant="dot"
      color={color ?? STATUS_COLORS[status] ?? 'gray'}
      tt="none"
      fw={500}
      c="dark.7"
      style={{ maxWidth: 'none', flexShrink: 0 }}
      data-testid={testId}
    >
      {label ?? status}
    </Badge>
  );
}
