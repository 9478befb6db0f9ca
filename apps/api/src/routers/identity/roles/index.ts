// Role operations: tenant-owned, so X-Tenant-Id names the tenant; the list's `tenant_id` query
// parameter overrides the header.
import {
  roles,
  ZAssignRolePermissionsInput,
  ZCreateRoleInput,
  ZListRolePermissionsInput,
  ZListRolesInput,
  zPageOf,
  ZRemoveRolePermissionInput,
  ZRole,
  ZRoleIdInput,
  ZRoleListItem,
  ZRolePermission,
  ZRoleStatusInput,
  ZUpdateRoleInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'identity', tag: 'Roles', resource: 'identity.roles' });

export const rolesRouter = router({
  list: tenantProcedure
    .meta(op.read('/roles', 'List roles', { tenantInput: 'tenant_id' }))
    .input(ZListRolesInput)
    .output(zPageOf(ZRoleListItem))
    .query(({ ctx, input }) => roles.listRoles(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/roles', 'Create a role'))
    .input(ZCreateRoleInput)
    .output(ZRole)
    .mutation(({ ctx, input }) => roles.createRole(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/roles/{id}', 'Get a role'))
    .input(ZRoleIdInput)
    .output(ZRole)
    .query(({ ctx, input }) => roles.getRole(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', '/roles/{id}', 'Update a role'))
    .input(ZUpdateRoleInput)
    .output(ZRole)
    .mutation(({ ctx, input }) => roles.updateRole(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        '/roles/{id}',
        'Soft-delete a role (409 in_use while users or service accounts hold it)',
      ),
    )
    .input(ZRoleIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => roles.deleteRole(ctx, input)),

  listPermissions: tenantProcedure
    .meta(op.read('/roles/{id}/permissions', 'List the permissions of a role'))
    .input(ZListRolePermissionsInput)
    .output(zPageOf(ZRolePermission))
    .query(({ ctx, input }) => roles.listRolePermissions(ctx, input)),

  assignPermissions: tenantProcedure
    .meta(
      op.write(
        'POST',
        '/roles/{id}/permissions',
        'Add permissions to a role (those it holds are kept)',
      ),
    )
    .input(ZAssignRolePermissionsInput)
    .output(z.null())
    .mutation(({ ctx, input }) => roles.assignRolePermissions(ctx, input)),

  removePermission: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        '/roles/{id}/permissions/{permission_id}',
        'Remove one permission from a role',
      ),
    )
    .input(ZRemoveRolePermissionInput)
    .output(z.null())
    .mutation(({ ctx, input }) => roles.removeRolePermission(ctx, input)),

  setStatus: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        '/roles/{id}/status',
        'Change the status of a role (an inactive role grants nothing)',
      ),
    )
    .input(ZRoleStatusInput)
    .output(ZRole)
    .mutation(({ ctx, input }) => roles.setRoleStatus(ctx, input)),
});
