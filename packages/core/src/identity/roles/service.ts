// Role rules: codes unique among a tenant's live roles, permissions only from the live
// catalog and only those the caller holds (switching a role on grants them again), and no
// soft delete while someone still holds the role.
import type { Database, DbTx } from '@pim/db';
import {
  assertMayGrantPermissions,
  assertMayGrantRoles,
  assertMayManageRole,
  actorOf,
  inTransaction,
  type TenantScope,
  DELETE_TX_OPTIONS,
} from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  pageOf,
  type Page,
  ACTIVE_INACTIVE,
  checkTransition,
  withUniqueField,
} from '../../platform/shared/index.ts';
import { toRoleDto, toRolePermissionDto } from './mappers.ts';
import * as repo from './repository.ts';
import * as locks from './sql.ts';
import type {
  AssignRolePermissionsInput,
  CreateRoleInput,
  ListRolePermissionsInput,
  ListRolesInput,
  RemoveRolePermissionInput,
  RoleDto,
  RoleIdInput,
  RoleListItemDto,
  RolePermissionDto,
  RoleStatusInput,
  UpdateRoleInput,
} from './schemas.ts';

const duplicateCode = (code: string) =>
  new AppError('already_exists', `A role with the code ${code} already exists`, {
    field: 'code',
  });

async function loadRole(db: DbTx, tenantId: string, id: string): Promise<repo.RoleRow> {
  const row = await repo.findRole(db, tenantId, id);
  if (!row) throw notFound('Role');
  return row;
}

/** Locks the permissions about to be granted against deletion (grant-locks.ts). */
async function assertLivePermissions(db: Database, ids: string[], field: string): Promise<void> {
  const live = await locks.lockLivePermissions(db.sql, ids);
  const missing = ids.find((id) => !live.has(id));
  if (missing) {
    throw new AppError('invalid_reference', `No permission with the id ${missing}`, { field });
  }
}

export async function listRoles(
  { db: { prisma: db }, tenantId }: TenantScope,
  input: ListRolesInput,
): Promise<Page<RoleListItemDto>> {
  const { rows, total } = await repo.listRoles(db, tenantId, input);
  const items = rows.map((row) => ({ ...toRoleDto(row), user_count: row._count.memberships }));
  return pageOf(items, input.page, input.page_size, total);
}

export async function getRole(
  { db: { prisma: db }, tenantId }: TenantScope,
  input: RoleIdInput,
): Promise<RoleDto> {
  return toRoleDto(await loadRole(db, tenantId, input.id));
}

export async function createRole(scope: TenantScope, input: CreateRoleInput): Promise<RoleDto> {
  const { tenantId } = scope;
  const actor = actorOf(scope.principal);
  const permissionIds = [...new Set(input.permission_ids ?? [])];
  const row = await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    if (await repo.findRoleByCode(tx, tenantId, input.code)) throw duplicateCode(input.code);
    await assertLivePermissions(inTx.db, permissionIds, 'permission_ids');
    await assertMayGrantPermissions(inTx, permissionIds, 'permission_ids');
    return withUniqueField('code', `A role with the code ${input.code} already exists`, () =>
      repo.createRole(
        tx,
        tenantId,
        {
          code: input.code,
          name: input.name,
          description: input.description ?? null,
          permissionIds,
        },
        actor,
      ),
    );
  });
  return toRoleDto(row);
}

export async function updateRole(scope: TenantScope, input: UpdateRoleInput): Promise<RoleDto> {
  const { tenantId } = scope;
  const db = scope.db.prisma;
  const actor = actorOf(scope.principal);
  await loadRole(db, tenantId, input.id);
  await assertMayManageRole(scope, input.id);
  const updated = await repo.updateRole(db, tenantId, input.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    modifiedBy: actor,
  });
  if (!updated) throw notFound('Role');
  return getRole(scope, input);
}

