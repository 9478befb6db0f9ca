'use client';

import { Button, CloseButton, Drawer, Group, Stack, TextInput } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { LIMITS } from '@pim/core/limits';
import { useState, type ReactNode } from 'react';
import type { Option } from '@/components/form/fields';
import { StatusFilter } from '@/components/list/list-filters';
import type { ListParams } from '@/components/list/use-list-params';
import { PRODUCTS_LIST } from '@/lib/lists';
import type { CategoryForest } from '../categories/forest';
import { STATUS_LABELS } from '../product-status';
import { GridFilters } from './grid-filters';

type StatusFilterValue = (typeof PRODUCTS_LIST.statuses)[number];

const STATUS_FILTER_LABELS: Record<StatusFilterValue, string> = {
  ...STATUS_LABELS,
  enabled: 'Enabled (not archived)',
  disabled: 'Disabled',
};

/** The filters kept in the URL besides the search, the scope, the columns and the page size. */
export const NARROWING_FILTERS = [
  'product_family_id',
  'category_id',
  'completeness',
  'modified_by',
  'value_filters',
] as const;

/** How many filters narrow the list (the search apart; each value filter counts). */
export function activeFilterCount<S extends string>(
  list: ListParams<S>,
  valueFilters: number,
): number {
  const plain = NARROWING_FILTERS.filter((name) => name !== 'value_filters' && list.filters[name]);
  return plain.length + (list.status ? 1 : 0) + valueFilters;
}

function SearchBox<S extends string>({ list, phone }: { list: ListParams<S>; phone: boolean }) {
  return (
    <TextInput
      label={phone ? 'Search' : 'Search by code, name or SKU'}
      description={phone ? undefined : 'Every word, in any order'}
      placeholder={phone ? 'Code, name or SKU' : undefined}
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
      data-testid="products-filter-search"
    />
  );
}

/**
 * The grid's filters: search, status, family, category, completeness in the scope, last
 * changed by, page size, then the value filters' chips and "Add filter". On a phone the search
 * stays and the rest waits behind "Filters (n)".
 */
export function GridFilterBar<S extends string>({
  list,
  families,
  forest,
  where,
  phone,
  count,
  chips,
  addFilter,
}: {
  list: ListParams<S>;
  families: readonly Option[];
  forest: CategoryForest;
  where: string;
  phone: boolean;
  /** The filters in force (the "Filters (n)" button's n). */
  count: number;
  chips: ReactNode;
  addFilter: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const filters = (
    <>
      <StatusFilter
        list={list}
        statuses={PRODUCTS_LIST.statuses as readonly S[]}
        labels={STATUS_FILTER_LABELS as Record<S, string>}
        testId="products-filter-status"
      />
      <GridFilters list={list} families={families} forest={forest} where={where} />
    </>
  );
  if (phone) {
    return (
      <Stack gap="xs">
        <Group role="search" gap="xs" align="flex-end" wrap="nowrap">
          <SearchBox list={list} phone />
          <Button
            variant={count ? 'light' : 'default'}
            leftSection={<IconFilter size={16} aria-hidden />}
            onClick={() => setOpened(true)}
            style={{ flexShrink: 0 }}
            data-testid="products-filters-open"
          >
            Filters ({count})
          </Button>
        </Group>
        {chips}
        <Drawer
          opened={opened}
          onClose={() => setOpened(false)}
          title="Filters"
          position="bottom"
          size="90%"
          data-testid="products-filters-drawer"
        >
          <Stack gap="sm">
            {filters}
            <Group gap="xs">{addFilter}</Group>
            {chips}
            <Button onClick={() => setOpened(false)} data-testid="products-filters-done">
              Show the products
            </Button>
          </Stack>
        </Drawer>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group role="search" gap="sm" align="flex-end" wrap="wrap">
        <SearchBox list={list} phone={false} />
        {filters}
      </Group>
      <Group gap="xs" align="center">
        {chips}
        {addFilter}
      </Group>
    </Stack>
  );
}
