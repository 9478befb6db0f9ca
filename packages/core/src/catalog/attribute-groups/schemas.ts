// Request and response shapes of the attribute group operations: groups order attributes on a
// product's page; `attribute_count` counts the live attributes in one.
import { z } from 'zod';
import { SORT_ORDER_MIN } from '../../platform/limits.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zPaging } from '../../platform/shared/list.ts';
import { zCatalogDescription, zCode, zId, zName, zSearch } from '../../platform/shared/schemas.ts';

/** Groups, attributes and options sort by a whole number from 0 to this. */
export const SORT_ORDER_MAX = 1_000_000;
export const zSortOrder = z.number().int().min(SORT_ORDER_MIN).max(SORT_ORDER_MAX);

/** The lists of groups and attributes also sort by `sort_order`. */
export const SORTS_WITH_ORDER = [
  'created_at',
  'modified_at',
  'code',
  'name',
  'sort_order',
] as const;

export const ZAttributeGroup = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sort_order: z.number().int(),
  attribute_count: z.number().int(),
  ...zAuditFields,
});
export type AttributeGroupDto = z.infer<typeof ZAttributeGroup>;

export const ZListAttributeGroupsInput = z.strictObject({
  /** Part of the code or the name, any case. */
  search: zSearch.optional(),
  ...zPaging(20, SORTS_WITH_ORDER),
});
export type ListAttributeGroupsInput = z.infer<typeof ZListAttributeGroupsInput>;

export const ZCreateAttributeGroupInput = z.strictObject({
  code: zCode(100),
  name: zName,
  description: zCatalogDescription.nullish(),
  sort_order: zSortOrder.default(0),
});
export type CreateAttributeGroupInput = z.infer<typeof ZCreateAttributeGroupInput>;

export const ZAttributeGroupIdInput = z.strictObject({ id: zId });
export type AttributeGroupIdInput = z.infer<typeof ZAttributeGroupIdInput>;

export const ZUpdateAttributeGroupInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
  sort_order: zSortOrder.optional(),
});
export type UpdateAttributeGroupInput = z.infer<typeof ZUpdateAttributeGroupInput>;
