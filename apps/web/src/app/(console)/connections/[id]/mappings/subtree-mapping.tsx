'use client';

import { Alert, Button, Code, Group, List, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { showToast } from '@/components/toast';
import { saveSubtreeMapping } from '../../mapping-actions';
import type { External, MappedCategory } from './subtree';

interface BulkRun {
  done: number;
  total: number;
  failures: { code: string; message: string }[];
  running: boolean;
}

/**
 * "Map the subtree": the external category typed in the panel given to the chosen category
 * and every one under it, one call per category, with the progress and what failed.
 */
export function SubtreeMapping({
  connectionId,
  channelCode,
  subtree,
  external,
}: {
  connectionId: string;
  channelCode: string | undefined;
  /** The chosen category first, then everything under it. */
  subtree: readonly MappedCategory[];
  external: External;
}) {
  const router = useRouter();
  const [bulk, setBulk] = useState<BulkRun | null>(null);
  const root = subtree[0];

  const runBulk = async () => {
    const run: BulkRun = { done: 0, total: subtree.length, failures: [], running: true };
    setBulk({ ...run });
    for (const target of subtree) {
      const form = new FormData();
      form.set('connection_id', connectionId);
      form.set('channel_code', channelCode ?? '');
      form.set('category_id', target.category_id);
      if (target.mapping) form.set('mapping_id', target.mapping.id);
      for (const [key, value] of Object.entries(external)) form.set(key, value);
      const state = await saveSubtreeMapping(form);
      run.done += 1;
      if (state.status === 'error') {
        const first = Object.values(state.fieldErrors)[0];
        run.failures.push({ code: target.category_code, message: first ?? state.message ?? '' });
      }
      setBulk({ ...run, failures: [...run.failures] });
    }
    run.running = false;
    setBulk({ ...run, failures: [...run.failures] });
    const ok = run.total - run.failures.length;
    showToast(
      'mapping-bulk-success',
      `${ok} of ${run.total} categories mapped to ${external.external_category_id}.`,
    );
    router.refresh();
  };

  const askBulk = () => {
    const existing = subtree.filter((item) => item.mapping).length;
    modals.openConfirmModal({
      title: 'Map the whole subtree?',
      children: `${subtree.length} categories (${root?.category_code} and everything under it) get the external category ${external.external_category_id}.${existing ? ` ${existing} of them already have a mapping, which is replaced.` : ''}`,
      labels: { confirm: 'Map the subtree', cancel: 'Cancel' },
      confirmProps: { 'data-testid': 'mapping-bulk-confirm' },
      onConfirm: () => void runBulk(),
    });
  };

  return (
    <>
      {subtree.length > 1 ? (
        <Stack gap="xs">
          <Text size="sm">
            Give {root?.category_code} and its {subtree.length - 1} subcategories the external
            category above.
          </Text>
          <Group>
            <Button
              variant="light"
              onClick={askBulk}
              disabled={!external.external_category_id.trim() || bulk?.running}
              loading={bulk?.running}
              data-testid="mapping-bulk"
            >
              Map the subtree ({subtree.length})
            </Button>
          </Group>
        </Stack>
      ) : null}
      {bulk ? (
        <Stack gap="xs" data-testid="mapping-bulk-progress">
          <Progress
            value={(bulk.done / Math.max(bulk.total, 1)) * 100}
            aria-label="Subtree mapping progress"
          />
          <Text size="sm" aria-live="polite" data-testid="mapping-bulk-count">
            {bulk.done} of {bulk.total} done
            {bulk.failures.length ? `, ${bulk.failures.length} failed` : ''}.
          </Text>
          {bulk.failures.length ? (
            <Alert color="red" variant="light" data-testid="mapping-bulk-failures">
              <List size="sm">
                {bulk.failures.map((failure) => (
                  <List.Item key={failure.code}>
                    <Code>{failure.code}</Code>: {failure.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
