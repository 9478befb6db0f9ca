// The only place the service account domain touches Prisma. Every where names the tenant,
// also for lookups by id and for an account's role mappings.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, codeOrNameMatches } from '../../platform/shared/index.ts';
import type { ListServiceAccountsInput } from './schemas.ts';

/** What a service account DTO needs: its live roles and its key count. */
export const serviceAccountInclude = {
  roles: {
    where: { role: { deletedAt: null } },
    select: { role: { select: { id: true, code: true, name: true } } },
    orderBy: { role: { code: 'asc' } },
  },
  _count: { select: { apiKeys: true } },
} satisfies Prisma.ServiceAccountInclude;

export type ServiceAccountRow = Prisma.ServiceAccountGetPayload<{
  include: typeof serviceAccountInclude;
}>;

export async function listServiceAccounts(
  db: DbTx,
  tenantId: string,
  input: ListServiceAccountsInput,
) {
  const where: Prisma.ServiceAccountWhereInput = {
    tenantId,
    ...(input.status?.length ? { status: { in: input.status } } : {}),
    ...codeOrNameMatches(input.search),
  };
  return findPage(
    input,
    (window) => db.serviceAccount.findMany({ where, include: serviceAccountInclude, ...window }),
    () => db.serviceAccount.count({ where }),
  );
}

export function findServiceAccount(db: DbTx, tenantId: string, id: string) {
  return db.serviceAccount.findFirst({ where: { id, tenantId }, include: serviceAccountInclude });
}

export function findServiceAccountByCode(db: DbTx, tenantId: string, code: string) {
  return db.serviceAccount.findFirst({ where: { tenantId, code }, select: { id: true } });
}

/** Creates the account with its roles, which the caller has locked (lockGrantableRoles). */
export function createServiceAccount(
  db: DbTx,
  data: {
    tenantId: string;
    code: string;
    name: string;
    description: string | null;
    roleIds: string[];
    actor: ActorRef;
  },
) {
  return db.serviceAccount.create({
    data: {
      tenantId: data.tenantId,
      code: data.code,
      name: data.name,
      description: data.description,
      createdBy: data.actor,
      modifiedBy: data.actor,
      roles: { create: data.roleIds.map((roleId) => ({ roleId, createdBy: data.actor })) },
    },
    include: serviceAccountInclude,
  });
}

/** Replaces the account's roles. The caller has locked them (lockGrantableRoles). */
export async function replaceRoles(
  db: DbTx,
  tenantId: string,
  id: string,
  roleIds: string[],
  actor: ActorRef,
) {
  await db.serviceAccountRole.deleteMany({
    where: { serviceAccountId: id, serviceAccount: { tenantId } },
  });
  if (roleIds.length) {
    await db.serviceAccountRole.createMany({
      data: roleIds.map((roleId) => ({
        tenantId,
        serviceAccountId: id,
        roleId,
        createdBy: actor,
      })),
    });
  }
}

export function updateServiceAccount(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.ServiceAccountUpdateManyMutationInput,
) {
  return db.serviceAccount.update({
    where: { id, tenantId },
    data,
    include: serviceAccountInclude,
  });
}

/** Deletes the account; its role mappings and API keys go with it (foreign key cascade). */
export async function deleteServiceAccount(db: DbTx, tenantId: string, id: string) {
  const { count } = await db.serviceAccount.deleteMany({ where: { id, tenantId } });
  return count > 0;
}
