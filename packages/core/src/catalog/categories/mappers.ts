// Category rows to the documented shape, with the counts read for their page.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { CategoryRow } from './repository.ts';
import type { CategoryDto } from './schemas.ts';
import type { CategoryCounts } from './sql.ts';

const NONE: CategoryCounts = { products: 0, children: 0 };

export const toCategoryDto = (row: CategoryRow, counts: CategoryCounts = NONE): CategoryDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  category_tree_id: row.categoryTreeId,
  parent_id: row.parentId,
  image_asset_id: row.imageAssetId,
  path: row.path,
  product_count: counts.products,
  child_count: counts.children,
  status: row.status,
  ...auditFieldsOf(row),
});
