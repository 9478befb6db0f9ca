// The face of products: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
import { registerProductHooks } from '../catalog/product-hooks.ts';
import { recomputeCompleteness } from './completeness/sql.ts';
import { removeCategoryFromProducts } from './revisions/category-removal.ts';

export { zAssetBytes, zAssetFilename } from './assets/schemas.ts';
export { LocalAssetStorage, type AssetStorage } from './assets/storage.ts';
export { recomputeCompleteness } from './completeness/sql.ts';
export { changeProduct, type LockedProduct } from './product/change.ts';
export {
  FROM_FAMILY,
  conditionsOf,
  countProducts,
  withSubtree,
  type ProductFilters,
} from './product/list-query.ts';
export { statusesOf } from './product/list.ts';
export {
  PRODUCT_STATUS_FILTERS,
  PRODUCT_STATUS_MOVES,
  PRODUCT_TYPE_MAX,
  zProductCode,
  zProductStatus,
  type ProductStatus,
} from './product/schemas.ts';
export { replaceCategories, setStatusWithVariants, touchProduct } from './product/sql.ts';
export { APPROVE_PERMISSION, checkStatusMove } from './product/status.ts';
export { recordProductChange, snapshotOf } from './revisions/record.ts';
export { sameJson } from './revisions/snapshot.ts';
export { summarize } from './revisions/summary.ts';
export { checkItems, type CheckedItem, type OptionFinder } from './values/check.ts';
export { DEFAULT_SCOPE, rawValuesOf, withScopedValue, type RawValues } from './values/document.ts';
export { parseItemField } from './values/item-field.ts';
export { MAX_SCOPED_VALUES, MAX_VALUE_ITEMS, type ValueItem } from './values/schemas.ts';
export { applyItems, saveDocument, type Owner } from './values/service.ts';
export {
  knownOptions,
  loadDefinitions,
  type AttributeDef,
  type Definitions,
} from './values/sql.ts';
export { heldValues, syncUniqueValues, type Held } from './values/unique.ts';
export { checkValue, newLookups } from './values/validate.ts';
export { checkAxisValues } from './variants/axes.ts';
export { variantsBeforeCreate } from './variants/limit.ts';
export { VARIANT_SKU_MAX } from './variants/schemas.ts';
export {
  insertVariant,
  setDefaultVariant,
  setVariantStatus,
  skuWithAxisKey,
} from './variants/sql.ts';

// What catalog changes do to products (catalog/product-hooks.ts), registered on load.
registerProductHooks({
  channelChanged: (db, tenantId, channelId) =>
    recomputeCompleteness(db.sql, tenantId, { channelId }),
  familyRequirementsChanged: (db, tenantId, familyId) =>
    recomputeCompleteness(db.sql, tenantId, { familyId }),
  categoryRemoved: removeCategoryFromProducts,
});
