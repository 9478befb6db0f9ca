// Attribute rows to the documented shape: config with the type's defaults filled in, the
// group as a reference, the number of options (only select and multiselect have any).
import type { AttributeType } from '../../platform/limits.ts';
import { auditFieldsOf, refOf } from '../../platform/shared/index.ts';
import { OPTION_TYPES, parseAttributeConfig } from './config.ts';
import type { AttributeRow } from './repository.ts';
import type { AttributeDto } from './schemas.ts';

/** The stored config with the type's defaults; as stored if it no longer parses. */
function configOf(type: AttributeType, stored: unknown): Record<string, unknown> {
  const parsed = parseAttributeConfig(type, stored);
  if (parsed.success) return parsed.data;
  return stored && typeof stored === 'object' && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {};
}

export const toAttributeDto = (row: AttributeRow): AttributeDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  type: row.type,
  attribute_group: row.group && !row.group.deletedAt ? refOf(row.group) : null,
  config: configOf(row.type, row.config),
  value_per_channel: row.valuePerChannel,
  value_per_locale: row.valuePerLocale,
  is_unique: row.isUnique,
  sort_order: row.sortOrder,
  status: row.status,
  option_count: OPTION_TYPES.includes(row.type) ? row._count.options : 0,
  ...auditFieldsOf(row),
});
