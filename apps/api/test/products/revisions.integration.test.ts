// Product revisions: one per request that changes something (none for a request that changes
// nothing), numbered from 1, with the change source, a summary of the change and the whole
// snapshot; list (newest first), latest, one; a deleted category gives each of its products a
// revision. Restore is in revisions-restore.integration.test.ts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { revisionsWorld, scoped } from '../helpers/revisions.ts';

const t = await revisionsWorld();
const { a, cat, request, w } = t;
const { menswear, shirts } = cat.categories;

const SUMMARY_KEYS = [
  'change_source',
  'change_summary',
  'created_at',
  'created_by',
  'id',
  'restored_from_revision_id',
  'revision_number',
];
const FULL_KEYS = [...SUMMARY_KEYS, 'comment', 'snapshot', 'snapshot_schema_version'].sort();

const pathsOf = (revision: { change_summary: { path: string }[] }) =>
  revision.change_summary.map((entry) => entry.path);

describe('the revision of a new product', () => {
  it('is number 1, from the api, summarising the creation', async () => {
    const product = await t.createProduct({ category_ids: [shirts.id, menswear.id] });
    const page = await t.revisions(product.id);
    expect(page.pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 20,
      total_items: 1,
      total_pages: 1,
    });
    const [first] = page.items;
    expect(Object.keys(first).sort()).toEqual(SUMMARY_KEYS);
    expect(first).toMatchObject({
      revision_number: 1,
      change_source: 'api',
      restored_from_revision_id: null,
      created_by: { id: w.editor.id, type: 'user' },
    });
    expect(first.change_summary).toEqual(
      expect.arrayContaining([
        { path: 'product.code', action: 'added', after: product.code },
        { path: 'product.status', action: 'added', after: 'draft' },
        { path: 'product.product_family_id', action: 'added', after: cat.family.id },
        {
          path: 'product.product_variant_family_id',
          action: 'added',
          after: cat.variantFamily.id,
        },
        { path: 'category_ids', action: 'added', after: shirts.id },
        { path: 'category_ids', action: 'added', after: menswear.id },
      ]),
    );
    // No product_type was given: nothing to say about it.
    expect(pathsOf(first)).not.toContain('product.product_type');

    const latest = await t.latest(product.id);
    expect(Object.keys(latest).sort()).toEqual(FULL_KEYS);
    expect(latest).toMatchObject({ ...first, snapshot_schema_version: 1, comment: null });
    expect(latest.snapshot).toEqual({
      version: 1,
      category_ids: [shirts.id, menswear.id].sort(),
      product: {
        code: product.code,
        product_family_id: cat.family.id,
        product_type: null,
        product_variant_family_id: cat.variantFamily.id,
        status: 'draft',
      },
      product_attributes: [],
      variants: [],
    });
    const row = await t.server.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.version).toBe(1);
  });
});

