// What a product's history costs in storage (README "Completeness and revisions"): revisions
// are stored as deltas between keyframes, so 600 variant creates and 100 one-field changes on
// one product stay far under 5 MB and a one-field change writes well under 4 KB, while every
// revision still reads back whole, as the snapshot of the state it recorded.
import { createAttributeOption } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { revisionsWorld, scoped } from '../helpers/revisions.ts';

const t = await revisionsWorld();
const { a, cat, request, w } = t;

const VARIANTS = 600;
const CHANGES = 100;
const COLORS = 30;

interface RowSize {
  revision_number: number;
  stored: number;
  text: number;
}

/** Each revision row of the product: bytes stored (after compression) and as JSON text. */
const rowSizes = (productId: string) =>
  t.server.database.sql<RowSize>`
    SELECT revision_number, pg_column_size(r.*) AS stored,
           octet_length(row_to_json(r)::text) AS text
      FROM product_revisions r
     WHERE r.tenant_id = ${w.home.id} AND r.product_id = ${productId}
     ORDER BY revision_number`;

const sum = (rows: readonly RowSize[], key: 'stored' | 'text') =>
  rows.reduce((total, row) => total + row[key], 0);

describe('revision storage of a product with 600 variants', () => {
  it('stays under 5 MB, a one-field change under 4 KB, and every revision reads back whole', async () => {
    // 30 colors x 20 sizes of the enrichment catalog's axes.
    const colors = await Promise.all(
      Array.from({ length: COLORS }, () => createAttributeOption(t.server.db, a.color)),
    );
    const sizes = await Promise.all(
      Array.from({ length: VARIANTS / COLORS }, () => createAttributeOption(t.server.db, a.size)),
    );
    const product = await t.createProduct({ category_ids: [cat.categories.shirts.id] });
    for (let i = 0; i < VARIANTS; i++) {
      await t.createVariant(
        product.id,
        colors[i % COLORS]!.code,
        sizes[Math.floor(i / COLORS)]!.code,
      );
    }
    const afterCreates = (await t.latest(product.id)).revision_number as number;
    expect(afterCreates).toBe(VARIANTS + 1);
    for (let i = 0; i < CHANGES; i++) {
      dataOf(
        await t.patchValues(product.id, [{ attribute_id: a.rating.id, values: [scoped(i % 5)] }]),
      );
    }

    const rows = await rowSizes(product.id);
    expect(rows).toHaveLength(VARIANTS + 1 + CHANGES);
    expect(sum(rows, 'stored')).toBeLessThan(5 * 1024 * 1024);
    expect(sum(rows, 'text')).toBeLessThan(5 * 1024 * 1024);
    const changes = rows.filter((row) => row.revision_number > afterCreates);
    expect(changes).toHaveLength(CHANGES);
    for (const row of changes) {
      expect(row.stored).toBeLessThan(4096);
      expect(row.text).toBeLessThan(4096);
    }

    // Every revision reads back as the state it recorded: revision n holds n - 1 variants
    // (the first is the product's creation), the changes the rating they set.
    const idOf = new Map<number, string>();
    for (let page = 1; page <= Math.ceil(rows.length / 100); page++) {
      const answer = await t.revisions(product.id, `?page_size=100&page=${page}`);
      for (const item of answer.items) idOf.set(item.revision_number, item.id);
    }
    expect(idOf.size).toBe(rows.length);
    for (const number of [1, 2, 37, 250, 455, 600, afterCreates, afterCreates + 50]) {
      const revision = dataOf(
        await request(
          'GET',
          `/v1/products/${product.id}/revisions/${idOf.get(number)}`,
          w.asViewer(),
        ),
      );
      expect(revision.revision_number).toBe(number);
      expect(revision.snapshot.version).toBe(number);
      expect(revision.snapshot.variants).toHaveLength(Math.min(number - 1, VARIANTS));
      expect(revision.snapshot.category_ids).toEqual([cat.categories.shirts.id]);
      const ids = revision.snapshot.variants.map((v: { id: string }) => v.id);
      expect(ids).toEqual([...ids].sort());
      if (number > afterCreates) {
        const rating = revision.snapshot.product_attributes.find(
          (row: { attribute_id: string }) => row.attribute_id === a.rating.id,
        );
        expect(rating.value[0].data.value).toBe((number - afterCreates - 1) % 5);
      }
    }
    // The latest reads back as the live state: writing what is already there writes nothing.
    await t.expectRevisions(product.id, 0, async () =>
      dataOf(
        await t.patchValues(product.id, [
          { attribute_id: a.rating.id, values: [scoped((CHANGES - 1) % 5)] },
        ]),
      ),
    );

    // A restore of a revision in the middle of a chain brings back exactly its variants.
    const middle = idOf.get(250)!;
    const restored = dataOf(
      await request(
        'POST',
        `/v1/products/${product.id}/revisions/${middle}/restore`,
        w.asEditor({}),
      ),
    );
    expect(restored.revision_number).toBe(rows.length + 1);
    expect(restored.snapshot.variants).toHaveLength(249);
    const variants = dataOf(
      await request('GET', `/v1/products/${product.id}/variants?page_size=1`, w.asViewer()),
    );
    expect(variants.pagination.total_items).toBe(249);
    const latest = await t.latest(product.id);
    expect({ ...latest.snapshot, version: 0 }).toEqual({ ...restored.snapshot, version: 0 });
  }, 300_000);
});
