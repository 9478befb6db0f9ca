// The variants a product may have (PRODUCT_MAX_VARIANTS, catalog-settings.ts): a create past it
// is refused, by the API and by a variants import alike. Counted under the product's lock (every
// variant create holds it), so two creates cannot both take the last place.
import type { TenantScope } from '../../platform/access/index.ts';
import { catalogSettingsOf } from '../../platform/catalog-settings.ts';
import { AppError } from '../../platform/errors/index.ts';
import { countVariants } from './sql.ts';

/**
 * The product's variant count before the create; 400 out_of_range on `field` when it already
 * has as many as a product may.
 */
export async function variantsBeforeCreate(
  scope: TenantScope,
  productId: string,
  field: string,
): Promise<number> {
  const count = await countVariants(scope.db.sql, scope.tenantId, productId);
  const max = catalogSettingsOf(scope).maxVariantsPerProduct;
  if (count >= max) {
    throw new AppError(
      'out_of_range',
      `The product already has ${count} variants, the most a product may have (${max})`,
      { field },
    );
  }
  return count;
}
