// Product operations. Products have no delete operation: archiving (a status) retires one.
import {
  products,
  ZCloneProductInput,
  ZCreateProductInput,
  ZListProductsInput,
  ZProduct,
  ZProductIdInput,
  ZProductPage,
  ZProductStatusInput,
  ZUpdateProductInput,
} from '@pim/core';
import { router } from '../../../trpc/init.ts';
import { approving, operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'catalog', tag: 'Products', resource: 'catalog.products' });

export const productsRouter = router({
  list: tenantProcedure
    .meta(
      op.read(
        '/products',
        'List products (page, or the cursor `after` from pagination.next_cursor)',
      ),
    )
    .input(ZListProductsInput)
    .output(ZProductPage)
    .query(({ ctx, input }) => products.listProducts(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/products', 'Create a product (draft)'))
    .input(ZCreateProductInput)
    .output(ZProduct)
    .mutation(({ ctx, input }) => products.createProduct(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/products/{id}', 'Get a product'))
    .input(ZProductIdInput)
    .output(ZProduct)
    .query(({ ctx, input }) => products.getProduct(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', '/products/{id}', 'Update a product (replaces its categories)'))
    .input(ZUpdateProductInput)
    .output(ZProduct)
    .mutation(({ ctx, input }) => products.updateProduct(ctx, input)),

  clone: tenantProcedure
    .meta(
      op.write(
        'POST',
        '/products/{id}/clone',
        'Clone a product (a draft with its values and categories; no variants, no unique values)',
      ),
    )
    .input(ZCloneProductInput)
    .output(ZProduct)
    .mutation(({ ctx, input }) => products.cloneProduct(ctx, input)),

  setStatus: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        '/products/{id}/status',
        'Change the status of a product and its variants',
        { alsoNeeds: [approving('to move it to `approved`')] },
      ),
    )
    .input(ZProductStatusInput)
    .output(ZProduct)
    .mutation(({ ctx, input }) => products.setProductStatus(ctx, input)),
});
