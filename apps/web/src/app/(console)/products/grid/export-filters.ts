import type { ExportFilters } from '@pim/core/schemas';
import type { ExportScope } from '@/components/jobs/export-dialog';
import type { FilterValues, ListInput } from '@/lib/list-params';
import { productListInput } from '../list-input';

/**
 * The grid's current filters as an export's `filters` (ZExportFilters): search, status,
 * family and category, checked the way the grid's own query checks them. The completeness
 * filter has no export counterpart: `unsupported` names it so the dialog can say so.
 */
export function exportFiltersOf<S extends string>(
  input: ListInput<S>,
  filters: FilterValues,
): { filters: ExportFilters; unsupported: string[] } {
  const query = productListInput(input, filters);
  const chosen: ExportFilters = {
    search: query.search,
    status: query.status as ExportFilters['status'],
    product_family_id: query.product_family_id,
    category_id: query.category_id,
  };
  const exportFilters = Object.fromEntries(
    Object.entries(chosen).filter(([, value]) => value !== undefined),
  ) as ExportFilters;
  return { filters: exportFilters, unsupported: query.completeness ? ['completeness'] : [] };
}

/**
 * What the export dialog offers: the ticked products ("Selected (n)", by id) when there are
 * some, chosen first, and every product the grid's filters match ("All matching (m)").
 */
export function exportScopesOf(
  selectedIds: readonly string[],
  filters: ExportFilters,
  total: number | undefined,
): ExportScope[] {
  const all = {
    key: 'all',
    label: total === undefined ? 'All matching' : `All matching (${total})`,
    filters,
  };
  if (selectedIds.length === 0) return [all];
  return [
    {
      key: 'selected',
      label: `Selected (${selectedIds.length})`,
      filters: { product_ids: [...selectedIds] },
    },
    all,
  ];
}
