import { auditFieldsOf, isoOrNull } from '../../platform/shared/index.ts';
import type { ApiKeyRow } from './repository.ts';
import type { ApiKeyDto, ApiKeyStatus } from './schemas.ts';

export const isPast = (at: Date | null, now = new Date()): boolean =>
  at !== null && at.getTime() <= now.getTime();

/** The status a caller sees: an active key past its expiry reads as `expired`. */
export const shownStatus = (row: Pick<ApiKeyRow, 'status' | 'expiresAt'>): ApiKeyStatus =>
  row.status === 'active' && isPast(row.expiresAt) ? 'expired' : row.status;

/** Never carries the secret hash; the raw key is added by the create operation alone. */
export const toApiKeyDto = (row: ApiKeyRow): ApiKeyDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  key_prefix: row.keyPrefix,
  status: shownStatus(row),
  expires_at: isoOrNull(row.expiresAt),
  last_used_at: isoOrNull(row.lastUsedAt),
  service_account: {
    id: row.serviceAccount.id,
    code: row.serviceAccount.code,
    name: row.serviceAccount.name,
  },
  ...auditFieldsOf(row),
});
