// Who may change whom, and who may grant what (docs/identity.md, "Authority over users and
// granting"). One place for both, because both answer the same question: would this change let the
// caller reach permissions they do not hold?
//
// - Authority over a user. A user is one identity across tenants, so changing the identity
//   (password, e-mail, name, status) needs, in EVERY tenant where the user is (or was) a member,
//   identity.users.write and every permission the user holds there; a platform
//   administrator's identity only a platform administrator may change. Changing the user's
//   place in one tenant (roles, removal) needs the same in the request's tenant only.
// - Granting. A caller may give a user, a role or a service account only permissions they
//   hold in the tenant, and roles (or a service account) whose permissions they all hold.
//
// Platform administrators pass both: they provision tenants and hold the platform anyway.
// An API key's service account has one tenant, so it has authority only over users whose
// memberships are all there. Refusals are 403 forbidden: the target is visible in the
// caller's tenant (a user of another tenant is a 404 before these checks run).
import { AppError } from '../errors/index.ts';
import { lockGrantableRoles } from './grant-locks.ts';
import { listSome } from '../shared/index.ts';
import * as repo from './sql.ts';
import type { Principal, TenantScope } from './principal.ts';

const USERS_WRITE = 'identity.users.write';
function missingFrom(held: ReadonlySet<string>, needed: Iterable<string>): string[] {
  return [...new Set(needed)].filter((code) => !held.has(code)).sort();
}

/**
 * What the caller's active roles in the scope's tenant contain, compared with what a role,
 * account or user would grant on the same basis (access/sql.ts).
 */
async function heldIn(scope: TenantScope): Promise<ReadonlySet<string>> {
  const { db, tenantId, principal } = scope;
  return new Set(await repo.findCallerContents(db.sql, tenantId, callerOf(principal)));
}

const callerOf = (principal: Principal): repo.CallerRef =>
  principal.kind === 'user'
    ? { userId: principal.userId }
    : { serviceAccountId: principal.serviceAccountId };

// ---- authority over a user ------------------------------------------------------------------

/** What the caller is doing to the user, for the message: "cannot <what> this user". */
export type UserChange =
  | 'reset the password of'
  | 'change the e-mail or name of'
  | 'change the status of'
  | 'change the roles of'
  | 'remove';

async function tenantsOf(scope: TenantScope, userId: string) {
  const { db, tenantId, principal } = scope;
  return repo.findTenantAuthority(db.sql, tenantId, userId, callerOf(principal));
}

function refuse(what: UserChange, why: string): AppError {
  return new AppError('forbidden', `You cannot ${what} this user: ${why}`, { field: 'id' });
}

/** The caller's shortfall in one tenant: users.write, then the target's permissions. */
function shortfall(row: repo.TenantAuthorityRow): string[] {
  const held = new Set(row.caller_permissions);
  return missingFrom(held, [USERS_WRITE, ...row.target_permissions]);
}

/**
 * Password, e-mail, name, status: the identity every tenant of the user shares. The user must
 * already be known as an active member of the scope's tenant (callers check that first, 404).
 */
export async function assertAuthorityOverIdentity(
  scope: TenantScope,
  userId: string,
  what: UserChange,
): Promise<void> {
  if (scope.principal.isPlatformAdmin) return;
  const rows = await tenantsOf(scope, userId);
  if (rows.some((row) => row.target_is_platform_admin)) {
    throw refuse(what, 'only a platform administrator may change a platform administrator');
  }
  checkTenant(rows, scope.tenantId, what);
  if (rows.some((row) => row.tenant_id !== scope.tenantId && shortfall(row).length > 0)) {
    throw refuse(
      what,
      `they also belong (or belonged) to another tenant where you lack ${USERS_WRITE} or some of their permissions`,
    );
  }
}

/** Roles in, or removal from, the scope's tenant: authority there is enough. */
export async function assertAuthorityInTenant(
  scope: TenantScope,
  userId: string,
  what: UserChange,
): Promise<void> {
  if (scope.principal.isPlatformAdmin) return;
  checkTenant(await tenantsOf(scope, userId), scope.tenantId, what);
}

