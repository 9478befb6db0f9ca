// Attribute option rows to the documented shape.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { AttributeOptionRow } from './repository.ts';
import type { AttributeOptionDto } from './schemas.ts';

/** The stored labels as `{locale: label}` (only string labels are ever stored). */
export function labelsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export const toAttributeOptionDto = (row: AttributeOptionRow): AttributeOptionDto => ({
  id: row.id,
  attribute_id: row.attributeId,
  code: row.code,
  name: row.name,
  labels: labelsOf(row.labels),
  sort_order: row.sortOrder,
  ...auditFieldsOf(row),
});
