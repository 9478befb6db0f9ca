// Rows to the documented shapes. Fields are picked one by one, so a new column (or the
// password hash) never reaches a response.
import { toRoleDto } from '../roles/mappers.ts';
import { auditFieldsOf, iso, isoOrNull } from '../shared/dto.ts';
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

export function toUserTenantItem(row: UserTenantRow): UserTenantItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    organization_id: row.organizationId,
    plan: row.plan,
    billing_interval: row.billingInterval,
    contact_email: row.contactEmail,
    phone: row.phone,
    status: row.status,
    is_default: row.memberships[0]?.isDefault ?? false,
  };
}
