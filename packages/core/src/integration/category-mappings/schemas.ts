// Request and response shapes of the category mapping operations: one internal category of
// a channel's tree mapped to a category of the connection's other side.
import { z } from 'zod';
import { zCode, zId, zPage, zPageSize, zTimestamp } from '../../platform/shared/schemas.ts';

export const EXTERNAL_CATEGORY_LIMITS = { id: 255, name: 255, path: 1000 } as const;

const zExternalId = z.string().min(1).max(EXTERNAL_CATEGORY_LIMITS.id);
const zExternalName = z.string().min(1).max(EXTERNAL_CATEGORY_LIMITS.name);
/** How the other side names the category's place, e.g. `Home > Kitchen > Knives`. */
const zExternalPath = z.string().min(1).max(EXTERNAL_CATEGORY_LIMITS.path);

export const ZCategoryMapping = z.object({
  id: z.string(),
  connection_id: z.string(),
  channel_code: z.string(),
  category_id: z.string(),
  category_code: z.string(),
  category_name: z.string(),
  external_category_id: z.string(),
  external_category_name: z.string().nullable(),
  external_category_path: z.string().nullable(),
  created_at: zTimestamp,
  updated_at: zTimestamp,
});
export type CategoryMappingDto = z.infer<typeof ZCategoryMapping>;

export const ZListCategoryMappingsInput = z.strictObject({
  connection_id: zId,
  channel_code: zCode(100),
  page: zPage,
  page_size: zPageSize(20),
});
export type ListCategoryMappingsInput = z.infer<typeof ZListCategoryMappingsInput>;

export const ZCreateCategoryMappingInput = z.strictObject({
  connection_id: zId,
  channel_code: zCode(100),
  category_id: zId,
  external_category_id: zExternalId,
  external_category_name: zExternalName.nullish(),
  external_category_path: zExternalPath.nullish(),
});
export type CreateCategoryMappingInput = z.infer<typeof ZCreateCategoryMappingInput>;

export const ZCategoryMappingIdInput = z.strictObject({ id: zId });
export type CategoryMappingIdInput = z.infer<typeof ZCategoryMappingIdInput>;

/** A partial update; `null` clears the name or the path. */
export const ZUpdateCategoryMappingInput = z.strictObject({
  id: zId,
  external_category_id: zExternalId.optional(),
  external_category_name: zExternalName.nullish(),
  external_category_path: zExternalPath.nullish(),
});
export type UpdateCategoryMappingInput = z.infer<typeof ZUpdateCategoryMappingInput>;

/** `GET /connections/{id}/category-mappings/channel?channel_code=`. */
export const ZChannelCategoryMappingsInput = z.strictObject({
  id: zId,
  channel_code: zCode(100),
});
export type ChannelCategoryMappingsInput = z.infer<typeof ZChannelCategoryMappingsInput>;

/** One category of the channel's tree, where it sits, and its mapping (or null). */
export const ZChannelCategoryMapping = z.object({
  category_id: z.string(),
  category_code: z.string(),
  category_name: z.string(),
  parent_id: z.string().nullable(),
  /** 1 for a top-level category. */
  level: z.int(),
  mapping: ZCategoryMapping.nullable(),
});
export type ChannelCategoryMappingDto = z.infer<typeof ZChannelCategoryMapping>;

/** Every live category of the channel's tree, in tree order (depth first, siblings by code). */
export const ZChannelCategoryMappings = z.object({ items: z.array(ZChannelCategoryMapping) });
export type ChannelCategoryMappingsDto = z.infer<typeof ZChannelCategoryMappings>;
