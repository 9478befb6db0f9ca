// Which bulk status moves a selection allows, pure (no React): the workflow's move table
// (PRODUCT_STATUS_MOVES, the one the API checks) applied to how many chosen products are in
// each status, so the bar offers only moves some product can make and says how many it skips.
import { PRODUCT_STATUS_MOVES, PRODUCT_STATUSES, type ProductStatus } from '@pim/core/schemas';

/** How many chosen products are in each status; `unknown`: chosen by id, status not known. */
export type StatusCounts = Record<ProductStatus, number> & { unknown: number };

export const NO_COUNTS: StatusCounts = {
  draft: 0,
  in_review: 0,
  approved: 0,
  archived: 0,
  unknown: 0,
};

export function countStatuses(statuses: Iterable<ProductStatus | undefined>): StatusCounts {
  const counts = { ...NO_COUNTS };
  for (const status of statuses) counts[status ?? 'unknown'] += 1;
  return counts;
}

/** The statuses a product can move to `to` from (a product already there has nothing to do). */
export const statusesMovingTo = (to: ProductStatus): ProductStatus[] =>
  PRODUCT_STATUSES.filter((from) => (PRODUCT_STATUS_MOVES[from] as readonly string[]).includes(to));

export interface MovePlan {
  to: ProductStatus;
  /** Chosen products the move applies to. */
  moving: number;
  /** Chosen products already in `to` or unable to move there: left out of the job. */
  skipped: number;
  /** Chosen products whose status is not known: sent, the job says if they cannot move. */
  unknown: number;
}

export function planMove(counts: StatusCounts, to: ProductStatus): MovePlan {
  const from = statusesMovingTo(to);
  const moving = from.reduce((sum, status) => sum + counts[status], 0);
  const known = PRODUCT_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return { to, moving, skipped: known - moving, unknown: counts.unknown };
}

/** The moves worth offering: those at least one chosen product can make (or might). */
export function offeredMoves(counts: StatusCounts, canApprove: boolean): MovePlan[] {
  return PRODUCT_STATUSES.filter((to) => to !== 'approved' || canApprove)
    .map((to) => planMove(counts, to))
    .filter((plan) => plan.moving + plan.unknown > 0);
}
