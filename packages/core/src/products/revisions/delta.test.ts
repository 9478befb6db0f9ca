import { describe, expect, it } from 'vitest';
import {
  applyDelta,
  diffSnapshots,
  KEYFRAME_FLOOR_BYTES,
  snapshotOfChain,
  storedFormOf,
  type ChainRow,
} from './delta.ts';
import type { ProductSnapshot, SnapshotVariant } from './snapshot.ts';

const snapshot = (over: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  version: 1,
  category_ids: ['c1', 'c2'],
  product: {
    code: 'p1',
    product_family_id: 'f1',
    product_type: null,
    product_variant_family_id: 'vf1',
    status: 'draft',
  },
  product_attributes: [attr('a1', 'x'), attr('a2', 2)],
  variants: [variant('v1', 'red'), variant('v3', 'blue')],
  ...over,
});
function attr(id: string, value: unknown) {
  return {
    attribute_id: id,
    uniqueness_hash: null,
    value: [{ channel: '$default', locale: '$default', data: { value } }],
  };
}
function variant(id: string, color: string): SnapshotVariant {
  return {
    id,
    code: `sku-${id}`,
    is_default: id === 'v1',
    status: 'draft',
    attributes: [attr('color', color)],
  };
}

describe('diffSnapshots and applyDelta', () => {
  it('keeps only what changed, and applying it gives the later snapshot in canonical order', () => {
    const before = snapshot();
    const after = snapshot({
      version: 2,
      category_ids: ['c2'],
      product_attributes: [attr('a0', 'new'), attr('a2', 3)],
      variants: [variant('v1', 'green'), variant('v2', 'pink'), variant('v3', 'blue')],
    });
    const delta = diffSnapshots(before, after);
    expect(delta).toEqual({
      category_ids: ['c2'],
      product_attributes: { set: [attr('a0', 'new'), attr('a2', 3)], removed: ['a1'] },
      variants: { set: [variant('v1', 'green'), variant('v2', 'pink')], removed: [] },
    });
    expect(applyDelta(before, delta, 2)).toEqual(after);
  });

  it('writes nothing for what did not change, and removes variants by id', () => {
    const before = snapshot();
    const after = snapshot({ version: 2, variants: [variant('v3', 'blue')] });
    expect(diffSnapshots(before, after)).toEqual({ variants: { set: [], removed: ['v1'] } });
    expect(diffSnapshots(before, { ...before, version: 9 })).toEqual({});
  });
});

describe('snapshotOfChain', () => {
  const rows = (): ChainRow[] => {
    const first = snapshot();
    const second = snapshot({ version: 2, category_ids: [] });
    const third = { ...second, version: 3, product: { ...second.product, status: 'approved' } };
    return [
      { revision_number: 1, keyframe: true, snapshot: first, delta: null, chain_bytes: 0 },
      {
        revision_number: 2,
        keyframe: false,
        snapshot: null,
        delta: diffSnapshots(first, second),
        chain_bytes: 20,
      },
      {
        revision_number: 3,
        keyframe: false,
        snapshot: null,
        delta: diffSnapshots(second, third),
        chain_bytes: 200,
      },
    ];
  };

  it('reads the last revision of a chain back whole, numbered as it', () => {
    const whole = snapshotOfChain(rows());
    expect(whole).toMatchObject({ version: 3, category_ids: [] });
    expect(whole?.product.status).toBe('approved');
    expect(whole?.variants).toEqual(snapshot().variants);
  });

  it('answers nothing for a chain that does not start with a keyframe', () => {
    expect(snapshotOfChain(rows().slice(1))).toBeUndefined();
    expect(snapshotOfChain([])).toBeUndefined();
  });
});

describe('storedFormOf', () => {
  const before = snapshot();
  const after = snapshot({ version: 2, category_ids: ['c1'] });

  it('writes the first revision whole, then deltas counting their bytes', () => {
    expect(storedFormOf(undefined, before)).toMatchObject({ keyframe: true, snapshot: before });
    const next = storedFormOf({ snapshot: before, chainBytes: 100, chainLength: 2 }, after);
    expect(next).toEqual({
      keyframe: false,
      snapshot: null,
      delta: { category_ids: ['c1'] },
      chainBytes: 100 + JSON.stringify({ category_ids: ['c1'] }).length,
    });
  });

  it('writes a keyframe when the chain would pass the floor (or half the snapshot) or its length', () => {
    const latest = { snapshot: before, chainBytes: KEYFRAME_FLOOR_BYTES, chainLength: 5 };
    expect(storedFormOf(latest, after).keyframe).toBe(true);
    const long = { snapshot: before, chainBytes: 10, chainLength: 3 };
    expect(storedFormOf(long, after, 3).keyframe).toBe(true);
    expect(storedFormOf(long, after, 4).keyframe).toBe(false);
  });
});
