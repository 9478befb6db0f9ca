// A bulk update's selection as the grid lists it: the grid's filters (search, family, status,
// category, completeness in a channel and locale, conditions on values, the products the caller
// changed last) read into the list's own ProductFilters, checked as the list checks them, so
// "All matching" selects exactly the rows the grid shows. A refusal names the field under the
// selection's own (`filter.value_filters.0.op`).
import type { TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { gridPartsOf, statusesOf } from './list.ts';
import type { ProductFilters } from './list-sql.ts';
import type {
  PRODUCT_COMPLETENESS_FILTERS,
  PRODUCT_STATUS_FILTERS,
  ValueFilter,
} from './schemas.ts';

/** The grid's filters a selection carries (the bulk update's `filter`). */
export interface GridSelection {
  product_ids?: string[];
  search?: string;
  product_family_id?: string;
  status?: (typeof PRODUCT_STATUS_FILTERS)[number][];
  category_id?: string;
  completeness?: (typeof PRODUCT_COMPLETENESS_FILTERS)[number];
  channel?: string;
  locale?: string;
  value_filters?: ValueFilter[];
  modified_by?: 'me';
}

/** The refusal of `error`, its fields under `field`. */
function under(error: AppError, field: string): AppError {
  return new AppError(error.code, error.message, {
    status: error.status,
    details: error.details.map((detail) => ({
      ...detail,
      field: detail.field ? `${field}.${detail.field}` : field,
    })),
  });
}

/**
 * The list's filters of a selection, checked (400 naming `field`'s member otherwise).
 * `modified_by: me` is `me`: the actor the caller of the job's creation was.
 */
export async function selectionFiltersOf(
  scope: TenantScope,
  selection: GridSelection,
  me: { id: string; type: string } | undefined,
  field = 'filter',
): Promise<ProductFilters> {
  let grid: Awaited<ReturnType<typeof gridPartsOf>>;
  try {
    grid = await gridPartsOf(scope, selection, selection.value_filters ?? []);
  } catch (error) {
    throw error instanceof AppError ? under(error, field) : error;
  }
  return {
    tenantId: scope.tenantId,
    search: selection.search?.trim() || undefined,
    statuses: statusesOf(selection.status),
    familyId: selection.product_family_id,
    categoryId: selection.category_id,
    productIds: selection.product_ids,
    completeness: selection.completeness,
    scope: grid.scope && { channelId: grid.scope.channelId, locale: grid.scope.locale },
    values: grid.values.length ? grid.values : undefined,
    modifiedBy: selection.modified_by === 'me' ? me : undefined,
  };
}
