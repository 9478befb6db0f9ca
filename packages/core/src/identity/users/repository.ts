// The only place the users domain touches Prisma. A user is one identity across the tenants
// of one organization; what makes a user part of a tenant is an active membership, so every read of a user goes through the
// membership of the tenant it is asked for, and every membership, role and session query
// names its tenant.
import {
  containsText,
  findPage,
  type PageInput,
  type PageRows,
} from '../../platform/shared/index.ts';
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import type { UserStatus } from './schemas.ts';

/** The user with its live roles in `tenantId` (at most one membership row comes back). */
function userInclude(tenantId: string) {
  return {
    memberships: {
      where: { tenantId, status: 'active' },
      select: {
        roles: {
          where: { role: { tenantId, deletedAt: null } },
          select: { role: { select: { id: true, code: true, name: true } } },
          orderBy: { role: { code: 'asc' } },
        },
      },
    },
  } satisfies Prisma.UserInclude;
}
export type UserRow = Prisma.UserGetPayload<{ include: ReturnType<typeof userInclude> }>;

const activeIn = (tenantId: string) =>
  ({ some: { tenantId, status: 'active' } }) satisfies Prisma.TenantMembershipListRelationFilter;

export function findUserInTenant(db: DbTx, tenantId: string, id: string) {
  return db.user.findFirst({
    where: { id, memberships: activeIn(tenantId) },
    include: userInclude(tenantId),
  });
}

export interface UserListQuery extends PageInput {
  search?: string;
  status?: UserStatus[];
}

/**
 * The active members of one tenant, or of any tenant of an organization (`within`); the rows
 * carry their roles in `tenantId`, the caller's token tenant.
 */
export async function listUsers(
  db: DbTx,
  tenantId: string,
  within: { tenantId: string } | { organizationId: string },
  query: UserListQuery,
): Promise<PageRows<UserRow>> {
  const search = query.search?.trim();
  const where: Prisma.UserWhereInput = {
    memberships:
      'tenantId' in within
        ? activeIn(within.tenantId)
        : { some: { status: 'active', tenant: { organizationId: within.organizationId } } },
    ...(query.status?.length ? { status: { in: query.status } } : {}),
    ...(search
      ? {
          OR: [{ name: containsText(search) }, { email: containsText(search) }],
        }
      : {}),
  };
  return findPage(
    query,
    (window) => db.user.findMany({ where, include: userInclude(tenantId), ...window }),
    () => db.user.count({ where }),
  );
}

/** E-mails are unique per organization: another organization's addresses are never seen. */
export function findUserByEmail(db: DbTx, organizationId: string, email: string) {
  return db.user.findUnique({
    where: { organizationId_email: { organizationId, email } },
    select: { id: true },
  });
}

/**
 * A user of the organization, with their membership in `tenantId` if any: the only users
 * an administrator may assign.
 */
export function findUserInOrganization(
  db: DbTx,
  organizationId: string,
  tenantId: string,
  id: string,
) {
  return db.user.findFirst({
    where: { id, organizationId },
    select: { id: true, memberships: { where: { tenantId } } },
  });
}

export function findActiveMembership(db: DbTx, tenantId: string, userId: string) {
  return db.tenantMembership.findFirst({ where: { tenantId, userId, status: 'active' } });
}

export interface NewUser {
  organizationId: string;
  email: string;
  name: string;
  passwordHash: string;
}

export function createUser(db: DbTx, user: NewUser, actor: ActorRef) {
  return db.user.create({
    data: { ...user, createdBy: { ...actor }, modifiedBy: { ...actor } },
    select: { id: true },
  });
}

// Which membership is the default spans the user's tenants by nature: there is one
// default per user, whichever tenant it is in.
export async function hasDefaultMembership(db: DbTx, userId: string): Promise<boolean> {
  const found = await db.tenantMembership.findFirst({
    where: { userId, status: 'active', isDefault: true },
    select: { id: true },
  });
  return found !== null;
}

export function createMembership(
  db: DbTx,
  tenantId: string,
  userId: string,
  isDefault: boolean,
  actor: ActorRef,
) {
  return db.tenantMembership.create({
    data: { tenantId, userId, isDefault, createdBy: { ...actor }, modifiedBy: { ...actor } },
  });
}

export function reviveMembership(
  db: DbTx,
  tenantId: string,
  membershipId: string,
  isDefault: boolean,
  actor: ActorRef,
) {
  return db.tenantMembership.updateMany({
    where: { id: membershipId, tenantId, status: 'removed' },
    data: { status: 'active', isDefault, modifiedBy: { ...actor } },
  });
}

/** Replaces the membership's roles. The caller has locked the roles (lockGrantableRoles). */
export async function setMembershipRoles(
  db: DbTx,
  tenantId: string,
  membershipId: string,
  roleIds: string[],
  actor: ActorRef,
) {
  await db.membershipRole.deleteMany({ where: { membershipId, membership: { tenantId } } });
  await addMembershipRoles(db, tenantId, membershipId, roleIds, actor);
}

