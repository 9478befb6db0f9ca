import 'server-only';
import { callApi, collectPages } from '@/lib/api/call';

/** The whole permission tree (the API pages it by 100 at most). */
export function loadPermissionTree() {
  return callApi((api) =>
    collectPages((page) => api.permissions.list.query({ page, page_size: 100, sort: 'code' })),
  );
}

/** Every permission a role holds. */
export function loadRolePermissions(roleId: string) {
  return callApi((api) =>
    collectPages((page) => api.roles.listPermissions.query({ id: roleId, page, page_size: 100 })),
  );
}
