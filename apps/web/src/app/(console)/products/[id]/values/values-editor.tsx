'use client';

import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition, type ReactNode } from 'react';
import { showToast } from '@/components/toast';
import { useWorkspace } from '../workspace';
import {
  groupsOf,
  keyOf,
  keyOfError,
  loadedValue,
  partsOf,
  patchOf,
  scopeOf,
  withEdit,
  type ValueKey,
  type ValueRow,
} from './editor-state';
import { saveValues, type SaveValuesResult, type ValuesTarget } from './value-actions';
import { ValueField } from './value-field';
import { useUnsavedGuard } from '@/components/form/use-unsaved-guard';
import { ErrorNotice } from '@/components/notices';

type Saved = Extract<SaveValuesResult, { ok: true }>;

interface ValuesEditorProps {
  target: ValuesTarget;
  initialRows: ValueRow[];
  canWrite: boolean;
  /** After a save: the completeness as it now is. */
  onSaved?: (saved: Saved) => void;
  /** Per row, e.g. a variant's "use the product's value" control. */
  extra?: (row: ValueRow) => ReactNode;
}

/**
 * The values at the channel and locale of the header's switcher, grouped by attribute group.
 * Changes stay on the page (any channel or locale) until the one Save, which sends only the
 * changed scoped values; leaving before that asks first.
 */
export function ValuesEditor({ target, initialRows, canWrite, onSaved, extra }: ValuesEditorProps) {
  const { scope: shown } = useWorkspace();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(initialRows);
  // The page loaded again (after a save, a restore, a status change): its values, with the
  // changes not saved yet kept on top (they are by scope, not by row).
  const [rowsFrom, setRowsFrom] = useState(initialRows);
  if (rowsFrom !== initialRows) {
    setRowsFrom(initialRows);
    setRows(initialRows);
  }
  const [edits, setEdits] = useState<ReadonlyMap<ValueKey, unknown>>(new Map());
  const [errors, setErrors] = useState<Record<ValueKey, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, startSaving] = useTransition();
  const dirty = edits.size > 0;
  useUnsavedGuard(dirty, `${edits.size} changed value(s) are not saved yet.`);

  const save = () =>
    startSaving(async () => {
      const { attributes, keys } = patchOf(edits);
      const result = await saveValues(target, attributes);
      if (!result.ok) {
        const byKey: Record<ValueKey, string> = {};
        for (const error of result.errors) {
          const key = keyOfError(error.field, keys);
          if (key && !byKey[key]) byKey[key] = error.readable;
        }
        setErrors(byKey);
        setFailure(Object.keys(byKey).length ? undefined : result.message);
        return;
      }
      setRows(result.rows);
      setEdits(new Map());
      setErrors({});
      setFailure(undefined);
      showToast('values-save-success', 'Values saved.');
      // Client-side reads (a revision comparison) load again.
      void queryClient.invalidateQueries();
      onSaved?.(result);
    });

  const discard = () => {
    setEdits(new Map());
    setErrors({});
    setFailure(undefined);
  };

  const groups = groupsOf(rows);
  // Refusals of values at another channel or locale than the one shown: said above Save.
  const visible = new Set(
    rows.map((row) => {
      const at = scopeOf(row, shown);
      return keyOf(row.attribute_id, at.channel, at.locale);
    }),
  );
  const elsewhere = Object.entries(errors).filter(([key]) => !visible.has(key));
  const alert =
    failure ??
    (elsewhere.length
      ? elsewhere
          .map(([key, message]) => {
            const { attributeId, channel, locale } = partsOf(key);
            const name = rows.find((r) => r.attribute_id === attributeId)?.attribute_name;
            return `${name} (${channel} · ${locale}): ${message}`;
          })
          .join(' ')
      : undefined);

  if (rows.length === 0) {
    return <Text c="dimmed">The family has no attributes yet.</Text>;
  }
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <Paper key={group.key} withBorder p={{ base: 'sm', sm: 'md' }} component="section">
          <Title order={3} size="h5" mb="sm">
            <bdi>{group.name}</bdi>
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="lg">
            {group.rows.map((row) => {
              const at = scopeOf(row, shown);
              const key = keyOf(row.attribute_id, at.channel, at.locale);
              const loaded = loadedValue(row, at);
              return (
                <ValueField
                  key={row.attribute_id}
                  row={row}
                  shown={shown}
                  value={edits.has(key) ? edits.get(key) : loaded}
                  onChange={(value) => setEdits((current) => withEdit(current, key, value, loaded))}
                  error={errors[key]}
                  canWrite={canWrite}
                  changed={edits.has(key)}
                  resetOverride={extra?.(row)}
                />
              );
            })}
          </SimpleGrid>
        </Paper>
      ))}
      {canWrite ? (
        <Paper
          withBorder
          p="sm"
          shadow={dirty ? 'md' : undefined}
          style={dirty ? { position: 'sticky', bottom: 8, zIndex: 5 } : undefined}
          data-testid="values-save-bar"
        >
          <Stack gap="xs">
            {alert ? <ErrorNotice testId="values-save-error">{alert}</ErrorNotice> : null}
            <Group justify="space-between" gap="sm">
              <Text size="sm" aria-live="polite" data-testid="values-changed-count">
                {dirty
                  ? `${edits.size} unsaved ${edits.size === 1 ? 'change' : 'changes'}`
                  : 'No unsaved changes'}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  onClick={discard}
                  disabled={!dirty || saving}
                  data-testid="values-discard"
                >
                  Discard
                </Button>
                <Button onClick={save} disabled={!dirty} loading={saving} data-testid="values-save">
                  Save
                </Button>
              </Group>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
