// Category trees: create, read, list, update, status, soft delete, translations, over REST and
// tRPC, isolated per tenant.
import { describe, expect, it } from 'vitest';
import { createCategory, createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
import {
  checkActiveInactive,
  checkCodeNameDescription,
  checkCodeUniqueness,
  checkDeleted,
  checkForeignWrites,
  checkIsolation,
  checkListPaging,
  checkListRefusals,
  checkRenameAndClear,
  checkTranslations,
  checkWriterOnly,
  createCatalogWorld,
  dataOf,
  expectCreated,
  lister,
  poster,
  recordKeys,
} from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const PATH = '/v1/category-trees';
const TREE_KEYS = recordKeys('description', 'status');
const { post, create: createTree } = poster(request, w, PATH, 'tree', { name: 'Master' });

describe('POST /v1/category-trees', () => {
  it('creates a tree and answers it, with its audit fields', async () => {
    const code = uniqueCode('tree');
    const tree = await createTree({ code, name: 'Master catalog', description: 'All of it' });
    expectCreated(w, tree, TREE_KEYS);
    expect(tree).toMatchObject({
      code,
      name: 'Master catalog',
      description: 'All of it',
      status: 'active',
    });
    const row = await server.db.categoryTree.findUniqueOrThrow({ where: { id: tree.id } });
    expect(row.tenantId).toBe(w.home.id);
    expect((await createTree()).description).toBeNull();
  });

  it('validates every field', async () => {
    await checkCodeNameDescription(post, { unknown: { status: 'inactive' } });
  });

  it('answers 409 for a live code, and takes the code of a deleted tree', async () => {
    await checkCodeUniqueness(request, w, { path: PATH, post });
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    const code = uniqueCode('tree');
    await checkWriterOnly(request, w, {
      path: PATH,
      procedure: 'categoryTrees.create',
      input: { code, name: 'Via tRPC' },
      expected: { code, name: 'Via tRPC' },
    });
  });
});

describe('GET /v1/category-trees', () => {
  it('pages with 20 by default and repeats pagination beside data', async () => {
    await checkListPaging(request, w, '/v1/category-trees', {
      defaultPageSize: 20,
      topLevelPagination: true,
    });
  });

  it('searches code or name, filters by status, sorts, and lists only live trees of the tenant', async () => {
    const tag = uniqueCode('find');
    const a = await createTree({ code: `${tag}_a`, name: 'Alpha' });
    const b = await createTree({ code: `${tag}_b`, name: `Beta ${tag}` });
    const gone = await createTree({ code: `${tag}_c` });
    await request('PATCH', `${PATH}/${b.id}/status`, w.asEditor({ status: 'inactive' }));
    await request('DELETE', `${PATH}/${gone.id}`, w.asEditor());
    await createCategoryTree(server.db, w.foreign.id, { code: `${tag}_foreign` });
    const { list, codes } = lister(request, w, PATH);

    expect(await codes(`search=${tag}`)).toEqual([b.code, a.code]);
    expect(await codes(`search=${tag.toUpperCase()}&sort=code`)).toEqual([a.code, b.code]);
    expect(await codes(`search=${tag}&status=inactive`)).toEqual([b.code]);
    expect(await codes(`search=${tag}&status=active,inactive&sort=-name`)).toEqual([
      b.code,
      a.code,
    ]);
    expect((await list(`search=${tag}`)).pagination.total_items).toBe(2);
    await checkListRefusals(request, w, PATH, [
      ['status=gone', 'invalid_value', 'status.0'],
      ['sort=path', 'invalid_value', 'sort'],
    ]);
  });
});

describe('one category tree', () => {
  it('reads, updates partially and clears the description', async () => {
    const tree = await createTree({ description: 'First' });
    await checkRenameAndClear(request, w, `${PATH}/${tree.id}`, tree);
  });

  it('changes status between active and inactive', async () => {
    const tree = await createTree();
    await checkActiveInactive(request, w, `${PATH}/${tree.id}`);
  });

  it('keeps translations by locale', async () => {
    const tree = await createTree();
    await checkTranslations(request, w, `${PATH}/${tree.id}`);
  });

  it('hides another tenant’s tree (404) and refuses another tenant’s header (403)', async () => {
    const foreign = await createCategoryTree(server.db, w.foreign.id);
    await checkIsolation(request, w, `${PATH}/${foreign.id}`, {
      procedure: 'categoryTrees.get',
      input: { id: foreign.id },
    });
    await checkForeignWrites(request, w, `${PATH}/${foreign.id}`, [
      'rename',
      'status',
      'translate',
      'delete',
    ]);
    const row = await server.db.categoryTree.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row).toMatchObject({ name: foreign.name, status: 'active', deletedAt: null });
  });
});

describe('DELETE /v1/category-trees/{id}', () => {
  it('soft-deletes an empty tree: envelope without data, then 404', async () => {
    const tree = await createTree();
    await checkDeleted(request, w, `${PATH}/${tree.id}`);
    const row = await server.db.categoryTree.findUniqueOrThrow({ where: { id: tree.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  it('keeps a tree holding categories (409 has_children) or used by a channel (409 in_use)', async () => {
    const withCategory = await createCategoryTree(server.db, w.home.id);
    const category = await createCategory(server.db, withCategory);
    expectError(
      await request('DELETE', `${PATH}/${withCategory.id}`, w.asEditor()),
      409,
      'has_children',
    );
    const withChannel = await createCategoryTree(server.db, w.home.id);
    await createChannel(server.db, withChannel);
    expectError(await request('DELETE', `${PATH}/${withChannel.id}`, w.asEditor()), 409, 'in_use');
    // Once the category is gone, the tree goes.
    await server.db.category.update({
      where: { id: category.id },
      data: { deletedAt: new Date() },
    });
    dataOf(await request('DELETE', `${PATH}/${withCategory.id}`, w.asEditor()));
  });
});
