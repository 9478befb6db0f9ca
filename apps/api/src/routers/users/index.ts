// User operations (CONTRACT.md section 6). The spec scopes them to the caller's token tenant,
// so they take no X-Tenant-Id: the token's tenant is where the permission is checked and
// whose users are meant.
import {
  users,
  zPageOf,
  ZAddUserRolesInput,
  ZChangeUserStatusInput,
  ZCreateUserInput,
  ZListOrganizationUsersInput,
  ZListUserRolesInput,
  ZListUsersInput,
  ZListUserTenantsInput,
  ZRemoveUserRoleInput,
  ZResetPasswordInput,
  ZUpdateUserInput,
  ZUser,
  ZUserIdInput,
  ZUserRoleItem,
  ZUserStatusResult,
  ZUserTenantItem,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { tokenTenantProcedure } from '../../trpc/procedures.ts';

const TAGS = ['Users'];
const READ = 'identity.users.read';
const WRITE = 'identity.users.write';

export const usersRouter = router({
  listOfOrganization: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: {
        method: 'GET',
        path: '/organizations/{org_id}/users',
        tags: TAGS,
        summary: "List users of any tenant of the token tenant's organization",
      },
    })
    .input(ZListOrganizationUsersInput)
    .output(zPageOf(ZUser))
    .query(({ ctx, input }) => users.listOrganizationUsers(ctx, input)),

  list: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: { method: 'GET', path: '/users', tags: TAGS, summary: 'List users of the tenant' },
    })
    .input(ZListUsersInput)
    .output(zPageOf(ZUser))
    .query(({ ctx, input }) => users.listUsers(ctx, input)),

  create: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'POST',
        path: '/users',
        tags: TAGS,
        summary: 'Create a user, or assign an existing one (user_id) to the tenant',
      },
    })
    .input(ZCreateUserInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => users.createUser(ctx, input)),

  get: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: { method: 'GET', path: '/users/{id}', tags: TAGS, summary: 'Get a user' },
    })
    .input(ZUserIdInput)
    .output(ZUser)
    .query(({ ctx, input }) => users.getUser(ctx, input)),

  update: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: { method: 'PATCH', path: '/users/{id}', tags: TAGS, summary: 'Update a user' },
    })
    .input(ZUpdateUserInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => users.updateUser(ctx, input)),

  delete: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'DELETE',
        path: '/users/{id}',
        tags: TAGS,
        summary: 'Remove a user from the tenant',
      },
    })
    .input(ZUserIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => users.removeUser(ctx, input)),

  listRoles: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: {
        method: 'GET',
        path: '/users/{id}/roles',
        tags: TAGS,
        summary: "List a user's roles in the tenant",
      },
    })
    .input(ZListUserRolesInput)
    .output(zPageOf(ZUserRoleItem))
    .query(({ ctx, input }) => users.listUserRoles(ctx, input)),

  addRoles: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'POST',
        path: '/users/{id}/roles',
        tags: TAGS,
        summary: 'Add roles to a user (existing roles are kept)',
      },
    })
    .input(ZAddUserRolesInput)
    .output(z.null())
    .mutation(({ ctx, input }) => users.addUserRoles(ctx, input)),

  removeRole: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'DELETE',
        path: '/users/{id}/roles/{role_id}',
        tags: TAGS,
        summary: 'Remove one role from a user',
      },
    })
    .input(ZRemoveUserRoleInput)
    .output(z.void())
    .mutation(({ ctx, input }) => users.removeUserRole(ctx, input)),

  setStatus: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'PATCH',
        path: '/users/{id}/status',
        tags: TAGS,
        summary: "Change a user's status",
      },
    })
    .input(ZChangeUserStatusInput)
    .output(ZUserStatusResult)
    .mutation(({ ctx, input }) => users.setUserStatus(ctx, input)),

  listTenants: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: {
        method: 'GET',
        path: '/users/{id}/tenants',
        tags: TAGS,
        summary: "List a user's tenants in the organization",
      },
    })
    .input(ZListUserTenantsInput)
    .output(zPageOf(ZUserTenantItem))
    .query(({ ctx, input }) => users.listUserTenants(ctx, input)),

  resetPassword: tokenTenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'POST',
        path: '/users/{id}/reset-password',
        tags: TAGS,
        summary: "Reset a user's password (ends the user's sessions)",
      },
    })
    .input(ZResetPasswordInput)
    .output(z.null())
    .mutation(({ ctx, input }) => users.resetPassword(ctx, input)),
});
