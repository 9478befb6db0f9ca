// Role rows to the documented shapes; nothing of a row leaks that the schema does not name.
import { auditFieldsOf, refOf } from '../../platform/shared/index.ts';
import type * as repo from './repository.ts';
import type { RoleDto, RolePermissionDto } from './schemas.ts';

/** What toRoleDto reads: a role row with its tenant and permission count, from any query. */
type RoleDtoRow = Pick<
  repo.RoleRow,
  | 'id'
  | 'code'
  | 'name'
  | 'description'
  | 'status'
  | 'createdAt'
  | 'modifiedAt'
  | 'createdBy'
  | 'modifiedBy'
  | 'tenant'
> & { _count: { permissions: number } };

export function toRoleDto(row: RoleDtoRow): RoleDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    status: row.status,
    permission_count: row._count.permissions,
    tenant: refOf(row.tenant),
    ...auditFieldsOf(row),
  };
}

type PermissionRow = Awaited<ReturnType<typeof repo.listRolePermissions>>['rows'][number];

export const toRolePermissionDto = (p: PermissionRow): RolePermissionDto => ({
  id: p.id,
  code: p.code,
  name: p.name,
  description: p.description,
  status: p.status,
  feature: refOf(p.feature),
  sub_feature: refOf(p.subFeature),
});
