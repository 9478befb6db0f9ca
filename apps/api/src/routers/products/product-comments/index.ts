// A product's comments (its discussion, oldest first): productComments.*. Reading them takes
// the product's read permission, writing one its write permission; only a comment's author
// deletes it (403 forbidden to anyone else). They write no product revision.
import {
  productComments,
  ZCreateProductCommentInput,
  ZListProductCommentsInput,
  zPageOf,
  ZProductComment,
  ZProductCommentIdInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'catalog',
  tag: 'Product comments',
  resource: 'catalog.products',
});
const PATH = '/products/{productId}/comments';

export const productCommentsRouter = router({
  list: tenantProcedure
    .meta(op.read(PATH, "List a product's comments (oldest first)"))
    .input(ZListProductCommentsInput)
    .output(zPageOf(ZProductComment))
    .query(({ ctx, input }) => productComments.listProductComments(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write(
        'POST',
        PATH,
        'Comment on a product (plain text, 1 to 2000 characters; optionally about one attribute)',
      ),
    )
    .input(ZCreateProductCommentInput)
    .output(ZProductComment)
    .mutation(({ ctx, input }) => productComments.createProductComment(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        `${PATH}/{id}`,
        'Delete a comment (its author only: 403 forbidden to anyone else)',
      ),
    )
    .input(ZProductCommentIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => productComments.deleteProductComment(ctx, input)),
});
