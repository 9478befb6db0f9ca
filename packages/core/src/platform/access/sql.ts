// The access domain's SQL. Who a caller is, in one round trip: the session, the user, the
// active memberships (with tenant and organization) and the roles and permissions of one
// tenant. It runs on every authenticated request, so it is a named prepared statement:
// PostgreSQL plans its seven-way join once per connection instead of on every call (measured:
// 3.5 ms through Prisma's unnamed statements, 0.5 ms prepared). An API key's service account
// is read the same way. Below them, the reads behind authority and granting (authority.ts).
import { sql, type Sql, type SqlFragment } from '@pim/db';

/**
 * The one definition of what a role `r` grants: its permissions `p` that are live (not
 * deleted) and active, down the chain permission -> sub-feature -> feature. Every query that
 * computes permissions (a caller's, a role's, a service account's) joins from `r` through this.
 */
export const ROLE_GRANTS = sql.raw(`
             JOIN role_permissions rp ON rp.role_id = r.id
             JOIN permissions p ON p.id = rp.permission_id AND p.status = 'active' AND p.deleted_at IS NULL
             JOIN sub_features sf ON sf.id = p.sub_feature_id AND sf.status = 'active' AND sf.deleted_at IS NULL
             JOIN features f ON f.id = p.feature_id AND f.status = 'active' AND f.deleted_at IS NULL`);

/**
 * What a role `r` contains: the same chain, live (not deleted) whatever the status. The
 * authority checks compare contents, not what is switched on today: otherwise a permission
 * switched off for a while (or its sub-feature or feature) would hide from "do you hold what
 * you grant?" and come back to its holders when switched on again.
 */
export const ROLE_CONTENTS = sql.raw(`
             JOIN role_permissions rp ON rp.role_id = r.id
             JOIN permissions p ON p.id = rp.permission_id AND p.deleted_at IS NULL
             JOIN sub_features sf ON sf.id = p.sub_feature_id AND sf.deleted_at IS NULL
             JOIN features f ON f.id = p.feature_id AND f.deleted_at IS NULL`);

/** A role `r` that counts for its holders now: live and active. */
export const ACTIVE_ROLE = sql.raw(`r.status = 'active' AND r.deleted_at IS NULL`);

export interface MembershipRow {
  tenant_id: string;
  tenant_code: string;
  tenant_name: string;
  organization_id: string;
  organization_code: string;
  organization_name: string;
  is_default: boolean;
  status: string;
}

export interface IdentityRow {
  user_id: string;
  name: string;
  email: string;
  status: string;
  is_platform_admin: boolean;
  session_tenant_id: string;
  session_client_id: string;
  session_expires_at: Date;
  memberships: MembershipRow[];
  roles: string[];
  permissions: string[];
}

/**
 * The identity behind a session, or null when the session is revoked, expired or does not
 * belong to the user. Roles and permissions are those of `tenantId` and count only what is
 * live and active down the chain: role, permission, sub-feature, feature.
 */
export async function findSessionIdentity(
  db: Sql,
  sessionId: string,
  userId: string,
  tenantId: string,
): Promise<IdentityRow | null> {
  const [row] = await db.query<IdentityRow>(
    sql.prepared('find_session_identity', identitySql(sessionId, userId, tenantId)),
  );
  return row ?? null;
}

const identitySql = (sessionId: string, userId: string, tenantId: string) => sql`
    SELECT u.id AS user_id, u.name, u.email, u.status::text AS status,
           u.is_platform_admin, s.tenant_id AS session_tenant_id,
           s.client_id AS session_client_id, s.expires_at AS session_expires_at,
           COALESCE((
             SELECT json_agg(json_build_object(
               'tenant_id', t.id, 'tenant_code', t.code, 'tenant_name', t.name,
               'organization_id', o.id, 'organization_code', o.code,
               'organization_name', o.name, 'is_default', m.is_default,
               'status', m.status::text) ORDER BY t.name)
             FROM tenant_memberships m
             JOIN tenants t ON t.id = m.tenant_id AND t.status = 'active'
             JOIN organizations o ON o.id = t.organization_id
             WHERE m.user_id = u.id AND m.status = 'active'
           ), '[]'::json) AS memberships,
           COALESCE((
             SELECT array_agg(r.code ORDER BY r.code)
             FROM tenant_memberships m
             JOIN membership_roles mr ON mr.membership_id = m.id
             JOIN roles r ON r.id = mr.role_id AND r.status = 'active' AND r.deleted_at IS NULL
             WHERE m.user_id = u.id AND m.tenant_id = ${tenantId}::uuid AND m.status = 'active'
           ), '{}') AS roles,
           COALESCE((
             SELECT array_agg(DISTINCT p.code ORDER BY p.code)
             FROM tenant_memberships m
             JOIN membership_roles mr ON mr.membership_id = m.id
             JOIN roles r ON r.id = mr.role_id AND ${ACTIVE_ROLE}
             ${ROLE_GRANTS}
             WHERE m.user_id = u.id AND m.tenant_id = ${tenantId}::uuid AND m.status = 'active'
           ), '{}') AS permissions
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    WHERE s.id = ${sessionId}::uuid AND s.user_id = ${userId}::uuid
      AND s.revoked_at IS NULL AND s.expires_at > now()`;

