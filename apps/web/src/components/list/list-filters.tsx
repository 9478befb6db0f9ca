'use client';

import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LIMITS } from '@pim/core/limits';
import type { ListParams } from './use-list-params';

interface ListFiltersProps<S extends string> {
  list: ListParams<S>;
  statuses: readonly S[];
  searchLabel: string;
  /** Test ids: `<testId>-search`, `<testId>-status`. */
  testId: string;
}

/** Search (applied as you type) and a status filter, above a list. */
export function ListFilters<S extends string>({
  list,
  statuses,
  searchLabel,
  testId,
}: ListFiltersProps<S>) {
  return (
    <Group role="search" gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={searchLabel}
        type="search"
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        maxLength={LIMITS.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          list.search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => list.setSearch('')} />
          ) : null
        }
        flex="1 1 16rem"
        data-testid={`${testId}-search`}
      />
      <NativeSelect
        label="Status"
        value={list.status ?? ''}
        onChange={(event) => list.setStatus(statuses.find((s) => s === event.currentTarget.value))}
        data={[{ value: '', label: 'Any' }, ...statuses.map((s) => ({ value: s, label: s }))]}
        flex="0 1 10rem"
        data-testid={`${testId}-status`}
      />
    </Group>
  );
}
