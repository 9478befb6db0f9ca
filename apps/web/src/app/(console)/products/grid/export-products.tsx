'use client';

import { Text } from '@mantine/core';
import type { ExportFilters } from '@pim/core/schemas';
import type { Option } from '@/components/form/fields';
import { ExportDialog, type ExportChannel } from '@/components/jobs/export-dialog';
import type { ListParams } from '@/components/list/use-list-params';
import type { CategoryForest } from '../categories/forest';
import { STATUS_LABELS } from '../product-status';
import { exportFiltersOf, exportScopesOf } from './export-filters';
import { useProductSelection } from './selection-store';

/** The grid's filters in words, for the dialog to say what it exports. */
function selectionWords(
  filters: ExportFilters,
  families: readonly Option[],
  forest: CategoryForest,
): string[] {
  const words: string[] = [];
  if (filters.search) words.push(`matching “${filters.search}”`);
  if (filters.status?.length) {
    words.push(
      `status ${filters.status.map((s) => STATUS_LABELS[s as keyof typeof STATUS_LABELS] ?? s).join(', ')}`,
    );
  }
  if (filters.product_family_id) {
    const family = families.find((f) => f.value === filters.product_family_id);
    words.push(`family ${family?.label ?? 'chosen'}`);
  }
  if (filters.category_id) {
    words.push(`category ${forest.byId.get(filters.category_id)?.name ?? 'chosen'}`);
  }
  return words;
}

/**
 * "Export" on the product grid: an export of the products ticked in the grid ("Selected (n)")
 * or of those the grid's filters select ("All matching (m)": search, status, family,
 * category), the filters said in words above the export's choices.
 */
export function ExportProducts<S extends string>({
  list,
  total,
  channels,
  families,
  forest,
}: {
  list: ListParams<S>;
  total: number | undefined;
  channels: readonly ExportChannel[];
  families: readonly Option[];
  forest: CategoryForest;
}) {
  const { filters, unsupported } = exportFiltersOf(list.input, list.filters);
  const words = selectionWords(filters, families, forest);
  const selected = useProductSelection();
  return (
    <ExportDialog
      entity="products"
      filters={filters}
      scopes={exportScopesOf([...selected], filters, total)}
      channels={channels}
      testId="products-export"
      summary={
        <>
          <Text size="sm" data-testid="export-selection">
            {total === undefined
              ? 'The products'
              : `The ${total} ${total === 1 ? 'product' : 'products'}`}{' '}
            the grid shows{words.length ? `: ${words.join(', ')}` : ' (every product)'}
            {selected.size ? `; ${selected.size} ticked` : ''}.
          </Text>
          {unsupported.length ? (
            <Text size="sm" c="orange.9">
              The completeness filter does not apply to exports: every product matching the other
              filters is exported.
            </Text>
          ) : null}
        </>
      }
    />
  );
}