/**
 * Adds roles, keeping those already held. The caller has locked the roles in the same
 * transaction (lockGrantableRoles), which also checks their tenant; the tenant-keyed
 * foreign keys refuse a membership or a role of another tenant all the same.
 */
export function addMembershipRoles(
  db: DbTx,
  tenantId: string,
  membershipId: string,
  roleIds: string[],
  actor: ActorRef,
) {
  return db.membershipRole.createMany({
    data: roleIds.map((roleId) => ({ tenantId, membershipId, roleId, createdBy: { ...actor } })),
    skipDuplicates: true,
  });
}

export async function removeMembershipRole(
  db: DbTx,
  tenantId: string,
  membershipId: string,
  roleId: string,
): Promise<boolean> {
  const { count } = await db.membershipRole.deleteMany({
    where: {
      membershipId,
      roleId,
      membership: { tenantId },
      role: { tenantId, deletedAt: null },
    },
  });
  return count > 0;
}

export function touchMembership(db: DbTx, tenantId: string, membershipId: string, actor: ActorRef) {
  return db.tenantMembership.updateMany({
    where: { id: membershipId, tenantId },
    data: { modifiedBy: { ...actor } },
  });
}

/** Marks the membership removed and drops its roles. */
export async function removeMembership(
  db: DbTx,
  tenantId: string,
  membershipId: string,
  actor: ActorRef,
) {
  await db.membershipRole.deleteMany({ where: { membershipId, membership: { tenantId } } });
  await db.tenantMembership.updateMany({
    where: { id: membershipId, tenantId },
    data: { status: 'removed', isDefault: false, modifiedBy: { ...actor } },
  });
}

/** Makes the user's oldest remaining active membership the default, if there is one. */
export async function promoteDefaultMembership(db: DbTx, userId: string) {
  const next = await db.tenantMembership.findFirst({
    where: { userId, status: 'active' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, tenantId: true },
  });
  if (next) {
    await db.tenantMembership.updateMany({
      where: { id: next.id, tenantId: next.tenantId },
      data: { isDefault: true },
    });
  }
}

/** Ends the user's sessions in one tenant (and their refresh tokens). */
export async function revokeTenantSessions(
  db: DbTx,
  tenantId: string,
  userId: string,
  reason: string,
) {
  const now = new Date();
  const filter = { tenantId, userId, revokedAt: null };
  await db.refreshToken.updateMany({
    where: { revokedAt: null, session: filter },
    data: { revokedAt: now },
  });
  await db.session.updateMany({ where: filter, data: { revokedAt: now, revokedReason: reason } });
}

export function updateUser(
  db: DbTx,
  id: string,
  data: { email?: string; name?: string; status?: UserStatus; passwordHash?: string },
  actor: ActorRef,
) {
  return db.user.update({ where: { id }, data: { ...data, modifiedBy: { ...actor } } });
}

function roleItemSelect() {
  return {
    id: true,
    code: true,
    name: true,
    description: true,
    status: true,
    createdAt: true,
    modifiedAt: true,
    createdBy: true,
    modifiedBy: true,
    tenant: { select: { id: true, code: true, name: true } },
    _count: { select: { permissions: { where: { permission: { deletedAt: null } } } } },
  } satisfies Prisma.RoleSelect;
}
export type UserRoleRow = Prisma.RoleGetPayload<{ select: ReturnType<typeof roleItemSelect> }>;

export async function listMembershipRoles(
  db: DbTx,
  tenantId: string,
  membershipId: string,
  list: PageInput,
): Promise<PageRows<UserRoleRow>> {
  const where: Prisma.RoleWhereInput = {
    tenantId,
    deletedAt: null,
    memberships: { some: { membershipId } },
  };
  return findPage(
    list,
    (window) => db.role.findMany({ where, select: roleItemSelect(), ...window }),
    () => db.role.count({ where }),
  );
}

function tenantItemSelect(userId: string) {
  return {
    id: true,
    code: true,
    name: true,
    organizationId: true,
    plan: true,
    billingInterval: true,
    contactEmail: true,
    phone: true,
    status: true,
    memberships: { where: { userId, status: 'active' }, select: { isDefault: true } },
  } satisfies Prisma.TenantSelect;
}
export type UserTenantRow = Prisma.TenantGetPayload<{
  select: ReturnType<typeof tenantItemSelect>;
}>;

/** The tenants of one organization in which the user has an active membership. */
export async function listUserTenants(
  db: DbTx,
  organizationId: string,
  userId: string,
  list: PageInput,
): Promise<PageRows<UserTenantRow>> {
  const where: Prisma.TenantWhereInput = {
    organizationId,
    memberships: { some: { userId, status: 'active' } },
  };
  return findPage(
    list,
    (window) => db.tenant.findMany({ where, select: tenantItemSelect(userId), ...window }),
    () => db.tenant.count({ where }),
  );
}
