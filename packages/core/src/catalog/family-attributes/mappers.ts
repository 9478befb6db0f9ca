// Family attribute rows (with their attribute, group and channels) to the documented shape.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { FamilyAttributeRow } from './repository.ts';
import type { FamilyAttributeDto } from './schemas.ts';

const referenceOf = (row: { id: string; code: string; name: string }) => ({
  id: row.id,
  code: row.code,
  name: row.name,
});

export function toFamilyAttributeDto(row: FamilyAttributeRow): FamilyAttributeDto {
  const { attribute } = row;
  const group = attribute.group && !attribute.group.deletedAt ? attribute.group : null;
  return {
    attribute_id: attribute.id,
    attribute_code: attribute.code,
    attribute_name: attribute.name,
    attribute_type: attribute.type,
    attribute_group: group && referenceOf(group),
    channels: row.channels.map(({ channel }) => referenceOf(channel)),
    is_mandatory: row.isMandatory,
    is_overridable: row.isOverridable,
    is_unique: attribute.isUnique,
    value_per_channel: attribute.valuePerChannel,
    value_per_locale: attribute.valuePerLocale,
    ...auditFieldsOf(row),
  };
}
