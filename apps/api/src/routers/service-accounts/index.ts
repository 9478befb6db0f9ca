// Service accounts (spec 000, CONTRACT.md section 6). Thin: parse, call the domain, return.
import {
  serviceAccounts,
  zPageOf,
  ZCreateServiceAccountInput,
  ZListServiceAccountsInput,
  ZServiceAccount,
  ZServiceAccountIdInput,
  ZServiceAccountStatusInput,
  ZUpdateServiceAccountInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

const TAGS = ['Service accounts'];
const READ = 'identity.service_accounts.read';
const WRITE = 'identity.service_accounts.write';

export const serviceAccountsRouter = router({
  list: tenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: {
        method: 'GET',
        path: '/service-accounts',
        tags: TAGS,
        summary: 'List service accounts',
      },
    })
    .input(ZListServiceAccountsInput)
    .output(zPageOf(ZServiceAccount))
    .query(({ ctx, input }) => serviceAccounts.listServiceAccounts(ctx, input)),

  create: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'POST',
        path: '/service-accounts',
        tags: TAGS,
        summary: 'Create a service account',
      },
    })
    .input(ZCreateServiceAccountInput)
    .output(ZServiceAccount)
    .mutation(({ ctx, input }) => serviceAccounts.createServiceAccount(ctx, input)),

  get: tenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: {
        method: 'GET',
        path: '/service-accounts/{id}',
        tags: TAGS,
        summary: 'Get a service account',
      },
    })
    .input(ZServiceAccountIdInput)
    .output(ZServiceAccount)
    .query(({ ctx, input }) => serviceAccounts.getServiceAccount(ctx, input.id)),

  update: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'PATCH',
        path: '/service-accounts/{id}',
        tags: TAGS,
        summary: 'Update a service account (role_ids replaces its roles)',
      },
    })
    .input(ZUpdateServiceAccountInput)
    .output(ZServiceAccount)
    .mutation(({ ctx, input }) => serviceAccounts.updateServiceAccount(ctx, input)),

  delete: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'DELETE',
        path: '/service-accounts/{id}',
        tags: TAGS,
        summary: 'Delete a service account with its role mappings and API keys',
      },
    })
    .input(ZServiceAccountIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => serviceAccounts.deleteServiceAccount(ctx, input.id)),

  setStatus: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'PATCH',
        path: '/service-accounts/{id}/status',
        tags: TAGS,
        summary: 'Change the status of a service account',
      },
    })
    .input(ZServiceAccountStatusInput)
    .output(ZServiceAccount)
    .mutation(({ ctx, input }) => serviceAccounts.setServiceAccountStatus(ctx, input)),
});
