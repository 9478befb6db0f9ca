// Test data with unique codes, so tests never need a reset and can run in any order.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '@pim/core';
import type { Db } from '@pim/db';
import { createDefaultRoles, ensurePermissionTree } from '@pim/db/seed';

const unique = () => randomUUID().slice(0, 8);

export async function createOrganization(db: Db) {
  await ensurePermissionTree(db);
  const code = `org-${unique()}`;
  return db.organization.create({ data: { code, name: `Org ${code}` } });
}

export async function createTenant(db: Db, organizationId: string) {
  const code = `tenant-${unique()}`;
  const tenant = await db.tenant.create({ data: { organizationId, code, name: `Tenant ${code}` } });
  const roles = await createDefaultRoles(db, tenant.id);
  return { ...tenant, roles: roles as Record<'admin' | 'editor' | 'viewer', string> };
}

let cachedHash: { password: string; hash: Promise<string> } | undefined;

/**
 * A user of the organization of the first membership's tenant (or `organizationId` when
 * there is none), with those memberships.
 */
export async function createUser(
  db: Db,
  memberships: { tenantId: string; roleIds: string[]; isDefault?: boolean }[],
  options: { password?: string; isPlatformAdmin?: boolean; organizationId?: string } = {},
) {
  const password = options.password ?? 'correct-horse-battery';
  // Hashing is deliberately slow; tests share one hash per password.
  if (cachedHash?.password !== password) cachedHash = { password, hash: hashPassword(password) };
  const first = memberships[0];
  const organizationId =
    options.organizationId ??
    (first &&
      (await db.tenant.findUniqueOrThrow({ where: { id: first.tenantId } })).organizationId);
  if (!organizationId) throw new Error('createUser needs a membership or an organizationId');
  const email = `user-${unique()}@example.test`;
  const user = await db.user.create({
    data: {
      organizationId,
      email,
      name: `User ${email}`,
      passwordHash: await cachedHash.hash,
      isPlatformAdmin: options.isPlatformAdmin ?? false,
      memberships: {
        create: memberships.map((m, index) => ({
          tenantId: m.tenantId,
          isDefault: m.isDefault ?? index === 0,
          roles: { create: m.roleIds.map((roleId) => ({ roleId })) },
        })),
      },
    },
  });
  return { ...user, password };
}
