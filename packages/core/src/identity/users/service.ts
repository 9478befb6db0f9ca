// The user operations, all scoped to the caller's token tenant. A user is one identity across the
// tenants of its organization; "a user of this tenant" means an active membership here, so every
// operation on a user id first finds that membership and answers 404 without it. Then
// access/authority.ts decides whether the caller may change this user or grant those roles.
import type { DbTx } from '@pim/db';
import {
  assertAuthorityInTenant,
  assertAuthorityOverIdentity,
  lockRolesToGrant,
  actorOf,
  inTransaction,
  type TenantScope,
} from '../../platform/access/index.ts';
import { chargeAttempt, hashPassword, revokeSessions } from '../auth/index.ts';
import type { AuthConfig } from '../../platform/config.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  pageOf,
  type Page,
  checkTransition,
  type Moves,
  withUniqueField,
} from '../../platform/shared/index.ts';
import { toUserDto, toUserRoleItem, toUserStatusResult, toUserTenantItem } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  AddUserRolesInput,
  ChangeUserStatusInput,
  CreateUserInput,
  ListOrganizationUsersInput,
  ListUserRolesInput,
  ListUsersInput,
  ListUserTenantsInput,
  RemoveUserRoleInput,
  ResetPasswordInput,
  UpdateUserInput,
  UserDto,
  UserIdInput,
  UserRoleItem,
  UserStatus,
  UserStatusResult,
  UserTenantItem,
} from './schemas.ts';

/** The ladder's context of a token-tenant procedure: `tenantId` is the caller's token tenant. */
type UsersContext = TenantScope & { config: AuthConfig };

// A user moves from any status (active, inactive, suspended) to any other.
const USER_MOVES: Moves<UserStatus> = {
  active: ['inactive', 'suspended'],
  inactive: ['active', 'suspended'],
  suspended: ['active', 'inactive'],
};

const userNotFound = () => notFound('User');

const EMAIL_TAKEN = 'A user with this e-mail already exists; assign them to the tenant by user_id';
const emailTaken = () => new AppError('already_exists', EMAIL_TAKEN, { field: 'email' });
const ALREADY_MEMBER = 'This user is already a member of the tenant';
const alreadyMember = () => new AppError('already_exists', ALREADY_MEMBER, { field: 'user_id' });

/** The organization of the token tenant (the principal's active memberships carry it). */
function organizationOf(scope: UsersContext): string {
  const membership = scope.principal.memberships.find((m) => m.tenant_id === scope.tenantId);
  if (!membership) throw new AppError('invalid_token', 'The access token is no longer valid');
  return membership.organization_id;
}

async function requireUser(scope: UsersContext, db: DbTx, id: string) {
  const user = await repo.findUserInTenant(db, scope.tenantId, id);
  if (!user) throw userNotFound();
  return user;
}

async function requireMembership(scope: UsersContext, db: DbTx, userId: string) {
  const membership = await repo.findActiveMembership(db, scope.tenantId, userId);
  if (!membership) throw userNotFound();
  return membership;
}

export async function listUsers(
  scope: UsersContext,
  input: ListUsersInput,
): Promise<Page<UserDto>> {
  const { rows, total } = await repo.listUsers(
    scope.db.prisma,
    scope.tenantId,
    { tenantId: scope.tenantId },
    input,
  );
  return pageOf(rows.map(toUserDto), input.page, input.page_size, total);
}

/** Users of every tenant of the token tenant's organization; any other organization is 404. */
export async function listOrganizationUsers(
  scope: UsersContext,
  input: ListOrganizationUsersInput,
): Promise<Page<UserDto>> {
  if (input.org_id !== organizationOf(scope)) throw notFound('Organization');
  const { rows, total } = await repo.listUsers(
    scope.db.prisma,
    scope.tenantId,
    { organizationId: input.org_id },
    input,
  );
  return pageOf(rows.map(toUserDto), input.page, input.page_size, total);
}

export async function getUser(scope: UsersContext, input: UserIdInput): Promise<UserDto> {
  return toUserDto(await requireUser(scope, scope.db.prisma, input.id));
}

export function createUser(scope: UsersContext, input: CreateUserInput): Promise<UserDto> {
  return input.user_id === undefined
    ? createNewUser(scope, input)
    : assignUser(scope, input.user_id, input.role_ids);
}

