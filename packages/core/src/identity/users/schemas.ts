// Request and response shapes of the user operations. Every field, limit and default of a user is
// stated here once.
import { z } from 'zod';
import { LIMITS, USER_STATUSES } from '../../platform/limits.ts';
import { ZTenant } from '../organizations/schemas.ts';
import { ZRole } from '../roles/schemas.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields, zPaging } from '../../platform/shared/list.ts';
import { zId, zIdList, zTimestamp, zName } from '../../platform/shared/schemas.ts';

export { USER_STATUSES } from '../../platform/limits.ts';
export const zUserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof zUserStatus>;

const zEmail = z.email().max(LIMITS.email);
const zRoleIds = zIdList();

// ---- inputs -------------------------------------------------------------------------------

// `search` matches name or e-mail, case-insensitively.
const listFields = zListFields(zUserStatus, 20, ['created_at', 'modified_at', 'name']);

export const ZListUsersInput = z.strictObject(listFields);
export type ListUsersInput = z.infer<typeof ZListUsersInput>;

export const ZListOrganizationUsersInput = z.strictObject({ org_id: zId, ...listFields });
export type ListOrganizationUsersInput = z.infer<typeof ZListOrganizationUsersInput>;

const NEW_USER_FIELDS = ['email', 'name', 'password'] as const;

/**
 * Either `user_id` (assign an existing user) or `email`, `name` and `password` (a new one).
 * The two forms exclude each other; without `user_id` every new-user field is required.
 */
export const ZCreateUserInput = z
  .strictObject({
    user_id: zId.optional(),
    email: zEmail.optional(),
    name: zName.optional(),
    password: z.string().min(6).max(100).optional(),
    role_ids: zRoleIds.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.user_id !== undefined) {
      for (const field of NEW_USER_FIELDS) {
        if (input[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} cannot be combined with user_id`,
            params: { code: 'invalid_combination' },
          });
        }
      }
      return;
    }
    for (const field of NEW_USER_FIELDS) {
      if (input[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required when user_id is absent`,
          params: { code: 'required' },
        });
      }
    }
  });
export type CreateUserInput = z.infer<typeof ZCreateUserInput>;

export const ZUserIdInput = z.strictObject({ id: zId });
export type UserIdInput = z.infer<typeof ZUserIdInput>;

export const ZUpdateUserInput = z.strictObject({
  id: zId,
  email: zEmail.optional(),
  name: zName.optional(),
  /** Replaces the roles of the user's membership in the token tenant. */
  role_ids: zRoleIds.optional(),
});
export type UpdateUserInput = z.infer<typeof ZUpdateUserInput>;

export const ZListUserRolesInput = z.strictObject({
  id: zId,
  ...zPaging(20),
});
export type ListUserRolesInput = z.infer<typeof ZListUserRolesInput>;

export const ZAddUserRolesInput = z.strictObject({ id: zId, role_ids: zRoleIds.min(1) });
export type AddUserRolesInput = z.infer<typeof ZAddUserRolesInput>;

export const ZRemoveUserRoleInput = z.strictObject({ id: zId, role_id: zId });
export type RemoveUserRoleInput = z.infer<typeof ZRemoveUserRoleInput>;

export const ZChangeUserStatusInput = z.strictObject({ id: zId, status: zUserStatus });
export type ChangeUserStatusInput = z.infer<typeof ZChangeUserStatusInput>;

export const ZListUserTenantsInput = z.strictObject({
  id: zId,
  ...zPaging(20),
});
export type ListUserTenantsInput = z.infer<typeof ZListUserTenantsInput>;

export const ZResetPasswordInput = z
  .strictObject({ id: zId, user_id: zId, new_password: z.string().min(8) })
  .superRefine((input, ctx) => {
    if (input.user_id !== input.id) {
      ctx.addIssue({
        code: 'custom',
        path: ['user_id'],
        message: 'user_id must equal the id in the path',
        params: { code: 'invalid_value' },
      });
    }
  });
export type ResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

// ---- outputs ------------------------------------------------------------------------------

export const ZUserRoleRef = z.object({ code: z.string(), id: z.string(), name: z.string() });

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: zUserStatus,
  last_login_at: zTimestamp.nullable(),
  /** The user's live roles in the caller's token tenant. */
  roles: z.array(ZUserRoleRef),
  ...zAuditFields,
});
export type UserDto = z.infer<typeof ZUser>;

export const ZUserStatusResult = ZUser.pick({
  id: true,
  name: true,
  email: true,
  status: true,
  last_login_at: true,
  created_at: true,
  modified_at: true,
});
export type UserStatusResult = z.infer<typeof ZUserStatusResult>;

/** A role of the user: the role's own shape. */
export const ZUserRoleItem = ZRole;
export type UserRoleItem = z.infer<typeof ZUserRoleItem>;

/** A tenant of the user: the tenant's own shape without its audit fields, and is_default. */
export const ZUserTenantItem = ZTenant.omit({
  created_at: true,
  modified_at: true,
  created_by: true,
  modified_by: true,
}).extend({ is_default: z.boolean() });
export type UserTenantItem = z.infer<typeof ZUserTenantItem>;
