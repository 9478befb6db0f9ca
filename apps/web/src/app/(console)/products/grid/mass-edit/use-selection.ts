'use client';

import type { PRODUCT_STATUS_FILTERS } from '@pim/core/schemas';
import { PRODUCT_STATUSES, type ProductStatus } from '@pim/core/schemas';
import { useQueries } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc/query-provider';
import { useChosenProducts } from '../selection-store';
import { statusesOf, type BulkFilter, type GridQuery } from './matching';
import { countStatuses, NO_COUNTS, statusesMovingTo, type StatusCounts } from './status-plan';

/** What the bulk actions work on: the chosen ids, or every product the grid's filters match. */
export interface BulkSelection {
  filter: BulkFilter;
  count: number;
  allMatching: boolean;
  counts: StatusCounts;
  /** The job's filter for a status move to `to`: only the products that can make it. */
  movingTo: (to: ProductStatus) => BulkFilter;
}

type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

/** Whether a list status filter (`enabled`, `disabled` or statuses) lets `status` through. */
function covers(filters: readonly ProductStatusFilter[] | undefined, status: ProductStatus) {
  if (!filters?.length) return true;
  return filters.some(
    (f) =>
      f === status ||
      (f === 'enabled' && status !== 'archived') ||
      (f === 'disabled' && status === 'archived'),
  );
}

/**
 * The bulk selection: with `all` set, every product the grid's query matches (counted by
 * status with the list's status filter, one page of one row each); else the chosen ids, whose
 * statuses the selection remembers from the grid's rows.
 */
export function useBulkSelection(
  selected: ReadonlySet<string>,
  all: { query: GridQuery; filter: BulkFilter; total: number } | null,
): BulkSelection {
  const trpc = useTRPC();
  const chosen = useChosenProducts();
  const statuses = PRODUCT_STATUSES.filter((s) => all && covers(statusesOf(all.query), s));
  const totals = useQueries({
    queries: statuses.map((status) =>
      trpc.products.list.queryOptions(
        { ...all!.query, status: [status], page: 1, page_size: 1 },
        { staleTime: 5_000 },
      ),
    ),
  });
  if (all) {
    const counts = { ...NO_COUNTS };
    statuses.forEach((status, n) => {
      const total = totals[n]?.data?.pagination.total_items;
      counts[status] = total ?? 0;
    });
    return {
      filter: all.filter,
      count: all.total,
      allMatching: true,
      counts,
      movingTo: (to) => ({
        ...all.filter,
        status: statusesMovingTo(to).filter((s) => covers(statusesOf(all.query), s)),
      }),
    };
  }
  const ids = [...selected];
  const counts = countStatuses(ids.map((id) => chosen.get(id)?.status));
  return {
    filter: { product_ids: ids },
    count: ids.length,
    allMatching: false,
    counts,
    movingTo: (to) => {
      const from = new Set<string>(statusesMovingTo(to));
      return {
        product_ids: ids.filter((id) => {
          const status = chosen.get(id)?.status;
          return status === undefined || from.has(status);
        }),
      };
    },
  };
}
