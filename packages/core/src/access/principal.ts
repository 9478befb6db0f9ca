// The caller of a request: who they are, which tenants they may act in, and what they may do
// in the request's tenant. Built from a verified access token on every request, so a removed
// membership, a suspended user or a revoked session stops working at once.
import type { SqlPool } from '@pim/db';
import type { AuthConfig } from '../config.ts';
import { AppError } from '../errors/app-error.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { loadIdentity } from './identity-cache.ts';
import type { MembershipRow } from './repository.ts';

export interface Principal {
  kind: 'user';
  userId: string;
  sessionId: string;
  name: string;
  email: string;
  isPlatformAdmin: boolean;
  /** The tenant the access token was issued for. */
  tokenTenantId: string;
  memberships: MembershipRow[];
  /** The tenant whose roles and permissions are loaded below. */
  tenantId: string;
  roles: string[];
  permissions: ReadonlySet<string>;
}

export interface ActorRef {
  id: string;
  name: string;
  type: 'user' | 'service_account' | 'system';
}

export const actorOf = (principal: Principal): ActorRef => ({
  id: principal.userId,
  name: principal.name,
  type: 'user',
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads `Authorization: Bearer <token>`; anything else is 401 unauthenticated. */
export function bearerToken(header: string | undefined): string {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) {
    throw new AppError(
      'unauthenticated',
      'Send an access token as "Authorization: Bearer <token>"',
    );
  }
  return match[1];
}

/**
 * Authenticates a bearer token and loads the caller with the permissions of `tenantId`
 * (the request's X-Tenant-Id) or, when absent, of the token's own tenant.
 */
export async function authenticate(
  pool: SqlPool,
  config: AuthConfig,
  token: string,
  requestTenantId?: string,
): Promise<Principal> {
  const claims = await verifyAccessToken(config, token);
  if (requestTenantId !== undefined && !UUID.test(requestTenantId)) {
    throw new AppError('tenant_forbidden', 'X-Tenant-Id is not one of your tenants', {
      field: 'X-Tenant-Id',
    });
  }
  const tenantId = requestTenantId ?? claims.tenantId;
  const row = await loadIdentity(pool, claims.sessionId, claims.userId, tenantId);
  if (!row || row.status !== 'active') {
    throw new AppError('invalid_token', 'The access token is no longer valid');
  }
  // The token's own tenant must still be one the user may act in.
  if (!row.memberships.some((m) => m.tenant_id === claims.tenantId)) {
    throw new AppError('invalid_token', 'The access token is no longer valid');
  }
  if (requestTenantId !== undefined && !row.memberships.some((m) => m.tenant_id === tenantId)) {
    throw new AppError('tenant_forbidden', 'X-Tenant-Id is not one of your tenants', {
      field: 'X-Tenant-Id',
    });
  }
  return {
    kind: 'user',
    userId: row.user_id,
    sessionId: claims.sessionId,
    name: row.name,
    email: row.email,
    isPlatformAdmin: row.is_platform_admin,
    tokenTenantId: claims.tenantId,
    memberships: row.memberships,
    tenantId,
    roles: row.roles,
    permissions: new Set(row.permissions),
  };
}

export function requirePermission(principal: Principal, permission: string): void {
  if (!principal.permissions.has(permission)) {
    throw new AppError('forbidden', `This operation needs the permission ${permission}`);
  }
}
