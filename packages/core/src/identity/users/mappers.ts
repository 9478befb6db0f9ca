// Rows to the documented shapes. Fields are picked one by one, so a new column (or the
// password hash) never reaches a response.
import { toTenantFields } from '../organizations/index.ts';
import { toRoleDto } from '../roles/index.ts';
import { auditFieldsOf, iso, isoOrNull } from '../../platform/shared/index.ts';
import type { UserRoleRow, UserRow, UserTenantRow } from './repository.ts';
import type { UserDto, UserRoleItem, UserStatusResult, UserTenantItem } from './schemas.ts';

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    last_login_at: isoOrNull(row.lastLoginAt),
    roles: (row.memberships[0]?.roles ?? []).map(({ role }) => ({
      code: role.code,
      id: role.id,
      name: role.name,
    })),
    ...auditFieldsOf(row),
  };
}

export function toUserStatusResult(row: UserRow): UserStatusResult {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    last_login_at: isoOrNull(row.lastLoginAt),
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
  };
}

/** A role of the user: the role's own shape (roles/mappers.ts). */
export const toUserRoleItem = (row: UserRoleRow): UserRoleItem => toRoleDto(row);

/** A tenant of the user: the tenant's own shape (organizations/mappers.ts) and is_default. */
export function toUserTenantItem(row: UserTenantRow): UserTenantItem {
  return { ...toTenantFields(row), is_default: row.memberships[0]?.isDefault ?? false };
}
