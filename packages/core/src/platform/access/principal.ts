// The caller of a request: who they are, which tenants they may act in, and what they may do
// in the request's tenant. Built on every request from a verified access token or an API
// key, so a removed membership, a suspended user, a revoked session or key, or an inactive
// service account stops working at once.
import type { Database, Sql, TransactionOptions } from '@pim/db';
import { CONSOLE_CLIENT_ID, type ChangeSource } from '../limits.ts';
import type { CatalogSettings } from '../catalog-settings.ts';
import type { AuthConfig } from '../config.ts';
import { AppError } from '../errors/index.ts';
import { verifyAccessToken } from './tokens.ts';
import { looksLikeApiKey } from './raw-key.ts';
import { authenticateApiKey } from './api-key-auth.ts';
import { loadIdentity } from './identity-cache.ts';

export type { Principal, ServiceAccountPrincipal, UserPrincipal } from './caller.ts';
import type { Principal, UserPrincipal } from './caller.ts';

/**
 * What every domain operation works with: `(scope, input)`. A platform-wide operation (the
 * permission tree, organizations) takes a Scope; a tenant-owned one a TenantScope. A tRPC
 * context fits either. `db` is the whole database or, inside `inTransaction`, one transaction:
 * a service handed a transaction's scope writes into that transaction.
 */
export interface Scope {
  db: Database;
  principal: Principal;
  /** Where the change comes from: recorded with revisions, events and logs. */
  source: ChangeSource;
  /** The server's catalog settings (a request's context); the process's when absent (jobs). */
  catalog?: CatalogSettings;
}

export interface TenantScope extends Scope {
  tenantId: string;
}

/**
 * Runs `work` in one transaction (Prisma and SQL alike) with the scope moved into it; inside
 * a transaction already, joins it. Services compose by passing the scope they were given.
 */
export function inTransaction<S extends Scope, T>(
  scope: S,
  work: (scope: S) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  return scope.db.transaction((tx) => work({ ...scope, db: tx }), options);
}

/** A request's change source: the console's sessions are `console`, anything else `api`. */
export const requestSourceOf = (principal: Principal): ChangeSource =>
  principal.kind === 'user' && principal.clientId === CONSOLE_CLIENT_ID ? 'console' : 'api';

// A type, not an interface, so it is assignable to Prisma's JSON input (audit columns).
export type ActorRef = {
  id: string;
  name: string;
  type: 'user' | 'service_account' | 'system';
};

export const actorOf = (principal: Principal): ActorRef =>
  principal.kind === 'user'
    ? { id: principal.userId, name: principal.name, type: 'user' }
    : { id: principal.serviceAccountId, name: principal.name, type: 'service_account' };

/**
 * Someone acting in `tenantId` with exactly `permissions`, outside any session or API key:
 * how a job acts for its creator (jobs/runner.ts), and what tools and tests act as.
 */
export function actingAs(
  who: { kind: 'user' | 'service_account'; id: string; name: string; email?: string | null },
  tenantId: string,
  permissions: Iterable<string>,
): Principal {
  const base = {
    name: who.name,
    isPlatformAdmin: false,
    tokenTenantId: tenantId,
    memberships: [],
    tenantId,
    roles: [],
    permissions: new Set(permissions),
  };
  return who.kind === 'user'
    ? {
        ...base,
        kind: 'user',
        userId: who.id,
        sessionId: '',
        clientId: 'pim-jobs',
        email: who.email ?? '',
      }
    : { ...base, kind: 'service_account', serviceAccountId: who.id, apiKeyId: '' };
}

/** The caller as a person; an API key gets 403 for what only people can do. */
export function requireUser(principal: Principal, what: string): UserPrincipal {
  if (principal.kind !== 'user') {
    throw new AppError('forbidden', `An API key cannot ${what}; only a signed-in user can`);
  }
  return principal;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const tenantForbidden = () =>
  new AppError('tenant_forbidden', 'X-Tenant-Id is not one of your tenants', {
    field: 'X-Tenant-Id',
  });

/** The token of `Authorization: Bearer <token>`, or undefined for anything else. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

/** Reads `Authorization: Bearer <token>`; anything else is 401 unauthenticated. */
export function bearerToken(header: string | undefined): string {
  const token = bearerTokenOf(header);
  if (!token) {
    throw new AppError(
      'unauthenticated',
      'Send an access token or API key as "Authorization: Bearer <token>"',
    );
  }
  return token;
}

/**
 * Authenticates a bearer credential (an access token, or an API key by its `pim_` form) and
 * loads the caller with the permissions of `requestTenantId` (the request's X-Tenant-Id) or,
 * when absent, of the credential's own tenant.
 */
export async function authenticate(
  sql: Sql,
  config: AuthConfig,
  token: string,
  requestTenantId?: string,
): Promise<Principal> {
  if (looksLikeApiKey(token)) {
    const principal = await authenticateApiKey(sql, token);
    if (requestTenantId !== undefined && requestTenantId !== principal.tenantId) {
      throw tenantForbidden();
    }
    return principal;
  }
  const claims = await verifyAccessToken(config, token);
  if (requestTenantId !== undefined && !UUID.test(requestTenantId)) throw tenantForbidden();
  const tenantId = requestTenantId ?? claims.tenantId;
  const row = await loadIdentity(sql, claims.sessionId, claims.userId, tenantId);
  if (!row || row.status !== 'active') {
    throw new AppError('invalid_token', 'The access token is no longer valid');
  }
  // The token's own tenant must still be one the user may act in.
  if (!row.memberships.some((m) => m.tenant_id === claims.tenantId)) {
    throw new AppError('invalid_token', 'The access token is no longer valid');
  }
  if (requestTenantId !== undefined && !row.memberships.some((m) => m.tenant_id === tenantId)) {
    throw tenantForbidden();
  }
  return {
    kind: 'user',
    userId: row.user_id,
    sessionId: claims.sessionId,
    clientId: row.session_client_id,
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

/** 403 unless the principal has the permission (or, given a list, one of them). */
export function requirePermission(
  principal: Principal,
  permission: string | readonly string[],
): void {
  if (typeof permission === 'string') {
    if (!principal.permissions.has(permission)) {
      throw new AppError('forbidden', `This operation needs the permission ${permission}`);
    }
  } else if (!permission.some((one) => principal.permissions.has(one))) {
    throw new AppError(
      'forbidden',
      `This operation needs one of the permissions ${permission.join(', ')}`,
    );
  }
}
