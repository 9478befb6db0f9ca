// Request and response shapes of the variant families of a product family: list, create, get, soft
// delete, translations.
import { z } from 'zod';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zCode, zId, zName } from '../../platform/shared/schemas.ts';
import { zTranslationsField } from '../translations/schemas.ts';

/** Axes of one variant family: at most ten, on level 1 or 2. */
export const MAX_VARIANT_AXES = 10;
export const VARIANT_AXIS_LEVELS = { min: 1, max: 2 } as const;
/** Attribute types an axis may have: a variant names one option (or yes/no) per axis. */
export const VARIANT_AXIS_TYPES = ['select', 'boolean'] as const;

export const ZVariantFamily = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  product_family_id: z.string(),
  /** By level, then position. */
  axes: z.array(
    z.object({
      id: z.string(),
      level: z.number().int(),
      position: z.number().int(),
      attribute: z.object({ id: z.string(), code: z.string(), name: z.string() }),
    }),
  ),
  ...zAuditFields,
});
export type VariantFamilyDto = z.infer<typeof ZVariantFamily>;

/** `data.items`: every live variant family of the product family, by code. */
export const ZVariantFamilyList = z.object({ items: z.array(ZVariantFamily) });
export type VariantFamilyListDto = z.infer<typeof ZVariantFamilyList>;

export const ZProductFamilyVariantsInput = z.strictObject({ productFamilyId: zId });
export type ProductFamilyVariantsInput = z.infer<typeof ZProductFamilyVariantsInput>;

export const ZVariantAxisInput = z.strictObject({
  attribute_id: zId,
  level: z.number().int().min(VARIANT_AXIS_LEVELS.min).max(VARIANT_AXIS_LEVELS.max),
  /** Order within the level; the column is a 32-bit integer. */
  position: z.number().int().min(1).max(2_147_483_647),
});
export type VariantAxisInput = z.infer<typeof ZVariantAxisInput>;

export const ZCreateVariantFamilyInput = z.strictObject({
  productFamilyId: zId,
  code: zCode(100),
  name: zName,
  axes: z.array(ZVariantAxisInput).min(1).max(MAX_VARIANT_AXES),
});
export type CreateVariantFamilyInput = z.infer<typeof ZCreateVariantFamilyInput>;

export const ZVariantFamilyIdInput = z.strictObject({ productFamilyId: zId, variantFamilyId: zId });
export type VariantFamilyIdInput = z.infer<typeof ZVariantFamilyIdInput>;

export const ZVariantFamilyTranslationsInput = z.strictObject({
  productFamilyId: zId,
  variantFamilyId: zId,
  translations: zTranslationsField,
});
export type VariantFamilyTranslationsInput = z.infer<typeof ZVariantFamilyTranslationsInput>;
