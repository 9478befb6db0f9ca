// "All matching products" as a bulk update's selection: the grid's filters as the job's filter,
// when the job can take them all (it has no completeness, value or "modified by me" filter).
import type { StartBulkUpdateInput } from '@pim/core/schemas';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '@/lib/api/router';

export type BulkFilter = StartBulkUpdateInput['filter'];

/** The grid's query, as the product list takes it. */
export type GridQuery = inferRouterInputs<AppRouter>['products']['list'];

const SHARED = ['search', 'status', 'product_family_id', 'category_id'] as const;
/** Paging, sorting, the scope and the columns shown: not filters. */
const IGNORED = new Set(['page', 'page_size', 'sort', 'after', 'channel', 'locale', 'columns']);

/** The status filter of the grid's query (the list takes one value or several). */
export function statusesOf(query: Partial<GridQuery>): BulkFilter['status'] {
  const value = query.status as NonNullable<BulkFilter['status']> | string | undefined;
  if (value === undefined) return undefined;
  return Array.isArray(value) ? [...value] : ([value] as BulkFilter['status']);
}

/**
 * The job's filter selecting what the grid's query selects, or null when the query filters on
 * something the job cannot (completeness, attribute values): a job must never reach products
 * the grid did not show.
 */
export function bulkFilterOf(query: Partial<GridQuery>): BulkFilter | null {
  const filter: BulkFilter = {};
  for (const [key, value] of Object.entries(query)) {
    const empty = value === undefined || (Array.isArray(value) && value.length === 0);
    if (empty || IGNORED.has(key)) continue;
    if (!(SHARED as readonly string[]).includes(key)) return null;
  }
  if (query.search) filter.search = query.search;
  const statuses = statusesOf(query);
  if (statuses?.length) filter.status = statuses;
  if (query.product_family_id) filter.product_family_id = query.product_family_id;
  if (query.category_id) filter.category_id = query.category_id;
  return filter;
}