describe('one revision per request', () => {
  it('writes one for a bulk value write, none for a write that changes nothing', async () => {
    const product = await t.createProduct();
    const values = [
      { attribute_id: a.name.id, values: [scoped('Shirt', '$default', 'en_US')] },
      { attribute_id: a.ean.id, values: [scoped(`${Date.now()}`.padStart(13, '4'))] },
      { attribute_id: a.rating.id, values: [scoped(4.5)] },
      { attribute_id: a.waterproof.id, values: [scoped(true)] },
    ];
    await t.expectRevisions(product.id, 1, async () =>
      dataOf(await t.replaceValues(product.id, values)),
    );
    await t.expectRevisions(product.id, 0, async () =>
      dataOf(await t.replaceValues(product.id, values)),
    );
    await t.expectRevisions(product.id, 0, async () =>
      dataOf(
        await request('PATCH', `/v1/products/${product.id}`, w.asEditor({ category_ids: [] })),
      ),
    );
    const latest = await t.latest(product.id);
    expect(latest.revision_number).toBe(2);
    const ean = values[1]!.values[0]!.data!.value;
    const sha = createHash('sha256').update(JSON.stringify(ean)).digest('hex');
    const byId = new Map(
      latest.snapshot.product_attributes.map((row: { attribute_id: string }) => [
        row.attribute_id,
        row,
      ]),
    );
    expect(byId.get(a.ean.id)).toEqual({
      attribute_id: a.ean.id,
      uniqueness_hash: sha,
      value: [{ channel: '$default', locale: '$default', data: { value: ean } }],
    });
    expect(byId.get(a.name.id)).toMatchObject({ uniqueness_hash: null });
    const ids = latest.snapshot.product_attributes.map(
      (row: { attribute_id: string }) => row.attribute_id,
    );
    expect(ids).toEqual([...ids].sort());
    expect(latest.change_summary).toEqual(
      expect.arrayContaining([
        { path: 'attributes.name.$default.en_US', action: 'added', after: { value: 'Shirt' } },
        { path: 'attributes.rating.$default.$default', action: 'added', after: { value: 4.5 } },
      ]),
    );
    expect(latest.change_summary).toHaveLength(4);
  });

  it('writes one for a status change that cascades to three variants', async () => {
    const product = await t.createProduct();
    const variants = [
      await t.createVariant(product.id, 'red', 's'),
      await t.createVariant(product.id, 'red', 'm'),
      await t.createVariant(product.id, 'blue', 'l'),
    ];
    await t.expectRevisions(product.id, 1, async () =>
      dataOf(
        await request(
          'PATCH',
          `/v1/products/${product.id}/status`,
          w.asEditor({ status: 'in_review' }),
        ),
      ),
    );
    const latest = await t.latest(product.id);
    expect(latest.revision_number).toBe(5);
    expect(latest.change_summary).toEqual([
      { path: 'product.status', action: 'changed', before: 'draft', after: 'in_review' },
      ...variants.map((v) => ({
        path: `variants.${v.sku}.status`,
        action: 'changed',
        before: 'draft',
        after: 'in_review',
      })),
    ]);
    expect(latest.snapshot.variants.map((v: { id: string }) => v.id)).toEqual(
      variants.map((v) => v.id).sort(),
    );
    const added = (await t.revisions(product.id)).items.find(
      (r: { revision_number: number }) => r.revision_number === 2,
    );
    expect(added.change_summary).toEqual([
      {
        path: `variants.${variants[0]!.sku}`,
        action: 'added',
        after: { id: variants[0]!.id, code: variants[0]!.sku },
      },
      { path: `variants.${variants[0]!.sku}.status`, action: 'added', after: 'draft' },
      { path: `variants.${variants[0]!.sku}.is_default`, action: 'added', after: true },
      {
        path: `variants.${variants[0]!.sku}.attributes.color.$default.$default`,
        action: 'added',
        after: { value: 'red' },
      },
      {
        path: `variants.${variants[0]!.sku}.attributes.size.$default.$default`,
        action: 'added',
        after: { value: 's' },
      },
    ]);
  });

  it('numbers concurrent writes one after another, one revision each', async () => {
    const product = await t.createProduct();
    const answers = await Promise.all(
      ['en_US', 'fr_FR', 'de_DE'].map((locale) =>
        t.patchValues(product.id, [
          { attribute_id: a.name.id, values: [scoped(`Name ${locale}`, '$default', locale)] },
        ]),
      ),
    );
    answers.forEach((answer) => dataOf(answer));
    const page = await t.revisions(product.id);
    expect(page.items.map((r: { revision_number: number }) => r.revision_number)).toEqual([
      4, 3, 2, 1,
    ]);
    expect((await t.latest(product.id)).snapshot.product_attributes[0].value).toHaveLength(3);
  });

  it('summarises values changed and removed, and categories', async () => {
    const product = await t.createProduct({ category_ids: [menswear.id] });
    dataOf(
      await t.replaceValues(product.id, [
        {
          attribute_id: a.name.id,
          values: [scoped('Shirt', '$default', 'en_US'), scoped('Chemise', '$default', 'fr_FR')],
        },
      ]),
    );
    dataOf(
      await t.patchValues(product.id, [
        {
          attribute_id: a.name.id,
          values: [scoped('Blue shirt', '$default', 'en_US'), scoped(null, '$default', 'fr_FR')],
        },
      ]),
    );
    expect((await t.latest(product.id)).change_summary).toEqual([
      {
        path: 'attributes.name.$default.en_US',
        action: 'changed',
        before: { value: 'Shirt' },
        after: { value: 'Blue shirt' },
      },
      { path: 'attributes.name.$default.fr_FR', action: 'removed', before: { value: 'Chemise' } },
    ]);
    dataOf(
      await request(
        'PATCH',
        `/v1/products/${product.id}`,
        w.asEditor({ category_ids: [shirts.id] }),
      ),
    );
    const latest = await t.latest(product.id);
    expect(latest.change_summary).toEqual([
      { path: 'category_ids', action: 'removed', before: menswear.id },
      { path: 'category_ids', action: 'added', after: shirts.id },
    ]);
    expect(latest.revision_number).toBe(4);
  });
});

