'use client';

import { Paper, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable, type Column, type ListPage } from './data-table';
import { ListFilters } from './list-filters';
import type { ListParams } from './use-list-params';

export type { Column } from './data-table';

interface ResourceListProps<T, S extends string> {
  list: ListParams<S>;
  query: UseQueryResult<ListPage<T>, unknown>;
  statuses: readonly S[];
  searchLabel: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  rowTestId: (row: T) => string;
  caption: string;
  empty: string;
  /** Test ids: `<testId>-filter-search`, `<testId>-filter-status`, `<testId>-table`, ... */
  testId: string;
  minWidth?: number;
  /** Inside a page section already: no frame of its own. */
  embedded?: boolean;
  /** Further filter controls (bound to `list.filters`), shown after the status filter. */
  filters?: ReactNode;
}

/**
 * A list screen's body: filters applied as you type above a sortable, paged table. The
 * caller owns the query (its own tRPC procedure) and the columns; this owns the rest.
 */
export function ResourceList<T, S extends string>({
  list,
  query,
  statuses,
  searchLabel,
  testId,
  embedded = false,
  filters,
  ...table
}: ResourceListProps<T, S>) {
  return (
    <Paper withBorder={!embedded} p={embedded ? 0 : { base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <ListFilters
          list={list}
          statuses={statuses}
          searchLabel={searchLabel}
          testId={`${testId}-filter`}
        >
          {filters}
        </ListFilters>
        <DataTable list={list} query={query} testId={testId} {...table} />
      </Stack>
    </Paper>
  );
}
