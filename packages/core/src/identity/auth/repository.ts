// The only place the auth domain touches Prisma.
import type { DbTx } from '@pim/db';
import type { MembershipRow } from '../../platform/access/index.ts';

/**
 * The active users who may be logging in with `email` (at most one per organization), newest
 * first, at most `limit`. With a tenant, its active members come first, so naming the tenant
 * always reaches the identity that belongs to it. Newest first: whoever creates an identity
 * with someone else's address (another organization may) is tried before that person, so
 * signing into it never tests a password against the older identity (auth/service.ts).
 */
export async function findLoginCandidates(
  db: DbTx,
  email: string,
  tenantId: string | undefined,
  limit: number,
) {
  const select = { id: true, passwordHash: true } as const;
  const orderBy = [{ createdAt: 'desc' }, { id: 'desc' }] as const;
  const memberOf = (id: string) => ({ some: { tenantId: id, status: 'active' } }) as const;
  const members = tenantId
    ? await db.user.findMany({
        where: { email, status: 'active', memberships: memberOf(tenantId) },
        select,
        orderBy: [...orderBy],
        take: limit,
      })
    : [];
  const others = await db.user.findMany({
    where: {
      email,
      status: 'active',
      ...(tenantId ? { NOT: { memberships: memberOf(tenantId) } } : {}),
    },
    select,
    orderBy: [...orderBy],
    take: limit - members.length,
  });
  return [...members, ...others];
}

export function findUserById(db: DbTx, id: string) {
  return db.user.findUnique({ where: { id } });
}

/** The user's active memberships in active tenants, default first. */
export async function findActiveMemberships(db: DbTx, userId: string): Promise<MembershipRow[]> {
  const rows = await db.tenantMembership.findMany({
    where: { userId, status: 'active', tenant: { status: 'active' } },
    include: { tenant: { include: { organization: true } } },
    orderBy: [{ isDefault: 'desc' }, { createdAt: 'asc' }],
  });
  return rows.map((m) => ({
    tenant_id: m.tenantId,
    tenant_code: m.tenant.code,
    tenant_name: m.tenant.name,
    organization_id: m.tenant.organization.id,
    organization_code: m.tenant.organization.code,
    organization_name: m.tenant.organization.name,
    is_default: m.isDefault,
    status: m.status,
  }));
}

export interface NewSession {
  userId: string;
  tenantId: string;
  clientId: string;
  refreshTokenHash: string;
  expiresAt: Date;
}

export function createSession(db: DbTx, session: NewSession) {
  return db.session.create({
    data: {
      userId: session.userId,
      tenantId: session.tenantId,
      clientId: session.clientId,
      expiresAt: session.expiresAt,
      refreshTokens: {
        create: { tokenHash: session.refreshTokenHash, expiresAt: session.expiresAt },
      },
    },
  });
}

/** A live refresh token with its live session. */
export function findLiveRefreshToken(db: DbTx, tokenHash: string) {
  return db.refreshToken.findFirst({
    where: {
      tokenHash,
      revokedAt: null,
      expiresAt: { gt: new Date() },
      session: { revokedAt: null, expiresAt: { gt: new Date() } },
    },
    include: { session: { include: { user: true } } },
  });
}

export async function revokeSessions(
  db: DbTx,
  where: { userId: string; sessionId?: string; exceptSessionId?: string },
  reason: string,
): Promise<void> {
  const now = new Date();
  const filter = {
    userId: where.userId,
    revokedAt: null,
    ...(where.sessionId ? { id: where.sessionId } : {}),
    ...(where.exceptSessionId ? { NOT: { id: where.exceptSessionId } } : {}),
  };
  await db.refreshToken.updateMany({
    where: { revokedAt: null, session: filter },
    data: { revokedAt: now },
  });
  await db.session.updateMany({ where: filter, data: { revokedAt: now, revokedReason: reason } });
}

export function recordLogin(db: DbTx, userId: string) {
  return db.user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } });
}

export function updatePasswordHash(db: DbTx, userId: string, passwordHash: string, actor: object) {
  return db.user.update({ where: { id: userId }, data: { passwordHash, modifiedBy: actor } });
}
