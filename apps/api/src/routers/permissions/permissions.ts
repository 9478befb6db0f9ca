// Permission operations: reads in the token tenant, writes for platform administrators.
import {
  zPageOf,
  actorOf,
  permissions,
  ZPermissionTreeIdInput,
  ZPermissionTreeStatusInput,
  ZCreatePermissionInput,
  ZListPermissionsInput,
  ZPermission,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { platformProcedure, tokenTenantProcedure } from '../../trpc/procedures.ts';
import { permissionTreeMeta } from './meta.ts';

const read = permissionTreeMeta('Permissions', 'read');
const write = permissionTreeMeta('Permissions', 'write');

export const permissionsRouter = router({
  list: tokenTenantProcedure
    .meta(read('GET', '/permissions', 'List permissions'))
    .input(ZListPermissionsInput)
    .output(zPageOf(ZPermission))
    .query(({ ctx, input }) => permissions.listPermissions(ctx.db, input)),

  create: platformProcedure
    .meta(write('POST', '/permissions', 'Create a permission (platform administrators)'))
    .input(ZCreatePermissionInput)
    .output(ZPermission)
    .mutation(({ ctx, input }) =>
      permissions.createPermission(ctx.db, actorOf(ctx.principal), input),
    ),

  get: tokenTenantProcedure
    .meta(read('GET', '/permissions/{id}', 'Get a permission'))
    .input(ZPermissionTreeIdInput)
    .output(ZPermission)
    .query(({ ctx, input }) => permissions.getPermission(ctx.db, input.id)),

  delete: platformProcedure
    .meta(write('DELETE', '/permissions/{id}', 'Soft-delete a permission (it leaves every role)'))
    .input(ZPermissionTreeIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) =>
      permissions.deletePermission(ctx.db, actorOf(ctx.principal), input.id),
    ),

  setStatus: platformProcedure
    .meta(write('PATCH', '/permissions/{id}/status', 'Change the status of a permission'))
    .input(ZPermissionTreeStatusInput)
    .output(ZPermission)
    .mutation(({ ctx, input }) =>
      permissions.setPermissionStatus(ctx.db, actorOf(ctx.principal), input),
    ),
});
