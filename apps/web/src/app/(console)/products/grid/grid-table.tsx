'use client';

import { Table } from '@mantine/core';
import { SortHeader, TableRows, type Column } from '@/components/list/data-table';
import type { ListParams } from '@/components/list/use-list-params';
import type { GridProduct } from './grid-columns';

/**
 * The grid's table: sortable headers and a row per product. While the answer to what the user
 * just asked is on its way, skeleton rows stand where the rows will be: the rows of the
 * previous question are never shown as its answer. Wider than the screen, it scrolls inside
 * its container.
 */
export function GridTable<S extends string>({
  list,
  columns,
  items,
  caption,
  minWidth,
}: {
  list: ListParams<S>;
  columns: Column<GridProduct>[];
  /** Undefined while loading. */
  items: GridProduct[] | undefined;
  caption: string;
  minWidth: number;
}) {
  return (
    // Focusable, so a keyboard can scroll it where it is wider than the screen.
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
        aria-busy={items ? undefined : true}
        data-testid="products-table"
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
        <TableRows columns={columns} items={items} rowTestId={(row) => `product-row-${row.code}`} />
      </Table>
    </Table.ScrollContainer>
  );
}
