// Product rows (sql.ts, list-sql.ts) to the documented shapes.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { ProductListRow } from './list-sql.ts';
import type { ProductDto, ProductListItemDto } from './schemas.ts';
import type { ProductDetailRow } from './sql.ts';

const audit = (row: {
  created_at: Date;
  modified_at: Date;
  created_by: unknown;
  modified_by: unknown;
}) =>
  auditFieldsOf({
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    createdBy: row.created_by,
    modifiedBy: row.modified_by,
  });

export const toProductDto = (row: ProductDetailRow): ProductDto => ({
  id: row.id,
  code: row.code,
  product_type: row.product_type,
  status: row.status,
  product_family: row.product_family,
  variant_family: row.variant_family,
  categories: row.categories,
  display_attributes: { name: row.name_attribute, image: row.image_attribute },
  ...audit(row),
});

/** The list's scope, as the item's `scope_completeness` names it. */
type Scope = { channel: string; locale: string } | undefined;

export const toProductListItem = (row: ProductListRow, scope?: Scope): ProductListItemDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  product_type: row.product_type,
  status: row.status,
  completeness: row.completeness,
  variant_count: row.variant_count,
  media_id: row.media_id,
  product_family: { id: row.family_id, code: row.family_code, name: row.family_name },
  // A pair without a row is one where the family requires nothing: complete.
  scope_completeness: scope
    ? {
        channel: scope.channel,
        locale: scope.locale,
        ratio: row.scope_ratio ?? 100,
        missing: row.scope_missing ?? [],
      }
    : null,
  values: row.values,
  ...audit(row),
});
