// How revisions are stored: revision 1 and then every so often a whole snapshot (a keyframe),
// in between only what changed since the revision before (a delta): the product's fields or
// its category ids when they changed, the attribute rows changed or removed (by attribute id)
// and the variants changed, added or removed (by variant id). Any revision reads back as its
// nearest keyframe at or before it with the deltas after it applied in order, so the API
// answers the whole snapshot as before. Pure: no database.
import {
  sameJson,
  type ProductSnapshot,
  type SnapshotAttribute,
  type SnapshotVariant,
} from './snapshot.ts';

/** Rows written whole when new or changed, and the keys of the rows removed. */
export interface RowsDelta<T> {
  set: T[];
  removed: string[];
}

export interface SnapshotDelta {
  category_ids?: string[];
  product?: ProductSnapshot['product'];
  product_attributes?: RowsDelta<SnapshotAttribute>;
  variants?: RowsDelta<SnapshotVariant>;
}

/** A stored revision as the chain needs it (rows of product_revisions). */
export interface ChainRow {
  revision_number: number;
  keyframe: boolean;
  snapshot: ProductSnapshot | null;
  delta: SnapshotDelta | null;
  /** Bytes of the deltas since the keyframe before it, its own included (0 on a keyframe). */
  chain_bytes: number;
}

/**
 * A keyframe is written when the deltas since the last one would add up to more than half the
 * whole snapshot (reading any revision then costs at most 1.5 whole snapshots), with a floor so
 * a small product does not write one every few changes, or when the chain would grow past
 * MAX_CHAIN revisions (a bound on the rows a read walks; retention lowers it to the revisions
 * it keeps, so pruning never has to keep more than twice those).
 */
export const KEYFRAME_FLOOR_BYTES = 16 * 1024;
export const MAX_CHAIN = 1000;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function diffRows<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (row: T) => string,
): RowsDelta<T> | undefined {
  const old = new Map(before.map((row) => [keyOf(row), row]));
  const set = after.filter((row) => {
    const was = old.get(keyOf(row));
    return was === undefined || !sameJson(was, row);
  });
  const kept = new Set(after.map(keyOf));
  const removed = before.map(keyOf).filter((key) => !kept.has(key));
  return set.length > 0 || removed.length > 0 ? { set, removed } : undefined;
}

/** What changed from `before` to `after` (their versions aside). */
export function diffSnapshots(before: ProductSnapshot, after: ProductSnapshot): SnapshotDelta {
  const delta: SnapshotDelta = {};
  if (!sameJson(before.category_ids, after.category_ids)) delta.category_ids = after.category_ids;
  if (!sameJson(before.product, after.product)) delta.product = after.product;
  const attributes = diffRows(
    before.product_attributes,
    after.product_attributes,
    (row) => row.attribute_id,
  );
  if (attributes) delta.product_attributes = attributes;
  const variants = diffRows(before.variants, after.variants, (row) => row.id);
  if (variants) delta.variants = variants;
  return delta;
}

function applyRows<T>(
  rows: readonly T[],
  delta: RowsDelta<T> | undefined,
  keyOf: (r: T) => string,
) {
  if (!delta) return [...rows];
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  for (const key of delta.removed) byKey.delete(key);
  for (const row of delta.set) byKey.set(keyOf(row), row);
  // The snapshot's canonical order (snapshot.ts): by key, bytewise.
  return [...byKey.values()].sort((a, b) => byText(keyOf(a), keyOf(b)));
}

/** `snapshot` with `delta` applied, numbered `version`. */
export function applyDelta(
  snapshot: ProductSnapshot,
  delta: SnapshotDelta,
  version: number,
): ProductSnapshot {
  return {
    version,
    category_ids: delta.category_ids ?? snapshot.category_ids,
    product: delta.product ?? snapshot.product,
    product_attributes: applyRows(
      snapshot.product_attributes,
      delta.product_attributes,
      (row) => row.attribute_id,
    ),
    variants: applyRows(snapshot.variants, delta.variants, (row) => row.id),
  };
}

/**
 * The snapshot of the chain's last revision: `rows` in revision order, from a keyframe on.
 * Undefined when the chain is empty or does not start with a keyframe.
 */
export function snapshotOfChain(rows: readonly ChainRow[]): ProductSnapshot | undefined {
  const [first] = rows;
  if (!first?.keyframe || !first.snapshot) return undefined;
  let snapshot: ProductSnapshot = { ...first.snapshot, version: first.revision_number };
  for (const row of rows.slice(1)) {
    snapshot =
      row.keyframe && row.snapshot
        ? { ...row.snapshot, version: row.revision_number }
        : applyDelta(snapshot, row.delta ?? {}, row.revision_number);
  }
  return snapshot;
}

/** How the next revision is stored, given the chain it follows (none: the first revision). */
export type StoredRevision =
  | { keyframe: true; snapshot: ProductSnapshot; delta: null; chainBytes: 0 }
  | { keyframe: false; snapshot: null; delta: SnapshotDelta; chainBytes: number };

export function storedFormOf(
  latest: { snapshot: ProductSnapshot; chainBytes: number; chainLength: number } | undefined,
  next: ProductSnapshot,
  maxChain = MAX_CHAIN,
): StoredRevision {
  const whole = { keyframe: true, snapshot: next, delta: null, chainBytes: 0 } as const;
  if (!latest) return whole;
  const delta = diffSnapshots(latest.snapshot, next);
  const chainBytes = latest.chainBytes + JSON.stringify(delta).length;
  const limit = Math.max(JSON.stringify(next).length / 2, KEYFRAME_FLOOR_BYTES);
  if (chainBytes > limit || latest.chainLength >= maxChain) return whole;
  return { keyframe: false, snapshot: null, delta, chainBytes };
}