async function createNewUser(scope: UsersContext, input: CreateUserInput): Promise<UserDto> {
  // The schema guarantees these three when user_id is absent.
  const { name, password } = input as Required<Pick<CreateUserInput, 'name' | 'password'>>;
  const email = (input.email as string).toLowerCase();
  // The e-mail is unique within the organization only: the same address elsewhere is
  // another identity, and whether it exists there is none of this caller's business.
  const organizationId = organizationOf(scope);
  if (await repo.findUserByEmail(scope.db.prisma, organizationId, email)) throw emailTaken();
  // Setting a password costs a login attempt on the address (auth/lockout.ts).
  await chargeAttempt(scope.db.sql, scope.config, email);
  const passwordHash = await hashPassword(password);
  const actor = actorOf(scope.principal);
  const user = await withUniqueField('email', EMAIL_TAKEN, () =>
    inTransaction(scope, async (inTx) => {
      const tx = inTx.db.prisma;
      const roleIds = await lockRolesToGrant(inTx, input.role_ids);
      const created = await repo.createUser(
        tx,
        { organizationId, email, name, passwordHash },
        actor,
      );
      // A new identity has no other membership: this one is its default tenant.
      const membership = await repo.createMembership(tx, scope.tenantId, created.id, true, actor);
      await repo.addMembershipRoles(tx, scope.tenantId, membership.id, roleIds, actor);
      return requireUser(scope, tx, created.id);
    }),
  );
  return toUserDto(user);
}

/**
 * Adds an existing identity to the token tenant. Only users of the token tenant's
 * organization qualify, so an administrator cannot pull in (or probe for) users of other
 * organizations. A removed membership is revived rather than duplicated.
 */
async function assignUser(
  scope: UsersContext,
  userId: string,
  requestedRoleIds: string[] | undefined,
): Promise<UserDto> {
  const user = await repo.findUserInOrganization(
    scope.db.prisma,
    organizationOf(scope),
    scope.tenantId,
    userId,
  );
  if (!user) throw userNotFound();
  const existing = user.memberships[0];
  if (existing?.status === 'active') throw alreadyMember();
  const actor = actorOf(scope.principal);
  const assigned = await withUniqueField('user_id', ALREADY_MEMBER, () =>
    inTransaction(scope, async (inTx) => {
      const tx = inTx.db.prisma;
      const roleIds = await lockRolesToGrant(inTx, requestedRoleIds);
      const isDefault = !(await repo.hasDefaultMembership(tx, userId));
      let membershipId: string;
      if (existing) {
        const { count } = await repo.reviveMembership(
          tx,
          scope.tenantId,
          existing.id,
          isDefault,
          actor,
        );
        // Revived by a concurrent request in between.
        if (count === 0) throw alreadyMember();
        membershipId = existing.id;
      } else {
        membershipId = (await repo.createMembership(tx, scope.tenantId, userId, isDefault, actor))
          .id;
      }
      await repo.setMembershipRoles(tx, scope.tenantId, membershipId, roleIds, actor);
      return requireUser(scope, tx, userId);
    }),
  );
  return toUserDto(assigned);
}

export async function updateUser(scope: UsersContext, input: UpdateUserInput): Promise<UserDto> {
  const current = await requireUser(scope, scope.db.prisma, input.id);
  const email = input.email?.toLowerCase();
  // The console sends e-mail and name with every save: only a real change touches the identity.
  const identityChanges =
    (email !== undefined && email !== current.email) ||
    (input.name !== undefined && input.name !== current.name);
  if (identityChanges) {
    await assertAuthorityOverIdentity(scope, current.id, 'change the e-mail or name of');
  } else {
    // Roles only, or nothing new at all: a PATCH still writes the audit fields.
    await assertAuthorityInTenant(
      scope,
      current.id,
      input.role_ids ? 'change the roles of' : 'change the e-mail or name of',
    );
  }
  if (email !== undefined && email !== current.email) {
    const owner = await repo.findUserByEmail(scope.db.prisma, current.organizationId, email);
    if (owner && owner.id !== current.id) throw emailTaken();
  }
  const actor = actorOf(scope.principal);
  const updated = await withUniqueField('email', EMAIL_TAKEN, () =>
    inTransaction(scope, async (inTx) => {
      const tx = inTx.db.prisma;
      const roleIds = input.role_ids && (await lockRolesToGrant(inTx, input.role_ids));
      await repo.updateUser(tx, current.id, { email, name: input.name }, actor);
      if (roleIds) {
        const membership = await requireMembership(scope, tx, current.id);
        await repo.setMembershipRoles(tx, scope.tenantId, membership.id, roleIds, actor);
        await repo.touchMembership(tx, scope.tenantId, membership.id, actor);
      }
      return requireUser(scope, tx, current.id);
    }),
  );
  return toUserDto(updated);
}

/**
 * Removes the user from the token tenant: the membership becomes `removed`, its roles are
 * dropped and the user's sessions in this tenant end. Removing yourself is refused with
 * 409 in_use: it would lock the caller out mid-request and could leave a tenant without
 * any administrator; another administrator has to do it.
 */
