'use client';

import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { CopyValueButton } from '@/components/copy-value-button';
import type { ReactNode } from 'react';
import { LocalDate } from '@/components/local-date';
import type { ShownSecret } from './actions';

/**
 * A signing secret, shown this once (after a create or a rotation): the API keeps it sealed
 * and never answers it again. Test ids: `webhook-secret-dialog`, `webhook-secret`,
 * `webhook-secret-copy`, `webhook-secret-done`.
 */
export function SecretDialog({
  shown,
  title,
  onClose,
  actions,
}: {
  shown: ShownSecret | null;
  title: string;
  onClose: () => void;
  /** Buttons beside "Done" (e.g. a link to the new webhook's page). */
  actions?: ReactNode;
}) {
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="webhook-secret-dialog"
    >
      {shown ? (
        <Stack gap="sm">
          <Alert
            color="orange"
            variant="light"
            icon={<IconKey size={18} aria-hidden />}
            title="Copy the secret now: it will not be shown again."
            // Orange text on the light orange fills too little contrast: the title in ink.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
            data-testid="webhook-secret-warning"
          >
            <Text size="sm">
              The receiver checks each delivery&apos;s <Code>X-Signature</Code> with it. If it is
              lost, rotate the secret on the webhook&apos;s page to get a new one.
            </Text>
          </Alert>
          <Code
            block
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            data-testid="webhook-secret"
          >
            {shown.secret}
          </Code>
          <CopyValueButton what="secret" testId="webhook-secret-copy" value={shown.secret} />
          {shown.previous_secret_expires_at ? (
            <Text size="sm" data-testid="webhook-secret-previous">
              The old secret keeps signing beside this one until{' '}
              <LocalDate value={shown.previous_secret_expires_at} />, so the receiver can switch
              without missing a delivery.
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {actions}
            <Button onClick={onClose} data-testid="webhook-secret-done">
              Done
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
