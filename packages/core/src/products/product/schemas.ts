// Request and response shapes of the product operations.
import { z } from 'zod';
import { zCursorPagination } from '../../platform/shared/cursor.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import {
  zCode,
  zId,
  zIdList,
  zPageSize,
  zQueryArray,
  zQueryInt,
  zSearch,
} from '../../platform/shared/schemas.ts';
import { PRODUCT_CODE_MAX, PRODUCT_TYPE_MAX } from '../../platform/limits.ts';

/** The longest product code and product type (stated in limits.ts, for the console too). */
export { PRODUCT_CODE_MAX, PRODUCT_TYPE_MAX };
/** The longest `after` token a list takes (a name key is cut to 255 characters: under 1,200). */
export const CURSOR_MAX = 2048;

/** Product and variant statuses (the moves between them: status.ts). */
export const PRODUCT_STATUSES = ['draft', 'in_review', 'approved', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * The one move table of products and variants: draft → in_review → approved; in_review → draft;
 * approved → draft; any → archived; archived → draft. Here, in the schemas, so the console offers
 * exactly the moves the API allows (products/status.ts checks them).
 */
export const PRODUCT_STATUS_MOVES = {
  draft: ['in_review', 'archived'],
  in_review: ['approved', 'draft', 'archived'],
  approved: ['draft', 'archived'],
  archived: ['draft'],
} as const satisfies Record<ProductStatus, readonly ProductStatus[]>;

const zRef = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const zProductStatus = z.enum(PRODUCT_STATUSES);

/** `status` filter values: the statuses, plus `enabled` (all but archived) and `disabled`. */
export const PRODUCT_STATUS_FILTERS = [...PRODUCT_STATUSES, 'enabled', 'disabled'] as const;
export const PRODUCT_SORTS = ['created_at', 'modified_at', 'code', 'name', 'completeness'] as const;
export type ProductSortField = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_COMPLETENESS_FILTERS = ['complete', 'incomplete'] as const;

/** The most attribute columns one list reads (`columns`). */
export const PRODUCT_LIST_COLUMNS_MAX = 20;
/** The most conditions one `value_filters` holds, and the longest text it may be. */
export const VALUE_FILTERS_MAX = 10;
export const VALUE_FILTERS_TEXT_MAX = 8000;
/** What a value filter may ask; which attribute types take which: value-filters.ts. */
export const VALUE_FILTER_OPS = [
  'empty',
  'not_empty',
  'equals',
  'contains',
  'gte',
  'lte',
  'between',
  'in',
] as const;
export type ValueFilterOp = (typeof VALUE_FILTER_OPS)[number];

/**
 * One condition of `value_filters` (the query carries a JSON array of them). `channel` and
 * `locale` default to the list's scope; `value`'s shape depends on the op and the type.
 */
export const ZValueFilter = z.strictObject({
  attribute: zCode(),
  op: z.enum(VALUE_FILTER_OPS),
  value: z.unknown().optional(),
  channel: zCode().optional(),
  locale: zCode().optional(),
});
export type ValueFilter = z.infer<typeof ZValueFilter>;

/** The list's completeness in its channel and locale, from the stored per-pair completeness. */
export const ZScopeCompleteness = z.object({
  channel: z.string(),
  locale: z.string(),
  /** 0..100; 100 where the family requires nothing in the pair. */
  ratio: z.number().int(),
  /** The codes of the required attributes without a value there. */
  missing: z.array(z.string()),
});
export type ScopeCompletenessDto = z.infer<typeof ZScopeCompleteness>;

/** A row of the product list (`name`, `completeness`, `variant_count`, `media_id`: list only). */
export const ZProductListItem = z.object({
  id: z.string(),
  code: z.string(),
  /** The family's name attribute: $default/$default, else its first scoped value; or null. */
  name: z.string().nullable(),
  product_type: z.string().nullable(),
  status: zProductStatus,
  /** Mean completeness over the channel/locale pairs, 0..100. */
  completeness: z.number().int(),
  variant_count: z.number().int(),
  /** The asset of the family's image attribute (chosen as `name` is), or null. */
  media_id: z.string().nullable(),
  product_family: zRef,
  /** With `channel` and `locale`: the completeness there; null without them. */
  scope_completeness: ZScopeCompleteness.nullable(),
  /** The `columns` attributes' values by code (`data.value` as stored, in the scope), or null. */
  values: z.record(z.string(), z.unknown()),
  ...zAuditFields,
});
export type ProductListItemDto = z.infer<typeof ZProductListItem>;

/** A product as get, create, update, clone and status answer it. */
export const ZProduct = z.object({
  id: z.string(),
  code: z.string(),
  product_type: z.string().nullable(),
  status: zProductStatus,
  product_family: zRef,
  variant_family: zRef.nullable(),
  /** Live categories the product is assigned to, by code. */
  categories: z.array(zRef),
  /** The family's display attributes. */
  display_attributes: z.object({ name: zRef.nullable(), image: zRef.nullable() }),
  ...zAuditFields,
});
export type ProductDto = z.infer<typeof ZProduct>;

export const ZProductPage = z.object({
  items: z.array(ZProductListItem),
  pagination: zCursorPagination,
});
export type ProductPageDto = z.infer<typeof ZProductPage>;

const sortValues = PRODUCT_SORTS.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];

