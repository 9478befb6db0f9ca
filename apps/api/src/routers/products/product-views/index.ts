// Saved views of the product grid, the caller's own: reading the products is all any of these
// operations needs, since a view only remembers how its owner looks at them.
import {
  productViews,
  ZCreateProductViewInput,
  ZProductView,
  ZProductViewIdInput,
  ZProductViewList,
  ZUpdateProductViewInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'catalog', tag: 'Product views', resource: 'catalog.products' });

export const productViewsRouter = router({
  list: tenantProcedure
    .meta(op.read('/product-views', 'List your saved product views, by name'))
    .input(z.void())
    .output(ZProductViewList)
    .query(({ ctx }) => productViews.listProductViews(ctx)),

  create: tenantProcedure
    .meta(op.action('read', 'POST', '/product-views', 'Save a product view (yours only)'))
    .input(ZCreateProductViewInput)
    .output(ZProductView)
    .mutation(({ ctx, input }) => productViews.createProductView(ctx, input)),

  update: tenantProcedure
    .meta(op.action('read', 'PATCH', '/product-views/{id}', 'Rename or change a saved view'))
    .input(ZUpdateProductViewInput)
    .output(ZProductView)
    .mutation(({ ctx, input }) => productViews.updateProductView(ctx, input)),

  delete: tenantProcedure
    .meta(op.action('read', 'DELETE', '/product-views/{id}', 'Delete a saved view'))
    .input(ZProductViewIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => productViews.deleteProductView(ctx, input)),
});
