'use client';

import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isolateText } from '@/lib/bidi';
import { useTRPC } from '@/lib/trpc/query-provider';
import { useOptionLabels } from '../../../use-option-labels';
import { inputProps, type ValueInputProps } from './types';

/** The attribute's options matching what is typed (the first 100), as picker items. */
function useOptions(attributeId: string, search: string) {
  const trpc = useTRPC();
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery(
    trpc.attributes.listOptions.queryOptions(
      { id: attributeId, page_size: 100, search: debounced || undefined },
      { placeholderData: keepPreviousData, staleTime: 60_000 },
    ),
  );
  return (query.data?.items ?? []).map((o) => ({ value: o.code, label: isolateText(o.name) }));
}

/** Keeps the chosen codes in the list even when the search leaves them out. */
function withChosen(items: { value: string; label: string }[], chosen: readonly string[]) {
  const missing = chosen.filter((code) => !items.some((i) => i.value === code));
  return [...items, ...missing.map((code) => ({ value: code, label: code }))];
}

/** Chosen option codes as their names: exactly those codes are read (codes where one is gone). */
export function OptionNames({
  attributeId,
  codes,
}: {
  attributeId: string;
  codes: readonly string[];
}) {
  const { label } = useOptionLabels([{ attributeId, codes }], undefined);
  const names = codes.map((code) => isolateText(label(attributeId, code) ?? code));
  return <bdi>{names.join(', ')}</bdi>;
}

/** A select value: one option of the attribute, searchable, clearable. */
export function SelectOptionInput(props: ValueInputProps) {
  const { row, value, onChange } = props;
  const [search, setSearch] = useState('');
  const chosen = typeof value === 'string' ? value : null;
  const items = withChosen(useOptions(row.attribute_id, search), chosen ? [chosen] : []);
  return (
    <Select
      {...inputProps(props)}
      data={items}
      value={chosen}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      onSearchChange={setSearch}
      nothingFoundMessage="No option matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A multiselect value: any options of the attribute, each once, in the order chosen. */
export function MultiOptionInput(props: ValueInputProps) {
  const { row, value, onChange } = props;
  const [search, setSearch] = useState('');
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const items = withChosen(useOptions(row.attribute_id, search), chosen);
  return (
    <MultiSelect
      {...inputProps(props)}
      data={items}
      value={chosen}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="No option matches"
    />
  );
}
