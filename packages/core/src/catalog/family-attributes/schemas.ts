// Request and response shapes of a product family's attributes: list, bulk create, partial update,
// remove.
import { z } from 'zod';
import { ATTRIBUTE_TYPES } from '../../platform/limits.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zId, zIdList, zPage, zPageSize, zSearch } from '../../platform/shared/schemas.ts';

/** The most attributes one bulk create or update may name. */
export const MAX_FAMILY_ATTRIBUTES_PER_REQUEST = 1000;

const zReference = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const ZFamilyAttribute = z.object({
  attribute_id: z.string(),
  attribute_code: z.string(),
  attribute_name: z.string(),
  attribute_type: z.enum(ATTRIBUTE_TYPES),
  attribute_group: zReference.nullable(),
  /** The channels the family enables the attribute for, by code. */
  channels: z.array(zReference),
  is_mandatory: z.boolean(),
  is_overridable: z.boolean(),
  is_unique: z.boolean(),
  value_per_channel: z.boolean(),
  value_per_locale: z.boolean(),
  ...zAuditFields,
});
export type FamilyAttributeDto = z.infer<typeof ZFamilyAttribute>;

export const ZListFamilyAttributesInput = z.strictObject({
  productFamilyId: zId,
  /** Part of the attribute's name, any case. */
  search: zSearch.optional(),
  page: zPage,
  page_size: zPageSize(20),
});
export type ListFamilyAttributesInput = z.infer<typeof ZListFamilyAttributesInput>;

const zItems = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1).max(MAX_FAMILY_ATTRIBUTES_PER_REQUEST);

/** `channel_ids` omitted on create: every live channel of the tenant. */
export const ZCreateFamilyAttributesInput = z.strictObject({
  productFamilyId: zId,
  attributes: zItems(
    z.strictObject({
      attribute_id: zId,
      channel_ids: zIdList().optional(),
      is_mandatory: z.boolean().default(false),
      is_overridable: z.boolean().default(false),
    }),
  ),
});
export type CreateFamilyAttributesInput = z.infer<typeof ZCreateFamilyAttributesInput>;

/** The fields given replace the stored ones (`channel_ids` the whole set); others stay. */
export const ZUpdateFamilyAttributesInput = z.strictObject({
  productFamilyId: zId,
  attributes: zItems(
    z.strictObject({
      attribute_id: zId,
      channel_ids: zIdList().optional(),
      is_mandatory: z.boolean().optional(),
      is_overridable: z.boolean().optional(),
    }),
  ),
});
export type UpdateFamilyAttributesInput = z.infer<typeof ZUpdateFamilyAttributesInput>;

export const ZFamilyAttributeIdInput = z.strictObject({ productFamilyId: zId, attributeId: zId });
export type FamilyAttributeIdInput = z.infer<typeof ZFamilyAttributeIdInput>;
