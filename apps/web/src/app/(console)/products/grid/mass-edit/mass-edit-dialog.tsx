'use client';

import {
  Button,
  CloseButton,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StartBulkUpdateInput } from '@pim/core/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useState, useTransition } from 'react';
import { startBulkUpdateJob } from '@/components/jobs/actions';
import { ErrorNotice } from '@/components/notices';
import { isolateText } from '@/lib/bidi';
import { useTRPC } from '@/lib/trpc/query-provider';
import type { ChannelScope } from '../../[id]/scope';
import { DEFAULT_SCOPE, type EditorScope } from '../../[id]/values/editor-state';
import { ValueField } from '../../[id]/values/value-field';
import {
  bulkActionsOf,
  needsScope,
  previewOf,
  rowOf,
  unfilled,
  type MassEditAttribute,
  type MassEditEntry,
  type Reach,
} from './plan';
import type { StartedRun } from './bulk-job';

/** The attributes whose name or code holds what is typed (the first 50), active ones only. */
function useAttributeSearch(search: string) {
  const trpc = useTRPC();
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery(
    trpc.attributes.list.queryOptions(
      { search: debounced || undefined, status: ['active'], page_size: 50, sort: 'name' },
      { placeholderData: keepPreviousData, staleTime: 60_000 },
    ),
  );
  return query.data?.items ?? [];
}

/** The grid's scope (`?channel=&locale=`) when the tenant has it, else the first channel's. */
function useInitialScope(channels: readonly ChannelScope[]): EditorScope {
  const params = useSearchParams();
  const channel = channels.find((c) => c.code === params.get('channel')) ?? channels[0];
  const locale =
    channel?.locales.find((l) => l.code === params.get('locale')) ?? channel?.locales[0];
  return { channel: channel?.code ?? DEFAULT_SCOPE, locale: locale?.code ?? DEFAULT_SCOPE };
}

