// Request and response shapes of a product's variants.
import { z } from 'zod';
import { zCursor, zCursorPagination } from '../../platform/shared/cursor.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zCode, zId, zPageSize, zQueryInt } from '../../platform/shared/schemas.ts';
import { MAX_VARIANT_AXES } from '../../catalog/variant-families/schemas.ts';
import { PRODUCT_STATUSES } from '../product/schemas.ts';

/** sku: `^[A-Za-z0-9_\-.]{1,128}$`, unique per tenant among variants. */
import { VARIANT_SKU_MAX } from '../../platform/limits.ts';

export { VARIANT_SKU_MAX };
/** A boolean axis names its value as the option code `true` or `false`. */
export const BOOLEAN_AXIS_OPTIONS = ['true', 'false'] as const;
/** The label a boolean axis value answers with. */
export const BOOLEAN_AXIS_LABELS: Record<string, string> = { true: 'Yes', false: 'No' };

/** A variant moves through the statuses of its product, by the same moves (product/status.ts). */
export const VARIANT_STATUSES = PRODUCT_STATUSES;

const zRef = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const ZVariantAxisValue = z.object({
  axis_code: z.string(),
  option_code: z.string(),
  /** The option's name (a boolean axis: Yes or No); null when the option is gone. */
  option_label: z.string().nullable(),
});

export const ZVariant = z.object({
  id: z.string(),
  sku: z.string(),
  /** The variant's value of the family's name attribute, else the product's. */
  name: z.string().nullable(),
  is_default: z.boolean(),
  status: z.enum(VARIANT_STATUSES),
  /** The asset id of the family's image attribute: the variant's, else the product's. */
  media_id: z.string().nullable(),
  /** By axis level, then position. */
  axis_values: z.array(ZVariantAxisValue),
  ...zAuditFields,
});
export type VariantDto = z.infer<typeof ZVariant>;

export const ZVariantDetail = ZVariant.extend({
  /** The product's categories, by code. */
  categories: z.array(zRef),
  display_attributes: z.object({ name: zRef.nullable(), image: zRef.nullable() }),
  product: z.object({ id: z.string(), name: z.string().nullable() }),
  product_family: zRef,
  variant_axes: z.array(
    z.object({
      code: z.string(),
      level: z.number().int(),
      name: z.string(),
      value: z.object({ option_code: z.string(), option_label: z.string().nullable() }),
    }),
  ),
});
export type VariantDetailDto = z.infer<typeof ZVariantDetail>;

export const ZVariantPage = z.object({
  items: z.array(ZVariant),
  pagination: zCursorPagination,
});
export type VariantPageDto = z.infer<typeof ZVariantPage>;

export const ZListVariantsInput = z.strictObject({
  productId: zId,
  /** 1 by default; not together with `after`. */
  page: zQueryInt.pipe(z.number().min(1)).optional(),
  page_size: zPageSize(20),
  /** A next_cursor of an earlier page: the page after it (keyset paging at any depth). */
  after: zCursor.optional(),
});
export type ListVariantsInput = z.infer<typeof ZListVariantsInput>;

export const ZVariantAxisValueInput = z.strictObject({
  axis_code: z.string().min(1).max(100),
  option_code: z.string().min(1).max(100),
});
export type VariantAxisValueInput = z.infer<typeof ZVariantAxisValueInput>;

export const ZCreateVariantInput = z.strictObject({
  productId: zId,
  sku: zCode(VARIANT_SKU_MAX),
  axis_values: z.array(ZVariantAxisValueInput).min(1).max(MAX_VARIANT_AXES),
  is_default: z.boolean().optional(),
});
export type CreateVariantInput = z.infer<typeof ZCreateVariantInput>;

export const ZVariantIdInput = z.strictObject({ productId: zId, id: zId });
export type VariantIdInput = z.infer<typeof ZVariantIdInput>;

export const ZUpdateVariantInput = z.strictObject({
  productId: zId,
  id: zId,
  is_default: z.boolean().optional(),
});
export type UpdateVariantInput = z.infer<typeof ZUpdateVariantInput>;

export const ZVariantStatusInput = z.strictObject({
  productId: zId,
  id: zId,
  status: z.enum(VARIANT_STATUSES),
});
export type VariantStatusInput = z.infer<typeof ZVariantStatusInput>;
