// The user operations, all scoped to the caller's token tenant (spec 000 "Users"). A user is
// one identity across the tenants of its organization; "a user of this tenant" means an
// active membership here, so every operation on a user id first finds that membership and
// answers 404 without it. Then access/authority.ts decides whether the caller may change
// this user or grant those roles.
import type { DbTx } from '@pim/db';
import {
  assertAuthorityInTenant,
  assertAuthorityOverIdentity,
  lockRolesToGrant,
} from '../access/authority.ts';
import { actorOf, type TenantScope } from '../access/principal.ts';
import { chargeAttempt } from '../auth/lockout.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AuthConfig } from '../config.ts';
import { revokeSessions } from '../auth/repository.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import { pageOf, type Page } from '../shared/list.ts';
import { checkTransition, type Moves } from '../shared/status.ts';
import { withUniqueField } from '../shared/unique.ts';
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

// CONTRACT.md section 5: a user moves from any status to any other.
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
function organizationOf(ctx: UsersContext): string {
  const membership = ctx.principal.memberships.find((m) => m.tenant_id === ctx.tenantId);
  if (!membership) throw new AppError('invalid_token', 'The access token is no longer valid');
  return membership.organization_id;
}

async function requireUser(ctx: UsersContext, db: DbTx, id: string) {
  const user = await repo.findUserInTenant(db, ctx.tenantId, id);
  if (!user) throw userNotFound();
  return user;
}

async function requireMembership(ctx: UsersContext, db: DbTx, userId: string) {
  const membership = await repo.findActiveMembership(db, ctx.tenantId, userId);
  if (!membership) throw userNotFound();
  return membership;
}

export async function listUsers(ctx: UsersContext, input: ListUsersInput): Promise<Page<UserDto>> {
  const [rows, total] = await repo.listUsers(ctx.db, {
    tenantId: ctx.tenantId,
    scope: { tenantId: ctx.tenantId },
    search: input.search,
    status: input.status,
    sort: input.sort,
    page: input.page,
    pageSize: input.page_size,
  });
  return pageOf(rows.map(toUserDto), input.page, input.page_size, total);
}

/** Users of every tenant of the token tenant's organization; any other organization is 404. */
export async function listOrganizationUsers(
  ctx: UsersContext,
  input: ListOrganizationUsersInput,
): Promise<Page<UserDto>> {
  if (input.org_id !== organizationOf(ctx)) throw notFound('Organization');
  const [rows, total] = await repo.listUsers(ctx.db, {
    tenantId: ctx.tenantId,
    scope: { organizationId: input.org_id },
    search: input.search,
    status: input.status,
    sort: input.sort,
    page: input.page,
    pageSize: input.page_size,
  });
  return pageOf(rows.map(toUserDto), input.page, input.page_size, total);
}

export async function getUser(ctx: UsersContext, input: UserIdInput): Promise<UserDto> {
  return toUserDto(await requireUser(ctx, ctx.db, input.id));
}

export function createUser(ctx: UsersContext, input: CreateUserInput): Promise<UserDto> {
  return input.user_id === undefined
    ? createNewUser(ctx, input)
    : assignUser(ctx, input.user_id, input.role_ids);
}