export const ZListProductsInput = z.strictObject({
  /** 1 unless given; not together with `after` (so no default is filled in here). */
  page: zQueryInt.pipe(z.number().min(1)).optional(),
  page_size: zPageSize(10),
  /** Part of the code, any case. */
  code: zSearch.optional(),
  /** Part of the name (see the list item's `name`), any case. */
  name: zSearch.optional(),
  status: zQueryArray(z.enum(PRODUCT_STATUS_FILTERS)),
  product_family_id: zId.optional(),
  /** Words that must each be part of the code, the name or a variant's SKU, any case. */
  search: zSearch.optional(),
  /** Products assigned to this category or to any category below it. */
  category_id: zId.optional(),
  /** complete: 100; incomplete: below 100 (in the scope when `channel` and `locale` are given). */
  completeness: z.enum(PRODUCT_COMPLETENESS_FILTERS).optional(),
  /** The list's scope, with `locale`: completeness, `columns` and `value_filters` read there. */
  channel: zCode().optional(),
  /** A locale of `channel`; both or neither. */
  locale: zCode().optional(),
  /** Attribute codes (comma-separated) whose values each item carries in `values`. */
  columns: zQueryArray(zCode(), PRODUCT_LIST_COLUMNS_MAX),
  /** A JSON array of conditions on values (ZValueFilter), all of which a product must meet. */
  value_filters: z.string().min(1).max(VALUE_FILTERS_TEXT_MAX).optional(),
  /** `me`: only the products the caller changed last. */
  modified_by: z.enum(['me']).optional(),
  /** A field, `-` first for descending; newest first by default. */
  sort: z.enum(sortValues).optional(),
  /** The `next_cursor` of the previous page: this page starts right after its last product. */
  after: z.string().min(1).max(CURSOR_MAX).optional(),
});
export type ListProductsInput = z.infer<typeof ZListProductsInput>;

export const zProductCode = zCode(PRODUCT_CODE_MAX);

export const ZCreateProductInput = z.strictObject({
  code: zProductCode,
  product_family_id: zId,
  product_type: z.string().min(1).max(PRODUCT_TYPE_MAX).nullish(),
  /** A variant family of the product's family. */
  variant_family_id: zId.nullish(),
  category_ids: zIdList().optional(),
});
export type CreateProductInput = z.infer<typeof ZCreateProductInput>;

export const ZProductIdInput = z.strictObject({ id: zId });
export type ProductIdInput = z.infer<typeof ZProductIdInput>;

export const ZUpdateProductInput = z.strictObject({
  id: zId,
  /** Replaces the product's categories (an empty array removes them all). */
  category_ids: zIdList().optional(),
});
export type UpdateProductInput = z.infer<typeof ZUpdateProductInput>;

export const ZCloneProductInput = z.strictObject({ id: zId, code: zProductCode });
export type CloneProductInput = z.infer<typeof ZCloneProductInput>;

export const ZProductStatusInput = z.strictObject({ id: zId, status: zProductStatus });
export type ProductStatusInput = z.infer<typeof ZProductStatusInput>;
