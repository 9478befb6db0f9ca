// The only place the roles domain touches Prisma. Roles belong to a tenant: every where
// names the tenant, also for lookups by id and for a role's permissions.
import type { DbTx, Prisma } from '@pim/db';
import { findPage, type PageInput, codeOrNameMatches } from '../../platform/shared/index.ts';
import type { ListRolesInput } from './schemas.ts';

/** What a role DTO needs: the tenant reference and the live counts. */
export const roleInclude = {
  tenant: { select: { id: true, code: true, name: true } },
  _count: {
    select: {
      permissions: { where: { permission: { deletedAt: null } } },
      memberships: { where: { membership: { status: 'active' } } },
    },
  },
} satisfies Prisma.RoleInclude;

export type RoleRow = Prisma.RoleGetPayload<{ include: typeof roleInclude }>;

const liveRole = (tenantId: string, id: string) => ({ id, tenantId, deletedAt: null });

export async function listRoles(db: DbTx, tenantId: string, input: ListRolesInput) {
  const where: Prisma.RoleWhereInput = {
    tenantId,
    deletedAt: null,
    ...(input.status?.length ? { status: { in: input.status } } : {}),
    ...codeOrNameMatches(input.search),
  };
  return findPage(
    input,
    (window) => db.role.findMany({ where, include: roleInclude, ...window }),
    () => db.role.count({ where }),
  );
}

export function findRole(db: DbTx, tenantId: string, id: string) {
  return db.role.findFirst({ where: liveRole(tenantId, id), include: roleInclude });
}

export function findRoleByCode(db: DbTx, tenantId: string, code: string) {
  return db.role.findFirst({ where: { tenantId, code, deletedAt: null }, select: { id: true } });
}

export function createRole(
  db: DbTx,
  tenantId: string,
  data: { code: string; name: string; description: string | null; permissionIds: string[] },
  actor: object,
) {
  return db.role.create({
    data: {
      tenantId,
      code: data.code,
      name: data.name,
      description: data.description,
      createdBy: actor,
      modifiedBy: actor,
      permissions: {
        create: data.permissionIds.map((permissionId) => ({ permissionId, createdBy: actor })),
      },
    },
    include: roleInclude,
  });
}

/** Updates a live role of the tenant; false when there is none. */
export async function updateRole(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.RoleUpdateManyMutationInput,
): Promise<boolean> {
  const result = await db.role.updateMany({ where: liveRole(tenantId, id), data });
  return result.count === 1;
}

/** Who still holds the role: active memberships and service accounts. */
export async function countRoleHolders(db: DbTx, tenantId: string, id: string) {
  const [users, serviceAccounts] = await Promise.all([
    db.membershipRole.count({
      where: { roleId: id, role: { tenantId }, membership: { status: 'active', tenantId } },
    }),
    db.serviceAccountRole.count({
      where: { roleId: id, role: { tenantId }, serviceAccount: { tenantId } },
    }),
  ]);
  return { users, serviceAccounts };
}

/**
 * Drops every grant of the role: its permissions, and the mappings left over from removed
 * memberships. Permissions go first: a permission deleted at the same time deletes some of
 * the same rows, and this way the role's delete takes them before its first write locks
 * the identity epoch row (every identity write bumps it), so neither side waits for the
 * other while holding what the other needs.
 */
export async function deleteRoleMappings(db: DbTx, tenantId: string, id: string) {
  await db.rolePermission.deleteMany({ where: { roleId: id, role: { tenantId } } });
  await db.membershipRole.deleteMany({ where: { roleId: id, role: { tenantId } } });
  await db.serviceAccountRole.deleteMany({ where: { roleId: id, role: { tenantId } } });
}

export async function listRolePermissions(
  db: DbTx,
  tenantId: string,
  roleId: string,
  list: PageInput,
) {
  const where: Prisma.RolePermissionWhereInput = {
    roleId,
    role: { tenantId, deletedAt: null },
    permission: { deletedAt: null },
  };
  const { rows, total } = await findPage(
    list,
    (window) =>
      db.rolePermission.findMany({
        where,
        include: {
          permission: {
            include: {
              feature: { select: { id: true, code: true, name: true } },
              subFeature: { select: { id: true, code: true, name: true } },
            },
          },
        },
        ...window,
        orderBy: [{ permission: { createdAt: 'desc' } }, { permissionId: 'asc' }],
      }),
    () => db.rolePermission.count({ where }),
  );
  return { rows: rows.map((row) => row.permission), total };
}

/** The tenant-keyed foreign key refuses a role of another tenant. */
export function addRolePermissions(
  db: DbTx,
  tenantId: string,
  roleId: string,
  permissionIds: string[],
  actor: object,
) {
  return db.rolePermission.createMany({
    data: permissionIds.map((permissionId) => ({
      tenantId,
      roleId,
      permissionId,
      createdBy: actor,
    })),
    skipDuplicates: true,
  });
}

/** Removes one live permission from a role of the tenant; false when the role lacks it. */
export async function removeRolePermission(
  db: DbTx,
  tenantId: string,
  roleId: string,
  permissionId: string,
): Promise<boolean> {
  const result = await db.rolePermission.deleteMany({
    where: {
      roleId,
      permissionId,
      role: { tenantId, deletedAt: null },
      permission: { deletedAt: null },
    },
  });
  return result.count > 0;
}