async function createNewUser(ctx: UsersContext, input: CreateUserInput): Promise<UserDto> {
  // The schema guarantees these three when user_id is absent.
  const { name, password } = input as Required<Pick<CreateUserInput, 'name' | 'password'>>;
  const email = (input.email as string).toLowerCase();
  // The e-mail is unique within the organization only: the same address elsewhere is
  // another identity, and whether it exists there is none of this caller's business.
  const organizationId = organizationOf(ctx);
  if (await repo.findUserByEmail(ctx.db, organizationId, email)) throw emailTaken();
  // Setting a password costs a login attempt on the address (auth/lockout.ts).
  await chargeAttempt(ctx.db, ctx.config, email);
  const passwordHash = await hashPassword(password);
  const actor = actorOf(ctx.principal);
  const user = await withUniqueField('email', EMAIL_TAKEN, () =>
    ctx.db.$transaction(async (tx) => {
      const roleIds = await lockRolesToGrant(ctx, tx, input.role_ids);
      const created = await repo.createUser(
        tx,
        { organizationId, email, name, passwordHash },
        actor,
      );
      // A new identity has no other membership: this one is its default tenant.
      const membership = await repo.createMembership(tx, ctx.tenantId, created.id, true, actor);
      await repo.addMembershipRoles(tx, membership.id, roleIds, actor);
      return requireUser(ctx, tx, created.id);
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
  ctx: UsersContext,
  userId: string,
  requestedRoleIds: string[] | undefined,
): Promise<UserDto> {
  const user = await repo.findUserInOrganization(ctx.db, organizationOf(ctx), ctx.tenantId, userId);
  if (!user) throw userNotFound();
  const existing = user.memberships[0];
  if (existing?.status === 'active') throw alreadyMember();
  const actor = actorOf(ctx.principal);
  const assigned = await withUniqueField('user_id', ALREADY_MEMBER, () =>
    ctx.db.$transaction(async (tx) => {
      const roleIds = await lockRolesToGrant(ctx, tx, requestedRoleIds);
      const isDefault = !(await repo.hasDefaultMembership(tx, userId));
      let membershipId: string;
      if (existing) {
        const { count } = await repo.reviveMembership(
          tx,
          ctx.tenantId,
          existing.id,
          isDefault,
          actor,
        );
        // Revived by a concurrent request in between.
        if (count === 0) throw alreadyMember();
        membershipId = existing.id;
      } else {
        membershipId = (await repo.createMembership(tx, ctx.tenantId, userId, isDefault, actor)).id;
      }
      await repo.setMembershipRoles(tx, ctx.tenantId, membershipId, roleIds, actor);
      return requireUser(ctx, tx, userId);
    }),
  );
  return toUserDto(assigned);
}

export async function updateUser(ctx: UsersContext, input: UpdateUserInput): Promise<UserDto> {
  const current = await requireUser(ctx, ctx.db, input.id);
  const email = input.email?.toLowerCase();
  // The console sends e-mail and name with every save: only a real change touches the identity.
  const identityChanges =
    (email !== undefined && email !== current.email) ||
    (input.name !== undefined && input.name !== current.name);
  if (identityChanges) {
    await assertAuthorityOverIdentity(ctx, current.id, 'change the e-mail or name of');
  } else {
    // Roles only, or nothing new at all: a PATCH still writes the audit fields.
    await assertAuthorityInTenant(
      ctx,
      current.id,
      input.role_ids ? 'change the roles of' : 'change the e-mail or name of',
    );
  }
  if (email !== undefined && email !== current.email) {
    const owner = await repo.findUserByEmail(ctx.db, current.organizationId, email);
    if (owner && owner.id !== current.id) throw emailTaken();
  }
  const actor = actorOf(ctx.principal);
  const updated = await withUniqueField('email', EMAIL_TAKEN, () =>
    ctx.db.$transaction(async (tx) => {
      const roleIds = input.role_ids && (await lockRolesToGrant(ctx, tx, input.role_ids));
      await repo.updateUser(tx, current.id, { email, name: input.name }, actor);
      if (roleIds) {
        const membership = await requireMembership(ctx, tx, current.id);
        await repo.setMembershipRoles(tx, ctx.tenantId, membership.id, roleIds, actor);
        await repo.touchMembership(tx, ctx.tenantId, membership.id, actor);
      }
      return requireUser(ctx, tx, current.id);
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
export async function removeUser(ctx: UsersContext, input: UserIdInput): Promise<void> {
  const membership = await requireMembership(ctx, ctx.db, input.id);
  if (ctx.principal.kind === 'user' && input.id === ctx.principal.userId) {
    throw new AppError('in_use', 'You cannot remove yourself from the tenant', { field: 'id' });
  }
  await assertAuthorityInTenant(ctx, input.id, 'remove');
  const actor = actorOf(ctx.principal);
  await ctx.db.$transaction(async (tx) => {
    await repo.removeMembership(tx, ctx.tenantId, membership.id, actor);
    await repo.revokeTenantSessions(tx, ctx.tenantId, input.id, 'membership_removed');
    // Login picks the default membership: the user keeps one while any tenant remains.
    if (membership.isDefault) await repo.promoteDefaultMembership(tx, input.id);
  });
}

export async function listUserRoles(
  ctx: UsersContext,
  input: ListUserRolesInput,
): Promise<Page<UserRoleItem>> {
  const membership = await requireMembership(ctx, ctx.db, input.id);
  const [rows, total] = await repo.listMembershipRoles(ctx.db, ctx.tenantId, membership.id, {
    page: input.page,
    pageSize: input.page_size,
    sort: input.sort,
  });
  return pageOf(rows.map(toUserRoleItem), input.page, input.page_size, total);
}

export async function addUserRoles(ctx: UsersContext, input: AddUserRolesInput): Promise<null> {
  const membership = await requireMembership(ctx, ctx.db, input.id);
  await assertAuthorityInTenant(ctx, input.id, 'change the roles of');
  const actor = actorOf(ctx.principal);
  await ctx.db.$transaction(async (tx) => {
    const roleIds = await lockRolesToGrant(ctx, tx, input.role_ids);
    await repo.addMembershipRoles(tx, membership.id, roleIds, actor);
    await repo.touchMembership(tx, ctx.tenantId, membership.id, actor);
  });
  return null;
}

export async function removeUserRole(ctx: UsersContext, input: RemoveUserRoleInput): Promise<void> {
  const membership = await requireMembership(ctx, ctx.db, input.id);
  await assertAuthorityInTenant(ctx, input.id, 'change the roles of');
  const actor = actorOf(ctx.principal);
  await ctx.db.$transaction(async (tx) => {
    if (!(await repo.removeMembershipRole(tx, ctx.tenantId, membership.id, input.role_id))) {
      throw notFound('Role of this user');
    }
    await repo.touchMembership(tx, ctx.tenantId, membership.id, actor);
  });
}

/**
 * Sets the user's status. Leaving `active` also ends every session of the user, so a later
 * reactivation does not bring old refresh tokens back to life; tokens already issued stop
 * working at once either way (the identity check reads the user's status).
 */
export async function setUserStatus(
  ctx: UsersContext,
  input: ChangeUserStatusInput,
): Promise<UserStatusResult> {
  const user = await requireUser(ctx, ctx.db, input.id);
  await assertAuthorityOverIdentity(ctx, user.id, 'change the status of');
  if (!checkTransition(USER_MOVES, user.status, input.status)) return toUserStatusResult(user);
  const actor = actorOf(ctx.principal);
  const updated = await ctx.db.$transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { status: input.status }, actor);
    if (input.status !== 'active') await revokeSessions(tx, { userId: user.id }, 'user_status');
    return requireUser(ctx, tx, user.id);
  });
  return toUserStatusResult(updated);
}

/**
 * The tenants the user is an active member of, limited to the token tenant's organization:
 * an administrator of one organization learns nothing about another's tenants.
 */
export async function listUserTenants(
  ctx: UsersContext,
  input: ListUserTenantsInput,
): Promise<Page<UserTenantItem>> {
  await requireMembership(ctx, ctx.db, input.id);
  const [rows, total] = await repo.listUserTenants(ctx.db, organizationOf(ctx), input.id, {
    page: input.page,
    pageSize: input.page_size,
    sort: input.sort,
  });
  return pageOf(rows.map(toUserTenantItem), input.page, input.page_size, total);
}

/** An administrator sets a new password; every session of the user ends. */
export async function resetPassword(ctx: UsersContext, input: ResetPasswordInput): Promise<null> {
  const user = await requireUser(ctx, ctx.db, input.id);
  await assertAuthorityOverIdentity(ctx, input.id, 'reset the password of');
  // Setting a password costs a login attempt on the address (auth/lockout.ts).
  await chargeAttempt(ctx.db, ctx.config, user.email);
  const passwordHash = await hashPassword(input.new_password);
  const actor = actorOf(ctx.principal);
  await ctx.db.$transaction(async (tx) => {
    await repo.updateUser(tx, input.id, { passwordHash }, actor);
    await revokeSessions(tx, { userId: input.id }, 'password_reset');
  });
  return null;
}
