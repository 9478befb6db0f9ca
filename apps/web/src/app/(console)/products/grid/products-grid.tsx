'use client';

import { Box, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { Option } from '@/components/form/fields';
import { usePhone } from '@/components/list/card-list';
import type { Column } from '@/components/list/data-table';
import { useListQuery } from '@/components/list/query-list';
import { LoadError } from '@/components/notices';
import { showErrorToast, showToast } from '@/components/toast';
import { toApiFailure } from '@/lib/api/errors';
import type { FirstPage } from '@/lib/list-params';
import { PRODUCTS_LIST } from '@/lib/lists';
import { ScopeSwitcher } from '../[id]/scope-bar';
import { initialScope, scopeNames, scopeText, type ChannelScope } from '../[id]/scope';
import { forestOf, type CategoryData } from '../categories/forest';
import { productListInput, scopeOf } from '../list-input';
import { useGridOptionLabels } from './attribute-value';
import { BulkActions, type BulkPermissions } from './bulk-actions';
import { ColumnPicker, useChosenColumns } from './column-picker';
import { ExportProducts } from './export-products';
import { FilterChips } from './filter-chips';
import { activeFilterCount, GridFilterBar, NARROWING_FILTERS } from './grid-filter-bar';
import {
  gridColumns,
  ProductCodeLink,
  SelectProduct,
  type GridPage,
  type GridProduct,
} from './grid-columns';
import { GridEmpty, GridPages, GridStatus } from './grid-footer';
import {
  parseColumns,
  parseValueFilters,
  serializeValueFilters,
  type GridAttribute,
} from './grid-query';
import { GridTable } from './grid-table';
import { ProductCards } from './product-cards';
import { SavedViews, type SavedView } from './saved-views';
import { productSelection, useProductSelection } from './selection-store';
import { DroppedAttributesNotice, useDroppedAttributes } from './dropped-attributes';
import { AddValueFilter } from './value-filter-form';

async function copyLink() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    showToast('products-link-copied', 'Link copied: it opens the grid as you see it.');
  } catch {
    showErrorToast('products-link-copied', `Copy this address: ${window.location.href}`);
  }
}

/**
 * The product grid, a merchandiser's daily tool: a channel and locale scope (shared with the
 * editor), completeness in that scope, attribute columns read there, filters on values, saved
 * views and a link that reproduces what is shown (all of it in the URL); a checkbox per row
 * whose choice survives paging, with bulk actions and an export. A card list on a phone.
 */
