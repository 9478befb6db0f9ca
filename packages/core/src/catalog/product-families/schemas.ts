// Request and response shapes of the product family operations.
import { z } from 'zod';
import { zCatalogStatus } from '../category-trees/schemas.ts';
import { FAMILY_STATUS_FILTERS } from '../../platform/limits.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zPaging } from '../../platform/shared/list.ts';
import {
  zCatalogDescription,
  zCode,
  zId,
  zName,
  zQueryArray,
  zSearch,
} from '../../platform/shared/schemas.ts';
import { zTranslationsField } from '../translations/schemas.ts';

const zAttributeReference = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const ZProductFamily = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: zCatalogStatus,
  /** The family's attributes. */
  attribute_count: z.number().int(),
  /** The live products of the family. */
  product_count: z.number().int(),
  display_attributes: z.object({
    name: zAttributeReference.nullable(),
    image: zAttributeReference.nullable(),
  }),
  ...zAuditFields,
});
export type ProductFamilyDto = z.infer<typeof ZProductFamily>;

/** `status` filter values: `enabled` means active, `disabled` inactive. */
export const zFamilyStatusFilter = z.enum(FAMILY_STATUS_FILTERS);

export const ZListProductFamiliesInput = z.strictObject({
  /** Exact code. */
  code: zCode(100).optional(),
  /** Part of the name, any case. */
  name: zSearch.optional(),
  status: zQueryArray(zFamilyStatusFilter),
  /** Part of the code or the name, any case. */
  search: zSearch.optional(),
  ...zPaging(10),
});
export type ListProductFamiliesInput = z.infer<typeof ZListProductFamiliesInput>;

export const ZCreateProductFamilyInput = z.strictObject({
  code: zCode(100),
  name: zName,
  description: zCatalogDescription.nullish(),
});
export type CreateProductFamilyInput = z.infer<typeof ZCreateProductFamilyInput>;

export const ZProductFamilyIdInput = z.strictObject({ id: zId });
export type ProductFamilyIdInput = z.infer<typeof ZProductFamilyIdInput>;

export const ZUpdateProductFamilyInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
  /** Attributes of this family shown as a product's name (text) and image (media); null clears. */
  display_attributes: z
    .strictObject({
      name_attribute_id: zId.nullish(),
      image_attribute_id: zId.nullish(),
    })
    .optional(),
});
export type UpdateProductFamilyInput = z.infer<typeof ZUpdateProductFamilyInput>;

export const ZProductFamilyStatusInput = z.strictObject({ id: zId, status: zCatalogStatus });
export type ProductFamilyStatusInput = z.infer<typeof ZProductFamilyStatusInput>;

export const ZProductFamilyTranslationsInput = z.strictObject({
  id: zId,
  translations: zTranslationsField,
});
export type ProductFamilyTranslationsInput = z.infer<typeof ZProductFamilyTranslationsInput>;
