// Row factories shared by the seed and the tests: each writes one thing the way the product
// stores it. Codes, e-mails and names are unique unless given, so tests never need a reset
// and can run in any order. Secrets come in already hashed: hashing passwords and API keys is
// the domain's (packages/core), which this package does not import.
import { randomUUID } from 'node:crypto';
import type { DbTx } from '../index.ts';
import { ensurePermissionTree } from './permission-tree-seed.ts';
import { provisionTenant } from './provision.ts';

/** Who the audit columns name; the tests leave them empty unless they give one. */
type Actor = object;

export const uniqueSuffix = () => randomUUID().slice(0, 8);
/** `prefix_1a2b3c4d`: unique, and valid as any code of the contract. */
export const uniqueCode = (prefix: string) => `${prefix}_${uniqueSuffix()}`;

const audit = (actor: Actor | undefined) => (actor ? { createdBy: actor, modifiedBy: actor } : {});

export async function createOrganization(
  db: DbTx,
  options: { code?: string; name?: string; actor?: Actor } = {},
) {
  await ensurePermissionTree(db);
  const code = options.code ?? `org-${uniqueSuffix()}`;
  return db.organization.create({
    data: { code, name: options.name ?? `Org ${code}`, ...audit(options.actor) },
  });
}

export type DefaultRoleIds = Record<'admin' | 'editor' | 'viewer', string>;

/** A tenant with its three default roles; `roles` holds their ids by code. */
export async function createTenant(
  db: DbTx,
  organizationId: string,
  options: { code?: string; name?: string; contactEmail?: string; actor?: Actor } = {},
) {
  const code = options.code ?? `tenant-${uniqueSuffix()}`;
  const tenant = await db.tenant.create({
    data: {
      organizationId,
      code,
      name: options.name ?? `Tenant ${code}`,
      ...(options.contactEmail ? { contactEmail: options.contactEmail } : {}),
      ...audit(options.actor),
    },
  });
  const roles = (await provisionTenant(db, tenant.id, options.actor)) as DefaultRoleIds;
  return { ...tenant, roles };
}

export interface MembershipSpec {
  tenantId: string;
  roleIds: string[];
  /** The first membership is the default one unless stated. */
  isDefault?: boolean;
}

/** A user of `organizationId` with those memberships, each holding its roles. */
export async function createUser(
  db: DbTx,
  options: {
    organizationId: string;
    passwordHash: string;
    memberships?: MembershipSpec[];
    email?: string;
    name?: string;
    isPlatformAdmin?: boolean;
    actor?: Actor;
  },
) {
  const email = options.email ?? `user-${uniqueSuffix()}@example.test`;
  const user = await db.user.create({
    data: {
      organizationId: options.organizationId,
      email,
      name: options.name ?? `User ${email}`,
      passwordHash: options.passwordHash,
      isPlatformAdmin: options.isPlatformAdmin ?? false,
      ...audit(options.actor),
    },
  });
  for (const [index, m] of (options.memberships ?? []).entries()) {
    await addMembership(db, user.id, { isDefault: index === 0, ...m }, options.actor);
  }
  return user;
}

/** Puts a user into a tenant with roles there. */
export function addMembership(db: DbTx, userId: string, m: MembershipSpec, actor?: Actor) {
  return db.tenantMembership.create({
    data: {
      tenantId: m.tenantId,
      userId,
      isDefault: m.isDefault ?? false,
      ...audit(actor),
      roles: {
        create: m.roleIds.map((roleId) => ({ roleId, ...(actor ? { createdBy: actor } : {}) })),
      },
    },
  });
}

/** A role of the tenant holding exactly the live permissions with these codes. */
export async function createRole(
  db: DbTx,
  tenantId: string,
  options: { permissionCodes?: readonly string[]; code?: string; name?: string } = {},
) {
  const permissions = await db.permission.findMany({
    where: { code: { in: [...(options.permissionCodes ?? [])] }, deletedAt: null },
    select: { id: true },
  });
  return db.role.create({
    data: {
      tenantId,
      code: options.code ?? uniqueCode('role'),
      name: options.name ?? 'Narrow role',
      permissions: { create: permissions.map((p) => ({ permissionId: p.id })) },
    },
  });
}

export async function createServiceAccount(
  db: DbTx,
  tenantId: string,
  options: { roleIds?: string[]; status?: 'active' | 'inactive'; name?: string } = {},
) {
  const code = `sa-${uniqueSuffix()}`;
  return db.serviceAccount.create({
    data: {
      tenantId,
      code,
      name: options.name ?? `Service account ${code}`,
      status: options.status ?? 'active',
      roles: { create: (options.roleIds ?? []).map((roleId) => ({ roleId })) },
    },
  });
}

/** An API key row for a key made by the domain's generator (its prefix and secret hash). */
export function createApiKey(
  db: DbTx,
  serviceAccount: { id: string; tenantId: string },
  key: { keyPrefix: string; secretHash: string },
  options: { name?: string; expiresAt?: Date; status?: 'active' | 'revoked' } = {},
) {
  return db.apiKey.create({
    data: {
      tenantId: serviceAccount.tenantId,
      serviceAccountId: serviceAccount.id,
      name: options.name ?? `Key ${uniqueSuffix()}`,
      keyPrefix: key.keyPrefix,
      secretHash: key.secretHash,
      expiresAt: options.expiresAt ?? null,
      status: options.status ?? 'active',
    },
  });
}

/** A fresh feature with one sub-feature and its read and write permissions. */
export async function createPermissionTreeEntry(db: DbTx) {
  const feature = await db.feature.create({
    data: { code: uniqueCode('feat'), name: 'Test feature' },
  });
  const subFeature = await db.subFeature.create({
    data: { featureId: feature.id, code: uniqueCode('sub'), name: 'Test sub-feature' },
  });
  const [read, write] = await Promise.all(
    ['read', 'write'].map((action) =>
      db.permission.create({
        data: {
          featureId: feature.id,
          subFeatureId: subFeature.id,
          code: `${feature.code}.${subFeature.code}.${action}`,
          name: `Test ${action}`,
        },
      }),
    ),
  );
  return { feature, subFeature, read: read!, write: write! };
}
