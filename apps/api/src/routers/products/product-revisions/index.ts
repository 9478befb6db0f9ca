// A product's revisions (list, latest, one, restore, which must name the latest revision):
// productRevisions.*
import {
  productRevisions,
  ZLatestProductRevisionInput,
  ZListProductRevisionsInput,
  zPageOf,
  ZProductRevision,
  ZProductRevisionIdInput,
  ZProductRevisionWithSnapshot,
  ZRestoreProductRevisionInput,
} from '@pim/core';
import { router } from '../../../trpc/init.ts';
import { approving, operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'catalog',
  tag: 'Product revisions',
  resource: 'catalog.products',
});
const PATH = '/products/{id}/revisions';

export const productRevisionsRouter = router({
  list: tenantProcedure
    .meta(op.read(PATH, "List a product's revisions (newest first)"))
    .input(ZListProductRevisionsInput)
    .output(zPageOf(ZProductRevision))
    .query(({ ctx, input }) => productRevisions.listProductRevisions(ctx, input)),

  latest: tenantProcedure
    .meta(op.read(`${PATH}/latest`, "Get a product's latest revision, with its snapshot"))
    .input(ZLatestProductRevisionInput)
    .output(ZProductRevisionWithSnapshot)
    .query(({ ctx, input }) => productRevisions.getLatestProductRevision(ctx, input)),

  get: tenantProcedure
    .meta(op.read(`${PATH}/{revisionId}`, 'Get one revision of a product, with its snapshot'))
    .input(ZProductRevisionIdInput)
    .output(ZProductRevisionWithSnapshot)
    .query(({ ctx, input }) => productRevisions.getProductRevision(ctx, input)),

  restore: tenantProcedure
    .meta(
      op.write(
        'POST',
        `${PATH}/{revisionId}/restore`,
        'Restore a product to a revision (writes a revert revision; 409 revision_conflict when expected_revision is not the latest)',
        { alsoNeeds: [approving('when the revision makes the product or a variant `approved`')] },
      ),
    )
    .input(ZRestoreProductRevisionInput)
    .output(ZProductRevisionWithSnapshot)
    .mutation(({ ctx, input }) => productRevisions.restoreProductRevision(ctx, input)),
});
