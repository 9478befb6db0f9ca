// Organizations and tenants for platform administrators (CONTRACT.md section 4, beyond the
// documents). No catalog permission: being a platform administrator is the requirement.
import {
  actorOf,
  organizations,
  ZCreateOrganizationInput,
  ZCreateTenantInput,
  ZListOrganizationsInput,
  ZListTenantsInput,
  ZOrganization,
  zPageOf,
  ZTenant,
} from '@pim/core';
import { router } from '../../trpc/init.ts';
import { platformProcedure } from '../../trpc/procedures.ts';

const TAGS = ['Organizations'];

export const organizationsRouter = router({
  list: platformProcedure
    .meta({
      domain: 'identity',
      openapi: { method: 'GET', path: '/organizations', tags: TAGS, summary: 'List organizations' },
    })
    .input(ZListOrganizationsInput)
    .output(zPageOf(ZOrganization))
    .query(({ ctx, input }) => organizations.listOrganizations(ctx.db, input)),

  create: platformProcedure
    .meta({
      domain: 'identity',
      openapi: {
        method: 'POST',
        path: '/organizations',
        tags: TAGS,
        summary: 'Create an organization',
      },
    })
    .input(ZCreateOrganizationInput)
    .output(ZOrganization)
    .mutation(({ ctx, input }) =>
      organizations.createOrganization(ctx.db, actorOf(ctx.principal), input),
    ),

  listTenants: platformProcedure
    .meta({
      domain: 'identity',
      openapi: {
        method: 'GET',
        path: '/organizations/{org_id}/tenants',
        tags: TAGS,
        summary: 'List the tenants of an organization',
      },
    })
    .input(ZListTenantsInput)
    .output(zPageOf(ZTenant))
    .query(({ ctx, input }) => organizations.listTenants(ctx.db, input)),

  createTenant: platformProcedure
    .meta({
      domain: 'identity',
      openapi: {
        method: 'POST',
        path: '/organizations/{org_id}/tenants',
        tags: TAGS,
        summary: 'Create a tenant with its default roles (and optionally its first administrator)',
      },
    })
    .input(ZCreateTenantInput)
    .output(ZTenant)
    .mutation(({ ctx, input }) =>
      organizations.createTenant(ctx.db, actorOf(ctx.principal), input),
    ),
});
