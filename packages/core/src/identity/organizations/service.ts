// Provisioning for platform administrators: organizations, and tenants that arrive with
// their three default roles and built-in connectors (and optionally a first administrator) in one transaction.
import type { DbTx } from '@pim/db';
import { provisionTenant } from '@pim/db/seed';
import { actorOf, inTransaction, type Scope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { pageOf, type Page, withUniqueField } from '../../platform/shared/index.ts';
import { toOrganizationDto, toTenantDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  CreateOrganizationInput,
  CreateTenantInput,
  ListOrganizationsInput,
  ListTenantsInput,
  OrganizationDto,
  OrganizationIdInput,
  TenantDto,
} from './schemas.ts';

const duplicate = (what: string, code: string) =>
  new AppError('already_exists', `An ${what} with the code ${code} already exists`, {
    field: 'code',
  });

export async function listOrganizations(
  { db: { prisma: db } }: Scope,
  input: ListOrganizationsInput,
): Promise<Page<OrganizationDto>> {
  const { rows, total } = await repo.listOrganizations(db, input);
  return pageOf(rows.map(toOrganizationDto), input.page, input.page_size, total);
}

export async function getOrganization(
  { db: { prisma: db } }: Scope,
  input: OrganizationIdInput,
): Promise<OrganizationDto> {
  const row = await repo.findOrganization(db, input.org_id);
  if (!row) throw notFound('Organization');
  return toOrganizationDto(row);
}

export async function createOrganization(
  { db: { prisma: db }, principal }: Scope,
  input: CreateOrganizationInput,
): Promise<OrganizationDto> {
  const actor = actorOf(principal);
  if (await repo.organizationCodeTaken(db, input.code)) throw duplicate('organization', input.code);
  const row = await withUniqueField(
    'code',
    `An organization with the code ${input.code} already exists`,
    () => repo.createOrganization(db, input, actor),
  );
  return toOrganizationDto(row);
}

export async function listTenants(
  { db: { prisma: db } }: Scope,
  input: ListTenantsInput,
): Promise<Page<TenantDto>> {
  if (!(await repo.findOrganization(db, input.org_id))) throw notFound('Organization');
  const { rows, total } = await repo.listTenants(db, input);
  return pageOf(rows.map(toTenantDto), input.page, input.page_size, total);
}

/**
 * The first administrator of a new tenant: an active user of the tenant's organization (a
 * user is one identity within one organization), or a platform administrator, who is the
 * only way to staff the first tenant of a new organization that has no users yet.
 */
async function checkFirstAdmin(tx: DbTx, organizationId: string, userId: string) {
  const user = await repo.findActiveUser(tx, userId);
  if (!user || (user.organizationId !== organizationId && !user.isPlatformAdmin)) {
    throw new AppError('invalid_reference', 'No active user with this id in this organization', {
      field: 'admin_user_id',
    });
  }
}

export async function createTenant(scope: Scope, input: CreateTenantInput): Promise<TenantDto> {
  const actor = actorOf(scope.principal);
  const row = await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    if (!(await repo.findOrganization(tx, input.org_id))) throw notFound('Organization');
    if (await repo.tenantCodeTaken(tx, input.code)) throw duplicate('tenant', input.code);
    if (input.admin_user_id) await checkFirstAdmin(tx, input.org_id, input.admin_user_id);
    const tenant = await withUniqueField(
      'code',
      `A tenant with the code ${input.code} already exists`,
      () =>
        repo.createTenant(
          tx,
          {
            organizationId: input.org_id,
            code: input.code,
            name: input.name,
            ...(input.plan ? { plan: input.plan } : {}),
            ...(input.billing_interval ? { billingInterval: input.billing_interval } : {}),
            contactEmail: input.contact_email ?? null,
            phone: input.phone ?? null,
          },
          actor,
        ),
    );
    const roles = await provisionTenant(tx, tenant.id, actor);
    if (input.admin_user_id) {
      const isDefault = !(await repo.hasDefaultMembership(tx, input.admin_user_id));
      await repo.addMembership(
        tx,
        { tenantId: tenant.id, userId: input.admin_user_id, isDefault, roleId: roles.admin! },
        actor,
      );
    }
    return tenant;
  });
  return toTenantDto(row);
}
