// The face of the products context, one domain: products, variants, values, completeness,
// revisions and assets change together (one write path), so they call each other freely
// inside this folder. Everything outside it (the jobs, the package's entries) uses only what
// is exported here.
import { registerProductHooks } from '../catalog/product-hooks.ts';
import { recomputeCompleteness } from './completeness/sql.ts';
import { removeCategoryFromProducts } from './revisions/category-removal.ts';
import { optionUses } from './values/sql.ts';

// The write path: every change of a product (changeProduct), one create (createOne) and
// many creates at once (readyNewProducts, createMany), each with its completeness and
// revisions written by the same code (revisions/record.ts, completeness/sql.ts).
export {
  changeProduct,
  lockProductByCode,
  lockVariantBySku,
  type LockedProduct,
} from './write/change.ts';
export { createOne, type NewProduct, type PreparedProduct } from './write/create.ts';
export {
  analyzeProducts,
  createMany,
  liveCodesAmong,
  readyNewProducts,
  type ReadyProduct,
} from './write/create-many.ts';
export type { LockedVariantRow } from './write/types.ts';
export { recordProductChange } from './revisions/record.ts';
export { sameJson } from './revisions/snapshot.ts';

// Bulk updates: a run's actions planned once, then applied to each product as one change.
export { updateProduct, type BatchLookups, type ProductAction } from './bulk/apply.ts';
export { checkBulkAttributes, planBulkUpdate, type BulkPlan } from './bulk/plan.ts';

// Products, their statuses and the parts of a product a change sets.
export {
  FROM_FAMILY,
  conditionsOf,
  countProducts,
  withSubtree,
  type ProductFilters,
} from './product/list-sql.ts';
export { statusesOf } from './product/list.ts';
export { selectionFiltersOf, type GridSelection } from './product/selection.ts';
export {
  channelProductPage,
  countSelectedVariants,
  exportProductPage,
  type ChannelProductRow,
  exportVariantPage,
  productCategoryIds,
  selectionPage,
  type SelectedProduct,
} from './product/selection-sql.ts';
export {
  PRODUCT_STATUS_FILTERS,
  PRODUCT_STATUS_MOVES,
  PRODUCT_TYPE_MAX,
  zProductCode,
  zProductStatus,
  type ProductStatus,
} from './product/schemas.ts';
export {
  productByCodeInAnyCase,
  replaceCategories,
  setStatusWithVariants,
  touchProduct,
  type ProductCodes,
} from './product/sql.ts';
export { APPROVE_PERMISSION, checkStatusMove, checkStatusMoves } from './product/status.ts';

// Values: the document, its checks (the API's rules) and its writes.
export { checkItems, type CheckedItem, type OptionFinder } from './values/check.ts';
export { DEFAULT_SCOPE, rawValuesOf, withScopedValue, type RawValues } from './values/document.ts';
export { parseItemField } from './values/item-field.ts';
export { MAX_SCOPED_VALUES, MAX_VALUE_ITEMS, type ValueItem } from './values/schemas.ts';
export { applyItems, saveDocument, type Owner } from './values/service.ts';
export {
  liveAttributesByCode,
  type AttributeRef,
  loadDefinitions,
  lockedOptions,
  optionCodesOf,
  readValueStructure,
  type StructureAttribute,
  type AttributeDef,
  type Definitions,
} from './values/sql.ts';
export { heldValues, syncUniqueValues, type Held } from './values/unique.ts';
export { checkValue, newLookups } from './values/validate.ts';

// Variants.
export { checkAxisValues } from './variants/axes.ts';
export { variantsBeforeCreate } from './variants/limit.ts';
export { VARIANT_SKU_MAX } from './variants/schemas.ts';
export {
  insertVariant,
  setDefaultVariant,
  setVariantStatus,
  skuWithAxisKey,
} from './variants/sql.ts';

// Assets and completeness.
export { zAssetBytes, zAssetFilename } from './assets/schemas.ts';
export { LocalAssetStorage, type AssetStorage } from './assets/storage.ts';
export { recomputeCompleteness } from './completeness/sql.ts';

// Import and export codecs of products and variants (codecs/): the static fields, the value
// columns from the catalog's structure, the record checks and writes through the write path.
export { productEntity, variantEntity } from './codecs/entities.ts';
export type { RecordView, ValuedCodec, WrittenRecord } from './codecs/entity.ts';
export { productCodec, type ProductRecord } from './codecs/product.ts';
export { prepareCreate } from './codecs/product-record.ts';
export { cellOriginOf } from './codecs/value-cells.ts';
export {
  exampleValues,
  previewValuedHeader,
  type ColumnPreview,
  type ColumnTarget,
} from './codecs/header-targets.ts';
export { tenantLocaleCodes } from './codecs/header-sql.ts';

// What catalog changes do to products (catalog/product-hooks.ts), registered on load.
registerProductHooks({
  channelChanged: (db, tenantId, channelId) =>
    recomputeCompleteness(db.sql, tenantId, { channelId }),
  familyRequirementsChanged: (db, tenantId, familyId) =>
    recomputeCompleteness(db.sql, tenantId, { familyId }),
  categoryRemoved: removeCategoryFromProducts,
  optionUses: (db, tenantId, option, limit) =>
    optionUses(db.sql, tenantId, option.attributeId, option.code, limit),
});