/** One chosen attribute: set a value (the product editor's own input) or clear it. */
function EntryEditor({
  entry,
  shown,
  channelCodes,
  onChange,
  onRemove,
}: {
  entry: MassEditEntry;
  shown: EditorScope;
  channelCodes: readonly string[];
  onChange: (entry: MassEditEntry) => void;
  onRemove: () => void;
}) {
  const { attribute } = entry;
  return (
    <Paper withBorder p="sm" data-testid={`mass-edit-entry-${attribute.code}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <SegmentedControl
            size="xs"
            value={entry.clear ? 'clear' : 'set'}
            onChange={(mode) => onChange({ ...entry, clear: mode === 'clear' })}
            data={[
              { value: 'set', label: 'Set value' },
              { value: 'clear', label: 'Clear value' },
            ]}
            aria-label={`What to do with ${attribute.name}`}
            data-testid={`mass-edit-mode-${attribute.code}`}
          />
          <CloseButton
            aria-label={`Leave out ${attribute.name}`}
            onClick={onRemove}
            data-testid={`mass-edit-remove-${attribute.code}`}
          />
        </Group>
        {entry.clear ? (
          <Text size="sm" data-testid={`mass-edit-clear-${attribute.code}`}>
            <bdi>{attribute.name}</bdi>: the value is removed from each product.
          </Text>
        ) : (
          <ValueField
            row={rowOf(attribute, channelCodes)}
            shown={shown}
            value={entry.value}
            onChange={(value) => onChange({ ...entry, value })}
            canWrite
            changed={false}
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * "Edit attributes…": pick attributes, a channel and locale for those that have values per
 * channel or locale, enter each value with the product editor's inputs (or clear it), read
 * what will happen to how many products, and start it as one bulk update job.
 */
export function MassEditDialog({
  opened,
  onClose,
  filter,
  reach,
  channels,
  onStarted,
}: {
  opened: boolean;
  onClose: () => void;
  /** The products the job works on: the chosen ids, or the grid's filter. */
  filter: StartBulkUpdateInput['filter'];
  reach: Reach;
  channels: readonly ChannelScope[];
  onStarted: (run: StartedRun) => void;
}) {
  const initial = useInitialScope(channels);
  const [scope, setScope] = useState<EditorScope>(initial);
  const [search, setSearch] = useState('');
  const [entries, setEntries] = useState<MassEditEntry[]>([]);
  const [failure, setFailure] = useState<string>();
  const [pending, startTransition] = useTransition();
  const found = useAttributeSearch(search);

  const known = new Map<string, MassEditAttribute>(
    [...found, ...entries.map((e) => e.attribute)].map((a) => [a.code, a]),
  );
  const channel = channels.find((c) => c.code === scope.channel);
  const names = {
    channel: channel?.name ?? scope.channel,
    locale: scope.locale,
  };
  const channelCodes = [DEFAULT_SCOPE, ...channels.map((c) => c.code)];
  const waiting = unfilled(entries);
  const actions = bulkActionsOf(entries, scope);
  const preview = entries.length ? previewOf(entries, names, reach) : null;

  const close = () => {
    setEntries([]);
    setFailure(undefined);
    setSearch('');
    onClose();
  };
  const choose = (codes: string[]) =>
    setEntries((current) =>
      codes.flatMap((code) => {
        const kept = current.find((e) => e.attribute.code === code);
        if (kept) return [kept];
        const attribute = known.get(code);
        return attribute ? [{ attribute, clear: false, value: undefined }] : [];
      }),
    );
  const update = (next: MassEditEntry) =>
    setEntries((current) =>
      current.map((e) => (e.attribute.code === next.attribute.code ? next : e)),
    );
  const start = () =>
    startTransition(async () => {
      setFailure(undefined);
      const started = await startBulkUpdateJob({ filter, actions });
      if (!started.ok) {
        setFailure(started.message);
        return;
      }
      onStarted({ id: started.id, title: preview ?? '' });
      close();
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Edit attributes"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md" data-testid="mass-edit-dialog">
        <MultiSelect
          label="Attributes"
          description="Search by name or code; pick one or more."
          placeholder={entries.length ? undefined : 'Name or code'}
          data={[...known.values()].map((a) => ({
            value: a.code,
            label: isolateText(`${a.name} · ${a.code}`),
          }))}
          value={entries.map((e) => e.attribute.code)}
          onChange={choose}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage="No attribute matches"
          comboboxProps={{ withinPortal: true }}
          data-testid="mass-edit-attributes"
        />
        {needsScope(entries) ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label="Channel"
              value={scope.channel}
              onChange={(event) => {
                const next = channels.find((c) => c.code === event.currentTarget.value);
                setScope({
                  channel: next?.code ?? DEFAULT_SCOPE,
                  locale:
                    next?.locales.find((l) => l.code === scope.locale)?.code ??
                    next?.locales[0]?.code ??
                    DEFAULT_SCOPE,
                });
              }}
              data={channels.map((c) => ({ value: c.code, label: isolateText(c.name) }))}
              data-testid="mass-edit-channel"
            />
            <NativeSelect
              label="Locale"
              value={scope.locale}
              onChange={(event) => setScope({ ...scope, locale: event.currentTarget.value })}
              data={(channel?.locales ?? []).map((l) => ({
                value: l.code,
                label: `${l.label} · ${l.code}`,
              }))}
              data-testid="mass-edit-locale"
            />
          </SimpleGrid>
        ) : null}
        {entries.map((entry) => (
          <EntryEditor
            key={entry.attribute.code}
            entry={entry}
            shown={scope}
            channelCodes={channelCodes}
            onChange={update}
            onRemove={() => choose(entries.filter((e) => e !== entry).map((e) => e.attribute.code))}
          />
        ))}
        {preview ? (
          <Text size="sm" fw={500} aria-live="polite" data-testid="mass-edit-preview">
            {preview}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid="mass-edit-empty">
            Pick the attributes to change.
          </Text>
        )}
        {waiting.length ? (
          <Text size="sm" c="dimmed" data-testid="mass-edit-waiting">
            Enter a value for {waiting.map((e) => e.attribute.name).join(', ')}, or choose Clear
            value.
          </Text>
        ) : null}
        {failure ? <ErrorNotice testId="mass-edit-error">{failure}</ErrorNotice> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-testid="mass-edit-cancel">
            Cancel
          </Button>
          <Button
            onClick={start}
            loading={pending}
            disabled={entries.length === 0 || waiting.length > 0 || actions.length === 0}
            data-testid="mass-edit-start"
          >
            Run the bulk update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
