// Variant family rows (with their axes and axis attributes) to the documented shape.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { VariantFamilyRow } from './repository.ts';
import type { VariantFamilyDto } from './schemas.ts';

export const toVariantFamilyDto = (row: VariantFamilyRow): VariantFamilyDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  product_family_id: row.familyId,
  axes: row.axes.map((axis) => ({
    id: axis.id,
    level: axis.level,
    position: axis.position,
    attribute: { id: axis.attribute.id, code: axis.attribute.code, name: axis.attribute.name },
  })),
  ...auditFieldsOf(row),
});
