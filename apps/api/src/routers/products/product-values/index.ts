// Attribute values of products, each for a channel and a locale or `$default`: productValues.* and,
// in variant-values.ts, variantValues.*. The bulk and partial writes take a JSON array body
// (`arrayBody`): REST names its fields `0.values.0.data.value`.
import {
  productValues,
  zPageOf,
  ZAttributeValueRow,
  ZListProductValuesInput,
  ZPatchProductValuesInput,
  ZProductValueIdInput,
  ZReplaceProductValuesInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

export const op = operations({
  domain: 'catalog',
  tag: 'Product values',
  resource: 'catalog.products',
});
const PATH = '/products/{productId}/attributes';

export const productValuesRouter = router({
  list: tenantProcedure
    .meta(
      op.read(
        PATH,
        "List a product's attribute value rows (the family's attributes by group, sort order and code; then attributes no longer in the family)",
      ),
    )
    .input(ZListProductValuesInput)
    .output(zPageOf(ZAttributeValueRow))
    .query(({ ctx, input }) => productValues.listProductValues(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write(
        'POST',
        PATH,
        "Bulk create or update a product's attribute values: each listed attribute's values are replaced by the given ones",
        { arrayBody: 'attributes' },
      ),
    )
    .input(ZReplaceProductValuesInput)
    .output(z.null())
    .mutation(({ ctx, input }) => productValues.replaceProductValues(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        PATH,
        "Partially update a product's attribute values: each listed scoped value is set, data null removes it",
        { arrayBody: 'attributes' },
      ),
    )
    .input(ZPatchProductValuesInput)
    .output(z.null())
    .mutation(({ ctx, input }) => productValues.patchProductValues(ctx, input)),

  delete: tenantProcedure
    .meta(op.write('DELETE', `${PATH}/{id}`, 'Remove every value of one attribute from a product'))
    .input(ZProductValueIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => productValues.deleteProductValue(ctx, input)),
});
