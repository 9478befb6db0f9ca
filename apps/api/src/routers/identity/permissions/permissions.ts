// Permission operations: reads in the token tenant, writes for platform administrators.
import {
  zPageOf,
  permissions,
  ZPermissionTreeIdInput,
  ZPermissionTreeStatusInput,
  ZCreatePermissionInput,
  ZListPermissionsInput,
  ZPermission,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { platformProcedure, tokenTenantProcedure } from '../../../trpc/procedures.ts';

// Reads in the token tenant; writes for platform administrators who also hold
// identity.permissions.write (tenant roles hold permissions but do not change the tree).
const op = operations({ domain: 'identity', tag: 'Permissions', resource: 'identity.permissions' });

export const permissionsRouter = router({
  list: tokenTenantProcedure
    .meta(op.read('/permissions', 'List permissions'))
    .input(ZListPermissionsInput)
    .output(zPageOf(ZPermission))
    .query(({ ctx, input }) => permissions.listPermissions(ctx, input)),

  create: platformProcedure
    .meta(op.write('POST', '/permissions', 'Create a permission (platform administrators)'))
    .input(ZCreatePermissionInput)
    .output(ZPermission)
    .mutation(({ ctx, input }) => permissions.createPermission(ctx, input)),

  get: tokenTenantProcedure
    .meta(op.read('/permissions/{id}', 'Get a permission'))
    .input(ZPermissionTreeIdInput)
    .output(ZPermission)
    .query(({ ctx, input }) => permissions.getPermission(ctx, input)),

  delete: platformProcedure
    .meta(
      op.write('DELETE', '/permissions/{id}', 'Soft-delete a permission (it leaves every role)'),
    )
    .input(ZPermissionTreeIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => permissions.deletePermission(ctx, input)),

  setStatus: platformProcedure
    .meta(op.write('PATCH', '/permissions/{id}/status', 'Change the status of a permission'))
    .input(ZPermissionTreeStatusInput)
    .output(ZPermission)
    .mutation(({ ctx, input }) => permissions.setPermissionStatus(ctx, input)),
});
