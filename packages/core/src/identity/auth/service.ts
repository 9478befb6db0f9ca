// The six auth operations. Writes that belong together (session + refresh token, revoking
// the old session when switching tenant) share one transaction.
import type { Database, DbTx } from '@pim/db';
import {
  actorOf,
  requireUser,
  type Principal,
  hashToken,
  newRefreshToken,
  signAccessToken,
} from '../../platform/access/index.ts';
import type { AuthConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors/index.ts';
import { refundAttempt, reserveAttempt } from './lockout.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { toMembershipDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  AccessToken,
  ChangePasswordInput,
  LoginInput,
  LogoutInput,
  Me,
  RefreshInput,
  SwitchTenantInput,
  SwitchTenantResult,
  TokenSet,
} from './schemas.ts';

export interface AuthDeps {
  db: Database;
  config: AuthConfig;
}

/** What a caller's own operations work with: the dependencies and who is calling. */
export interface AuthScope extends AuthDeps {
  principal: Principal;
}

function assertClient(config: AuthConfig, clientId: string): void {
  if (!config.clientIds.has(clientId)) {
    throw new AppError('invalid_client', 'Unknown client_id', { field: 'client_id' });
  }
}

const tenantForbidden = () =>
  new AppError('tenant_forbidden', 'You are not an active member of this tenant', {
    field: 'tenant_id',
  });

async function openSession(
  deps: AuthDeps,
  tx: DbTx,
  userId: string,
  tenantId: string,
  clientId: string,
): Promise<TokenSet> {
  const refreshToken = newRefreshToken();
  const session = await repo.createSession(tx, {
    userId,
    tenantId,
    clientId,
    refreshTokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtlSeconds * 1000),
  });
  const accessToken = await signAccessToken(deps.config, {
    userId,
    sessionId: session.id,
    tenantId,
  });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: deps.config.accessTokenTtlSeconds,
    token_type: 'Bearer',
  };
}

// An e-mail is unique per organization only, so one address can be several identities.
// Every login costs exactly this many argon2 verifications (decoys make up the rest, also
// after a match), so its time says nothing about how many identities share the address or
// which one matched. Identities beyond it sign in by naming their tenant.
const LOGIN_VERIFICATIONS = 2;

/**
 * The first active identity with this e-mail whose password matches: members of the named
 * tenant first, then the newest (an identity made later with someone's address is always
 * tried before that person's, so signing into it never tests a password against theirs).
 */
async function matchPassword(
  db: DbTx,
  email: string,
  input: LoginInput,
): Promise<string | undefined> {
  const candidates = await repo.findLoginCandidates(
    db,
    email,
    input.tenant_id,
    LOGIN_VERIFICATIONS,
  );
  let match: string | undefined;
  for (const candidate of candidates) {
    if (!match && (await verifyPassword(candidate.passwordHash, input.password))) {
      match = candidate.id;
    } else if (match) {
      await verifyAgainstDecoy(input.password);
    }
  }
  for (let i = candidates.length; i < LOGIN_VERIFICATIONS; i++) {
    await verifyAgainstDecoy(input.password);
  }
  return match;
}

export async function login(deps: AuthDeps, input: LoginInput): Promise<TokenSet> {
  assertClient(deps.config, input.client_id);
  const email = input.email.toLowerCase();
  const reservation = await reserveAttempt(deps.db.sql, deps.config, email, 'email');

  const userId = await matchPassword(deps.db.prisma, email, input);
  if (!userId) throw new AppError('invalid_credentials', 'Wrong e-mail or password');

  const memberships = await repo.findActiveMemberships(deps.db.prisma, userId);
  const membership = input.tenant_id
    ? memberships.find((m) => m.tenant_id === input.tenant_id)
    : (memberships.find((m) => m.is_default) ?? memberships[0]);
  if (!membership) throw tenantForbidden();

  return deps.db.transaction(async (inTx) => {
    const tx = inTx.prisma;
    // A right password gives its attempt back: only failures count. (Setting a password
    // costs an attempt that is never given back: see chargeAttempt.)
    await refundAttempt(inTx.sql, deps.config, reservation);
    await repo.recordLogin(tx, userId);
    return openSession(deps, tx, userId, membership.tenant_id, input.client_id);
  });
}

