'use client';

import {
  EmptyState,
  Group,
  Pagination,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearchOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import { CardList, usePhone } from './card-list';
import type { ListParams } from './use-list-params';

export interface Column<T> {
  key: string;
  /** Usually a word; a control (a select-all checkbox) where the column is one. */
  header: ReactNode;
  /** The API's sort field: the header sorts by it. */
  sortKey?: string;
  render: (row: T) => ReactNode;
}

/** A list's row: every list keys its rows by the record's id. */
export interface Row {
  id: string;
}

export interface ListPage<T extends Row = Row> {
  items: T[];
  pagination: { page: number; total_pages: number; total_items: number };
}

/** The row of a list page's answer. */
export type RowOf<D extends ListPage> = D['items'][number];

export interface DataTableProps<D extends ListPage, S extends string> {
  query: UseQueryResult<D, unknown>;
  list: ListParams<S>;
  columns: Column<RowOf<D>>[];
  rowTestId: (row: RowOf<D>) => string;
  /** The table's accessible name, e.g. "Roles of Demo EU". */
  caption: string;
  /** When a search or filter finds nothing: "No API keys match." */
  empty: string;
  /**
   * When the list itself is empty (no search, no filter): "No API keys yet." unless given,
   * made from `empty` ("No X match." reads "No X yet.").
   */
  emptyUnfiltered?: string;
  /**
   * Test ids: `<testId>-table`, `<testId>-empty`, `<testId>-pagination(-status)`; above a
   * ResourceList, `<testId>-filter-search` and `<testId>-filter-status` too.
   */
  testId: string;
  /** Below this width the table scrolls inside its container instead of widening the page. */
  minWidth?: number;
  /** On a phone, a card per row in place of the table (the table scrolls otherwise). */
  card?: (row: RowOf<D>) => ReactNode;
}

const SKELETON_ROWS = 5;

/** Whether the list is narrowed by its search, status or a further filter. */
export function isFiltered<S extends string>(list: ListParams<S>): boolean {
  return Boolean(list.input.search || list.status || Object.values(list.filters).some(Boolean));
}

/** What an empty list says: that nothing matches, or that there is nothing yet. */
export function emptyWords(empty: string, filtered: boolean, unfiltered?: string): string {
  if (filtered) return empty;
  return unfiltered ?? empty.replace(/ match(es)?\.?$/, ' yet.');
}

/** "Page 2 of 3 · 41 items"; an empty list has no pages to count. */
export function pageWords(pagination: ListPage['pagination']): string {
  const { page, total_pages, total_items } = pagination;
  if (total_items === 0) return 'No items';
  return `Page ${page} of ${total_pages} · ${total_items} ${total_items === 1 ? 'item' : 'items'}`;
}

/** A table's body: a row per item, or skeleton rows while the items are on their way. */
export function TableRows<T extends Row>({
  columns,
  items,
  rowTestId,
}: {
  columns: Column<T>[];
  /** Undefined while loading. */
  items: T[] | undefined;
  rowTestId: (row: T) => string;
}) {
  return (
    <Table.Tbody>
      {items
        ? items.map((row) => (
            <Table.Tr key={row.id} data-testid={rowTestId(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))
        : Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Table.Tr key={index} aria-hidden>
              {columns.map((column) => (
                <Table.Td key={column.key}>
                  <Skeleton height={14} radius="sm" />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
    </Table.Tbody>
  );
}

/** The page links, named for a screen reader; nothing when everything fits on one page. */
export function PageNav({
  pagination,
  onPage,
}: {
  pagination: { page: number; total_pages: number };
  onPage: (page: number) => void;
}) {
  if (pagination.total_pages <= 1) return null;
  return (
    <nav aria-label="Pages">
      <Pagination
        size="sm"
        total={pagination.total_pages}
        value={pagination.page}
        onChange={onPage}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? 'Previous page'
              : control === 'next'
                ? 'Next page'
                : control === 'first'
                  ? 'First page'
                  : 'Last page',
        })}
      />
    </nav>
  );
}

/** A column header that sorts the list by its key: ascending, then descending. */
export function SortHeader<S extends string>({
  column,
  list,
}: {
  column: Column<unknown>;
  list: ListParams<S>;
}) {
  const sort = list.input.sort;
  const direction =
    sort === column.sortKey ? 'ascending' : sort === `-${column.sortKey}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending'
      ? IconArrowUp
      : direction === 'descending'
        ? IconArrowDown
        : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() =>
          list.setSort(direction === 'ascending' ? `-${column.sortKey}` : (column.sortKey ?? ''))
        }
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {column.header}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * One page of a list: sortable headers, skeleton rows while the first page loads, the last
 * page dimmed while the next one loads, an empty state, and pages. Narrow screens scroll the
 * table inside its container; the page itself never gets wider than the screen.
 */
export function DataTable<D extends ListPage, S extends string>({
  query,
  list,
  columns,
  rowTestId,
  caption,
  empty,
  emptyUnfiltered,
  testId,
  minWidth = 640,
  card,
}: DataTableProps<D, S>) {
  // The table until the browser says it is a phone (the server cannot know).
  const phone = usePhone();
  if (query.isError) return <LoadError failure={toApiFailure(query.error)} />;
  const data = query.data;
  const pagination = data?.pagination;

  return (
    <>
      {phone && card ? (
        <CardList items={data?.items} renderCard={card} cardTestId={rowTestId} caption={caption} />
      ) : (
        /* Focusable, so a keyboard can scroll it where it is wider than the screen. */
        <Table.ScrollContainer
          minWidth={minWidth}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={caption}
        >
          <Table
            aria-label={caption}
            verticalSpacing="sm"
            highlightOnHover
            aria-busy={query.isFetching || undefined}
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            data-testid={`${testId}-table`}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) =>
                  column.sortKey ? (
                    <SortHeader key={column.key} column={column as Column<unknown>} list={list} />
                  ) : (
                    <Table.Th key={column.key}>{column.header}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <TableRows columns={columns} items={data?.items} rowTestId={rowTestId} />
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.items.length === 0 ? (
        <EmptyState
          icon={<IconSearchOff size={28} aria-hidden />}
          title={emptyWords(empty, isFiltered(list), emptyUnfiltered)}
          description={
            Object.values(list.filters).some(Boolean)
              ? 'Change the search or the filters.'
              : list.input.search || list.status
                ? 'Change the search or the status filter.'
                : undefined
          }
          size="sm"
          data-testid={`${testId}-empty`}
        />
      ) : null}
      {pagination ? (
        <Group justify="space-between" gap="sm" data-testid={`${testId}-pagination`}>
          <Text size="sm" c="dimmed" data-testid={`${testId}-pagination-status`} aria-live="polite">
            {pageWords(pagination)}
          </Text>
          <PageNav pagination={pagination} onPage={list.setPage} />
        </Group>
      ) : null}
    </>
  );
}