export interface ApiKeyIdentityRow {
  api_key_id: string;
  secret_hash: string;
  status: string;
  expires_at: Date | null;
  tenant_id: string;
  service_account_id: string;
  service_account_name: string;
  service_account_status: string;
  membership: MembershipRow;
  roles: string[];
  permissions: string[];
}

/**
 * The service account behind an API key, found by its public prefix, or null when there is
 * no such key or its tenant is not active. The caller checks the secret, the key's status
 * and expiry and the account's status. Roles and permissions follow the same chain as a
 * user's: live and active role, permission, sub-feature, feature.
 */
export async function findApiKeyIdentity(
  db: Sql,
  keyPrefix: string,
): Promise<ApiKeyIdentityRow | null> {
  const [row] = await db.query<ApiKeyIdentityRow>(
    sql.prepared('find_api_key_identity', apiKeyIdentitySql(keyPrefix)),
  );
  return row ?? null;
}

const apiKeyIdentitySql = (keyPrefix: string) => sql`
    SELECT k.id AS api_key_id, k.secret_hash, k.status::text AS status, k.expires_at,
           k.tenant_id, sa.id AS service_account_id, sa.name AS service_account_name,
           sa.status::text AS service_account_status,
           json_build_object(
             'tenant_id', t.id, 'tenant_code', t.code, 'tenant_name', t.name,
             'organization_id', o.id, 'organization_code', o.code,
             'organization_name', o.name, 'is_default', true, 'status', 'active') AS membership,
           COALESCE((
             SELECT array_agg(r.code ORDER BY r.code)
             FROM service_account_roles sar
             JOIN roles r ON r.id = sar.role_id AND r.tenant_id = sa.tenant_id
                         AND r.status = 'active' AND r.deleted_at IS NULL
             WHERE sar.service_account_id = sa.id
           ), '{}') AS roles,
           COALESCE((
             SELECT array_agg(DISTINCT p.code ORDER BY p.code)
             FROM service_account_roles sar
             JOIN roles r ON r.id = sar.role_id AND r.tenant_id = sa.tenant_id AND ${ACTIVE_ROLE}
             ${ROLE_GRANTS}
             WHERE sar.service_account_id = sa.id
           ), '{}') AS permissions
    FROM api_keys k
    JOIN service_accounts sa ON sa.id = k.service_account_id AND sa.tenant_id = k.tenant_id
    JOIN tenants t ON t.id = k.tenant_id AND t.status = 'active'
    JOIN organizations o ON o.id = t.organization_id
    WHERE k.key_prefix = ${keyPrefix}`;

/**
 * Records that a key was used, at most once a minute. last_used_at is outside the identity
 * epoch's triggers, so this never invalidates cached identities.
 */
