// API keys (spec 000, CONTRACT.md sections 3 and 6). Thin: parse, call the domain, return.
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
import { router } from '../../trpc/init.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

const TAGS = ['API keys'];
const READ = 'identity.api_keys.read';
const WRITE = 'identity.api_keys.write';

export const apiKeysRouter = router({
  list: tenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: { method: 'GET', path: '/api-keys', tags: TAGS, summary: 'List API keys' },
    })
    .input(ZListApiKeysInput)
    .output(zPageOf(ZApiKey))
    .query(({ ctx, input }) => apiKeys.listApiKeys(ctx, input)),

  create: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'POST',
        path: '/api-keys',
        tags: TAGS,
        summary: 'Create an API key (the raw key is in raw_key, this once only)',
      },
    })
    .input(ZCreateApiKeyInput)
    .output(ZCreatedApiKey)
    .mutation(({ ctx, input }) => apiKeys.createApiKey(ctx, input)),

  get: tenantProcedure
    .meta({
      domain: 'identity',
      permission: READ,
      openapi: { method: 'GET', path: '/api-keys/{id}', tags: TAGS, summary: 'Get an API key' },
    })
    .input(ZApiKeyIdInput)
    .output(ZApiKey)
    .query(({ ctx, input }) => apiKeys.getApiKey(ctx, input.id)),

  update: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'PATCH',
        path: '/api-keys/{id}',
        tags: TAGS,
        summary: 'Update the name, description or expiry of an API key',
      },
    })
    .input(ZUpdateApiKeyInput)
    .output(ZApiKey)
    .mutation(({ ctx, input }) => apiKeys.updateApiKey(ctx, input)),

  delete: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'DELETE',
        path: '/api-keys/{id}',
        tags: TAGS,
        summary: 'Delete an API key for good',
      },
    })
    .input(ZApiKeyIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => apiKeys.deleteApiKey(ctx, input.id)),

  setStatus: tenantProcedure
    .meta({
      domain: 'identity',
      permission: WRITE,
      openapi: {
        method: 'PATCH',
        path: '/api-keys/{id}/status',
        tags: TAGS,
        summary: 'Revoke or reactivate an API key',
      },
    })
    .input(ZApiKeyStatusInput)
    .output(ZApiKey)
    .mutation(({ ctx, input }) => apiKeys.setApiKeyStatus(ctx, input)),
});
