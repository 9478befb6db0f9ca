// GET /v1/assets/{id}/usages: where an asset is used, named (the categories showing it, the
// products and variants holding it as a media value, with the attributes that hold it), the
// same uses a delete is refused for; deleted rows and other attributes naming the id do not
// count; the list's per-asset totals agree; isolation and access.
import { randomUUID } from 'node:crypto';
import {
  addFamilyAttribute,
  createAttribute,
  createCategory,
  createCategoryTree,
  createProductFamily,
  uniqueCode,
} from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { png, upload } from '../helpers/variants.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const send = (token = w.tokens.editor, tenant = w.home.id) =>
  upload(server.baseUrl, png(1, 1), { filename: `${uniqueCode('file')}.png`, token, tenant });
const usagesOf = (id: string, as = w.asViewer()) => request('GET', `/v1/assets/${id}/usages`, as);

const media = await createAttribute(server.db, w.home.id, { type: 'media', config: {} });
const text = await createAttribute(server.db, w.home.id, {});
const family = await createProductFamily(server.db, w.home.id);
await addFamilyAttribute(server.db, family, media.id);
await addFamilyAttribute(server.db, family, text.id);
const holding = (code: string, rawValues: object) =>
  server.db.product.create({
    data: { tenantId: w.home.id, productFamilyId: family.id, code, rawValues },
  });
const valueOf = (value: string) => ({ $default: { $default: { value } } });

describe('GET /v1/assets/{id}/usages', () => {
  it('answers nothing for an unused asset', async () => {
    const asset = dataOf(await send());
    expect(dataOf(await usagesOf(asset.id))).toEqual({
      asset_id: asset.id,
      totals: { categories: 0, products: 0, variants: 0 },
      categories: [],
      products: [],
      variants: [],
    });
  });

  it('names the categories, products and variants using it, with the attributes holding it', async () => {
    const asset = dataOf(await send());
    const tree = await createCategoryTree(server.db, w.home.id);
    const category = await createCategory(server.db, tree);
    await server.db.category.update({
      where: { id: category.id },
      data: { imageAssetId: asset.id },
    });
    const b = await holding(uniqueCode('b'), { [media.id]: valueOf(asset.id) });
    const a = await holding(uniqueCode('a'), {
      [media.id]: { ecommerce: { en_US: { value: asset.id } } },
    });
    // A text value naming the id is no use of the asset; a deleted product is none either.
    await holding(uniqueCode('text'), { [text.id]: valueOf(asset.id) });
    const gone = await holding(uniqueCode('gone'), { [media.id]: valueOf(asset.id) });
    await server.db.product.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const sku = uniqueCode('sku');
    const variant = await server.db.variant.create({
      data: {
        tenantId: w.home.id,
        productId: b.id,
        sku,
        axisKey: 'k',
        rawValues: { [media.id]: valueOf(asset.id) },
      },
    });

    const usages = dataOf(await usagesOf(asset.id));
    expect(usages).toEqual({
      asset_id: asset.id,
      totals: { categories: 1, products: 2, variants: 1 },
      categories: [{ id: category.id, code: category.code, name: expect.any(String) }],
      products: [a, b]
        .sort((x, y) => (x.code < y.code ? -1 : 1))
        .map((p) => ({ id: p.id, code: p.code, name: null, attribute_codes: [media.code] })),
      variants: [
        { id: variant.id, sku, product: { id: b.id, code: b.code }, attribute_codes: [media.code] },
      ],
    });
    // The delete is refused for the same uses.
    expectError(await request('DELETE', `/v1/assets/${asset.id}`, w.asEditor()), 409, 'in_use');
    // The list counts them as the totals do; an unused asset of the same page counts none.
    const unused = dataOf(await send());
    const listed = dataOf(await request('GET', '/v1/assets?page_size=100', w.asViewer()));
    const totalsOf = (id: string) =>
      listed.items.find((item: { id: string }) => item.id === id)?.usage_totals;
    expect(totalsOf(asset.id)).toEqual(usages.totals);
    expect(totalsOf(unused.id)).toEqual({ categories: 0, products: 0, variants: 0 });
  });

  it('counts a product once in the list when two media attributes or an array hold the asset', async () => {
    const asset = dataOf(await send());
    const second = await createAttribute(server.db, w.home.id, { type: 'media', config: {} });
    await addFamilyAttribute(server.db, family, second.id);
    await holding(uniqueCode('two'), {
      [media.id]: valueOf(asset.id),
      [second.id]: { $default: { de_DE: { value: [asset.id] } } },
    });
    const listed = dataOf(await request('GET', '/v1/assets?page_size=100', w.asViewer()));
    const item = listed.items.find((i: { id: string }) => i.id === asset.id);
    expect(item.usage_totals).toEqual({ categories: 0, products: 1, variants: 0 });
    expect(dataOf(await usagesOf(asset.id)).totals).toEqual(item.usage_totals);
  });

  it("answers 404 for a deleted asset, another tenant's, an unknown id; 403 in a tenant not one's own", async () => {
    const deleted = dataOf(await send());
    dataOf(await request('DELETE', `/v1/assets/${deleted.id}`, w.asEditor()));
    expectError(await usagesOf(deleted.id), 404, 'not_found');

    const foreign = dataOf(await send(w.tokens.foreignAdmin, w.foreign.id));
    expectError(await usagesOf(foreign.id, w.asAdmin()), 404, 'not_found');
    const input = encodeURIComponent(JSON.stringify({ id: foreign.id }));
    expectTrpcError(
      await request('GET', `/trpc/assets.usages?input=${input}`, w.asAdmin()),
      404,
      'not_found',
    );
    expectError(await usagesOf(foreign.id, w.asAdminInForeign()), 403, 'tenant_forbidden');
    expect(dataOf(await usagesOf(foreign.id, w.asForeign())).asset_id).toBe(foreign.id);
    expectError(await usagesOf(randomUUID()), 404, 'not_found');
    expectError(await usagesOf('not-a-uuid'), 400, 'invalid_format');
  });
});
