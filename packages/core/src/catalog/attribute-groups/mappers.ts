// Attribute group rows to the documented shape.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { AttributeGroupRow } from './repository.ts';
import type { AttributeGroupDto } from './schemas.ts';

export const toAttributeGroupDto = (row: AttributeGroupRow): AttributeGroupDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  sort_order: row.sortOrder,
  attribute_count: row._count.attributes,
  ...auditFieldsOf(row),
});
