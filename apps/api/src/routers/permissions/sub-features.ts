// Sub-feature operations: reads in the token tenant, writes for platform administrators.
import {
  zPageOf,
  actorOf,
  permissions,
  ZPermissionTreeIdInput,
  ZPermissionTreeStatusInput,
  ZCreateSubFeatureInput,
  ZListSubFeaturesInput,
  ZSubFeature,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { platformProcedure, tokenTenantProcedure } from '../../trpc/procedures.ts';
import { permissionTreeMeta } from './meta.ts';

const read = permissionTreeMeta('Sub-features', 'read');
const write = permissionTreeMeta('Sub-features', 'write');

export const subFeaturesRouter = router({
  list: tokenTenantProcedure
    .meta(read('GET', '/sub-features', 'List sub-features'))
    .input(ZListSubFeaturesInput)
    .output(zPageOf(ZSubFeature))
    .query(({ ctx, input }) => permissions.listSubFeatures(ctx.db, input)),

  create: platformProcedure
    .meta(write('POST', '/sub-features', 'Create a sub-feature (platform administrators)'))
    .input(ZCreateSubFeatureInput)
    .output(ZSubFeature)
    .mutation(({ ctx, input }) =>
      permissions.createSubFeature(ctx.db, actorOf(ctx.principal), input),
    ),

  get: tokenTenantProcedure
    .meta(read('GET', '/sub-features/{id}', 'Get a sub-feature'))
    .input(ZPermissionTreeIdInput)
    .output(ZSubFeature)
    .query(({ ctx, input }) => permissions.getSubFeature(ctx.db, input.id)),

  delete: platformProcedure
    .meta(
      write(
        'DELETE',
        '/sub-features/{id}',
        'Soft-delete a sub-feature (409 has_children while it has permissions)',
      ),
    )
    .input(ZPermissionTreeIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) =>
      permissions.deleteSubFeature(ctx.db, actorOf(ctx.principal), input.id),
    ),

  setStatus: platformProcedure
    .meta(write('PATCH', '/sub-features/{id}/status', 'Change the status of a sub-feature'))
    .input(ZPermissionTreeStatusInput)
    .output(ZSubFeature)
    .mutation(({ ctx, input }) =>
      permissions.setSubFeatureStatus(ctx.db, actorOf(ctx.principal), input),
    ),
});
