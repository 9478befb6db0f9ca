'use client';

import {
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  Popover,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFilterPlus } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { typeLabel } from '@/lib/attribute-types';
import { isolateText } from '@/lib/bidi';
import { useTRPC } from '@/lib/trpc/query-provider';
import type { EditorScope } from '../[id]/values/editor-state';
import { scopeNames, type ChannelScope } from '../[id]/scope';
import { CODES_PER_REQUEST, optionLabel } from '../option-labels';
import { useOptionLabels } from '../use-option-labels';
import {
  MAX_VALUE_FILTERS,
  OP_LABELS,
  opsFor,
  takesValue,
  type GridAttribute,
  type ValueFilter,
  type ValueFilterOp,
} from './grid-query';

/**
 * The options of a select attribute matching what is typed (asked of the API as the user types:
 * the code, the name or a label), as picker items in the grid's locale, with the chosen ones
 * kept by their labels when the search leaves them out.
 */
function useOptionItems(
  attribute: GridAttribute | undefined,
  search: string,
  chosen: readonly string[],
  locale: string,
) {
  const trpc = useTRPC();
  const wanted = attribute?.type === 'select' || attribute?.type === 'multiselect';
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery({
    ...trpc.attributes.listOptions.queryOptions(
      { id: attribute?.id ?? '', page_size: CODES_PER_REQUEST, search: debounced || undefined },
      { placeholderData: keepPreviousData, staleTime: 60_000 },
    ),
    enabled: wanted,
  });
  // The previous answer stays while the next search is read, not another attribute's.
  const found = (query.data?.items ?? [])
    .filter((o) => o.attribute_id === attribute?.id)
    .map((o) => ({ value: o.code, label: isolateText(optionLabel(o, locale)) }));
  const missing = chosen.filter((code) => !found.some((item) => item.value === code));
  const labels = useOptionLabels(
    attribute && missing.length ? [{ attributeId: attribute.id, codes: missing }] : [],
    locale,
  );
  const kept = missing.map((code) => ({
    value: code,
    label: isolateText((attribute && labels.label(attribute.id, code)) ?? code),
  }));
  const total = query.isPlaceholderData ? 0 : (query.data?.pagination.total_items ?? 0);
  return { items: [...found, ...kept], more: Math.max(total - found.length, 0) };
}

/** Types whose filter values are numbers (a price's or a measurement's amount). */
const NUMERIC = new Set(['number', 'price', 'metric']);

/** The value the API takes for what was typed, or a reason to type again. */
function valueOf(
  attribute: GridAttribute,
  op: ValueFilterOp,
  typed: { one: string; two: string; flag: string; codes: string[] },
): { value?: ValueFilter['value']; error?: string } {
  if (!takesValue(op)) return {};
  if (op === 'in')
    return typed.codes.length ? { value: typed.codes } : { error: 'Choose options.' };
  if (attribute.type === 'boolean') return { value: typed.flag === 'true' };
  const numeric = NUMERIC.has(attribute.type);
  const read = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return undefined;
    if (!numeric) return trimmed;
    const number = Number(trimmed.replace(',', '.'));
    return Number.isFinite(number) ? number : undefined;
  };
  const one = read(typed.one);
  if (one === undefined) return { error: numeric ? 'Type a number.' : 'Type a value.' };
  if (op !== 'between') return { value: one };
  const two = read(typed.two);
  if (two === undefined) return { error: 'Type both ends of the range.' };
  return { value: [one, two] as ValueFilter['value'] };
}

/**
 * "Add filter": an attribute (searched by name or code), what its value should be (the
 * operators its type allows), the value, and for an attribute kept per channel or locale the
 * channel and locale to read (the grid's unless chosen).
 */
