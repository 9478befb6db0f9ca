// Attribute values of products and variants: the rows a list answers and the bodies of the bulk
// (replace), partial (patch) and delete operations. What a value's `data` may hold depends on the
// attribute's type and is checked by the service (validate.ts), not here.
import { z } from 'zod';
import { ATTRIBUTE_TYPES } from '../../platform/limits.ts';
import {
  zActorRef,
  zId,
  zPage,
  zPageSize,
  zSearch,
  zTimestamp,
} from '../../platform/shared/schemas.ts';

/** The most attributes one bulk or partial write may name. */
export const MAX_VALUE_ITEMS = 1000;
/** The most scoped values one item may carry. */
export const MAX_SCOPED_VALUES = 1000;
/** Channel and locale codes (`$default` included). */
const zScopeCode = z.string().min(1).max(100);

/** A value's `data`: exactly `{value}`; what `value` may be is the attribute type's business. */
const zData = z.strictObject({ value: z.unknown() });

export const ZScopedValue = z.object({
  channel: z.string(),
  locale: z.string(),
  data: z.object({ value: z.unknown() }),
});

const zReference = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const ZAttributeValueRow = z.object({
  attribute_id: z.string(),
  attribute_code: z.string(),
  attribute_name: z.string(),
  attribute_type: z.enum(ATTRIBUTE_TYPES),
  attribute_group: zReference.nullable(),
  attribute_config: z.record(z.string(), z.unknown()),
  attribute_translations: z.record(z.string(), z.unknown()),
  channel_settings: z.array(z.object({ channel_code: z.string(), enabled: z.boolean() })),
  is_custom: z.boolean(),
  is_mandatory: z.boolean(),
  is_overridable: z.boolean(),
  is_unique: z.boolean(),
  is_variant_axis: z.boolean(),
  value_per_channel: z.boolean(),
  value_per_locale: z.boolean(),
  modified_at: zTimestamp.nullable(),
  modified_by: zActorRef.nullable(),
  values: z.array(ZScopedValue),
});
export type AttributeValueRowDto = z.infer<typeof ZAttributeValueRow>;

export const ZVariantAttributeValueRow = ZAttributeValueRow.extend({
  is_inherited: z.boolean(),
  is_overridden: z.boolean(),
});
export type VariantAttributeValueRowDto = z.infer<typeof ZVariantAttributeValueRow>;

const zProductPath = { productId: zId };
const zVariantPath = { productId: zId, variantId: zId };

export const ZListProductValuesInput = z.strictObject({
  ...zProductPath,
  page: zPage,
  page_size: zPageSize(20),
});
export type ListProductValuesInput = z.infer<typeof ZListProductValuesInput>;

export const ZListVariantValuesInput = z.strictObject({
  ...zVariantPath,
  /** Part of the attribute's name, any case. */
  search: zSearch.optional(),
  page: zPage,
  page_size: zPageSize(20),
});
export type ListVariantValuesInput = z.infer<typeof ZListVariantValuesInput>;

const zItems = <T extends z.ZodType>(data: T) =>
  z
    .array(
      z.strictObject({
        attribute_id: zId,
        values: z
          .array(z.strictObject({ channel: zScopeCode, locale: zScopeCode, data }))
          .max(MAX_SCOPED_VALUES),
      }),
    )
    .max(MAX_VALUE_ITEMS);

/** POST: each listed attribute's values become the given ones (none: all removed). */
const zReplaceItems = zItems(zData);
/** PATCH: each listed scoped value is set; `data: null` removes it. */
const zPatchItems = zItems(zData.nullable());

export const ZReplaceProductValuesInput = z.strictObject({
  ...zProductPath,
  attributes: zReplaceItems,
});
export const ZPatchProductValuesInput = z.strictObject({
  ...zProductPath,
  attributes: zPatchItems,
});
export const ZReplaceVariantValuesInput = z.strictObject({
  ...zVariantPath,
  attributes: zReplaceItems,
});
export const ZPatchVariantValuesInput = z.strictObject({
  ...zVariantPath,
  attributes: zPatchItems,
});
export type ReplaceProductValuesInput = z.infer<typeof ZReplaceProductValuesInput>;
export type PatchProductValuesInput = z.infer<typeof ZPatchProductValuesInput>;
export type ReplaceVariantValuesInput = z.infer<typeof ZReplaceVariantValuesInput>;
export type PatchVariantValuesInput = z.infer<typeof ZPatchVariantValuesInput>;

/** One item of a write, as the service checks it (`data: null` only in a patch). */
export type ValueItem = ReplaceProductValuesInput['attributes'][number] | PatchItem;
type PatchItem = PatchProductValuesInput['attributes'][number];

export const ZProductValueIdInput = z.strictObject({ ...zProductPath, id: zId });
export const ZVariantValueIdInput = z.strictObject({ ...zVariantPath, id: zId });
export type ProductValueIdInput = z.infer<typeof ZProductValueIdInput>;
export type VariantValueIdInput = z.infer<typeof ZVariantValueIdInput>;
