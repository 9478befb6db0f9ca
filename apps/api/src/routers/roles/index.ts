// Role operations (CONTRACT.md section 6): tenant-owned, so X-Tenant-Id names the tenant;
// the list's `tenant_id` query parameter overrides the header.
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
import { router } from '../../trpc/init.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

const TAGS = ['Roles'];
const READ = 'identity.roles.read';
const WRITE = 'identity.roles.write';

export const rolesRouter = router({
  list: tenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      tenantInput: 'tenant_id',
      openapi: { method: 'GET', path: '/roles', tags: TAGS, summary: 'List roles' },
    })
    .input(ZListRolesInput)
    .output(zPageOf(ZRoleListItem))
    .query(({ ctx, input }) => roles.listRoles(ctx.db, ctx.tenantId, input)),

  create: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: { method: 'POST', path: '/roles', tags: TAGS, summary: 'Create a role' },
    })
    .input(ZCreateRoleInput)
    .output(ZRole)
    .mutation(({ ctx, input }) => roles.createRole(ctx, input)),

  get: tenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: { method: 'GET', path: '/roles/{id}', tags: TAGS, summary: 'Get a role' },
    })
    .input(ZRoleIdInput)
    .output(ZRole)
    .query(({ ctx, input }) => roles.getRole(ctx.db, ctx.tenantId, input.id)),

  update: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: { method: 'PATCH', path: '/roles/{id}', tags: TAGS, summary: 'Update a role' },
    })
    .input(ZUpdateRoleInput)
    .output(ZRole)
    .mutation(({ ctx, input }) => roles.updateRole(ctx, input)),

  delete: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'DELETE',
        path: '/roles/{id}',
        tags: TAGS,
        summary: 'Soft-delete a role (409 in_use while users or service accounts hold it)',
      },
    })
    .input(ZRoleIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => roles.deleteRole(ctx, input.id)),

  listPermissions: tenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: {
        method: 'GET',
        path: '/roles/{id}/permissions',
        tags: TAGS,
        summary: 'List the permissions of a role',
      },
    })
    .input(ZListRolePermissionsInput)
    .output(zPageOf(ZRolePermission))
    .query(({ ctx, input }) => roles.listRolePermissions(ctx.db, ctx.tenantId, input)),

  assignPermissions: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'POST',
        path: '/roles/{id}/permissions',
        tags: TAGS,
        summary: 'Add permissions to a role (those it holds are kept)',
      },
    })
    .input(ZAssignRolePermissionsInput)
    .output(z.null())
    .mutation(({ ctx, input }) => roles.assignRolePermissions(ctx, input)),

  removePermission: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'DELETE',
        path: '/roles/{id}/permissions/{permission_id}',
        tags: TAGS,
        summary: 'Remove one permission from a role',
      },
    })
    .input(ZRemoveRolePermissionInput)
    .output(z.null())
    .mutation(({ ctx, input }) => roles.removeRolePermission(ctx, input)),

  setStatus: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'PATCH',
        path: '/roles/{id}/status',
        tags: TAGS,
        summary: 'Change the status of a role (an inactive role grants nothing)',
      },
    })
    .input(ZRoleStatusInput)
    .output(ZRole)
    .mutation(({ ctx, input }) => roles.setRoleStatus(ctx, input)),
});
