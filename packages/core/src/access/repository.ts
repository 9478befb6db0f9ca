// Reads the caller's identity in one round trip: the session, the user, the active
// memberships (with tenant and organization) and the roles and permissions of one tenant.
// It runs on every authenticated request, so it is a named prepared statement on the pg
// pool: PostgreSQL plans its seven-way join once per connection instead of on every call
// (measured: 3.5 ms through Prisma's unnamed statements, 0.5 ms prepared).
import type { SqlPool } from '@pim/db';

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
  pool: SqlPool,
  sessionId: string,
  userId: string,
  tenantId: string,
): Promise<IdentityRow | null> {
  const result = await pool.query<IdentityRow>({
    name: 'find_session_identity',
    text: IDENTITY_SQL,
    values: [sessionId, userId, tenantId],
  });
  return result.rows[0] ?? null;
}

const IDENTITY_SQL = `
    SELECT u.id AS user_id, u.name, u.email, u.status::text AS status,
           u.is_platform_admin, s.tenant_id AS session_tenant_id,
           s.expires_at AS session_expires_at,
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
             WHERE m.user_id = u.id AND m.tenant_id = $3::uuid AND m.status = 'active'
           ), '{}') AS roles,
           COALESCE((
             SELECT array_agg(DISTINCT p.code ORDER BY p.code)
             FROM tenant_memberships m
             JOIN membership_roles mr ON mr.membership_id = m.id
             JOIN roles r ON r.id = mr.role_id AND r.status = 'active' AND r.deleted_at IS NULL
             JOIN role_permissions rp ON rp.role_id = r.id
             JOIN permissions p ON p.id = rp.permission_id AND p.status = 'active' AND p.deleted_at IS NULL
             JOIN sub_features sf ON sf.id = p.sub_feature_id AND sf.status = 'active' AND sf.deleted_at IS NULL
             JOIN features f ON f.id = p.feature_id AND f.status = 'active' AND f.deleted_at IS NULL
             WHERE m.user_id = u.id AND m.tenant_id = $3::uuid AND m.status = 'active'
           ), '{}') AS permissions
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    WHERE s.id = $1::uuid AND s.user_id = $2::uuid
      AND s.revoked_at IS NULL AND s.expires_at > now()`;
