'use client';

import { CloseButton, Group, Loader, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LIMITS } from '@pim/core/limits';
import type { ReactNode } from 'react';
import type { ListParams } from './use-list-params';

interface ListFiltersProps<S extends string> {
  list: ListParams<S>;
  statuses: readonly S[];
  searchLabel: string;
  /** Test ids: `<testId>-search`, `<testId>-status`. */
  testId: string;
  /** Further filters of the list (bound to `list.filters`), after the status. */
  children?: ReactNode;
  /** A new search is on its way (typed, or asked and not answered yet): the box says so. */
  searching?: boolean;
}

/** Search (applied as you type) and a status filter (if the list has statuses), above a list. */
export function ListFilters<S extends string>({
  list,
  statuses,
  searchLabel,
  testId,
  children,
  searching = false,
}: ListFiltersProps<S>) {
  return (
    <Group role="search" gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={searchLabel}
        type="search"
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        maxLength={LIMITS.search}
        leftSection={
          searching ? (
            <Loader size={14} aria-label="Searching" data-testid={`${testId}-searching`} />
          ) : (
            <IconSearch size={16} aria-hidden />
          )
        }
        rightSection={
          list.search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => list.setSearch('')} />
          ) : null
        }
        flex="1 1 16rem"
        data-testid={`${testId}-search`}
      />
      {statuses.length ? (
        <StatusFilter list={list} statuses={statuses} testId={`${testId}-status`} />
      ) : null}
      {children}
    </Group>
  );
}

/** A list's status filter ('' is any): the statuses as they are, or in the words given. */
export function StatusFilter<S extends string>({
  list,
  statuses,
  labels,
  testId,
  flex = '0 1 10rem',
}: {
  list: ListParams<S>;
  statuses: readonly S[];
  labels?: Readonly<Record<S, string>>;
  testId: string;
  flex?: string;
}) {
  return (
    <NativeSelect
      label="Status"
      value={list.status ?? ''}
      onChange={(event) => list.setStatus(statuses.find((s) => s === event.currentTarget.value))}
      data={[
        { value: '', label: 'Any' },
        ...statuses.map((s) => ({ value: s, label: labels?.[s] ?? s })),
      ]}
      flex={flex}
      data-testid={testId}
    />
  );
}

/** A further filter of a list: a select bound to `list.filters[name]` ('' is any). */
export function FilterSelect<S extends string>({
  list,
  name,
  label,
  options,
  testId,
}: {
  list: ListParams<S>;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  testId: string;
}) {
  return (
    <NativeSelect
      label={label}
      value={list.filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.currentTarget.value)}
      data={[{ value: '', label: 'Any' }, ...options]}
      flex="0 1 12rem"
      data-testid={testId}
    />
  );
}
