// Variant rows, with what their product gives them, to the documented shapes.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import { scopedValuesOf, type ScopedValues } from '../values/document.ts';
import type { ProductContext, VariantRow } from './read-sql.ts';
import { BOOLEAN_AXIS_LABELS, type VariantDetailDto, type VariantDto } from './schemas.ts';

/**
 * The text a display attribute shows: its `$default`/`$default` value, else its first scoped
 * value (channel, then locale order); null unless that value is a string.
 */
export function displayTextOf(scoped: unknown): string | null {
  if (!scoped || typeof scoped !== 'object') return null;
  const [first] = scopedValuesOf(scoped as ScopedValues);
  const value = first?.data?.value;
  return typeof value === 'string' ? value : null;
}

/** The variant's own value, else the product's (inheritance). */
const ownOrInherited = (own: unknown, inherited: unknown) =>
  displayTextOf(own) ?? displayTextOf(inherited);

function axisValuesOf(row: VariantRow, context: ProductContext) {
  const axes = new Map(context.axes.map((axis) => [axis.attribute_id, axis]));
  return row.axis_values.flatMap((value) => {
    const axis = axes.get(value.attribute_id);
    if (!axis || value.option_code === null) return [];
    const label =
      axis.type === 'boolean'
        ? (BOOLEAN_AXIS_LABELS[value.option_code] ?? null)
        : value.option_label;
    return [{ axis, option_code: value.option_code, option_label: label }];
  });
}

export function toVariantDto(row: VariantRow, context: ProductContext): VariantDto {
  return {
    id: row.id,
    sku: row.sku,
    name: ownOrInherited(row.name_values, context.name_values),
    is_default: row.is_default,
    status: row.status,
    media_id: ownOrInherited(row.image_values, context.image_values),
    axis_values: axisValuesOf(row, context).map((value) => ({
      axis_code: value.axis.code,
      option_code: value.option_code,
      option_label: value.option_label,
    })),
    ...auditFieldsOf({
      createdAt: row.created_at,
      modifiedAt: row.modified_at,
      createdBy: row.created_by,
      modifiedBy: row.modified_by,
    }),
  };
}

export function toVariantDetailDto(row: VariantRow, context: ProductContext): VariantDetailDto {
  return {
    ...toVariantDto(row, context),
    categories: context.categories ?? [],
    display_attributes: { name: context.name_attribute, image: context.image_attribute },
    product: { id: context.id, name: displayTextOf(context.name_values) },
    product_family: context.family,
    variant_axes: axisValuesOf(row, context).map((value) => ({
      code: value.axis.code,
      level: value.axis.level,
      name: value.axis.name,
      value: { option_code: value.option_code, option_label: value.option_label },
    })),
  };
}
