// Organizations and tenants for platform administrators, so a tenant can be provisioned without
// touching the database. No catalog permission: being a platform administrator is the requirement.
import {
  organizations,
  ZCreateOrganizationInput,
  ZCreateTenantInput,
  ZListOrganizationsInput,
  ZListTenantsInput,
  ZOrganization,
  ZOrganizationIdInput,
  zPageOf,
  ZTenant,
} from '@pim/core';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { platformProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'identity', tag: 'Organizations' });

export const organizationsRouter = router({
  list: platformProcedure
    .meta(op.open('GET', '/organizations', 'List organizations'))
    .input(ZListOrganizationsInput)
    .output(zPageOf(ZOrganization))
    .query(({ ctx, input }) => organizations.listOrganizations(ctx, input)),

  get: platformProcedure
    .meta(op.open('GET', '/organizations/{org_id}', 'Get an organization'))
    .input(ZOrganizationIdInput)
    .output(ZOrganization)
    .query(({ ctx, input }) => organizations.getOrganization(ctx, input)),

  create: platformProcedure
    .meta(op.open('POST', '/organizations', 'Create an organization'))
    .input(ZCreateOrganizationInput)
    .output(ZOrganization)
    .mutation(({ ctx, input }) => organizations.createOrganization(ctx, input)),

  listTenants: platformProcedure
    .meta(op.open('GET', '/organizations/{org_id}/tenants', 'List the tenants of an organization'))
    .input(ZListTenantsInput)
    .output(zPageOf(ZTenant))
    .query(({ ctx, input }) => organizations.listTenants(ctx, input)),

  createTenant: platformProcedure
    .meta(
      op.open(
        'POST',
        '/organizations/{org_id}/tenants',
        'Create a tenant with its default roles (and optionally its first administrator)',
      ),
    )
    .input(ZCreateTenantInput)
    .output(ZTenant)
    .mutation(({ ctx, input }) => organizations.createTenant(ctx, input)),
});
