// Feature operations: reads in the token tenant, writes for platform administrators.
import {
  zPageOf,
  permissions,
  ZPermissionTreeIdInput,
  ZPermissionTreeStatusInput,
  ZCreateFeatureInput,
  ZListFeaturesInput,
  ZFeature,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { platformProcedure, tokenTenantProcedure } from '../../../trpc/procedures.ts';

// Reads in the token tenant; writes for platform administrators who also hold
// identity.permissions.write (tenant roles hold permissions but do not change the tree).
const op = operations({ domain: 'identity', tag: 'Features', resource: 'identity.permissions' });

export const featuresRouter = router({
  list: tokenTenantProcedure
    .meta(op.read('/features', 'List features'))
    .input(ZListFeaturesInput)
    .output(zPageOf(ZFeature))
    .query(({ ctx, input }) => permissions.listFeatures(ctx, input)),

  create: platformProcedure
    .meta(op.write('POST', '/features', 'Create a feature (platform administrators)'))
    .input(ZCreateFeatureInput)
    .output(ZFeature)
    .mutation(({ ctx, input }) => permissions.createFeature(ctx, input)),

  get: tokenTenantProcedure
    .meta(op.read('/features/{id}', 'Get a feature'))
    .input(ZPermissionTreeIdInput)
    .output(ZFeature)
    .query(({ ctx, input }) => permissions.getFeature(ctx, input)),

  delete: platformProcedure
    .meta(
      op.write(
        'DELETE',
        '/features/{id}',
        'Soft-delete a feature (409 has_children while it has sub-features or permissions)',
      ),
    )
    .input(ZPermissionTreeIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => permissions.deleteFeature(ctx, input)),

  setStatus: platformProcedure
    .meta(op.write('PATCH', '/features/{id}/status', 'Change the status of a feature'))
    .input(ZPermissionTreeStatusInput)
    .output(ZFeature)
    .mutation(({ ctx, input }) => permissions.setFeatureStatus(ctx, input)),
});
