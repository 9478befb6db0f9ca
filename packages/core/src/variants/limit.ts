// The variants a product may have (PRODUCT_MAX_VARIANTS, catalog-settings.ts): a create past it
// is refused, by the API and by a variants import alike. Counted under the product's lock (every
// variant create holds it), so two creates cannot both take the last place.
import type { Sql } from '@pim/db';
import { catalogSettings } from '../catalog-settings.ts';
import { AppError } from '../errors/app-error.ts';
import { countVariants } from './sql.ts';

/**
 * The product's variant count before the create; 400 out_of_range on `field` when it already
 * has as many as a product may.
 */
export async function variantsBeforeCreate(
  db: Sql,
  tenantId: string,
  productId: string,
  field: string,
): Promise<number> {
  const count = await countVariants(db, tenantId, productId);
  const max = catalogSettings().maxVariantsPerProduct;
  if (count >= max) {
    throw new AppError(
      'out_of_range',
      `The product already has ${count} variants, the most a product may have (${max})`,
      { field },
    );
  }
  return count;
}