export async function touchApiKey(db: Sql, apiKeyId: string): Promise<void> {
  await db.execute(
    sql.prepared(
      'touch_api_key',
      sql`UPDATE api_keys SET last_used_at = now()
           WHERE id = ${apiKeyId}::uuid
             AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    ),
  );
}

/** The identity epoch (identity-cache.ts): one prepared single-row read per request. */
export async function readIdentityEpoch(db: Sql): Promise<string> {
  const [row] = await db.query<{ value: string }>(READ_EPOCH);
  return row?.value ?? '0';
}

const READ_EPOCH = sql.prepared(
  'read_identity_epoch',
  sql`SELECT value FROM identity_epoch WHERE id = 1`,
);

// ---- authority (authority.ts) -----------------------------------------------------------------
// Both sides are compared by what roles contain (ROLE_CONTENTS: live permissions whatever their
// status), so a permission switched off for a while hides from neither side. What a caller
// holds counts only their live, active roles; what a target holds, or a role or service account
// would grant, counts live roles whatever their status: an inactive role comes back with
// everything in it when switched on, so it must not hide a permission from these checks.

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
function callerRoles(caller: CallerRef, tenant: SqlFragment): SqlFragment {
  return sql`
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
  db: Sql,
  tenantId: string,
  caller: CallerRef,
): Promise<string[]> {
  return codes(db<{ code: string }>`
    SELECT DISTINCT p.code
    FROM (${callerRoles(caller, sql`${tenantId}::uuid`)}) held
    JOIN roles r ON r.id = held.role_id AND r.tenant_id = ${tenantId}::uuid AND ${ACTIVE_ROLE}
    ${ROLE_CONTENTS}`);
}

/**
 * One row per tenant in which the target user has a membership, active or removed, or none
 * when the target is not an active member of `tenantId` (the request's tenant). Removed ones
 * count too: a tenant may add the user back, and whoever changed their password in between
 * would walk in with them. A user spans tenants by nature, so this is the one read that
 * looks beyond the request's tenant.
 */
export function findTenantAuthority(
  db: Sql,
  tenantId: string,
  targetUserId: string,
  caller: CallerRef,
): Promise<TenantAuthorityRow[]> {
  return db<TenantAuthorityRow>`
    SELECT m.tenant_id::text AS tenant_id, u.is_platform_admin AS target_is_platform_admin,
           COALESCE((
             SELECT array_agg(DISTINCT p.code)
             FROM membership_roles mr
             JOIN roles r ON r.id = mr.role_id AND r.tenant_id = m.tenant_id AND r.deleted_at IS NULL
             ${ROLE_CONTENTS}
             WHERE mr.membership_id = m.id
           ), '{}') AS target_permissions,
           COALESCE((
             SELECT array_agg(DISTINCT p.code)
             FROM (${callerRoles(caller, sql`m.tenant_id`)}) held
             JOIN roles r ON r.id = held.role_id AND r.tenant_id = m.tenant_id AND ${ACTIVE_ROLE}
             ${ROLE_CONTENTS}
           ), '{}') AS caller_permissions
    FROM users u
    JOIN tenant_memberships m ON m.user_id = u.id
    WHERE u.id = ${targetUserId}::uuid
      AND EXISTS (SELECT 1 FROM tenant_memberships here
                  WHERE here.user_id = u.id AND here.tenant_id = ${tenantId}::uuid
                    AND here.status = 'active')`;
}

/** What the live roles of the tenant among `roleIds` grant (when active). */
export function findRoleGrants(db: Sql, tenantId: string, roleIds: string[]): Promise<string[]> {
  return codes(db<{ code: string }>`
    SELECT DISTINCT p.code
    FROM roles r
    ${ROLE_CONTENTS}
    WHERE r.tenant_id = ${tenantId}::uuid AND r.id = ANY(${roleIds}::uuid[])
      AND r.deleted_at IS NULL`);
}

/** What the service account's live roles grant (when active); nothing outside `tenantId`. */
export function findServiceAccountGrants(
  db: Sql,
  tenantId: string,
  serviceAccountId: string,
): Promise<string[]> {
  return codes(db<{ code: string }>`
    SELECT DISTINCT p.code
    FROM service_accounts sa
    JOIN service_account_roles sar ON sar.service_account_id = sa.id
    JOIN roles r ON r.id = sar.role_id AND r.tenant_id = sa.tenant_id AND r.deleted_at IS NULL
    ${ROLE_CONTENTS}
    WHERE sa.id = ${serviceAccountId}::uuid AND sa.tenant_id = ${tenantId}::uuid`);
}

/**
 * The codes of the live permissions among `permissionIds`, whatever their status: compared
 * with what the caller's roles contain, on the same basis. The catalog is platform-wide,
 * hence no tenant.
 */
export function findPermissionCodes(db: Sql, permissionIds: string[]): Promise<string[]> {
  return codes(db<{ code: string }>`
    SELECT p.code FROM permissions p
    WHERE p.id = ANY(${permissionIds}::uuid[]) AND p.deleted_at IS NULL`);
}

/**
 * What a user's active membership (the user and the tenant active too), or an active service
 * account of the tenant, grants now; null when they can no longer act in the tenant. A job
 * acts with this, read again each time a worker takes it, never with what its creator held.
 */
export async function findActingGrants(
  db: Sql,
  tenantId: string,
  caller: CallerRef,
): Promise<string[] | null> {
  const [row] = await db<{ grants: string[] | null }>`
    SELECT CASE WHEN EXISTS (
             SELECT 1 FROM tenant_memberships m
             JOIN users u ON u.id = m.user_id AND u.status = 'active'
             JOIN tenants t ON t.id = m.tenant_id AND t.status = 'active'
             WHERE m.user_id = ${caller.userId ?? null}::uuid AND m.tenant_id = ${tenantId}::uuid
               AND m.status = 'active'
             UNION ALL
             SELECT 1 FROM service_accounts sa
             JOIN tenants t ON t.id = sa.tenant_id AND t.status = 'active'
             WHERE sa.id = ${caller.serviceAccountId ?? null}::uuid
               AND sa.tenant_id = ${tenantId}::uuid AND sa.status = 'active')
           THEN COALESCE((
             SELECT array_agg(DISTINCT p.code)
             FROM (${callerRoles(caller, sql`${tenantId}::uuid`)}) held
             JOIN roles r ON r.id = held.role_id AND r.tenant_id = ${tenantId}::uuid AND ${ACTIVE_ROLE}
             ${ROLE_GRANTS}), '{}')
           END AS grants`;
  return row?.grants ?? null;
}

/** Locks the live roles of the tenant among `ids` FOR SHARE; the ids it found. */
export async function lockLiveRoles(db: Sql, tenantId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db<{ id: string }>`
    SELECT id::text AS id FROM roles
    WHERE id = ANY(${ids}::uuid[]) AND tenant_id = ${tenantId}::uuid AND deleted_at IS NULL
    ORDER BY id FOR SHARE`;
  return new Set(rows.map((row) => row.id));
}
