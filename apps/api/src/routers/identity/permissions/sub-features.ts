// Sub-feature operations: reads in the token tenant, writes for platform administrators.
import {
  zPageOf,
  permissions,
  ZPermissionTreeIdInput,
  ZPermissionTreeStatusInput,
  ZCreateSubFeatureInput,
  ZListSubFeaturesInput,
  ZSubFeature,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { platformProcedure, tokenTenantProcedure } from '../../../trpc/procedures.ts';

// Reads in the token tenant; writes for platform administrators who also hold
// identity.permissions.write (tenant roles hold permissions but do not change the tree).
const op = operations({
  domain: 'identity',
  tag: 'Sub-features',
  resource: 'identity.permissions',
});

export const subFeaturesRouter = router({
  list: tokenTenantProcedure
    .meta(op.read('/sub-features', 'List sub-features'))
    .input(ZListSubFeaturesInput)
    .output(zPageOf(ZSubFeature))
    .query(({ ctx, input }) => permissions.listSubFeatures(ctx, input)),

  create: platformProcedure
    .meta(op.write('POST', '/sub-features', 'Create a sub-feature (platform administrators)'))
    .input(ZCreateSubFeatureInput)
    .output(ZSubFeature)
    .mutation(({ ctx, input }) => permissions.createSubFeature(ctx, input)),

  get: tokenTenantProcedure
    .meta(op.read('/sub-features/{id}', 'Get a sub-feature'))
    .input(ZPermissionTreeIdInput)
    .output(ZSubFeature)
    .query(({ ctx, input }) => permissions.getSubFeature(ctx, input)),

  delete: platformProcedure
    .meta(
      op.write(
        'DELETE',
        '/sub-features/{id}',
        'Soft-delete a sub-feature (409 has_children while it has permissions)',
      ),
    )
    .input(ZPermissionTreeIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => permissions.deleteSubFeature(ctx, input)),

  setStatus: platformProcedure
    .meta(op.write('PATCH', '/sub-features/{id}/status', 'Change the status of a sub-feature'))
    .input(ZPermissionTreeStatusInput)
    .output(ZSubFeature)
    .mutation(({ ctx, input }) => permissions.setSubFeatureStatus(ctx, input)),
});
