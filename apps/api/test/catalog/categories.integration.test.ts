// Categories: create, read, list, update, status, soft delete, translations, counts, over REST and
// tRPC, isolated per tenant. Moves and their races are in categories-moves.integration.test.ts.
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
  checkCodeNameDescription,
  checkCodeUniqueness,
  checkDeleted,
  checkForeignWrites,
  checkIsolation,
  checkListPaging,
  checkListRefusals,
  checkTranslations,
  checkUpdateRefusals,
  checkWriterOnly,
  createCatalogWorld,
  dataOf,
  expectCreated,
  lister,
  poster,
} from '../helpers/catalog.ts';
import { CATEGORY_KEYS, categoryCalls } from '../helpers/categories.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const api = categoryCalls(request, w);
const tree = await api.createTree();
const family = await createProductFamily(server.db, w.home.id);

const PATH = '/v1/categories';
const { post } = poster(request, w, PATH, 'c', { category_tree_id: tree.id, name: 'N' });

describe('POST /v1/categories', () => {
  it('creates top-level and nested categories with their paths and audit fields', async () => {
    const image = await createAsset(server.db, w.home.id);
    const top = await api.create(tree.id, { name: 'Shoes', description: 'All shoes' });
    expectCreated(w, top, CATEGORY_KEYS);
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
    });
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
    expectError(await post({ parent_id: 'nope' }), 400, 'invalid_format', 'parent_id');
    expectError(await post({ image_asset_id: 7 }), 400, 'invalid_type', 'image_asset_id');
    await checkCodeNameDescription(post, { unknown: { path: 'a/b' } });
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
    const other = await api.createTree();
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    await checkCodeUniqueness(request, w, {
      path: PATH,
      first: await api.create(tree.id),
      post: (body) => post({ category_tree_id: other.id, ...body }),
      foreign: { category_tree_id: foreignTree.id },
    });
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    const code = uniqueCode('cat');
    await checkWriterOnly(request, w, {
      path: PATH,
      procedure: 'categories.create',
      input: { category_tree_id: tree.id, code, name: 'Via tRPC' },
      expected: { code, path: code, child_count: 0 },
    });
  });
});

describe('GET /v1/categories', () => {
  it('pages with 20 by default and repeats pagination beside data', async () => {
    await checkListPaging(request, w, PATH, {
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
    await request('PATCH', `${PATH}/${c.id}/status`, w.asEditor({ status: 'inactive' }));
    await request('DELETE', `${PATH}/${gone.id}`, w.asEditor());
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    await createCategory(server.db, foreignTree, { code: `${tag}_foreign` });
    const { list, codes } = lister(request, w, PATH);

    expect(await codes(`search=${tag}`)).toEqual([c.code, b.code, a.code]);
    expect(await codes(`search=${tag.toUpperCase()}&sort=code`)).toEqual([a.code, b.code, c.code]);
    expect(await codes(`category_tree_id=${own.id}&sort=-name`)).toEqual([c.code, b.code, a.code]);
    expect(await codes(`parent_id=${a.id}&sort=code`)).toEqual([b.code, c.code]);
    expect(await codes(`category_tree_id=${own.id}&is_root=true`)).toEqual([a.code]);
    expect(await codes(`category_tree_id=${own.id}&is_root=false&sort=code`)).toEqual([
      b.code,
      c.code,
    ]);
    expect(await codes(`parent_id=${a.id}&is_root=0&status=inactive`)).toEqual([c.code]);
    expect(await codes(`search=${tag}&status=active,inactive&sort=name`)).toEqual([
      a.code,
      b.code,
      c.code,
    ]);
    expect((await list(`parent_id=${a.id}`)).pagination.total_items).toBe(2);
    expect((await list(`search=${tag}_foreign`)).items).toEqual([]);
    await checkListRefusals(request, w, PATH, [
      ['is_root=maybe', 'invalid_type', 'is_root'],
      [`is_root=true&parent_id=${a.id}`, 'invalid_combination', 'is_root'],
      ['parent_id=x', 'invalid_format', 'parent_id'],
      ['category_tree_id=x', 'invalid_format', 'category_tree_id'],
      ['status=gone', 'invalid_value', 'status.0'],
      ['sort=path', 'invalid_value', 'sort'],
    ]);
  });

  it('counts live children and live products assigned directly, in lists and reads', async () => {
    const own = await api.createTree();
    const top = await api.create(own.id);
    const child = await api.create(own.id, { parent_id: top.id });
    await api.create(own.id, { parent_id: top.id });
    const gone = await api.create(own.id, { parent_id: top.id });
    dataOf(await request('DELETE', `${PATH}/${gone.id}`, w.asEditor()));
    await createProduct(server.db, family, { categoryIds: [top.id, child.id] });
    await createProduct(server.db, family, { categoryIds: [top.id] });
    const deletedProduct = await createProduct(server.db, family, { categoryIds: [top.id] });
    await server.db.product.update({
      where: { id: deletedProduct.id },
      data: { deletedAt: new Date() },
    });
    expect(await api.get(top.id)).toMatchObject({ product_count: 2, child_count: 2 });
    expect(await api.get(child.id)).toMatchObject({ product_count: 1, child_count: 0 });
    const listed = dataOf(await request('GET', `${PATH}?category_tree_id=${own.id}`, w.asViewer()));
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
    const path = `${PATH}/${category.id}`;
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
    await checkUpdateRefusals(patch);
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
    await checkActiveInactive(request, w, `${PATH}/${category.id}`);
  });

  it('keeps translations by locale', async () => {
    const category = await api.create(tree.id);
    await checkTranslations(request, w, `${PATH}/${category.id}`);
  });

  it('hides another tenant’s category (404) and refuses another tenant’s header (403)', async () => {
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    const foreign = await createCategory(server.db, foreignTree);
    await checkIsolation(request, w, `${PATH}/${foreign.id}`, {
      procedure: 'categories.get',
      input: { id: foreign.id },
    });
    await checkForeignWrites(request, w, `${PATH}/${foreign.id}`, [
      'rename',
      ['PATCH', '', { parent_id: null }],
      'status',
      'readTranslations',
      'translate',
      'delete',
    ]);
    const row = await server.db.category.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row).toMatchObject({ name: foreign.name, status: 'active', deletedAt: null });
  });
});

describe('DELETE /v1/categories/{id}', () => {
  it('soft-deletes: envelope without data, then 404, and takes it out of its products', async () => {
    const category = await api.create(tree.id);
    const kept = await api.create(tree.id);
    const product = await createProduct(server.db, family, { categoryIds: [category.id, kept.id] });
    await checkDeleted(request, w, `${PATH}/${category.id}`);
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
    expectError(await request('DELETE', `${PATH}/${parent.id}`, w.asEditor()), 409, 'has_children');
    expect(await server.db.productCategory.count({ where: { productId: product.id } })).toBe(1);
    expect((await api.get(parent.id)).child_count).toBe(1);
    dataOf(await request('DELETE', `${PATH}/${child.id}`, w.asEditor()));
    dataOf(await request('DELETE', `${PATH}/${parent.id}`, w.asEditor()));
    expect(await server.db.productCategory.count({ where: { productId: product.id } })).toBe(0);
    expectError(await request('DELETE', `${PATH}/${parent.id}`, w.asViewer()), 403, 'forbidden');
  });
});
