// The reads behind authority and granting (authority.ts). Both sides are compared by what
// roles contain (ROLE_CONTENTS: live permissions whatever their status), so a permission
// switched off for a while hides from neither side. What a caller holds counts only their
// live, active roles; what a target holds, or a role or service account would grant, counts
// live roles whatever their status: an inactive role comes back with everything in it when
// switched on, so it must not hide a permission from these checks.
import { Prisma, type DbTx } from '@pim/db';
import { ACTIVE_ROLE, ROLE_CONTENTS } from './repository.ts';

const contents = Prisma.raw(ROLE_CONTENTS);
const activeRole = Prisma.raw(ACTIVE_ROLE);

export interface TenantAuthorityRow {
  tenant_id: string;
  /** What the target user's roles in the tenant grant. */
  target_permissions: string[];
  /** What the caller holds in the tenant (nothing where the caller is not a member). */
  caller_permissions: string[];
  target_is_platform_admin: boolean;
}

export interface CallerRef {
  userId?: string;
  serviceAccountId?: string;
}

async function codes(rows: Promise<{ code: string }[]>): Promise<string[]> {
  return (await rows).map((row) => row.code);
}

/** The role ids the caller holds (active membership or account) in the tenant `tenant`. */
function callerRoles(caller: CallerRef, tenant: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT cmr.role_id
    FROM tenant_memberships cm
    JOIN membership_roles cmr ON cmr.membership_id = cm.id
    WHERE cm.user_id = ${caller.userId ?? null}::uuid AND cm.tenant_id = ${tenant}
      AND cm.status = 'active'
    UNION ALL
    SELECT sar.role_id
    FROM service_accounts sa
    JOIN service_account_roles sar ON sar.service_account_id = sa.id
    WHERE sa.id = ${caller.serviceAccountId ?? null}::uuid AND sa.tenant_id = ${tenant}
      AND sa.status = 'active'`;
}

/** What the caller's live, active roles in the tenant contain. */
export function findCallerContents(
  db: DbTx,
  tenantId: string,
  caller: CallerRef,
): Promise<string[]> {
  return codes(db.$queryRaw<{ code: string }[]>`
    SELECT DISTINCT p.code
    FROM (${callerRoles(caller, Prisma.sql`${tenantId}::uuid`)}) held
    JOIN roles r ON r.id = held.role_id AND r.tenant_id = ${tenantId}::uuid AND ${activeRole}
    ${contents}`);
}

/**
 * One row per tenant in which the target user has a membership, active or removed, or none
 * when the target is not an active member of `tenantId` (the request's tenant). Removed ones
 * count too: a tenant may add the user back, and whoever changed their password in between
 * would walk in with them. A user spans tenants by nature, so this is the one read that
 * looks beyond the request's tenant.
 */
export function findTenantAuthority(
  db: DbTx,
  tenantId: string,
  targetUserId: string,
  caller: CallerRef,
): Promise<TenantAuthorityRow[]> {
  return db.$queryRaw<TenantAuthorityRow[]>`
    SELECT m.tenant_id::text AS tenant_id, u.is_platform_admin AS target_is_platform_admin,
           COALESCE((
             SELECT array_agg(DISTINCT p.code)
             FROM membership_roles mr
             JOIN roles r ON r.id = mr.role_id AND r.tenant_id = m.tenant_id AND r.deleted_at IS NULL
             ${contents}
             WHERE mr.membership_id = m.id
           ), '{}') AS target_permissions,
           COALESCE((
             SELECT array_agg(DISTINCT p.code)
             FROM (${callerRoles(caller, Prisma.sql`m.tenant_id`)}) held
             JOIN roles r ON r.id = held.role_id AND r.tenant_id = m.tenant_id AND ${activeRole}
             ${contents}
           ), '{}') AS caller_permissions
    FROM users u
    JOIN tenant_memberships m ON m.user_id = u.id
    WHERE u.id = ${targetUserId}::uuid
      AND EXISTS (SELECT 1 FROM tenant_memberships here
                  WHERE here.user_id = u.id AND here.tenant_id = ${tenantId}::uuid
                    AND here.status = 'active')`;
}

/** What the live roles of the tenant among `roleIds` grant (when active). */
export function findRoleGrants(db: DbTx, tenantId: string, roleIds: string[]): Promise<string[]> {
  return codes(db.$queryRaw<{ code: string }[]>`
    SELECT DISTINCT p.code
    FROM roles r
    ${contents}
    WHERE r.tenant_id = ${tenantId}::uuid AND r.id = ANY(${roleIds}::uuid[])
      AND r.deleted_at IS NULL`);
}

/** What the service account's live roles grant (when active); nothing outside `tenantId`. */
export function findServiceAccountGrants(
  db: DbTx,
  tenantId: string,
  serviceAccountId: string,
): Promise<string[]> {
  return codes(db.$queryRaw<{ code: string }[]>`
    SELECT DISTINCT p.code
    FROM service_accounts sa
    JOIN service_account_roles sar ON sar.service_account_id = sa.id
    JOIN roles r ON r.id = sar.role_id AND r.tenant_id = sa.tenant_id AND r.deleted_at IS NULL
    ${contents}
    WHERE sa.id = ${serviceAccountId}::uuid AND sa.tenant_id = ${tenantId}::uuid`);
}

/**
 * The codes of the live permissions among `permissionIds`, whatever their status: compared
 * with what the caller's roles contain, on the same basis. The catalog is platform-wide,
 * hence no tenant.
 */
export function findPermissionCodes(db: DbTx, permissionIds: string[]): Promise<string[]> {
  return codes(db.$queryRaw<{ code: string }[]>`
    SELECT p.code FROM permissions p
    WHERE p.id = ANY(${permissionIds}::uuid[]) AND p.deleted_at IS NULL`);
}
