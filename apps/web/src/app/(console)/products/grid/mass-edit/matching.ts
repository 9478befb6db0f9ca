// "All matching products" as a bulk update's selection: the grid's filters as the job's filter,
// when the job can take them all (it has no completeness filter, nor the grid's later ones).
import type { ListProductsInput, StartBulkUpdateInput } from '@pim/core/schemas';

export type BulkFilter = StartBulkUpdateInput['filter'];

/** The grid's query (the fields the job's filter shares with it, and any others it has). */
type GridQuery = Pick<
  ListProductsInput,
  'search' | 'status' | 'product_family_id' | 'category_id' | 'completeness'
> &
  Record<string, unknown>;

const SHARED = ['search', 'status', 'product_family_id', 'category_id'] as const;
/** Paging and sorting: not filters. */
const IGNORED = new Set(['page', 'page_size', 'sort']);

/**
 * The job's filter selecting what the grid's query selects, or null when the query filters on
 * something the job cannot (completeness, attribute values): a job must never reach products
 * the grid did not show.
 */
export function bulkFilterOf(query: GridQuery): BulkFilter | null {
  const filter: BulkFilter = {};
  for (const [key, value] of Object.entries(query)) {
    const empty = value === undefined || (Array.isArray(value) && value.length === 0);
    if (empty || IGNORED.has(key)) continue;
    if (!(SHARED as readonly string[]).includes(key)) return null;
  }
  if (query.search) filter.search = query.search;
  if (query.status?.length) filter.status = [...query.status];
  if (query.product_family_id) filter.product_family_id = query.product_family_id;
  if (query.category_id) filter.category_id = query.category_id;
  return filter;
}
