// Request and response shapes of the API key operations. `expired` is derived (an active key past
// expires_at): it shows in answers and filters but is not settable.
import { z } from 'zod';
import { API_KEY_STATUSES } from '../../platform/limits.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields } from '../../platform/shared/list.ts';
import { zId, zTimestamp, zName, zDescription } from '../../platform/shared/schemas.ts';

export { API_KEY_STATUSES } from '../../platform/limits.ts';
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];
const zExpiresAt = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' });

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  key_prefix: z.string(),
  status: z.enum(API_KEY_STATUSES),
  expires_at: zTimestamp.nullable(),
  last_used_at: zTimestamp.nullable(),
  service_account: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  ...zAuditFields,
});
export type ApiKeyDto = z.infer<typeof ZApiKey>;

/** The create answer: the only time the raw key is ever shown. */
export const ZCreatedApiKey = ZApiKey.extend({ raw_key: z.string() });
export type CreatedApiKeyDto = z.infer<typeof ZCreatedApiKey>;

export const ZListApiKeysInput = z.strictObject({
  service_account_id: zId.optional(),
  ...zListFields(z.enum(API_KEY_STATUSES), 10, ['created_at', 'modified_at', 'name']),
});
export type ListApiKeysInput = z.infer<typeof ZListApiKeysInput>;

export const ZCreateApiKeyInput = z.strictObject({
  name: zName,
  service_account_id: zId,
  description: zDescription.nullish(),
  /** Must lie in the future; absent or null: the key does not expire. */
  expires_at: zExpiresAt.nullish(),
});
export type CreateApiKeyInput = z.infer<typeof ZCreateApiKeyInput>;

export const ZApiKeyIdInput = z.strictObject({ id: zId });
export type ApiKeyIdInput = z.infer<typeof ZApiKeyIdInput>;

export const ZUpdateApiKeyInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zDescription.nullish(),
  /** A future timestamp, or null to remove the expiry. */
  expires_at: zExpiresAt.nullish(),
});
export type UpdateApiKeyInput = z.infer<typeof ZUpdateApiKeyInput>;

export const ZApiKeyStatusInput = z.strictObject({
  id: zId,
  status: z.enum(['active', 'revoked'], {
    error: 'must be active or revoked (expired follows from expires_at and cannot be set)',
  }),
});
export type ApiKeyStatusInput = z.infer<typeof ZApiKeyStatusInput>;
