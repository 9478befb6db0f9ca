// Everything a request could change about one tenant, read straight from the database: the
// tenant and its organization, its roles with their grants and holders, its members with
// every membership, session and refresh token they have anywhere, its service accounts and
// API keys. Two equal snapshots mean nothing of the tenant was written in between.
import type { Db } from '@pim/db';

export async function tenantSnapshot(db: Db, tenantId: string): Promise<string> {
  const byId = { orderBy: { id: 'asc' as const } };
  const [tenant, roles, users, accounts, keys] = await Promise.all([
    db.tenant.findUniqueOrThrow({
      where: { id: tenantId },
      include: { organization: { include: { tenants: byId } } },
    }),
    db.role.findMany({
      where: { tenantId },
      include: {
        permissions: { orderBy: { permissionId: 'asc' } },
        memberships: { orderBy: { membershipId: 'asc' } },
        serviceAccounts: { orderBy: { serviceAccountId: 'asc' } },
      },
      ...byId,
    }),
    db.user.findMany({
      where: { memberships: { some: { tenantId } } },
      include: {
        memberships: { include: { roles: { orderBy: { roleId: 'asc' } } }, ...byId },
        sessions: { include: { refreshTokens: byId }, ...byId },
      },
      ...byId,
    }),
    db.serviceAccount.findMany({
      where: { tenantId },
      include: { roles: { orderBy: { roleId: 'asc' } } },
      ...byId,
    }),
    db.apiKey.findMany({ where: { tenantId }, ...byId }),
  ]);
  return JSON.stringify({ tenant, roles, users, accounts, keys });
}
