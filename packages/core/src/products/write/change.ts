// Every change to a product, its values or its variants goes through `changeProduct`: one
// transaction that locks the product row (changes to one product are serialized), runs the
// change, then keeps completeness current and writes the one revision of the change
// (`recordProductChange`). One request (or one job item) is one revision: a service that
// changes several parts of a product does them all inside one `changeProduct`.
import { inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { recordProductChange, type ChangeOptions } from '../revisions/record.ts';
import { lockProductRow, lockProductRowByCode, lockVariantRowBySku } from './sql.ts';
import type { LockedProduct } from './types.ts';

export type { LockedProduct };

/** Locks a live product of the tenant FOR UPDATE; undefined when there is none. */
export async function lockProduct(
  scope: TenantScope,
  productId: string,
): Promise<LockedProduct | undefined> {
  return lockProductRow(scope.db.sql, scope.tenantId, productId);
}

/**
 * Runs `work` on the locked product, then records the change (completeness, one revision) in
 * the same transaction. 404 when the product is not a live product of the tenant.
 */
export function changeProduct<T>(
  scope: TenantScope,
  productId: string,
  work: (scope: TenantScope, product: LockedProduct) => Promise<T>,
  options: ChangeOptions = {},
): Promise<T> {
  return inTransaction(scope, async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw notFound('Product');
    const result = await work(tx, product);
    await recordProductChange(tx, productId, options);
    return result;
  });
}

/** A live product of the tenant by code, locked FOR UPDATE (as changeProduct locks it). */
export const lockProductByCode = (scope: TenantScope, code: string) =>
  lockProductRowByCode(scope.db.sql, scope.tenantId, code);

/** A variant of the tenant by sku, locked FOR UPDATE (after its product: the API's order). */
export const lockVariantBySku = (scope: TenantScope, sku: string) =>
  lockVariantRowBySku(scope.db.sql, scope.tenantId, sku);
