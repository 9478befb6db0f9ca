import 'server-only';
import type { CheckboxOption } from '@/components/form/fields';
import { PERMISSIONS, can } from '../auth/permissions';
import type { Me } from './router';
import { callApi, collectPages, type ApiResult } from './call';

/**
 * The tenant's roles as checkboxes (test id `role-option-<code>`), for the user and service
 * account forms. Null when the user may not read roles: those forms then leave roles alone.
 */
export async function loadRoleOptions(me: Me): Promise<ApiResult<CheckboxOption[]> | null> {
  if (!can(me, PERMISSIONS.rolesRead)) return null;
  const result = await callApi((api) =>
    collectPages((page) => api.roles.list.query({ page, page_size: 100, sort: 'code' })),
  );
  if (!result.ok) return result;
  return {
    ok: true,
    data: result.data.map((role) => ({
      value: role.id,
      label: role.name,
      description: role.status === 'active' ? `(${role.code})` : `(${role.code}, inactive)`,
      testId: `role-option-${role.code}`,
    })),
  };
}
