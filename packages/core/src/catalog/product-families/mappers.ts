// Product family rows to the documented shape.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { ProductFamilyRow } from './repository.ts';
import type { ProductFamilyDto } from './schemas.ts';

type AttributeRow = { id: string; code: string; name: string; deletedAt: Date | null };

const referenceOf = (attribute: AttributeRow | null) =>
  attribute && !attribute.deletedAt
    ? { id: attribute.id, code: attribute.code, name: attribute.name }
    : null;

export const toProductFamilyDto = (row: ProductFamilyRow): ProductFamilyDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  status: row.status,
  attribute_count: row._count.attributes,
  product_count: row._count.products,
  display_attributes: {
    name: referenceOf(row.nameAttribute),
    image: referenceOf(row.imageAttribute),
  },
  ...auditFieldsOf(row),
});
