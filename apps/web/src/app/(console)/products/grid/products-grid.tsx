'use client';

import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Option } from '@/components/form/fields';
import { codeColumn } from '@/components/list/columns';
import { ResourceList, type Column } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/query-list';
import { LocalDate } from '@/components/local-date';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { PRODUCTS_LIST } from '@/lib/lists';
import type { ChannelScope } from '../[id]/scope';
import { forestOf, type CategoryData } from '../categories/forest';
import { productListInput } from '../list-input';
import { ProductStatusBadge } from '../product-status';
import { BulkActions, type BulkPermissions } from './bulk-actions';
import { ColumnPicker, useChosenColumns, type OptionalColumn } from './column-picker';
import { CompletenessBadge } from './completeness-badge';
import { ExportProducts } from './export-products';
import { GridFilters } from './grid-filters';
import { productSelection, useProductSelection } from './selection-store';
import { Thumbnail } from './thumbnail';

type Page = RouterOutputs['products']['list'];
type Product = Page['items'][number];

/** The optional columns, by key (the column picker says which show). */
const OPTIONAL: Record<OptionalColumn, Column<Product>> = {
  image: { key: 'image', header: 'Image', render: (p) => <Thumbnail assetId={p.media_id} /> },
  name: {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    render: (p) => (p.name ? <bdi>{p.name}</bdi> : <Text c="dimmed">No name</Text>),
  },
  family: { key: 'family', header: 'Family', render: (p) => <bdi>{p.product_family.name}</bdi> },
  status: {
    key: 'status',
    header: 'Status',
    render: (p) => <ProductStatusBadge status={p.status} />,
  },
  completeness: {
    key: 'completeness',
    header: 'Complete',
    sortKey: 'completeness',
    render: (p) => (
      <CompletenessBadge ratio={p.completeness} testId={`product-completeness-${p.code}`} />
    ),
  },
  variants: { key: 'variants', header: 'Variants', render: (p) => p.variant_count },
  modified: {
    key: 'modified',
    header: 'Modified',
    sortKey: 'modified_at',
    render: (p) => <LocalDate value={p.modified_at} />,
  },
};

/**
 * The product grid: search, status, family, category and completeness filters and the page
 * size in the URL; the columns the user chose; a checkbox per row whose choice survives paging,
 * with bulk actions on the chosen rows; an export of what the filters select.
 */
export function ProductsGrid({
  tenantName,
  families,
  categories,
  channels,
  jobs,
  firstPage,
}: {
  tenantName: string;
  families: readonly Option[];
  categories: CategoryData;
  /** The export dialog's channels and locales. */
  channels: readonly ChannelScope[];
  /** Which job buttons show: bulk actions, and Export for exporters. */
  jobs: BulkPermissions & { canExport: boolean };
  firstPage?: FirstPage<Page>;
}) {
  const forest = useMemo(() => forestOf(categories), [categories]);
  const { list, query } = useListQuery(PRODUCTS_LIST, firstPage, (trpc, list, options) =>
    trpc.products.list.queryOptions(productListInput(list.input, list.filters), options),
  );
  const [chosen, setChosen] = useChosenColumns();
  const selected = useProductSelection();
  const pageIds = query.data?.items.map((p) => p.id) ?? [];
  const pageChosen = pageIds.filter((id) => selected.has(id)).length;

  const select: Column<Product> = {
    key: 'select',
    header: (
      <Checkbox
        aria-label="Select every product of this page"
        checked={pageIds.length > 0 && pageChosen === pageIds.length}
        indeterminate={pageChosen > 0 && pageChosen < pageIds.length}
        onChange={(event) =>
          productSelection.setMany(query.data?.items ?? [], event.currentTarget.checked)
        }
        data-testid="products-select-page"
      />
    ),
    render: (p) => (
      <Checkbox
        aria-label={`Select ${p.name ?? p.code}`}
        checked={selected.has(p.id)}
        onChange={(event) => productSelection.toggle(p, event.currentTarget.checked)}
        data-testid={`product-select-${p.code}`}
      />
    ),
  };
  return (
    <>
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
        <Group gap="sm">
          {jobs.canExport ? (
            <ExportProducts
              list={list}
              total={query.data?.pagination.total_items}
              channels={channels}
              families={families}
              forest={forest}
            />
          ) : null}
          <ColumnPicker chosen={chosen} onChange={setChosen} />
        </Group>
      </Group>
      <BulkActions
        selected={selected}
        permissions={jobs}
        forest={forest}
        channels={channels}
        matching={
          query.data
            ? {
                query: productListInput(list.input, list.filters),
                total: query.data.pagination.total_items,
              }
            : undefined
        }
      />
      <ResourceList
        list={list}
        query={query}
        statuses={PRODUCTS_LIST.statuses}
        testId="products"
        caption={`Products of ${tenantName}`}
        empty="No products match."
        minWidth={980}
        filters={<GridFilters list={list} families={families} forest={forest} />}
        rowTestId={(product) => `product-row-${product.code}`}
        columns={[
          select,
          codeColumn('/products', 'product-link'),
          ...chosen.flatMap((key) => (OPTIONAL[key] ? [OPTIONAL[key]] : [])),
        ]}
      />
    </>
  );
}