function checkTenant(rows: repo.TenantAuthorityRow[], tenantId: string, what: UserChange): void {
  const here = rows.find((row) => row.tenant_id === tenantId);
  // Not (or no longer) a member here: the caller's own lookup answers 404 for that.
  if (!here) throw refuse(what, 'they are not a member of this tenant');
  const missing = shortfall(here);
  if (missing.length > 0) {
    throw refuse(what, `they hold permissions you lack here: ${listSome(missing)}`);
  }
}

// ---- granting -------------------------------------------------------------------------------

/** The caller's active roles must contain `needed`; else 403 on `field`, naming what lacks. */
async function assertContains(
  scope: TenantScope,
  needed: string[],
  field: string,
  message: (missing: string) => string,
): Promise<void> {
  const missing = missingFrom(await heldIn(scope), needed);
  if (missing.length > 0) {
    throw new AppError('forbidden', message(listSome(missing)), { field });
  }
}

const assertHolds = (scope: TenantScope, needed: string[], field: string, what: string) =>
  assertContains(
    scope,
    needed,
    field,
    (missing) =>
      `You can only grant permissions you hold in this tenant; ${what} would grant ${missing}`,
  );

/**
 * Changing, switching off or deleting a role or service account (or a key of one) takes
 * power away from its holders: only a caller holding everything it grants may do it, so a
 * narrow administrator cannot disable the administrators' role or revoke a stronger
 * account's keys.
 */
const assertOutranks = (scope: TenantScope, needed: string[], what: string) =>
  assertContains(
    scope,
    needed,
    'id',
    (missing) =>
      `You can only change ${what} granting no more than you hold in this tenant; it grants ${missing}`,
  );

/** Changing, deactivating or deleting a role, or taking a permission out of it. */
export async function assertMayManageRole(scope: TenantScope, roleId: string): Promise<void> {
  if (scope.principal.isPlatformAdmin) return;
  await assertOutranks(
    scope,
    await repo.findRoleGrants(scope.db.sql, scope.tenantId, [roleId]),
    'a role',
  );
}

/** Changing, deactivating or deleting a service account, or changing one of its keys. */
export async function assertMayManageServiceAccount(
  scope: TenantScope,
  serviceAccountId: string,
): Promise<void> {
  if (scope.principal.isPlatformAdmin) return;
  const grants = await repo.findServiceAccountGrants(
    scope.db.sql,
    scope.tenantId,
    serviceAccountId,
  );
  await assertOutranks(scope, grants, 'a service account (or its keys)');
}

/** Giving these (live, checked) roles of the tenant to someone, or switching them on. */
export async function assertMayGrantRoles(
  scope: TenantScope,
  roleIds: string[],
  field: string,
): Promise<void> {
  if (scope.principal.isPlatformAdmin || roleIds.length === 0) return;
  const needed = await repo.findRoleGrants(scope.db.sql, scope.tenantId, roleIds);
  await assertHolds(scope, needed, field, roleIds.length === 1 ? 'the role' : 'the roles');
}

/**
 * `role_ids` about to be granted, inside the granting transaction and before its first
 * write: distinct, live roles of the tenant locked against deletion (400 invalid_reference,
 * roles/grant-locks.ts), each granting nothing the caller lacks (403). Checked under the
 * lock, so the roles cannot gain permissions between the check and the grant.
 */
export async function lockRolesToGrant(
  scope: TenantScope,
  roleIds: readonly string[] = [],
): Promise<string[]> {
  const ids = await lockGrantableRoles(scope.db, scope.tenantId, roleIds);
  await assertMayGrantRoles(scope, ids, 'role_ids');
  return ids;
}

/** Putting these (live, checked) permissions into a role. */
export async function assertMayGrantPermissions(
  scope: TenantScope,
  permissionIds: string[],
  field: string,
): Promise<void> {
  if (scope.principal.isPlatformAdmin || permissionIds.length === 0) return;
  const needed = await repo.findPermissionCodes(scope.db.sql, permissionIds);
  await assertHolds(scope, needed, field, 'this');
}

/**
 * Handing out the service account's power again: a new API key for it, a revoked key or the
 * account itself switched back on.
 */
export async function assertMayGrantServiceAccount(
  scope: TenantScope,
  serviceAccountId: string,
  field: string,
): Promise<void> {
  if (scope.principal.isPlatformAdmin) return;
  const needed = await repo.findServiceAccountGrants(
    scope.db.sql,
    scope.tenantId,
    serviceAccountId,
  );
  await assertHolds(scope, needed, field, 'the service account');
}