export function ProductsGrid({
  tenantName,
  families,
  categories,
  channels,
  attributes,
  attributesRead,
  views,
  jobs,
  firstPage,
}: {
  tenantName: string;
  families: readonly Option[];
  categories: CategoryData;
  /** The scope switcher's and the export dialog's channels and locales. */
  channels: readonly ChannelScope[];
  attributes: readonly GridAttribute[];
  /** The attributes were read: a column or filter naming none of them is dropped. */
  attributesRead: boolean;
  views: readonly SavedView[];
  /** Which job buttons show (bulk actions, Export), and New product. */
  jobs: BulkPermissions & { canExport: boolean; canCreate: boolean };
  firstPage?: FirstPage<GridPage>;
}) {
  const forest = useMemo(() => forestOf(categories), [categories]);
  const byCode = useMemo(() => new Map(attributes.map((a) => [a.code, a])), [attributes]);
  const known = useMemo(
    () => (attributesRead ? new Set(attributes.map((a) => a.code)) : undefined),
    [attributes, attributesRead],
  );
  const { list, query } = useListQuery(PRODUCTS_LIST, firstPage, (trpc, list, options) =>
    trpc.products.list.queryOptions(productListInput(list.input, list.filters, known), options),
  );
  const { dropped, dismiss } = useDroppedAttributes(list, known);
  const phone = usePhone();
  const [chosen, setChosen] = useChosenColumns();
  const selected = useProductSelection();

  const scope = scopeOf(list.filters) ?? initialScope(channels, {});
  const where = scopeText(channels, scope);
  const names = scopeNames(channels);
  const channelName = (code: string) => names.find((c) => c.code === code)?.name ?? code;
  const isKnown = (code: string) => !known || known.has(code);
  const attributeColumns = parseColumns(list.filters.columns).filter(isKnown);
  const valueFilters = parseValueFilters(list.filters.value_filters).filter((f) =>
    isKnown(f.attribute),
  );
  const optionLabel = useGridOptionLabels(
    query.data?.items,
    attributeColumns,
    byCode,
    scope.locale,
  );
  const setValueFilters = (next: Parameters<typeof serializeValueFilters>[0]) =>
    list.setFilter('value_filters', serializeValueFilters(next));
  const count = activeFilterCount(list, valueFilters.length);
  const clearFilters = () => {
    list.setSearch('');
    list.setStatus(undefined);
    for (const name of NARROWING_FILTERS) list.setFilter(name, undefined);
  };

  // A new question's answer is on its way (or the search typed is not asked yet): the rows of
  // the last answer are not shown as if they answered it.
  const searching = list.search.trim() !== (list.input.search ?? '');
  const loading = searching || query.isPlaceholderData || (!query.data && query.isFetching);
  const items = loading ? undefined : query.data?.items;
  const pageIds = query.data?.items.map((p) => p.id) ?? [];
  const pageChosen = pageIds.filter((id) => selected.has(id)).length;
  const selectPage = (
    <Checkbox
      aria-label="Select every product of this page"
      label={phone ? 'Select this page' : undefined}
      checked={pageIds.length > 0 && pageChosen === pageIds.length}
      indeterminate={pageChosen > 0 && pageChosen < pageIds.length}
      onChange={(event) =>
        productSelection.setMany(query.data?.items ?? [], event.currentTarget.checked)
      }
      data-testid="products-select-page"
    />
  );
  const columns: Column<GridProduct>[] = [
    {
      key: 'select',
      header: selectPage,
      render: (p) => <SelectProduct product={p} on={selected.has(p.id)} />,
    },
    {
      key: 'code',
      header: 'Code',
      sortKey: 'code',
      render: (p) => <ProductCodeLink product={p} scope={scope} />,
    },
    ...gridColumns({ chosen, attributeColumns, attributes: byCode, optionLabel, where }),
  ];
  const caption = `Products of ${tenantName} in ${where}`;

  return (
    <Stack gap="sm">
      <ScopeSwitcher
        channels={channels}
        scope={scope}
        onChange={(next) => {
          list.setFilter('channel', next.channel);
          list.setFilter('locale', next.locale);
        }}
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" aria-live="polite">
          <Text size="sm" data-testid="products-selected-count">
            {selected.size} selected
          </Text>
          {selected.size ? (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={productSelection.clear}
              data-testid="products-selection-clear"
            >
              Clear selection
            </Button>
          ) : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          <SavedViews views={views} />
          <Button
            variant="default"
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={() => void copyLink()}
            data-testid="products-copy-link"
          >
            Copy link
          </Button>
          {jobs.canExport ? (
            <ExportProducts
              list={list}
              total={query.data?.pagination.total_items}
              channels={channels}
              families={families}
              forest={forest}
            />
          ) : null}
          <ColumnPicker
            chosen={chosen}
            onChange={setChosen}
            attributes={attributes}
            attributeColumns={attributeColumns}
            onAttributeColumnsChange={(codes) =>
              list.setFilter('columns', codes.length ? codes.join(',') : undefined)
            }
          />
        </Group>
      </Group>
      <DroppedAttributesNotice dropped={dropped} onDismiss={dismiss} />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <GridFilterBar
            list={list}
            families={families}
            forest={forest}
            where={where}
            phone={phone}
            count={count}
            chips={
              <FilterChips
                filters={valueFilters}
                attributes={byCode}
                scope={scope}
                channelName={channelName}
                onChange={setValueFilters}
              />
            }
            addFilter={
              <AddValueFilter
                attributes={attributes}
                channels={channels}
                scope={scope}
                count={valueFilters.length}
                onAdd={(filter) => setValueFilters([...valueFilters, filter])}
              />
            }
          />
          <GridStatus loading={loading} searching={searching || !!list.input.search} />
          {query.isError ? (
            <LoadError failure={toApiFailure(query.error)} />
          ) : phone ? (
            <>
              {items?.length ? (
                <Group justify="space-between" gap="xs">
                  {selectPage}
                  <Text size="xs" c="dimmed" data-testid="products-completeness-header">
                    Complete in <bdi>{where}</bdi>
                  </Text>
                </Group>
              ) : null}
              <ProductCards
                items={items}
                selected={selected}
                scope={scope}
                where={where}
                attributeColumns={attributeColumns}
                attributes={byCode}
                optionLabel={optionLabel}
                caption={caption}
              />
            </>
          ) : (
            <GridTable
              list={list}
              columns={columns}
              items={items}
              caption={caption}
              minWidth={980 + attributeColumns.length * 160}
            />
          )}
          {items && query.data?.pagination.total_items === 0 ? (
            <GridEmpty
              filtered={count > 0 || !!list.input.search}
              onClear={clearFilters}
              canCreate={jobs.canCreate}
            />
          ) : null}
          {items && query.data ? (
            <GridPages pagination={query.data.pagination} onPage={list.setPage} />
          ) : null}
        </Stack>
      </Paper>
      {/* Kept in view at the bottom of the screen while the rows scroll under it (one element
          always: it watches the jobs it started). */}
      <Box pos="sticky" bottom={0} style={{ zIndex: 5 }} data-testid="products-bulk-dock">
        <BulkActions
          selected={selected}
          permissions={jobs}
          forest={forest}
          channels={channels}
          matching={
            query.data
              ? {
                  query: productListInput(list.input, list.filters, known),
                  total: query.data.pagination.total_items,
                }
              : undefined
          }
        />
      </Box>
    </Stack>
  );
}
