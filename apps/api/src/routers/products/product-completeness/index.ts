// A product's completeness per active channel and locale, with the missing attribute codes:
// productCompleteness.get
import { completeness, ZProductCompleteness, ZProductCompletenessInput } from '@pim/core';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'catalog', tag: 'Products', resource: 'catalog.products' });

export const productCompletenessRouter = router({
  get: tenantProcedure
    .meta(
      op.read(
        '/products/{id}/completeness',
        "Get a product's completeness per channel and locale, with the missing attribute codes",
      ),
    )
    .input(ZProductCompletenessInput)
    .output(ZProductCompleteness)
    .query(({ ctx, input }) => completeness.getProductCompleteness(ctx, input)),
});
