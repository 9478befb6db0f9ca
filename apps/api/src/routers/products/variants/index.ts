// A product's variants, one per combination of its variant family's axes: variants.*
import {
  variants,
  ZCreateVariantInput,
  ZListVariantsInput,
  ZUpdateVariantInput,
  ZVariantDetail,
  ZVariantIdInput,
  ZVariantPage,
  ZVariantStatusInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { approving, operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'catalog', tag: 'Variants', resource: 'catalog.products' });
const PATH = '/products/{productId}/variants';

export const variantsRouter = router({
  list: tenantProcedure
    .meta(
      op.read(
        PATH,
        "List a product's variants, newest first (page, or after: the next_cursor of a page)",
      ),
    )
    .input(ZListVariantsInput)
    .output(ZVariantPage)
    .query(({ ctx, input }) => variants.listVariants(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write(
        'POST',
        PATH,
        "Create a variant: one option per axis of the product's variant family (the first variant is the default)",
      ),
    )
    .input(ZCreateVariantInput)
    .output(ZVariantDetail)
    .mutation(({ ctx, input }) => variants.createVariant(ctx, input)),

  get: tenantProcedure
    .meta(op.read(`${PATH}/{id}`, 'Get a variant'))
    .input(ZVariantIdInput)
    .output(ZVariantDetail)
    .query(({ ctx, input }) => variants.getVariant(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write('PATCH', `${PATH}/{id}`, 'Update a variant (is_default: true makes it the default)'),
    )
    .input(ZUpdateVariantInput)
    .output(ZVariantDetail)
    .mutation(({ ctx, input }) => variants.updateVariant(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        `${PATH}/{id}`,
        'Delete a variant for good (the oldest remaining becomes default if it was)',
      ),
    )
    .input(ZVariantIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => variants.deleteVariant(ctx, input)),

  setStatus: tenantProcedure
    .meta(
      op.write('PATCH', `${PATH}/{id}/status`, 'Change the status of a variant', {
        alsoNeeds: [approving('to move it to `approved`')],
      }),
    )
    .input(ZVariantStatusInput)
    .output(ZVariantDetail)
    .mutation(({ ctx, input }) => variants.setVariantStatus(ctx, input)),
});
