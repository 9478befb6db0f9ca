'use client';

import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps, type ListPage } from './data-table';
import { ListFilters } from './list-filters';

export type { Column } from './data-table';

export interface ResourceListProps<D extends ListPage, S extends string> extends DataTableProps<
  D,
  S
> {
  statuses: readonly S[];
  /** The search box's label; "Search by code or name" unless the list searches otherwise. */
  searchLabel?: string;
  /** Inside a page section already: no frame of its own. */
  embedded?: boolean;
  /** Further filter controls (bound to `list.filters`), shown after the status filter. */
  filters?: ReactNode;
  /** The list's own filter controls in place of the search and the status (the jobs list). */
  filterBar?: ReactNode;
}

/**
 * A list screen's body: filters applied as you type above a sortable, paged table. The
 * caller owns the query (its own tRPC procedure) and the columns; this owns the rest.
 */
export function ResourceList<D extends ListPage, S extends string>({
  list,
  query,
  statuses,
  searchLabel = 'Search by code or name',
  testId,
  embedded = false,
  filters,
  filterBar,
  ...table
}: ResourceListProps<D, S>) {
  return (
    <Paper withBorder={!embedded} p={embedded ? 0 : { base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {filterBar ?? (
          <ListFilters
            list={list}
            statuses={statuses}
            searchLabel={searchLabel}
            testId={`${testId}-filter`}
            // Typed but not yet asked (the search waits for a pause), or asked and not answered.
            searching={
              list.search.trim() !== (list.input.search ?? '') ||
              (query.isPlaceholderData && query.isFetching)
            }
          >
            {filters}
          </ListFilters>
        )}
        <DataTable list={list} query={query} testId={testId} {...table} />
      </Stack>
    </Paper>
  );
}
