'use client';

import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { changesLabel, saveBlockedReason } from './detail-state';

/**
 * The one Save of a detail page, below its tabs and sticky at the bottom of the screen, so it
 * stays in reach on a phone: how many changes wait, why Save is off when it is, and what the
 * last save could not do. Test ids: `<testId>-save`, `-discard`, `-save-state`, `-save-error`.
 */
export function DetailSaveBar({
  testId,
  changed,
  missing,
  error,
  pending,
  ready,
  onSave,
  onDiscard,
  saveLabel,
  sticky,
}: {
  testId: string;
  changed: number;
  /** Labels of required fields left empty. */
  missing: readonly string[];
  error?: string;
  pending: boolean;
  /** False until the page is interactive. */
  ready: boolean;
  onSave: () => void;
  onDiscard: () => void;
  saveLabel: string;
  sticky: boolean;
}) {
  const blocked = saveBlockedReason(changed, missing);
  const dirty = changed > 0;
  return (
    <Paper
      withBorder
      p="sm"
      shadow={dirty ? 'md' : undefined}
      style={sticky ? { position: 'sticky', bottom: 8, zIndex: 5 } : undefined}
      data-testid={`${testId}-save-bar`}
    >
      <Stack gap="xs">
        {error ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={18} />}
            data-testid={`${testId}-save-error`}
          >
            {error}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text
            size="sm"
            aria-live="polite"
            id={`${testId}-save-state`}
            data-testid={`${testId}-save-state`}
          >
            {dirty ? changesLabel(changed) : null}
            {dirty && blocked ? ' · ' : null}
            {blocked}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              onClick={onDiscard}
              disabled={!dirty || pending}
              data-testid={`${testId}-discard`}
            >
              Discard
            </Button>
            <Button
              onClick={onSave}
              disabled={!ready || blocked !== null}
              loading={pending}
              aria-describedby={`${testId}-save-state`}
              data-testid={`${testId}-save`}
            >
              {saveLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