export async function refresh(deps: AuthDeps, input: RefreshInput): Promise<AccessToken> {
  assertClient(deps.config, input.client_id);
  const invalid = () =>
    new AppError('invalid_refresh_token', 'The refresh token is invalid or has expired', {
      field: 'refresh_token',
    });
  const token = await repo.findLiveRefreshToken(deps.db.prisma, hashToken(input.refresh_token));
  if (!token || token.session.clientId !== input.client_id) throw invalid();
  const { session } = token;
  if (session.user.status !== 'active') throw invalid();
  const memberships = await repo.findActiveMemberships(deps.db.prisma, session.userId);
  if (!memberships.some((m) => m.tenant_id === session.tenantId)) throw invalid();

  const accessToken = await signAccessToken(deps.config, {
    userId: session.userId,
    sessionId: session.id,
    tenantId: session.tenantId,
  });
  return {
    access_token: accessToken,
    expires_in: deps.config.accessTokenTtlSeconds,
    token_type: 'Bearer',
  };
}

export async function switchTenant(
  scope: AuthScope,
  input: SwitchTenantInput,
): Promise<SwitchTenantResult> {
  const { principal, ...deps } = scope;
  // A service account has exactly one tenant and no session to switch.
  const caller = requireUser(principal, 'switch tenant');
  assertClient(deps.config, input.client_id);
  const membership = principal.memberships.find((m) => m.tenant_id === input.tenant_id);
  if (!membership) throw tenantForbidden();
  const user = await repo.findUserById(deps.db.prisma, caller.userId);
  if (!user) throw new AppError('invalid_token', 'The access token is no longer valid');

  const tokens = await deps.db.transaction(async (inTx) => {
    const tx = inTx.prisma;
    await repo.revokeSessions(
      tx,
      { userId: caller.userId, sessionId: caller.sessionId },
      'tenant_switch',
    );
    return openSession(deps, tx, caller.userId, membership.tenant_id, input.client_id);
  });
  return {
    ...tokens,
    tenant_info: toMembershipDto(membership),
    user: { email: user.email, id: user.id, name: user.name, status: user.status },
  };
}

export async function changePassword(scope: AuthScope, input: ChangePasswordInput): Promise<null> {
  const { principal, ...deps } = scope;
  const caller = requireUser(principal, 'change a password');
  const user = await repo.findUserById(deps.db.prisma, caller.userId);
  if (!user) throw new AppError('invalid_token', 'The access token is no longer valid');
  // The same allowance as login, on the same e-mail: a stolen access token must not buy
  // unlimited guesses at the password.
  await reserveAttempt(deps.db.sql, deps.config, user.email, 'old_password');
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw new AppError('invalid_credentials', 'The current password is wrong', {
      field: 'old_password',
      status: 400,
    });
  }
  // Right, but not given back: setting a password costs an attempt (lockout.ts).
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (inTx) => {
    const tx = inTx.prisma;
    await repo.updatePasswordHash(tx, user.id, passwordHash, actorOf(principal));
    await repo.revokeSessions(
      tx,
      { userId: user.id, exceptSessionId: caller.sessionId },
      'password_change',
    );
  });
  return null;
}

export async function logout(deps: AuthDeps, input: LogoutInput): Promise<null> {
  const token = await repo.findLiveRefreshToken(deps.db.prisma, hashToken(input.refresh_token));
  if (!token) {
    throw new AppError('invalid_refresh_token', 'The refresh token is invalid or has expired', {
      field: 'refresh_token',
    });
  }
  await deps.db.transaction(({ prisma: tx }) =>
    repo.revokeSessions(tx, { userId: token.session.userId, sessionId: token.sessionId }, 'logout'),
  );
  return null;
}

/** For an API key, `user` is its service account and its one tenant is the active one. */
export function describeMe(principal: Principal): Me {
  const tenants = principal.memberships.map(toMembershipDto);
  const active = tenants.find((t) => t.tenant_id === principal.tokenTenantId);
  if (!active) throw new AppError('invalid_token', 'The access token is no longer valid');
  return {
    user: { id: actorOf(principal).id, name: principal.name },
    roles: principal.roles,
    permissions: [...principal.permissions],
    tenants,
    active_tenant: active,
  };
}