describe('GET /v1/products/{id}/revisions', () => {
  it('lists newest first, pages, and answers only for a live product of the tenant', async () => {
    const product = await t.createProduct();
    for (const name of ['One', 'Two', 'Three']) {
      dataOf(
        await t.replaceValues(product.id, [
          { attribute_id: a.name.id, values: [scoped(name, '$default', 'en_US')] },
        ]),
      );
    }
    const all = await t.revisions(product.id);
    expect(all.items.map((r: { revision_number: number }) => r.revision_number)).toEqual([
      4, 3, 2, 1,
    ]);
    const second = await t.revisions(product.id, '?page=2&page_size=3');
    expect(second.items.map((r: { revision_number: number }) => r.revision_number)).toEqual([1]);
    expect(second.pagination).toEqual({
      has_next: false,
      page: 2,
      page_size: 3,
      total_items: 4,
      total_pages: 2,
    });
    const base = `/v1/products/${product.id}/revisions`;
    expectError(
      await request('GET', `${base}?page_size=101`, w.asViewer()),
      400,
      'out_of_range',
      'page_size',
    );
    expectError(await request('GET', `${base}?page=0`, w.asViewer()), 400, 'out_of_range', 'page');
    expectError(
      await request('GET', `${base}?sort=code`, w.asViewer()),
      400,
      'unknown_field',
      'sort',
    );

    const one = all.items[2];
    const got = dataOf(await request('GET', `${base}/${one.id}`, w.asViewer()));
    expect(got).toMatchObject(one);
    expect(got.snapshot.version).toBe(2);
    const input = encodeURIComponent(JSON.stringify({ id: product.id, revisionId: one.id }));
    const viaTrpc = await request('GET', `/trpc/productRevisions.get?input=${input}`, w.asViewer());
    expect(viaTrpc.body.result.data).toEqual(got);
  });

  it('keeps revisions to their product and tenant', async () => {
    const product = await t.createProduct();
    const other = await t.createProduct();
    const foreign = await t.createProduct(
      {
        product_family_id: t.foreignCat.family.id,
        variant_family_id: t.foreignCat.variantFamily.id,
      },
      w.asForeign,
    );
    const foreignRevision = dataOf(
      await request('GET', `/v1/products/${foreign.id}/revisions/latest`, w.asForeign()),
    );
    const otherRevision = await t.latest(other.id);
    const base = `/v1/products/${product.id}/revisions`;
    for (const id of [foreignRevision.id, otherRevision.id, crypto.randomUUID()]) {
      expectError(await request('GET', `${base}/${id}`, w.asAdmin()), 404, 'not_found');
    }
    for (const path of ['', '/latest', `/${foreignRevision.id}`]) {
      const url = `/v1/products/${foreign.id}/revisions${path}`;
      expectError(await request('GET', url, w.asAdmin()), 404, 'not_found');
      expectError(await request('GET', url, w.asAdminInForeign()), 403, 'tenant_forbidden');
    }
    const input = encodeURIComponent(JSON.stringify({ id: foreign.id }));
    expectTrpcError(
      await request('GET', `/trpc/productRevisions.latest?input=${input}`, w.asAdmin()),
      404,
      'not_found',
    );
    expectError(
      await request('GET', `${base}/nope`, w.asViewer()),
      400,
      'invalid_format',
      'revisionId',
    );
  });
});

describe('deleting a category', () => {
  it('gives each of its products one revision', async () => {
    const category = dataOf(
      await request(
        'POST',
        '/v1/categories',
        w.asEditor({ category_tree_id: cat.tree.id, code: `gone_${Date.now()}`, name: 'Gone' }),
      ),
    );
    const kept = await t.createProduct({ category_ids: [shirts.id] });
    const products = [
      await t.createProduct({ category_ids: [category.id, shirts.id] }),
      await t.createProduct({ category_ids: [category.id] }),
    ];
    dataOf(await request('DELETE', `/v1/categories/${category.id}`, w.asEditor()));
    for (const product of products) {
      const latest = await t.latest(product.id);
      expect(latest).toMatchObject({
        revision_number: 2,
        change_source: 'api',
        change_summary: [{ path: 'category_ids', action: 'removed', before: category.id }],
      });
      expect(latest.snapshot.category_ids).not.toContain(category.id);
      expect(latest.snapshot.version).toBe(2);
      const row = await t.server.db.product.findUniqueOrThrow({ where: { id: product.id } });
      expect(row.version).toBe(2);
    }
    expect((await t.latest(products[0]!.id)).snapshot.category_ids).toEqual([shirts.id]);
    expect(await t.revisionCount(kept.id)).toBe(1);
    // The next change diffs against the category-less snapshot: nothing more about it.
    dataOf(
      await request('PATCH', `/v1/products/${products[1]!.id}`, w.asEditor({ category_ids: [] })),
    );
    expect(await t.revisionCount(products[1]!.id)).toBe(2);
  });
});
