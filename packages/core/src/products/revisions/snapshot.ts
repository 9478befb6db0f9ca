// The snapshot a revision keeps (snapshot_schema_version 1): the whole state of a product after a
// change, in a canonical order (category ids sorted, attributes by id, scoped values by channel
// then locale, variants by id), so two snapshots of the same state are deeply equal.
import {
  rawValuesOf,
  scopedValuesOf,
  uniquenessHash,
  type RawValues,
  type ScopedValue,
} from '../values/document.ts';

export const SNAPSHOT_SCHEMA_VERSION = 1;

export interface SnapshotAttribute {
  attribute_id: string;
  /** sha256 of the value (document.ts uniquenessHash) for an `is_unique` attribute, else null. */
  uniqueness_hash: string | null;
  value: ScopedValue[];
}

export interface SnapshotVariant {
  id: string;
  /** The variant's sku. */
  code: string;
  is_default: boolean;
  status: string;
  /** The variant's own document: its overrides and its axis values. */
  attributes: SnapshotAttribute[];
}

export interface ProductSnapshot {
  version: number;
  category_ids: string[];
  product: {
    code: string;
    product_family_id: string;
    product_type: string | null;
    product_variant_family_id: string | null;
    status: string;
  };
  product_attributes: SnapshotAttribute[];
  variants: SnapshotVariant[];
}

/** What the snapshot needs to know of an attribute: its code (summaries) and is_unique. */
export interface AttributeFacts {
  code: string;
  is_unique: boolean;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A document as snapshot rows: live attributes only (`facts` holds the tenant's live ones),
 * by attribute id. The hash of a unique attribute is its first scoped value's (a unique
 * attribute has one value per product in practice: it is seldom scoped).
 */
export function snapshotAttributesOf(
  column: unknown,
  facts: ReadonlyMap<string, AttributeFacts>,
): SnapshotAttribute[] {
  const raw: RawValues = rawValuesOf(column);
  return Object.keys(raw)
    .filter((id) => facts.has(id))
    .sort(byText)
    .flatMap((id) => {
      const value = scopedValuesOf(raw[id]);
      if (value.length === 0) return [];
      const first = value[0]!.data;
      const hash = facts.get(id)!.is_unique && first ? uniquenessHash(first) : null;
      return [{ attribute_id: id, uniqueness_hash: hash, value }];
    });
}

/** Structural equality of two JSON values (key order aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((k) => left[k] !== undefined);
  const otherKeys = Object.keys(right).filter((k) => right[k] !== undefined);
  return keys.length === otherKeys.length && keys.every((k) => sameJson(left[k], right[k]));
}

/** Whether two snapshots hold the same state (their version aside). */
export function sameState(a: ProductSnapshot, b: ProductSnapshot): boolean {
  return sameJson({ ...a, version: 0 }, { ...b, version: 0 });
}
