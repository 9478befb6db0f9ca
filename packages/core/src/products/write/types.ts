// The shapes of the write path: a product as a change finds it, a variant as an import's
// change finds it, and a new product as a create writes it.
import type { ProductStatus } from '../product/schemas.ts';
import type { RawValues } from '../values/document.ts';
import type { Held } from '../values/unique.ts';

/** The product as a change finds it, locked until the transaction ends. */
export interface LockedProduct {
  id: string;
  code: string;
  product_family_id: string;
  variant_family_id: string | null;
  product_type: string | null;
  status: 'draft' | 'in_review' | 'approved' | 'archived';
  version: number;
  raw_values: unknown;
}

export interface LockedVariantRow {
  id: string;
  product_id: string;
  is_default: boolean;
  status: ProductStatus;
  axis_key: string;
  raw_values: unknown;
}

export interface NewProduct {
  code: string;
  familyId: string;
  variantFamilyId: string | null;
  productType: string | null;
  status: ProductStatus;
  categoryIds: readonly string[];
  rawValues: RawValues;
  /** Its values of `is_unique` attributes (unique.ts heldValues), kept in unique_values. */
  unique: readonly Held[];
}

/** A new product checked and ready to write: its row, and what its writes need to know. */
export interface PreparedProduct {
  row: NewProduct;
  /** The input field of a scoped value (uniqueness refusals). */
  fieldOf?: (attributeId: string, channel: string, locale: string) => string;
  /** Code and is_unique of the attributes its values name (its first revision's snapshot). */
  facts: Map<string, { code: string; is_unique: boolean }>;
  /** The assets its media values name (locked again where it is written). */
  assetIds: string[];
  /** The options its select and multiselect values name (checked again where it is written). */
  options: { attributeId: string; code: string }[];
}
