// PRODUCT_MAX_VARIANTS (README "Variants", default 1,000): a product at the limit takes no
// further variant, from the API (400 out_of_range on productId) nor from a variants import
// (a failed item, out_of_range on product); below it again, a create goes through. A restore
// of a revision holding more variants than the limit allows is refused too.
import { loadCatalogSettings } from '@pim/core';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { importItems, jobItems } from '../helpers/jobs.ts';
import { revisionsWorld } from '../helpers/revisions.ts';
import { ownTestServer } from '../helpers/server.ts';

const t = await revisionsWorld();
const { request, w } = t;
const LIMIT = 1000;
await t.server.startWorker();
// A server of this file's own whose products may have one variant (the shared one: 1,000).
const strict = await ownTestServer({
  catalog: { ...loadCatalogSettings(process.env), maxVariantsPerProduct: 1 },
});

/** A product holding `count` variants, written directly (their axis keys are placeholders). */
async function productWithVariants(count: number) {
  const product = await t.createProduct();
  await t.server.database.sql`
    INSERT INTO variants (tenant_id, product_id, sku, is_default, axis_key)
    SELECT ${w.home.id}::uuid, ${product.id}::uuid, ${product.code} || '-' || g, g = 1,
           'placeholder=' || g
      FROM generate_series(1, ${count}::int) g`;
  return product;
}

const axisValues = [
  { axis_code: 'color', option_code: 'red' },
  { axis_code: 'size', option_code: 's' },
];

describe('the variants of a product are bounded', () => {
  it('refuses a create past the limit over the API, and takes one again below it', async () => {
    const product = await productWithVariants(LIMIT);
    const before = await t.revisionCount(product.id);
    const path = `/v1/products/${product.id}/variants`;
    const answer = await request(
      'POST',
      path,
      w.asEditor({ sku: `${product.code}-over`, axis_values: axisValues }),
    );
    expectError(answer, 400, 'out_of_range', 'productId');
    expect(answer.body.message).toContain(String(LIMIT));
    expect(await t.server.db.variant.count({ where: { productId: product.id } })).toBe(LIMIT);
    expect(await t.revisionCount(product.id)).toBe(before);

    await t.server.database.sql`
      DELETE FROM variants WHERE tenant_id = ${w.home.id}::uuid AND sku = ${`${product.code}-7`}`;
    dataOf(
      await request(
        'POST',
        path,
        w.asEditor({ sku: `${product.code}-again`, axis_values: axisValues }),
      ),
    );
    expect(await t.server.db.variant.count({ where: { productId: product.id } })).toBe(LIMIT);
  });

  it('fails a variants import record past the limit', async () => {
    const product = await productWithVariants(LIMIT);
    const job = await importItems(request, w.asAdmin(), 'variants', [
      {
        product: product.code,
        sku: `${product.code}-imported`,
        axis_values: { color: 'red', size: 's' },
      },
    ]);
    expect(job.status).toBe('completed');
    expect(job.result).toMatchObject({ created: 0, failed: 1 });
    const [item] = await jobItems(request, w.asAdmin(), job.id);
    expect(item.errors).toEqual([
      expect.objectContaining({ code: 'out_of_range', field: 'product' }),
    ]);
    expect(await t.server.db.variant.count({ where: { productId: product.id } })).toBe(LIMIT);
  });

  it('refuses to restore a revision with more variants than a product may now have', async () => {
    const product = await t.createProduct();
    await t.createVariant(product.id, 'red', 's');
    await t.createVariant(product.id, 'blue', 's');
    const revision = await t.latest(product.id);
    const answer = await strict.request(
      'POST',
      `/v1/products/${product.id}/revisions/${revision.id}/restore`,
      w.asEditor({}),
    );
    expectError(answer, 400, 'out_of_range', 'revisionId');
    expect(await t.revisionCount(product.id)).toBe(revision.revision_number);
  });
});
