// Service accounts: machine identities of one tenant, whose roles their API keys act with. Thin:
// parse, call the domain, return.
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
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'identity',
  tag: 'Service accounts',
  resource: 'identity.service_accounts',
});

export const serviceAccountsRouter = router({
  list: tenantProcedure
    .meta(op.read('/service-accounts', 'List service accounts'))
    .input(ZListServiceAccountsInput)
    .output(zPageOf(ZServiceAccount))
    .query(({ ctx, input }) => serviceAccounts.listServiceAccounts(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/service-accounts', 'Create a service account'))
    .input(ZCreateServiceAccountInput)
    .output(ZServiceAccount)
    .mutation(({ ctx, input }) => serviceAccounts.createServiceAccount(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/service-accounts/{id}', 'Get a service account'))
    .input(ZServiceAccountIdInput)
    .output(ZServiceAccount)
    .query(({ ctx, input }) => serviceAccounts.getServiceAccount(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        '/service-accounts/{id}',
        'Update a service account (role_ids replaces its roles)',
      ),
    )
    .input(ZUpdateServiceAccountInput)
    .output(ZServiceAccount)
    .mutation(({ ctx, input }) => serviceAccounts.updateServiceAccount(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        '/service-accounts/{id}',
        'Delete a service account with its role mappings and API keys',
      ),
    )
    .input(ZServiceAccountIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => serviceAccounts.deleteServiceAccount(ctx, input)),

  setStatus: tenantProcedure
    .meta(
      op.write('PATCH', '/service-accounts/{id}/status', 'Change the status of a service account'),
    )
    .input(ZServiceAccountStatusInput)
    .output(ZServiceAccount)
    .mutation(({ ctx, input }) => serviceAccounts.setServiceAccountStatus(ctx, input)),
});
