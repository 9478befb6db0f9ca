// User operations. They act in the caller's token tenant, so they take no X-Tenant-Id: the token's
// tenant is where the permission is checked and whose users are meant.
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
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tokenTenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'identity', tag: 'Users', resource: 'identity.users' });

export const usersRouter = router({
  listOfOrganization: tokenTenantProcedure
    .meta(
      op.read(
        '/organizations/{org_id}/users',
        "List users of any tenant of the token tenant's organization",
      ),
    )
    .input(ZListOrganizationUsersInput)
    .output(zPageOf(ZUser))
    .query(({ ctx, input }) => users.listOrganizationUsers(ctx, input)),

  list: tokenTenantProcedure
    .meta(op.read('/users', 'List users of the tenant'))
    .input(ZListUsersInput)
    .output(zPageOf(ZUser))
    .query(({ ctx, input }) => users.listUsers(ctx, input)),

  create: tokenTenantProcedure
    .meta(
      op.write(
        'POST',
        '/users',
        'Create a user, or assign an existing one (user_id) to the tenant',
      ),
    )
    .input(ZCreateUserInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => users.createUser(ctx, input)),

  get: tokenTenantProcedure
    .meta(op.read('/users/{id}', 'Get a user'))
    .input(ZUserIdInput)
    .output(ZUser)
    .query(({ ctx, input }) => users.getUser(ctx, input)),

  update: tokenTenantProcedure
    .meta(op.write('PATCH', '/users/{id}', 'Update a user'))
    .input(ZUpdateUserInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => users.updateUser(ctx, input)),

  delete: tokenTenantProcedure
    .meta(op.write('DELETE', '/users/{id}', 'Remove a user from the tenant'))
    .input(ZUserIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => users.removeUser(ctx, input)),

  listRoles: tokenTenantProcedure
    .meta(op.read('/users/{id}/roles', "List a user's roles in the tenant"))
    .input(ZListUserRolesInput)
    .output(zPageOf(ZUserRoleItem))
    .query(({ ctx, input }) => users.listUserRoles(ctx, input)),

  addRoles: tokenTenantProcedure
    .meta(op.write('POST', '/users/{id}/roles', 'Add roles to a user (existing roles are kept)'))
    .input(ZAddUserRolesInput)
    .output(z.null())
    .mutation(({ ctx, input }) => users.addUserRoles(ctx, input)),

  removeRole: tokenTenantProcedure
    .meta(op.write('DELETE', '/users/{id}/roles/{role_id}', 'Remove one role from a user'))
    .input(ZRemoveUserRoleInput)
    .output(z.void())
    .mutation(({ ctx, input }) => users.removeUserRole(ctx, input)),

  setStatus: tokenTenantProcedure
    .meta(op.write('PATCH', '/users/{id}/status', "Change a user's status"))
    .input(ZChangeUserStatusInput)
    .output(ZUserStatusResult)
    .mutation(({ ctx, input }) => users.setUserStatus(ctx, input)),

  listTenants: tokenTenantProcedure
    .meta(op.read('/users/{id}/tenants', "List a user's tenants in the organization"))
    .input(ZListUserTenantsInput)
    .output(zPageOf(ZUserTenantItem))
    .query(({ ctx, input }) => users.listUserTenants(ctx, input)),

  resetPassword: tokenTenantProcedure
    .meta(
      op.write(
        'POST',
        '/users/{id}/reset-password',
        "Reset a user's password (ends the user's sessions)",
      ),
    )
    .input(ZResetPasswordInput)
    .output(z.null())
    .mutation(({ ctx, input }) => users.resetPassword(ctx, input)),
});