export async function setRoleStatus(scope: TenantScope, input: RoleStatusInput): Promise<RoleDto> {
  const { tenantId } = scope;
  const db = scope.db.prisma;
  const actor = actorOf(scope.principal);
  const role = await loadRole(db, tenantId, input.id);
  if (!checkTransition(ACTIVE_INACTIVE, role.status, input.status)) return toRoleDto(role);
  if (input.status === 'active') await assertMayGrantRoles(scope, [role.id], 'status');
  else await assertMayManageRole(scope, role.id);
  await repo.updateRole(db, tenantId, input.id, { status: input.status, modifiedBy: actor });
  return getRole(scope, input);
}

/**
 * Soft-deletes a role. A role still held by an active member or by a service account is
 * 409 in_use: deleting it would silently take permissions away from them, so the holders
 * must be moved off it first. Its permissions and the mappings left over from removed
 * memberships are dropped in the same transaction, so no grant points at a deleted role.
 * The role is locked before the holders are counted, so a grant running at the same time
 * is either counted or refused (grant-locks.ts).
 */
export async function deleteRole(scope: TenantScope, { id }: RoleIdInput): Promise<void> {
  const { tenantId } = scope;
  const actor = actorOf(scope.principal);
  await inTransaction(
    scope,
    async (inTx) => {
      const tx = inTx.db.prisma;
      if (!(await locks.lockRole(inTx.db.sql, tenantId, id))) throw notFound('Role');
      await assertMayManageRole(inTx, id);
      const holders = await repo.countRoleHolders(tx, tenantId, id);
      if (holders.users > 0 || holders.serviceAccounts > 0) {
        throw new AppError(
          'in_use',
          `The role is held by ${holders.users} user(s) and ${holders.serviceAccounts} service account(s); remove it from them first`,
        );
      }
      await repo.deleteRoleMappings(tx, tenantId, id);
      await repo.updateRole(tx, tenantId, id, { deletedAt: new Date(), modifiedBy: actor });
    },
    DELETE_TX_OPTIONS,
  );
}

export async function listRolePermissions(
  { db: { prisma: db }, tenantId }: TenantScope,
  input: ListRolePermissionsInput,
): Promise<Page<RolePermissionDto>> {
  await loadRole(db, tenantId, input.id);
  const { rows, total } = await repo.listRolePermissions(db, tenantId, input.id, input);
  return pageOf(rows.map(toRolePermissionDto), input.page, input.page_size, total);
}

/** Adds permissions to a role; those it already holds are kept as they are. */
export async function assignRolePermissions(
  scope: TenantScope,
  input: AssignRolePermissionsInput,
): Promise<null> {
  const { tenantId } = scope;
  const actor = actorOf(scope.principal);
  const permissionIds = [...new Set(input.permission_ids)];
  await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    // FOR UPDATE rather than FOR SHARE: the role is updated below, and two shared locks
    // upgraded by two concurrent assignments would deadlock.
    if (!(await locks.lockRole(inTx.db.sql, tenantId, input.id))) throw notFound('Role');
    // Adding to a role changes what every holder of it may do: like any change to the
    // role, it needs a caller holding everything the role grants already.
    await assertMayManageRole(inTx, input.id);
    await assertLivePermissions(inTx.db, permissionIds, 'permission_ids');
    await assertMayGrantPermissions(inTx, permissionIds, 'permission_ids');
    await repo.addRolePermissions(tx, tenantId, input.id, permissionIds, actor);
    await repo.updateRole(tx, tenantId, input.id, { modifiedBy: actor });
  });
  return null;
}

export async function removeRolePermission(
  scope: TenantScope,
  input: RemoveRolePermissionInput,
): Promise<null> {
  const { tenantId } = scope;
  const actor = actorOf(scope.principal);
  await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    if (!(await locks.lockRole(inTx.db.sql, tenantId, input.id))) throw notFound('Role');
    await assertMayManageRole(inTx, input.id);
    const removed = await repo.removeRolePermission(tx, tenantId, input.id, input.permission_id);
    if (!removed) throw notFound('Permission of the role');
    await repo.updateRole(tx, tenantId, input.id, { modifiedBy: actor });
  });
  return null;
}
