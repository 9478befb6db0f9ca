// Category tree rows to the documented shape.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { CategoryTreeRow } from './repository.ts';
import type { CategoryTreeDto } from './schemas.ts';

export const toCategoryTreeDto = (row: CategoryTreeRow): CategoryTreeDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  status: row.status,
  ...auditFieldsOf(row),
});
