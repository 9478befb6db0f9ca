import { describe, expect, it } from 'vitest';
import { type ProductSnapshot, sameState, snapshotAttributesOf } from './snapshot.ts';
import { MAX_SUMMARY_ENTRIES, summarize } from './summary.ts';

const snapshot = (over: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  version: 1,
  category_ids: [],
  product: {
    code: 'p1',
    product_family_id: 'f1',
    product_type: null,
    product_variant_family_id: null,
    status: 'draft',
  },
  product_attributes: [],
  variants: [],
  ...over,
});
const attr = (id: string, value: unknown, channel = '$default', locale = '$default') => ({
  attribute_id: id,
  uniqueness_hash: null,
  value: [{ channel, locale, data: { value } }],
});
const codeOf = (id: string) => `code_${id}`;

describe('summarize', () => {
  it('summarises a creation as additions, leaving out what is null', () => {
    const entries = summarize(undefined, snapshot({ category_ids: ['c1'] }), codeOf);
    expect(entries).toEqual([
      { path: 'product.code', action: 'added', after: 'p1' },
      { path: 'product.product_family_id', action: 'added', after: 'f1' },
      { path: 'product.status', action: 'added', after: 'draft' },
      { path: 'category_ids', action: 'added', after: 'c1' },
    ]);
  });

  it('names a variant by its sku and follows a sku change by id', () => {
    const variant = { id: 'v1', code: 'SKU-1', is_default: true, status: 'draft', attributes: [] };
    const before = snapshot({ variants: [variant] });
    const after = snapshot({ variants: [{ ...variant, code: 'SKU-2', is_default: false }] });
    expect(summarize(before, after, codeOf)).toEqual([
      { path: 'variants.SKU-2.code', action: 'changed', before: 'SKU-1', after: 'SKU-2' },
      { path: 'variants.SKU-2.is_default', action: 'changed', before: true, after: false },
    ]);
    expect(summarize(after, snapshot(), codeOf)).toEqual([
      { path: 'variants.SKU-2', action: 'removed', before: { id: 'v1', code: 'SKU-2' } },
    ]);
  });

  it('keeps at most MAX_SUMMARY_ENTRIES entries, then says how many more', () => {
    const many = Array.from({ length: MAX_SUMMARY_ENTRIES + 7 }, (_, i) =>
      attr(`a${String(i).padStart(4, '0')}`, i),
    );
    const entries = summarize(snapshot(), snapshot({ product_attributes: many }), codeOf);
    expect(entries).toHaveLength(MAX_SUMMARY_ENTRIES + 1);
    expect(entries.at(-1)).toEqual({ path: '', action: 'changed', after: '7 more changes' });
  });
});

describe('snapshots', () => {
  it('are the same state whatever the key order and version', () => {
    const a = snapshot({ product_attributes: [attr('x', { amount: '1', unit: 'GRAM' })] });
    const b = snapshot({
      version: 9,
      product_attributes: [attr('x', { unit: 'GRAM', amount: '1' })],
    });
    expect(sameState(a, b)).toBe(true);
    expect(sameState(a, snapshot())).toBe(false);
  });

  it('hold live attributes only, sorted, hashing unique ones', () => {
    const facts = new Map([
      ['b', { code: 'b', is_unique: true }],
      ['a', { code: 'a', is_unique: false }],
    ]);
    const rows = snapshotAttributesOf(
      {
        b: { $default: { $default: { value: '123' } } },
        a: { ecommerce: { en_US: { value: 'x' } }, $default: { $default: { value: 'y' } } },
        gone: { $default: { $default: { value: 'z' } } },
      },
      facts,
    );
    expect(rows.map((r) => r.attribute_id)).toEqual(['a', 'b']);
    expect(rows[0]!.value.map((v) => v.channel)).toEqual(['$default', 'ecommerce']);
    expect(rows[0]!.uniqueness_hash).toBeNull();
    expect(rows[1]!.uniqueness_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
