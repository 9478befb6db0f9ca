// PRODUCT_REVISIONS_KEEP (README "Configuration"): a product keeps at least its latest N
// revisions and fewer than 2N; older ones are deleted with each change, and every revision
// left still reads back whole and can be restored.
import { loadCatalogSettings } from '@pim/core';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { revisionsWorld, scoped } from '../helpers/revisions.ts';
import { ownTestServer } from '../helpers/server.ts';

const t = await revisionsWorld();
const { a, request, w } = t;
const KEEP = 3;
// A server of this file's own that keeps KEEP revisions per product (the shared one keeps all).
const keeping = await ownTestServer({
  catalog: { ...loadCatalogSettings(process.env), revisionsKept: KEEP },
});

const ratingOf = (snapshot: { product_attributes: { attribute_id: string; value: any[] }[] }) =>
  snapshot.product_attributes.find((row) => row.attribute_id === a.rating.id)?.value[0].data.value;

describe('revision retention', () => {
  it('keeps the latest revisions (at least N, under 2N); each left reads back and restores', async () => {
    const product = await t.createProduct();
    for (let i = 1; i <= 12; i++) {
      dataOf(
        await keeping.request(
          'PATCH',
          `/v1/products/${product.id}/attributes`,
          w.asEditor([{ attribute_id: a.rating.id, values: [scoped(i % 5)] }]),
        ),
      );
      const numbers = (await t.revisions(product.id, '?page_size=100')).items.map(
        (r: { revision_number: number }) => r.revision_number,
      );
      const latest = i + 1;
      expect(numbers.length).toBeGreaterThanOrEqual(Math.min(KEEP, latest));
      expect(numbers.length).toBeLessThan(2 * KEEP);
      // Always the newest ones, without a gap.
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, k) => latest - k));
    }
    // The shared server keeps every revision: a change there deletes nothing.
    const before = await t.revisionCount(product.id);
    dataOf(await t.patchValues(product.id, [{ attribute_id: a.rating.id, values: [scoped(0)] }]));
    expect(await t.revisionCount(product.id)).toBe(before + 1);

    const page = await t.revisions(product.id, '?page_size=100');
    for (const item of page.items) {
      const revision = dataOf(
        await request('GET', `/v1/products/${product.id}/revisions/${item.id}`, w.asViewer()),
      );
      expect(revision.snapshot.version).toBe(item.revision_number);
      const number = item.revision_number as number;
      expect(ratingOf(revision.snapshot)).toBe(number === 14 ? 0 : (number - 1) % 5);
    }
    const oldest = page.items.at(-1);
    const restored = dataOf(
      await request(
        'POST',
        `/v1/products/${product.id}/revisions/${oldest.id}/restore`,
        w.asEditor({}),
      ),
    );
    expect(restored.restored_from_revision_id).toBe(oldest.id);
    expect(ratingOf(restored.snapshot)).toBe((oldest.revision_number - 1) % 5);
  });

  it('refuses a bad setting when it is read', () => {
    expect(() => loadCatalogSettings({ PRODUCT_REVISIONS_KEEP: '0' })).toThrow(
      /PRODUCT_REVISIONS_KEEP/,
    );
    expect(() => loadCatalogSettings({ PRODUCT_MAX_VARIANTS: 'many' })).toThrow(
      /PRODUCT_MAX_VARIANTS/,
    );
    expect(loadCatalogSettings({})).toEqual({ maxVariantsPerProduct: 1000, revisionsKept: null });
  });
});
