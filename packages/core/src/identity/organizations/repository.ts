// The only place organizations and tenants touch Prisma. Both are platform-level rows:
// tenants are always read through their organization.
import type { DbTx, Prisma } from '@pim/db';
import { findPage, codeOrNameMatches } from '../../platform/shared/index.ts';
import type { ListOrganizationsInput, ListTenantsInput } from './schemas.ts';

function filters(input: { search?: string; status?: ('active' | 'inactive')[] }) {
  return {
    ...(input.status?.length ? { status: { in: input.status } } : {}),
    ...codeOrNameMatches(input.search),
  };
}

export async function listOrganizations(db: DbTx, input: ListOrganizationsInput) {
  const where: Prisma.OrganizationWhereInput = filters(input);
  return findPage(
    input,
    (window) => db.organization.findMany({ where, ...window }),
    () => db.organization.count({ where }),
  );
}

export const findOrganization = (db: DbTx, id: string) =>
  db.organization.findUnique({ where: { id } });

export const organizationCodeTaken = async (db: DbTx, code: string) =>
  (await db.organization.count({ where: { code } })) > 0;

export const createOrganization = (db: DbTx, data: { code: string; name: string }, actor: object) =>
  db.organization.create({ data: { ...data, createdBy: actor, modifiedBy: actor } });

export async function listTenants(db: DbTx, input: ListTenantsInput) {
  const where: Prisma.TenantWhereInput = { organizationId: input.org_id, ...filters(input) };
  return findPage(
    input,
    (window) => db.tenant.findMany({ where, ...window }),
    () => db.tenant.count({ where }),
  );
}

export const tenantCodeTaken = async (db: DbTx, code: string) =>
  (await db.tenant.count({ where: { code } })) > 0;

export const createTenant = (
  db: DbTx,
  data: Omit<Prisma.TenantUncheckedCreateInput, 'createdBy' | 'modifiedBy'>,
  actor: object,
) => db.tenant.create({ data: { ...data, createdBy: actor, modifiedBy: actor } });

export const findActiveUser = (db: DbTx, id: string) =>
  db.user.findFirst({
    where: { id, status: 'active' },
    select: { id: true, organizationId: true, isPlatformAdmin: true },
  });

export const hasDefaultMembership = async (db: DbTx, userId: string) =>
  (await db.tenantMembership.count({ where: { userId, status: 'active', isDefault: true } })) > 0;

export const addMembership = (
  db: DbTx,
  data: { tenantId: string; userId: string; isDefault: boolean; roleId: string },
  actor: object,
) =>
  db.tenantMembership.create({
    data: {
      tenantId: data.tenantId,
      userId: data.userId,
      isDefault: data.isDefault,
      createdBy: actor,
      modifiedBy: actor,
      roles: { create: { roleId: data.roleId, createdBy: actor } },
    },
  });
