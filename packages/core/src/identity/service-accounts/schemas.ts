// Request and response shapes of the service account operations. The description limit is the
// column's, 500, like every other description.
import { z } from 'zod';
import { SERVICE_ACCOUNT_STATUSES } from '../../platform/limits.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields } from '../../platform/shared/list.ts';
import { zCode, zId, zIdList, zName, zDescription } from '../../platform/shared/schemas.ts';

export { SERVICE_ACCOUNT_STATUSES } from '../../platform/limits.ts';
const zStatus = z.enum(SERVICE_ACCOUNT_STATUSES);
const zRoleIds = zIdList();

export const ZServiceAccount = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: zStatus,
  roles: z.array(z.object({ code: z.string(), id: z.string(), name: z.string() })),
  api_key_count: z.number().int(),
  ...zAuditFields,
});
export type ServiceAccountDto = z.infer<typeof ZServiceAccount>;

export const ZListServiceAccountsInput = z.strictObject(zListFields(zStatus, 10));
export type ListServiceAccountsInput = z.infer<typeof ZListServiceAccountsInput>;

export const ZCreateServiceAccountInput = z.strictObject({
  code: zCode(100),
  name: zName,
  description: zDescription.nullish(),
  role_ids: zRoleIds.optional(),
});
export type CreateServiceAccountInput = z.infer<typeof ZCreateServiceAccountInput>;

export const ZServiceAccountIdInput = z.strictObject({ id: zId });
export type ServiceAccountIdInput = z.infer<typeof ZServiceAccountIdInput>;

export const ZUpdateServiceAccountInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zDescription.nullish(),
  /** Replaces the account's roles. */
  role_ids: zRoleIds.optional(),
});
export type UpdateServiceAccountInput = z.infer<typeof ZUpdateServiceAccountInput>;

export const ZServiceAccountStatusInput = z.strictObject({ id: zId, status: zStatus });
export type ServiceAccountStatusInput = z.infer<typeof ZServiceAccountStatusInput>;
