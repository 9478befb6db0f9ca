// Category mapping rows to the documented shape, and the channel view's entries.
import type { TreeCategory } from '../../catalog/categories/index.ts';
import { iso } from '../../platform/shared/index.ts';
import type { CategoryMappingRow } from './repository.ts';
import type { CategoryMappingDto, ChannelCategoryMappingDto } from './schemas.ts';

export const toCategoryMappingDto = (row: CategoryMappingRow): CategoryMappingDto => ({
  id: row.id,
  connection_id: row.connectionId,
  channel_code: row.channelCode,
  category_id: row.categoryId,
  category_code: row.category.code,
  category_name: row.category.name,
  external_category_id: row.externalCategoryId,
  external_category_name: row.externalCategoryName,
  external_category_path: row.externalCategoryPath,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export const toChannelCategoryMappingDto = (
  category: TreeCategory,
  mapping: CategoryMappingRow | undefined,
): ChannelCategoryMappingDto => ({
  category_id: category.id,
  category_code: category.code,
  category_name: category.name,
  parent_id: category.parent_id,
  level: category.level,
  mapping: mapping ? toCategoryMappingDto(mapping) : null,
});
