// Product and variant status moves (CONTRACT.md section 5): draft → in_review → approved;
// in_review → draft; approved → draft; any → archived; archived → draft. Setting the current
// status again is a no-op; any other move is 409 invalid_transition on `status`. Moving to
// `approved` also needs `catalog.products.approve`.
import type { PermissionCode } from '@pim/db';
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
