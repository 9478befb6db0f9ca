// Completeness (per active channel and locale, the share of the required attributes that have a
// value: sql.ts) is stored and kept current by the writes that can change it, in their own
// transaction: every product change (product-revisions/record.ts), a family's attributes (recompute
// the family), a channel's locales, status or deletion (recompute the products that have or get
// rows for the channel). Reading never computes.
import type { TenantScope } from '../../platform/access/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { ProductCompletenessDto, ProductCompletenessInput } from './schemas.ts';
import { readCompleteness } from './sql.ts';

/** For bulk paths (seeds, imports, benches): `completeness.recomputeCompleteness(db.sql, tenantId, {tenant: true})`. */
export { recomputeCompleteness, type CompletenessTarget } from './sql.ts';

export async function getProductCompleteness(
  { db, tenantId }: TenantScope,
  input: ProductCompletenessInput,
): Promise<ProductCompletenessDto> {
  const row = await readCompleteness(db.sql, tenantId, input.id);
  if (!row) throw notFound('Product');
  return { product_id: input.id, completeness: row.completeness, items: row.items };
}
