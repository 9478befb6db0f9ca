// API keys of service accounts, presented as bearer credentials; only a hash of the secret is kept.
// Thin: parse, call the domain, return.
import {
  apiKeys,
  zPageOf,
  ZApiKey,
  ZApiKeyIdInput,
  ZApiKeyStatusInput,
  ZCreateApiKeyInput,
  ZCreatedApiKey,
  ZListApiKeysInput,
  ZUpdateApiKeyInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'identity', tag: 'API keys', resource: 'identity.api_keys' });

export const apiKeysRouter = router({
  list: tenantProcedure
    .meta(op.read('/api-keys', 'List API keys'))
    .input(ZListApiKeysInput)
    .output(zPageOf(ZApiKey))
    .query(({ ctx, input }) => apiKeys.listApiKeys(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write(
        'POST',
        '/api-keys',
        'Create an API key (the raw key is in raw_key, this once only)',
      ),
    )
    .input(ZCreateApiKeyInput)
    .output(ZCreatedApiKey)
    .mutation(({ ctx, input }) => apiKeys.createApiKey(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/api-keys/{id}', 'Get an API key'))
    .input(ZApiKeyIdInput)
    .output(ZApiKey)
    .query(({ ctx, input }) => apiKeys.getApiKey(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write('PATCH', '/api-keys/{id}', 'Update the name, description or expiry of an API key'),
    )
    .input(ZUpdateApiKeyInput)
    .output(ZApiKey)
    .mutation(({ ctx, input }) => apiKeys.updateApiKey(ctx, input)),

  delete: tenantProcedure
    .meta(op.write('DELETE', '/api-keys/{id}', 'Delete an API key for good'))
    .input(ZApiKeyIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => apiKeys.deleteApiKey(ctx, input)),

  setStatus: tenantProcedure
    .meta(op.write('PATCH', '/api-keys/{id}/status', 'Revoke or reactivate an API key'))
    .input(ZApiKeyStatusInput)
    .output(ZApiKey)
    .mutation(({ ctx, input }) => apiKeys.setApiKeyStatus(ctx, input)),
});
