// GET /v1/products: the list item's fields (name and media from the family's display attributes,
// completeness, variant count), every filter and sort, paging by page and by cursor through a whole
// list, over REST and tRPC.
import { randomUUID } from 'node:crypto';
import { createCategory, createProductFamily, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { ref } from '../helpers/families.ts';
import {
  createProductsWorld,
  insertVariant,
  LIST_ITEM_KEYS,
  PRODUCTS,
  writeValues,
} from '../helpers/products.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createProductsWorld(server, request);
const home = w.catalog;
const NAME = home.attributes.name.id;
const IMAGE = home.attributes.image.id;

/** A fresh family showing the catalog's name and image attributes: a list of its own. */
async function family() {
  const created = await createProductFamily(server.db, w.home.id);
  return server.db.productFamily.update({
    where: { id: created.id },
    data: { nameAttributeId: NAME, imageAttributeId: IMAGE },
  });
}

type Item = { id: string; code: string; name: string | null } & Record<string, unknown>;

const list = async (query: string) =>
  dataOf(await request('GET', `${PRODUCTS}?${query}`, w.asViewer())) as {
    items: Item[];
    pagination: Record<string, unknown> & { next_cursor: string | null };
  };
const codes = async (query: string) => (await list(query)).items.map((i) => i.code);

/** A product of `familyId` named `name` (en_US), with these columns set in the database. */
async function product(
  familyId: string,
  options: {
    code?: string;
    name?: string;
    status?: 'draft' | 'in_review' | 'approved' | 'archived';
    completeness?: number;
    categoryIds?: string[];
  } = {},
) {
  const created = await w.create({
    code: options.code ?? uniqueCode('p'),
    product_family_id: familyId,
    ...(options.categoryIds ? { category_ids: options.categoryIds } : {}),
  });
  if (options.name !== undefined) {
    await writeValues(server.db, created.id, {
      [NAME]: { $default: { en_US: { value: options.name } } },
    });
  }
  await server.db.product.update({
    where: { id: created.id },
    data: {
      ...(options.status ? { status: options.status } : {}),
      ...(options.completeness !== undefined ? { completeness: options.completeness } : {}),
    },
  });
  return created as Item;
}

describe('GET /v1/products: items', () => {
  it('answers exactly the list fields, newest first, 10 a page', async () => {
    const f = await family();
    const made = [];
    for (let i = 0; i < 11; i++) made.push(await product(f.id, { name: `Shirt ${i}` }));
    const page = await list(`product_family_id=${f.id}`);
    expect(page.items.map((i) => i.id)).toEqual(
      made
        .reverse()
        .slice(0, 10)
        .map((p) => p.id),
    );
    expect(Object.keys(page.items[0]!).sort()).toEqual(LIST_ITEM_KEYS);
    expect(page.pagination).toEqual({
      has_next: true,
      page: 1,
      page_size: 10,
      total_items: 11,
      total_pages: 2,
      next_cursor: expect.any(String),
    });
    expect(page.items[0]).toMatchObject({
      name: 'Shirt 10',
      product_type: null,
      status: 'draft',
      completeness: expect.any(Number),
      variant_count: 0,
      media_id: null,
      product_family: ref(f),
      created_by: { id: w.editor.id },
    });
    const last = await list(`product_family_id=${f.id}&page=2`);
    expect(last.items).toHaveLength(1);
    expect(last.pagination).toMatchObject({ has_next: false, next_cursor: null, total_items: 11 });
  });

  it('takes the name and media at $default/$default, else the first scoped value', async () => {
    const f = await family();
    const p = await product(f.id);
    const asset = randomUUID();
    const show = async () => (await list(`product_family_id=${f.id}`)).items[0]!;
    expect(await show()).toMatchObject({ name: null, media_id: null });
    await writeValues(server.db, p.id, {
      [NAME]: {
        print: { de_DE: { value: 'Hemd' } },
        $default: { fr_FR: { value: 'Chemise' }, en_US: { value: 'Shirt' } },
      },
      [IMAGE]: { ecommerce: { $default: { value: asset } } },
    });
    // $default channel first, then locales in code order.
    expect(await show()).toMatchObject({ name: 'Shirt', media_id: asset });
    await writeValues(server.db, p.id, {
      [NAME]: { $default: { $default: { value: 'Default' }, en_US: { value: 'Shirt' } } },
    });
    expect(await show()).toMatchObject({ name: 'Default', media_id: null });
    // A family without display attributes names nothing.
    const plain = await createProductFamily(server.db, w.home.id);
    const q = await product(plain.id, { name: 'Unnamed' });
    expect((await list(`product_family_id=${plain.id}`)).items[0]).toMatchObject({
      id: q.id,
      name: null,
    });
  });

  it('counts variants and shows the stored completeness', async () => {
    const f = await family();
    const p = await product(f.id, { completeness: 42 });
    await insertVariant(server.db, p, w.home.id);
    await insertVariant(server.db, p, w.home.id);
    expect((await list(`product_family_id=${f.id}`)).items[0]).toMatchObject({
      variant_count: 2,
      completeness: 42,
    });
  });
});

describe('GET /v1/products: filters', () => {
  it('filters by code, name and search (parts, any case, wildcards literal)', async () => {
    const f = await family();
    const tag = uniqueCode('t').replace(/_/g, '');
    const a = await product(f.id, { code: `${tag}_Alpha`, name: 'Blue Oxford' });
    const b = await product(f.id, { code: `${tag}-beta`, name: 'Red 100% linen' });
    await product(f.id, { code: `${tag}xgamma`, name: 'Green polo' });
    const in_ = `product_family_id=${f.id}`;
    expect(await codes(`${in_}&code=${tag.toUpperCase()}_`)).toEqual([a.code]);
    expect(await codes(`${in_}&code=ALPHA`)).toEqual([a.code]);
    expect(await codes(`${in_}&name=oxford`)).toEqual([a.code]);
    expect(await codes(`${in_}&name=${encodeURIComponent('100%')}`)).toEqual([b.code]);
    expect(await codes(`${in_}&search=BETA`)).toEqual([b.code]);
    expect(await codes(`${in_}&search=polo`)).toHaveLength(1);
    expect(await codes(`code=${tag}`)).toHaveLength(3);
    expect(await codes(`${in_}&search=nothing-like-it`)).toEqual([]);
  });

  it('filters by status, enabled and disabled', async () => {
    const f = await family();
    const made = {
      draft: await product(f.id, { status: 'draft' }),
      in_review: await product(f.id, { status: 'in_review' }),
      approved: await product(f.id, { status: 'approved' }),
      archived: await product(f.id, { status: 'archived' }),
    };
    const sorted = (items: string[]) => [...items].sort();
    const of = async (status: string) =>
      sorted(await codes(`product_family_id=${f.id}&status=${status}`));
    for (const [status, p] of Object.entries(made)) expect(await of(status)).toEqual([p.code]);
    expect(await of('disabled')).toEqual([made.archived.code]);
    expect(await of('enabled')).toEqual(
      sorted([made.draft.code, made.in_review.code, made.approved.code]),
    );
    expect(await of('draft,archived')).toEqual(sorted([made.draft.code, made.archived.code]));
    expect(await of('draft&status=approved')).toEqual(
      sorted([made.draft.code, made.approved.code]),
    );
    expectError(
      await request('GET', `${PRODUCTS}?status=active`, w.asViewer()),
      400,
      'invalid_value',
      'status.0',
    );
  });

  it('filters by family, category (with its descendants) and completeness', async () => {
    const f = await family();
    const below = await createCategory(server.db, home.tree, { parent: home.categories.shirts });
    const top = await product(f.id, {
      categoryIds: [home.categories.menswear.id],
      completeness: 100,
    });
    const mid = await product(f.id, { categoryIds: [home.categories.shirts.id], completeness: 50 });
    const deep = await product(f.id, { categoryIds: [below.id], completeness: 0 });
    const none = await product(f.id, { completeness: 100 });
    const in_ = `product_family_id=${f.id}`;
    const ids = async (query: string) => (await list(`${in_}&${query}`)).items.map((i) => i.id);
    expect(await ids(`category_id=${home.categories.menswear.id}`)).toEqual([
      deep.id,
      mid.id,
      top.id,
    ]);
    expect(await ids(`category_id=${home.categories.shirts.id}`)).toEqual([deep.id, mid.id]);
    expect(await ids(`category_id=${below.id}`)).toEqual([deep.id]);
    expect(await ids('completeness=complete')).toEqual([none.id, top.id]);
    expect(await ids('completeness=incomplete')).toEqual([deep.id, mid.id]);
    // Ids naming nothing in the tenant list nothing.
    expect(await ids(`category_id=${w.foreignCatalog.categories.shirts.id}`)).toEqual([]);
    expect(await codes(`product_family_id=${randomUUID()}`)).toEqual([]);
    expect(await codes(`product_family_id=${w.foreignCatalog.family.id}`)).toEqual([]);
    const bad = (query: string) => request('GET', `${PRODUCTS}?${query}`, w.asViewer());
    expectError(await bad('category_id=x'), 400, 'invalid_format', 'category_id');
    expectError(await bad('product_family_id=x'), 400, 'invalid_format', 'product_family_id');
    expectError(await bad('completeness=full'), 400, 'invalid_value', 'completeness');
    expectError(await bad('search=' + 'x'.repeat(300)), 400, 'too_long', 'search');
    expectError(await bad('colour=red'), 400, 'unknown_field', 'colour');
  });
});
