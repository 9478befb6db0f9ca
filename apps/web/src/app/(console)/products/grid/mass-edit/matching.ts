// "All matching products" as a bulk update's selection: the grid's filters as the job's filter.
// The job's filter takes every filter the grid sets (search, status, family, category, the
// scope with completeness, the value filters, "modified by me"), and the API reads it with the
// grid's own query builder, so the job reaches exactly the rows the grid lists.
import type { StartBulkUpdateInput } from '@pim/core/schemas';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '@/lib/api/router';

export type BulkFilter = StartBulkUpdateInput['filter'];

/** The grid's query, as the product list takes it. */
export type GridQuery = inferRouterInputs<AppRouter>['products']['list'];

const SHARED = [
  'search',
  'status',
  'product_family_id',
  'category_id',
  'completeness',
  'channel',
  'locale',
  'value_filters',
  'modified_by',
] as const;
/** Paging, sorting and the columns shown: not filters. */
const IGNORED = new Set(['page', 'page_size', 'sort', 'after', 'columns']);

/** The status filter of the grid's query (the list takes one value or several). */
export function statusesOf(query: Partial<GridQuery>): BulkFilter['status'] {
  const value = query.status as NonNullable<BulkFilter['status']> | string | undefined;
  if (value === undefined) return undefined;
  return Array.isArray(value) ? [...value] : ([value] as BulkFilter['status']);
}

/** The list's `value_filters` text as the job's array (the same conditions), or null. */
function conditionsOf(text: string): BulkFilter['value_filters'] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as BulkFilter['value_filters']) : null;
  } catch {
    return null;
  }
}

/**
 * The job's filter selecting what the grid's query selects, or null when the query filters on
 * something the job cannot (a filter the grid does not set, such as the list's `code`): a job
 * must never reach products the grid did not show.
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
  if (query.completeness) filter.completeness = query.completeness;
  // The scope goes with the filters read in it (completeness, value filters) and is checked
  // with them: a job's scope is the grid's.
  if (query.channel) filter.channel = query.channel;
  if (query.locale) filter.locale = query.locale;
  if (query.value_filters) {
    const conditions = conditionsOf(query.value_filters);
    if (!conditions) return null;
    if (conditions.length) filter.value_filters = conditions;
  }
  if (query.modified_by) filter.modified_by = query.modified_by;
  return filter;
}
