// Categories (spec 001 "Categories", CONTRACT.md section 7): create, read, list, update,
// status, soft delete, translations, counts, over REST and tRPC, isolated per tenant. Moves
// and their races are in categories-moves.integration.test.ts.
import { describe, expect, it } from 'vitest';
import {
  createAsset,
  createCategory,
  createCategoryTree,
  createProduct,
  createProductFamily,
  uniqueCode,
} from '@pim/db/seed';
import {
  checkActiveInactive,
  checkIsolation,
  checkListPaging,
  checkTranslations,
  createCatalogWorld,
  dataOf,
} from './helpers/catalog.ts';
import { CATEGORY_KEYS, categoryCalls } from './helpers/categories.ts';
import { expectError } from './helpers/expect.ts';
import { testServer, trpcMutation } from './helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const api = categoryCalls(request, w);
const tree = await api.createTree();
const family = await createProductFamily(server.db, w.home.id);

const post = (body: Record<string, unknown>) =>
  request(
    'POST',
    '/v1/categories',
    w.asEditor({ category_tree_id: tree.id, code: uniqueCode('c'), name: 'N', ...body }),
  );

describe('POST /v1/categories', () => {
  it('creates top-level and nested categories with their paths and audit fields', async () => {
    const image = await createAsset(server.db, w.home.id);
    const top = await api.create(tree.id, { name: 'Shoes', description: 'All shoes' });
    expect(Object.keys(top).sort()).toEqual(CATEGORY_KEYS);
    expect(top).toMatchObject({
      name: 'Shoes',
      description: 'All shoes',
      category_tree_id: tree.id,
      parent_id: null,
      image_asset_id: null,
      path: top.code,
      product_count: 0,
      child_count: 0,
      status: 'active',
      created_by: { id: w.editor.id, name: w.editor.name, type: 'user' },
    });
    expect(top.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const child = await api.create(tree.id, { parent_id: top.id, image_asset_id: image.id });
    const grandchild = await api.create(tree.id, { parent_id: child.id, description: null });
    expect(child).toMatchObject({ parent_id: top.id, image_asset_id: image.id });
    expect(child.path).toBe(`${top.code}/${child.code}`);
    expect(grandchild.path).toBe(`${top.code}/${child.code}/${grandchild.code}`);
    expect(grandchild.description).toBeNull();
    expect((await api.get(top.id)).child_count).toBe(1);
    const row = await server.db.category.findUniqueOrThrow({ where: { id: grandchild.id } });
    expect(row.tenantId).toBe(w.home.id);
  });

  it('validates every field', async () => {
    expectError(await post({ category_tree_id: undefined }), 400, 'required', 'category_tree_id');
    expectError(await post({ category_tree_id: '' }), 400, 'invalid_format', 'category_tree_id');
    expectError(await post({ code: undefined }), 400, 'required', 'code');
    expectError(await post({ code: 'a/b' }), 400, 'invalid_format', 'code');
    expectError(await post({ code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await post({ name: undefined }), 400, 'required', 'name');
    expectError(await post({ name: '' }), 400, 'too_short', 'name');
    expectError(await post({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await post({ description: 'x'.repeat(1001) }), 400, 'too_long', 'description');
    expectError(await post({ parent_id: 'nope' }), 400, 'invalid_format', 'parent_id');
    expectError(await post({ image_asset_id: 7 }), 400, 'invalid_type', 'image_asset_id');
    expectError(await post({ path: 'a/b' }), 400, 'unknown_field', 'path');
    const longest = await post({
      code: `${uniqueCode('c')}${'x'.repeat(91)}`.slice(0, 100),
      name: 'x'.repeat(255),
      description: 'x'.repeat(1000),
    });
    expect(longest.status, longest.text).toBe(200);
  });

  it('refuses references that name nothing live in this tenant (400 invalid_reference)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const deletedTree = await createCategoryTree(server.db, w.home.id);
    await server.db.categoryTree.update({
      where: { id: deletedTree.id },
      data: { deletedAt: new Date() },
    });
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    const foreignCategory = await createCategory(server.db, foreignTree);
    const goneCategory = await createCategory(server.db, { id: tree.id, tenantId: w.home.id });
    await server.db.category.update({
      where: { id: goneCategory.id },
      data: { deletedAt: new Date() },
    });
    const foreignAsset = await createAsset(server.db, w.foreign.id);
    const goneAsset = await createAsset(server.db, w.home.id);
    await server.db.asset.update({ where: { id: goneAsset.id }, data: { deletedAt: new Date() } });
    for (const id of [unknown, deletedTree.id, foreignTree.id]) {
      expectError(
        await post({ category_tree_id: id }),
        400,
        'invalid_reference',
        'category_tree_id',
      );
    }
    for (const id of [unknown, foreignCategory.id, goneCategory.id]) {
      expectError(await post({ parent_id: id }), 400, 'invalid_reference', 'parent_id');
    }
    for (const id of [unknown, foreignAsset.id, goneAsset.id]) {
      expectError(await post({ image_asset_id: id }), 400, 'invalid_reference', 'image_asset_id');
    }
    const other = await api.createTree();
    const elsewhere = await api.create(other.id);
    expectError(await post({ parent_id: elsewhere.id }), 400, 'invalid_value', 'parent_id');
  });

  it('keeps codes unique per tenant across trees (409), and frees the code of a deleted one', async () => {
    const first = await api.create(tree.id);
    const other = await api.createTree();
    expectError(
      await post({ category_tree_id: other.id, code: first.code }),
      409,
      'already_exists',
      'code',
    );
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    const theirs = await request(
      'POST',
      '/v1/categories',
      w.asForeign({ category_tree_id: foreignTree.id, code: first.code, name: 'Theirs' }),
    );
    expect(theirs.status, theirs.text).toBe(200);
    dataOf(await request('DELETE', `/v1/categories/${first.id}`, w.asEditor()));
    expect((await api.create(other.id, { code: first.code })).id).not.toBe(first.id);
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    expectError(await request('POST', '/v1/categories', w.asViewer({})), 403, 'forbidden');
    const code = uniqueCode('cat');
    const answer = await trpcMutation(
      request,
      'categories.create',
      { category_tree_id: tree.id, code, name: 'Via tRPC' },
      w.asEditor(),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data).toMatchObject({ code, path: code, child_count: 0 });
  });
});

describe('GET /v1/categories', () => {
  it('pages with 20 by default and repeats pagination beside data', async () => {
    await checkListPaging(request, w, '/v1/categories', {
      defaultPageSize: 20,
      topLevelPagination: true,
    });
  });

  it('searches, filters by tree, parent, is_root and status, sorts, and shows live rows only', async () => {
    const tag = uniqueCode('find');
    const own = await api.createTree();
    const a = await api.create(own.id, { code: `${tag}_a`, name: 'Alpha' });
    const b = await api.create(own.id, { code: `${tag}_b`, name: `Beta ${tag}`, parent_id: a.id });
    const c = await api.create(own.id, { code: `${tag}_c`, name: 'Gamma', parent_id: a.id });
    const gone = await api.create(own.id, { code: `${tag}_d`, parent_id: a.id });
    await request('PATCH', `/v1/categories/${c.id}/status`, w.asEditor({ status: 'inactive' }));
    await request('DELETE', `/v1/categories/${gone.id}`, w.asEditor());
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    await createCategory(server.db, foreignTree, { code: `${tag}_foreign` });
    const list = async (query: string) =>
      dataOf(await request('GET', `/v1/categories?${query}`, w.asViewer()));
    const codes = (page: { items: { code: string }[] }) => page.items.map((x) => x.code);

    expect(codes(await list(`search=${tag}`))).toEqual([c.code, b.code, a.code]);
    expect(codes(await list(`search=${tag.toUpperCase()}&sort=code`))).toEqual([
      a.code,
      b.code,
      c.code,
    ]);
    expect(codes(await list(`category_tree_id=${own.id}&sort=-name`))).toEqual([
      c.code,
      b.code,
      a.code,
    ]);
    expect(codes(await list(`parent_id=${a.id}&sort=code`))).toEqual([b.code, c.code]);
    expect(codes(await list(`category_tree_id=${own.id}&is_root=true`))).toEqual([a.code]);
    expect(codes(await list(`category_tree_id=${own.id}&is_root=false&sort=code`))).toEqual([
      b.code,
      c.code,
    ]);
    expect(codes(await list(`parent_id=${a.id}&is_root=0&status=inactive`))).toEqual([c.code]);
    expect(codes(await list(`search=${tag}&status=active,inactive&sort=name`))).toEqual([
      a.code,
      b.code,
      c.code,
    ]);
    expect((await list(`parent_id=${a.id}`)).pagination.total_items).toBe(2);
    expect((await list(`search=${tag}_foreign`)).items).toEqual([]);
    for (const [query, code, field] of [
      ['is_root=maybe', 'invalid_type', 'is_root'],
      [`is_root=true&parent_id=${a.id}`, 'invalid_combination', 'is_root'],
      ['parent_id=x', 'invalid_format', 'parent_id'],
      ['category_tree_id=x', 'invalid_format', 'category_tree_id'],
      ['status=gone', 'invalid_value', 'status.0'],
      ['sort=path', 'invalid_value', 'sort'],
    ] as const) {
      expectError(await request('GET', `/v1/categories?${query}`, w.asViewer()), 400, code, field);
    }
  });

  it('counts live children and live products assigned directly, in lists and reads', async () => {
    const own = await api.createTree();
    const top = await api.create(own.id);
    const child = await api.create(own.id, { parent_id: top.id });
    await api.create(own.id, { parent_id: top.id });
    const gone = await api.create(own.id, { parent_id: top.id });
    dataOf(await request('DELETE', `/v1/categories/${gone.id}`, w.asEditor()));
    await createProduct(server.db, family, { categoryIds: [top.id, child.id] });
    await createProduct(server.db, family, { categoryIds: [top.id] });
    const deletedProduct = await createProduct(server.db, family, { categoryIds: [top.id] });
    await server.db.product.update({
      where: { id: deletedProduct.id },
      data: { deletedAt: new Date() },
    });
    expect(await api.get(top.id)).toMatchObject({ product_count: 2, child_count: 2 });
    expect(await api.get(child.id)).toMatchObject({ product_count: 1, child_count: 0 });
    const listed = dataOf(
      await request('GET', `/v1/categories?category_tree_id=${own.id}`, w.asViewer()),
    );
    const counts = (id: string) =>
      listed.items
        .filter((x: { id: string }) => x.id === id)
        .map((x: { product_count: number; child_count: number }) => [
          x.product_count,
          x.child_count,
        ]);
    expect(counts(top.id)).toEqual([[2, 2]]);
    expect(counts(child.id)).toEqual([[1, 0]]);
  });
});

describe('one category', () => {
  it('reads, updates name, description and image partially, and clears them', async () => {
    const image = await createAsset(server.db, w.home.id);
    const category = await api.create(tree.id, { description: 'First' });
    expect(await api.get(category.id)).toEqual(category);
    const path = `/v1/categories/${category.id}`;
    const renamed = dataOf(
      await request('PATCH', path, w.asAdmin({ name: 'Renamed', image_asset_id: image.id })),
    );
    expect(renamed).toMatchObject({
      name: 'Renamed',
      description: 'First',
      image_asset_id: image.id,
      code: category.code,
      path: category.path,
      modified_by: { id: w.admin.id },
    });
    const cleared = dataOf(
      await request('PATCH', path, w.asAdmin({ description: null, image_asset_id: null })),
    );
    expect(cleared).toMatchObject({ description: null, image_asset_id: null, name: 'Renamed' });
    const patch = (body: Record<string, unknown>) => request('PATCH', path, w.asAdmin(body));
    expectError(await patch({ code: 'x' }), 400, 'unknown_field', 'code');
    expectError(await patch({ name: '' }), 400, 'too_short', 'name');
    expectError(await patch({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await patch({ description: 'x'.repeat(1001) }), 400, 'too_long', 'description');
    const foreignAsset = await createAsset(server.db, w.foreign.id);
    expectError(
      await patch({ image_asset_id: foreignAsset.id }),
      400,
      'invalid_reference',
      'image_asset_id',
    );
    expectError(await patch({ category_tree_id: null }), 400, 'invalid_type', 'category_tree_id');
    expectError(await request('PATCH', path, w.asViewer({ name: 'N' })), 403, 'forbidden');
    expect((await api.get(category.id)).name).toBe('Renamed');
  });

  it('changes status between active and inactive', async () => {
    const category = await api.create(tree.id);
    await checkActiveInactive(request, w, `/v1/categories/${category.id}`);
  });

  it('keeps translations by locale', async () => {
    const category = await api.create(tree.id);
    await checkTranslations(request, w, `/v1/categories/${category.id}`);
  });

  it('hides another tenant’s category (404) and refuses another tenant’s header (403)', async () => {
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    const foreign = await createCategory(server.db, foreignTree);
    await checkIsolation(request, w, `/v1/categories/${foreign.id}`, {
      procedure: 'categories.get',
      input: { id: foreign.id },
    });
    for (const [method, suffix, body] of [
      ['PATCH', '', { name: 'Mine now' }],
      ['PATCH', '', { parent_id: null }],
      ['PATCH', '/status', { status: 'inactive' }],
      ['GET', '/translations', undefined],
      ['PATCH', '/translations', { translations: [{ locale: 'fr_FR', name: 'N' }] }],
      ['DELETE', '', undefined],
    ] as const) {
      expectError(
        await request(method, `/v1/categories/${foreign.id}${suffix}`, w.asAdmin(body)),
        404,
        'not_found',
      );
    }
    const row = await server.db.category.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row).toMatchObject({ name: foreign.name, status: 'active', deletedAt: null });
  });
});

describe('DELETE /v1/categories/{id}', () => {
  it('soft-deletes: envelope without data, then 404, and takes it out of its products', async () => {
    const category = await api.create(tree.id);
    const kept = await api.create(tree.id);
    const product = await createProduct(server.db, family, { categoryIds: [category.id, kept.id] });
    const answer = await request('DELETE', `/v1/categories/${category.id}`, w.asEditor());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expectError(
      await request('GET', `/v1/categories/${category.id}`, w.asViewer()),
      404,
      'not_found',
    );
    expectError(
      await request('DELETE', `/v1/categories/${category.id}`, w.asEditor()),
      404,
      'not_found',
    );
    const row = await server.db.category.findUniqueOrThrow({ where: { id: category.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    const assigned = await server.db.productCategory.findMany({ where: { productId: product.id } });
    expect(assigned.map((a) => a.categoryId)).toEqual([kept.id]);
    expect((await api.get(kept.id)).product_count).toBe(1);
  });

  it('keeps a category with live children (409 has_children) and nothing changes', async () => {
    const parent = await api.create(tree.id);
    const child = await api.create(tree.id, { parent_id: parent.id });
    const product = await createProduct(server.db, family, { categoryIds: [parent.id] });
    expectError(
      await request('DELETE', `/v1/categories/${parent.id}`, w.asEditor()),
      409,
      'has_children',
    );
    expect(await server.db.productCategory.count({ where: { productId: product.id } })).toBe(1);
    expect((await api.get(parent.id)).child_count).toBe(1);
    dataOf(await request('DELETE', `/v1/categories/${child.id}`, w.asEditor()));
    dataOf(await request('DELETE', `/v1/categories/${parent.id}`, w.asEditor()));
    expect(await server.db.productCategory.count({ where: { productId: product.id } })).toBe(0);
    expectError(
      await request('DELETE', `/v1/categories/${parent.id}`, w.asViewer()),
      403,
      'forbidden',
    );
  });
});
