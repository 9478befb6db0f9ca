// Request and response shapes of the category operations.
import { z } from 'zod';
import { zCatalogStatus } from '../category-trees/schemas.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields } from '../../platform/shared/list.ts';
import {
  zCatalogDescription,
  zCode,
  zId,
  zName,
  zQueryBoolean,
} from '../../platform/shared/schemas.ts';
import { zTranslationsField } from '../translations/schemas.ts';

export const ZCategory = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category_tree_id: z.string(),
  parent_id: z.string().nullable(),
  image_asset_id: z.string().nullable(),
  /** The codes from the tree's top-level category down to this one, joined by `/`. */
  path: z.string(),
  /** Live products assigned to this category itself (not to its descendants). */
  product_count: z.number().int(),
  /** Live categories directly under this one. */
  child_count: z.number().int(),
  status: zCatalogStatus,
  ...zAuditFields,
});
export type CategoryDto = z.infer<typeof ZCategory>;

export const ZListCategoriesInput = z.strictObject({
  ...zListFields(zCatalogStatus, 20),
  category_tree_id: zId.optional(),
  parent_id: zId.optional(),
  /** true: only top-level categories; false: only those with a parent. */
  is_root: zQueryBoolean.optional(),
});
export type ListCategoriesInput = z.infer<typeof ZListCategoriesInput>;

export const ZCreateCategoryInput = z.strictObject({
  category_tree_id: zId,
  code: zCode(100),
  name: zName,
  description: zCatalogDescription.nullish(),
  image_asset_id: zId.nullish(),
  /** Absent or null: a top-level category of the tree. */
  parent_id: zId.nullish(),
});
export type CreateCategoryInput = z.infer<typeof ZCreateCategoryInput>;

export const ZCategoryIdInput = z.strictObject({ id: zId });
export type CategoryIdInput = z.infer<typeof ZCategoryIdInput>;

export const ZUpdateCategoryInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
  image_asset_id: zId.nullish(),
  /** Moves the category (and its subtree) under this parent; null: to the top level. */
  parent_id: zId.nullish(),
  /** Moves the category (and its subtree) to this tree: top level unless parent_id says. */
  category_tree_id: zId.optional(),
});
export type UpdateCategoryInput = z.infer<typeof ZUpdateCategoryInput>;

export const ZCategoryStatusInput = z.strictObject({ id: zId, status: zCatalogStatus });
export type CategoryStatusInput = z.infer<typeof ZCategoryStatusInput>;

export const ZCategoryTranslationsInput = z.strictObject({
  id: zId,
  translations: zTranslationsField,
});
export type CategoryTranslationsInput = z.infer<typeof ZCategoryTranslationsInput>;