export async function removeUser(scope: UsersContext, input: UserIdInput): Promise<void> {
  const membership = await requireMembership(scope, scope.db.prisma, input.id);
  if (scope.principal.kind === 'user' && input.id === scope.principal.userId) {
    throw new AppError('in_use', 'You cannot remove yourself from the tenant', { field: 'id' });
  }
  await assertAuthorityInTenant(scope, input.id, 'remove');
  const actor = actorOf(scope.principal);
  await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    await repo.removeMembership(tx, scope.tenantId, membership.id, actor);
    await repo.revokeTenantSessions(tx, scope.tenantId, input.id, 'membership_removed');
    // Login picks the default membership: the user keeps one while any tenant remains.
    if (membership.isDefault) await repo.promoteDefaultMembership(tx, input.id);
  });
}

export async function listUserRoles(
  scope: UsersContext,
  input: ListUserRolesInput,
): Promise<Page<UserRoleItem>> {
  const membership = await requireMembership(scope, scope.db.prisma, input.id);
  const { rows, total } = await repo.listMembershipRoles(
    scope.db.prisma,
    scope.tenantId,
    membership.id,
    input,
  );
  return pageOf(rows.map(toUserRoleItem), input.page, input.page_size, total);
}

export async function addUserRoles(scope: UsersContext, input: AddUserRolesInput): Promise<null> {
  const membership = await requireMembership(scope, scope.db.prisma, input.id);
  await assertAuthorityInTenant(scope, input.id, 'change the roles of');
  const actor = actorOf(scope.principal);
  await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    const roleIds = await lockRolesToGrant(inTx, input.role_ids);
    await repo.addMembershipRoles(tx, scope.tenantId, membership.id, roleIds, actor);
    await repo.touchMembership(tx, scope.tenantId, membership.id, actor);
  });
  return null;
}

export async function removeUserRole(
  scope: UsersContext,
  input: RemoveUserRoleInput,
): Promise<void> {
  const membership = await requireMembership(scope, scope.db.prisma, input.id);
  await assertAuthorityInTenant(scope, input.id, 'change the roles of');
  const actor = actorOf(scope.principal);
  await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    if (!(await repo.removeMembershipRole(tx, scope.tenantId, membership.id, input.role_id))) {
      throw notFound('Role of this user');
    }
    await repo.touchMembership(tx, scope.tenantId, membership.id, actor);
  });
}

/**
 * Sets the user's status. Leaving `active` also ends every session of the user, so a later
 * reactivation does not bring old refresh tokens back to life; tokens already issued stop
 * working at once either way (the identity check reads the user's status).
 */
export async function setUserStatus(
  scope: UsersContext,
  input: ChangeUserStatusInput,
): Promise<UserStatusResult> {
  const user = await requireUser(scope, scope.db.prisma, input.id);
  await assertAuthorityOverIdentity(scope, user.id, 'change the status of');
  if (!checkTransition(USER_MOVES, user.status, input.status)) return toUserStatusResult(user);
  const actor = actorOf(scope.principal);
  const updated = await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    await repo.updateUser(tx, user.id, { status: input.status }, actor);
    if (input.status !== 'active') await revokeSessions(tx, { userId: user.id }, 'user_status');
    return requireUser(scope, tx, user.id);
  });
  return toUserStatusResult(updated);
}

/**
 * The tenants the user is an active member of, limited to the token tenant's organization:
 * an administrator of one organization learns nothing about another's tenants.
 */
export async function listUserTenants(
  scope: UsersContext,
  input: ListUserTenantsInput,
): Promise<Page<UserTenantItem>> {
  await requireMembership(scope, scope.db.prisma, input.id);
  const { rows, total } = await repo.listUserTenants(
    scope.db.prisma,
    organizationOf(scope),
    input.id,
    input,
  );
  return pageOf(rows.map(toUserTenantItem), input.page, input.page_size, total);
}

/** An administrator sets a new password; every session of the user ends. */
export async function resetPassword(scope: UsersContext, input: ResetPasswordInput): Promise<null> {
  const user = await requireUser(scope, scope.db.prisma, input.id);
  await assertAuthorityOverIdentity(scope, input.id, 'reset the password of');
  // Setting a password costs a login attempt on the address (auth/lockout.ts).
  await chargeAttempt(scope.db.sql, scope.config, user.email);
  const passwordHash = await hashPassword(input.new_password);
  const actor = actorOf(scope.principal);
  await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    await repo.updateUser(tx, input.id, { passwordHash }, actor);
    await revokeSessions(tx, { userId: input.id }, 'password_reset');
  });
  return null;
}
