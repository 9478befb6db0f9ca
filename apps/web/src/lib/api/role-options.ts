import 'server-only';
import type { RoleOption } from '@/components/form/role-picker';
import { PERMISSIONS, can } from '../auth/permissions';
import type { Me } from './router';
import { callApi, collectPages, type ApiResult } from './call';

/**
 * The tenant's roles for the user and service account forms' role picker. Null when the
 * user may not read roles: those forms then leave roles alone.
 */
export async function loadRoleOptions(me: Me): Promise<ApiResult<RoleOption[]> | null> {
  if (!can(me, PERMISSIONS.rolesRead)) return null;
  const result = await callApi((api) =>
    collectPages((page) => api.roles.list.query({ page, page_size: 100, sort: 'code' })),
  );
  if (!result.ok) return result;
  return {
    ok: true,
    data: result.data.map((role) => ({
      value: role.id,
      name: role.name,
      code: role.code,
      active: role.status === 'active',
    })),
  };
}
