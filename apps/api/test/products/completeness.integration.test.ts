// GET /v1/products/{id}/completeness: per active channel and locale, the family's mandatory
// attributes enabled for the channel (axes excepted on a product with a variant family), filled by
// non-empty values; kept current by value writes. The family and channel changes are in
// completeness-structure.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { revisionsWorld, scoped } from '../helpers/revisions.ts';

const t = await revisionsWorld();
const { a, request, w } = t;

const ITEM_KEYS = [
  'channel_code',
  'channel_id',
  'locale_code',
  'missing_attribute_codes',
  'missing_count',
  'ratio',
  'required_count',
];

/** The items as `channel/locale ratio missing...` lines, easy to compare. */
const linesOf = (data: { items: Record<string, unknown>[] }) =>
  data.items.map(
    (i) =>
      `${i.channel_code}/${i.locale_code} ${i.ratio} ${(i.missing_attribute_codes as string[]).join(',')}`,
  );

describe('GET /v1/products/{id}/completeness', () => {
  it('answers every active channel and locale pair with its requirements, in order', async () => {
    const product = await t.createProduct();
    const data = await t.completeness(product.id);
    expect(Object.keys(data).sort()).toEqual(['completeness', 'items', 'product_id']);
    expect(data.product_id).toBe(product.id);
    expect(data.completeness).toBe(0);
    expect(Object.keys(data.items[0]).sort()).toEqual(ITEM_KEYS);
    expect(data.items[0]).toEqual({
      channel_id: t.cat.channels.ecommerce.id,
      channel_code: 'ecommerce',
      locale_code: 'en_US',
      required_count: 3,
      missing_count: 3,
      ratio: 0,
      missing_attribute_codes: ['description', 'name', 'price'],
    });
    // By channel code, then the channel's own locale order (en_US before de_DE on print).
    expect(linesOf(data)).toEqual([
      'ecommerce/en_US 0 description,name,price',
      'ecommerce/fr_FR 0 description,name,price',
      'print/en_US 0 image,name',
      'print/de_DE 0 image,name',
    ]);
    const row = await t.server.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.completeness).toBe(0);
  });

  it('follows value writes: scoped by channel and locale as each attribute says', async () => {
    const product = await t.createProduct();
    dataOf(
      await t.replaceValues(product.id, [
        { attribute_id: a.name.id, values: [scoped('Shirt', '$default', 'en_US')] },
        {
          attribute_id: a.description.id,
          values: [scoped('<p>A shirt</p>', 'ecommerce', 'en_US')],
        },
        {
          attribute_id: a.price.id,
          values: [scoped([{ amount: '12.50', currency: 'EUR' }], 'ecommerce', '$default')],
        },
      ]),
    );
    let data = await t.completeness(product.id);
    expect(linesOf(data)).toEqual([
      'ecommerce/en_US 100 ',
      'ecommerce/fr_FR 33 description,name',
      'print/en_US 50 image',
      'print/de_DE 0 image,name',
    ]);
    expect(data.items[1]).toMatchObject({ required_count: 3, missing_count: 2 });
    // floor((100 + 33 + 50 + 0) / 4)
    expect(data.completeness).toBe(45);

    dataOf(
      await t.patchValues(product.id, [
        { attribute_id: a.name.id, values: [scoped(null, '$default', 'en_US')] },
      ]),
    );
    data = await t.completeness(product.id);
    expect(linesOf(data)).toEqual([
      'ecommerce/en_US 66 name',
      'ecommerce/fr_FR 33 description,name',
      'print/en_US 0 image,name',
      'print/de_DE 0 image,name',
    ]);
    expect(data.completeness).toBe(24);
    const row = await t.server.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.completeness).toBe(24);
  });

  it('counts null, blank strings and empty arrays as missing', async () => {
    const product = await t.createProduct();
    // Stored forms the values API never writes, put straight into the document; a write
    // that changes nothing else (the same categories) brings completeness up to date.
    const at = (value: string | string[], channel: string, locale: string) => ({
      [channel]: { [locale]: { value } },
    });
    await t.server.db.product.update({
      where: { id: product.id },
      data: {
        rawValues: {
          [a.name.id]: { $default: { en_US: { value: '  ' }, fr_FR: { value: null } } },
          [a.description.id]: at('x', 'ecommerce', 'en_US'),
          [a.price.id]: at([], 'ecommerce', '$default'),
        },
      },
    });
    dataOf(await request('PATCH', `/v1/products/${product.id}`, w.asEditor({ category_ids: [] })));
    const data = await t.completeness(product.id);
    expect(linesOf(data).slice(0, 2)).toEqual([
      'ecommerce/en_US 33 name,price',
      'ecommerce/fr_FR 0 description,name,price',
    ]);
  });

  it('is 100 with no row when the family requires nothing', async () => {
    const family = await t.server.db.productFamily.create({
      data: { tenantId: w.home.id, code: `bare_${Date.now()}`, name: 'Bare' },
    });
    const product = await t.createProduct({
      product_family_id: family.id,
      variant_family_id: undefined,
    });
    expect(await t.completeness(product.id)).toEqual({
      product_id: product.id,
      completeness: 100,
      items: [],
    });
  });

  it('is read by viewers, over tRPC too, and only in the product tenant', async () => {
    const product = await t.createProduct();
    const input = encodeURIComponent(JSON.stringify({ id: product.id }));
    const viaTrpc = await request(
      'GET',
      `/trpc/productCompleteness.get?input=${input}`,
      w.asViewer(),
    );
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.body.result.data.product_id).toBe(product.id);

    const foreign = await t.createProduct(
      {
        product_family_id: t.foreignCat.family.id,
        variant_family_id: t.foreignCat.variantFamily.id,
      },
      w.asForeign,
    );
    const path = `/v1/products/${foreign.id}/completeness`;
    expectError(await request('GET', path, w.asAdmin()), 404, 'not_found');
    const foreignInput = encodeURIComponent(JSON.stringify({ id: foreign.id }));
    expectTrpcError(
      await request('GET', `/trpc/productCompleteness.get?input=${foreignInput}`, w.asAdmin()),
      404,
      'not_found',
    );
    expectError(await request('GET', path, w.asAdminInForeign()), 403, 'tenant_forbidden');
    expect(dataOf(await request('GET', path, w.asForeign())).product_id).toBe(foreign.id);
    expectError(
      await request('GET', '/v1/products/not-a-uuid/completeness', w.asViewer()),
      400,
      'invalid_format',
      'id',
    );
    expectError(
      await request('GET', `/v1/products/${product.id}/completeness?x=1`, w.asViewer()),
      400,
      'unknown_field',
      'x',
    );
  });
});
