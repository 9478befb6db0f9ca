// Category mapping operations: which category of the other side each category of a
// channel's tree goes to, per connection.
import {
  categoryMappings,
  ZCategoryMapping,
  ZCategoryMappingIdInput,
  ZChannelCategoryMappings,
  ZChannelCategoryMappingsInput,
  ZCreateCategoryMappingInput,
  ZListCategoryMappingsInput,
  zPageOf,
  ZUpdateCategoryMappingInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'integration',
  tag: 'Category mappings',
  resource: 'integration.mappings',
});

export const categoryMappingsRouter = router({
  list: tenantProcedure
    .meta(op.read('/category-mappings', "List a connection's category mappings for a channel"))
    .input(ZListCategoryMappingsInput)
    .output(zPageOf(ZCategoryMapping))
    .query(({ ctx, input }) => categoryMappings.listCategoryMappings(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write(
        'POST',
        '/category-mappings',
        'Map a category of a channel to an external category',
        {
          successStatus: 201,
        },
      ),
    )
    .input(ZCreateCategoryMappingInput)
    .output(ZCategoryMapping)
    .mutation(({ ctx, input }) => categoryMappings.createCategoryMapping(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/category-mappings/{id}', 'Get a category mapping'))
    .input(ZCategoryMappingIdInput)
    .output(ZCategoryMapping)
    .query(({ ctx, input }) => categoryMappings.getCategoryMapping(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', '/category-mappings/{id}', 'Update a category mapping'))
    .input(ZUpdateCategoryMappingInput)
    .output(ZCategoryMapping)
    .mutation(({ ctx, input }) => categoryMappings.updateCategoryMapping(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write('DELETE', '/category-mappings/{id}', 'Delete a category mapping for good', {
        successStatus: 204,
      }),
    )
    .input(ZCategoryMappingIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => categoryMappings.deleteCategoryMapping(ctx, input)),

  channel: tenantProcedure
    .meta(
      op.read(
        '/connections/{id}/category-mappings/channel',
        "Every category of a channel's tree in tree order, with the connection's mapping or null",
      ),
    )
    .input(ZChannelCategoryMappingsInput)
    .output(ZChannelCategoryMappings)
    .query(({ ctx, input }) => categoryMappings.channelCategoryMappings(ctx, input)),
});
