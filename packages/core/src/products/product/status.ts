// Product and variant status moves: draft → in_review → approved; in_review → draft; approved →
// draft; any → archived; archived → draft. Setting the current status again is a no-op; any other
// move is 409 invalid_transition on `status`. Moving to `approved` also needs
// `catalog.products.approve`.
import type { PermissionCode } from '@pim/db';
import { AppError } from '../../platform/errors/index.ts';
import { requirePermission, type Scope } from '../../platform/access/index.ts';
import { checkTransition } from '../../platform/shared/index.ts';
import { PRODUCT_STATUS_MOVES, PRODUCT_STATUSES, type ProductStatus } from './schemas.ts';

export { PRODUCT_STATUS_MOVES, PRODUCT_STATUSES, type ProductStatus };

/** The permission needed (besides catalog.products.write) to move to `approved`. */
export const APPROVE_PERMISSION: PermissionCode = 'catalog.products.approve';

/**
 * True when the status must change; false for a no-op (same status). Throws 409
 * invalid_transition (field `status`) for a move not allowed, 403 forbidden when moving to
 * `approved` without `catalog.products.approve`.
 */
export function checkStatusMove(
  from: ProductStatus,
  to: ProductStatus,
  scope: Pick<Scope, 'principal'>,
): boolean {
  if (!checkTransition(PRODUCT_STATUS_MOVES, from, to)) return false;
  if (to === 'approved') requirePermission(scope.principal, APPROVE_PERMISSION);
  return true;
}

/** The statuses after `from` on the shortest way to `to` through the legal moves. */
function movesTo(from: ProductStatus, to: ProductStatus): ProductStatus[] {
  const previous = new Map<ProductStatus, ProductStatus>([[from, from]]);
  const queue: ProductStatus[] = [from];
  while (queue.length > 0 && !previous.has(to)) {
    const status = queue.shift()!;
    for (const next of PRODUCT_STATUS_MOVES[status]) {
      if (previous.has(next)) continue;
      previous.set(next, status);
      queue.push(next);
    }
  }
  const path: ProductStatus[] = [];
  for (let at = to; at !== from; at = previous.get(at)!) path.unshift(at);
  return path;
}

/**
 * Checks each move from `from` to `to` (checkStatusMove: `approved` needs
 * catalog.products.approve); true when the status changes. Refusals are on `status`.
 */
export function checkStatusMoves(
  from: ProductStatus,
  to: ProductStatus,
  scope: Pick<Scope, 'principal'>,
): boolean {
  if (from === to) return false;
  let at = from;
  try {
    for (const next of movesTo(from, to)) {
      checkStatusMove(at, next, scope);
      at = next;
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.message, { field: 'status', cause: error });
  }
  return true;
}
