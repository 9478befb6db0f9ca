// Feature operations: reads in the token tenant, writes for platform administrators.
import {
  actorOf,
  permissions,
  ZCatalogIdInput,
  ZCatalogStatusInput,
  ZCreateFeatureInput,
  ZListFeaturesInput,
  ZFeature,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { platformProcedure, tokenTenantProcedure } from '../../trpc/procedures.ts';
import { catalogMeta, pageOfSchema } from './meta.ts';

const read = catalogMeta('Features', 'read');
const write = catalogMeta('Features', 'write');

export const featuresRouter = router({
  list: tokenTenantProcedure
    .meta(read('GET', '/features', 'List features'))
    .input(ZListFeaturesInput)
    .output(pageOfSchema(ZFeature))
    .query(({ ctx, input }) => permissions.listFeatures(ctx.db, input)),

  create: platformProcedure
    .meta(write('POST', '/features', 'Create a feature (platform administrators)'))
    .input(ZCreateFeatureInput)
    .output(ZFeature)
    .mutation(({ ctx, input }) => permissions.createFeature(ctx.db, actorOf(ctx.principal), input)),

  get: tokenTenantProcedure
    .meta(read('GET', '/features/{id}', 'Get a feature'))
    .input(ZCatalogIdInput)
    .output(ZFeature)
    .query(({ ctx, input }) => permissions.getFeature(ctx.db, input.id)),

  delete: platformProcedure
    .meta(
      write(
        'DELETE',
        '/features/{id}',
        'Soft-delete a feature (409 has_children while it has sub-features or permissions)',
      ),
    )
    .input(ZCatalogIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) =>
      permissions.deleteFeature(ctx.db, actorOf(ctx.principal), input.id),
    ),

  changeStatus: platformProcedure
    .meta(write('PATCH', '/features/{id}/status', 'Change the status of a feature'))
    .input(ZCatalogStatusInput)
    .output(ZFeature)
    .mutation(({ ctx, input }) =>
      permissions.changeFeatureStatus(ctx.db, actorOf(ctx.principal), input),
    ),
});
