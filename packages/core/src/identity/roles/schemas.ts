// Request and response shapes of the role operations.
import { z } from 'zod';
import { ROLE_STATUSES } from '../../platform/limits.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields } from '../../platform/shared/list.ts';
import {
  zCode,
  zId,
  zIdList,
  zPage,
  zPageSize,
  zName,
  zDescription,
} from '../../platform/shared/schemas.ts';

export { ROLE_STATUSES } from '../../platform/limits.ts';
const zRoleStatus = z.enum(ROLE_STATUSES);

// A role's name is 1 to 255 characters; its description at most 500, like every other description
// (zDescription).

const zRef = z.object({ code: z.string(), id: z.string(), name: z.string() });

export const ZRole = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: zRoleStatus,
  permission_count: z.number().int(),
  tenant: zRef,
  ...zAuditFields,
});
export type RoleDto = z.infer<typeof ZRole>;

export const ZRoleListItem = ZRole.extend({ user_count: z.number().int() });
export type RoleListItemDto = z.infer<typeof ZRoleListItem>;

export const ZListRolesInput = z.strictObject({
  tenant_id: zId.optional(),
  ...zListFields(zRoleStatus, 10),
});
export type ListRolesInput = z.infer<typeof ZListRolesInput>;

export const ZCreateRoleInput = z.strictObject({
  code: zCode(100),
  name: zName,
  description: zDescription.nullish(),
  permission_ids: zIdList().optional(),
});
export type CreateRoleInput = z.infer<typeof ZCreateRoleInput>;

export const ZRoleIdInput = z.strictObject({ id: zId });
export type RoleIdInput = z.infer<typeof ZRoleIdInput>;

export const ZUpdateRoleInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zDescription.nullish(),
});
export type UpdateRoleInput = z.infer<typeof ZUpdateRoleInput>;

export const ZRoleStatusInput = z.strictObject({ id: zId, status: zRoleStatus });
export type RoleStatusInput = z.infer<typeof ZRoleStatusInput>;

export const ZRolePermission = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: zRoleStatus,
  feature: zRef,
  sub_feature: zRef,
});
export type RolePermissionDto = z.infer<typeof ZRolePermission>;

export const ZListRolePermissionsInput = z.strictObject({
  id: zId,
  page: zPage,
  page_size: zPageSize(20),
});
export type ListRolePermissionsInput = z.infer<typeof ZListRolePermissionsInput>;

export const ZAssignRolePermissionsInput = z.strictObject({
  id: zId,
  permission_ids: zIdList().min(1),
});
export type AssignRolePermissionsInput = z.infer<typeof ZAssignRolePermissionsInput>;

export const ZRemoveRolePermissionInput = z.strictObject({ id: zId, permission_id: zId });
export type RemoveRolePermissionInput = z.infer<typeof ZRemoveRolePermissionInput>;