export function AddValueFilter({
  attributes,
  channels,
  scope,
  count,
  onAdd,
}: {
  attributes: readonly GridAttribute[];
  channels: readonly ChannelScope[];
  scope: EditorScope;
  /** The filters already set (10 at most). */
  count: number;
  onAdd: (filter: ValueFilter) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [op, setOp] = useState<ValueFilterOp>('empty');
  const [typed, setTyped] = useState({ one: '', two: '', flag: 'true', codes: [] as string[] });
  const [channel, setChannel] = useState('');
  const [locale, setLocale] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [optionSearch, setOptionSearch] = useState('');
  const attribute = attributes.find((a) => a.code === code);
  const options = useOptionItems(attribute, optionSearch, typed.codes, scope.locale);
  const names = scopeNames(channels);
  const gridChannel = names.find((c) => c.code === scope.channel)?.name ?? scope.channel;
  const locales = [
    ...new Set(
      (channel ? channels.filter((c) => c.code === channel) : channels).flatMap((c) =>
        c.locales.map((l) => l.code),
      ),
    ),
  ];

  const reset = () => {
    setCode(null);
    setOp('empty');
    setTyped({ one: '', two: '', flag: 'true', codes: [] });
    setOptionSearch('');
    setChannel('');
    setLocale('');
    setError(undefined);
  };
  const submit = () => {
    if (!attribute) return setError('Choose an attribute.');
    const { value, error: refused } = valueOf(attribute, op, typed);
    if (refused) return setError(refused);
    onAdd({
      attribute: attribute.code,
      op,
      ...(value === undefined ? {} : { value }),
      ...(attribute.value_per_channel && channel ? { channel } : {}),
      ...(attribute.value_per_locale && locale ? { locale } : {}),
    });
    reset();
    setOpened(false);
  };
  const inputType = attribute?.type === 'date' ? 'date' : 'text';
  const inputMode = NUMERIC.has(attribute?.type ?? '') ? 'decimal' : undefined;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      width={320}
    >
      <Popover.Target>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconFilterPlus size={16} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
          disabled={count >= MAX_VALUE_FILTERS}
          data-testid="value-filter-add"
        >
          Add filter
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack
          gap="xs"
          component="form"
          aria-label="Filter on an attribute value"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Select
            label="Attribute"
            placeholder="Search by name or code"
            searchable
            data={attributes.map((a) => ({
              value: a.code,
              label: `${a.name} (${a.code}) · ${typeLabel(a.type)}`,
            }))}
            value={code}
            onChange={(next) => {
              setCode(next);
              setOp('empty');
              setTyped((t) => ({ ...t, codes: [] }));
              setOptionSearch('');
              setError(undefined);
            }}
            nothingFoundMessage="No attribute matches"
            comboboxProps={{ withinPortal: false }}
            data-testid="value-filter-attribute"
          />
          {attribute ? (
            <>
              <NativeSelect
                label="Condition"
                value={op}
                onChange={(event) => setOp(event.currentTarget.value as ValueFilterOp)}
                data={opsFor(attribute.type).map((o) => ({ value: o, label: OP_LABELS[o] }))}
                data-testid="value-filter-op"
              />
              {!takesValue(op) ? null : op === 'in' ? (
                <MultiSelect
                  label="Options"
                  placeholder="Search by name or code"
                  description={
                    options.more > 0 ? `${options.more} more: type to find them` : undefined
                  }
                  data={options.items}
                  value={typed.codes}
                  onChange={(codes) => setTyped((t) => ({ ...t, codes }))}
                  searchable
                  searchValue={optionSearch}
                  onSearchChange={setOptionSearch}
                  // The API has searched the code, the name and the labels already.
                  filter={({ options: found }) => found}
                  hidePickedOptions
                  renderOption={({ option }) => (
                    <Group gap={6} wrap="nowrap">
                      <span>{option.label}</span>
                      <Text span size="xs" c="dimmed">
                        {option.value}
                      </Text>
                    </Group>
                  )}
                  nothingFoundMessage="No option matches"
                  comboboxProps={{ withinPortal: false }}
                  data-testid="value-filter-options"
                />
              ) : attribute.type === 'boolean' ? (
                <NativeSelect
                  label="Value"
                  value={typed.flag}
                  onChange={(event) => setTyped((t) => ({ ...t, flag: event.currentTarget.value }))}
                  data={[
                    { value: 'true', label: 'Yes' },
                    { value: 'false', label: 'No' },
                  ]}
                  data-testid="value-filter-flag"
                />
              ) : (
                <Group gap="xs" grow>
                  <TextInput
                    label={op === 'between' ? 'From' : 'Value'}
                    type={inputType}
                    inputMode={inputMode}
                    value={typed.one}
                    onChange={(event) =>
                      setTyped((t) => ({ ...t, one: event.currentTarget.value }))
                    }
                    data-testid="value-filter-value"
                  />
                  {op === 'between' ? (
                    <TextInput
                      label="To"
                      type={inputType}
                      inputMode={inputMode}
                      value={typed.two}
                      onChange={(event) =>
                        setTyped((t) => ({ ...t, two: event.currentTarget.value }))
                      }
                      data-testid="value-filter-value-to"
                    />
                  ) : null}
                </Group>
              )}
              {attribute.value_per_channel ? (
                <NativeSelect
                  label="Channel"
                  value={channel}
                  onChange={(event) => {
                    setChannel(event.currentTarget.value);
                    setLocale('');
                  }}
                  data={[
                    { value: '', label: `The grid's (${isolateText(gridChannel)})` },
                    ...names.map((c) => ({ value: c.code, label: isolateText(c.name) })),
                  ]}
                  data-testid="value-filter-channel"
                />
              ) : null}
              {attribute.value_per_locale ? (
                <NativeSelect
                  label="Locale"
                  value={locale}
                  onChange={(event) => setLocale(event.currentTarget.value)}
                  data={[
                    { value: '', label: `The grid's (${scope.locale})` },
                    ...locales.map((l) => ({ value: l, label: l })),
                  ]}
                  data-testid="value-filter-locale"
                />
              ) : null}
            </>
          ) : null}
          {error ? (
            <Text size="sm" c="red.8" role="alert" data-testid="value-filter-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="compact-sm" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button type="submit" size="compact-sm" data-testid="value-filter-submit">
              Add
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
