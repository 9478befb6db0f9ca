import { auditFieldsOf, refOf } from '../../platform/shared/index.ts';
import type { ServiceAccountRow } from './repository.ts';
import type { ServiceAccountDto } from './schemas.ts';

export const toServiceAccountDto = (row: ServiceAccountRow): ServiceAccountDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  status: row.status,
  roles: row.roles.map(({ role }) => refOf(role)),
  api_key_count: row._count.apiKeys,
  ...auditFieldsOf(row),
});
