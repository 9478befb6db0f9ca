// Category trees (spec 001 "Category trees"): create, read, list, update, status, soft
// delete, translations, over REST and tRPC, isolated per tenant.
import { describe, expect, it } from 'vitest';
import { createCategory, createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
import {
  checkActiveInactive,
  checkIsolation,
  checkListPaging,
  checkTranslations,
  createCatalogWorld,
  dataOf,
} from './helpers/catalog.ts';
import { expectError } from './helpers/expect.ts';
import { testServer, trpcMutation } from './helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const TREE_KEYS = [
  'code',
  'created_at',
  'created_by',
  'description',
  'id',
  'modified_at',
  'modified_by',
  'name',
  'status',
];

async function createTree(body: Record<string, unknown> = {}) {
  return dataOf(
    await request(
      'POST',
      '/v1/category-trees',
      w.asEditor({ code: uniqueCode('tree'), name: 'Master', ...body }),
    ),
  );
}

describe('POST /v1/category-trees', () => {
  it('creates a tree and answers it, with its audit fields', async () => {
    const code = uniqueCode('tree');
    const tree = await createTree({ code, name: 'Master catalog', description: 'All of it' });
    expect(Object.keys(tree).sort()).toEqual(TREE_KEYS);
    expect(tree).toMatchObject({
      code,
      name: 'Master catalog',
      description: 'All of it',
      status: 'active',
      created_by: { id: w.editor.id, name: w.editor.name, type: 'user' },
    });
    expect(tree.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const row = await server.db.categoryTree.findUniqueOrThrow({ where: { id: tree.id } });
    expect(row.tenantId).toBe(w.home.id);
    expect((await createTree()).description).toBeNull();
  });

  it('validates every field', async () => {
    const post = (body: Record<string, unknown>) =>
      request(
        'POST',
        '/v1/category-trees',
        w.asEditor({ code: uniqueCode('t'), name: 'N', ...body }),
      );
    expectError(await post({ code: undefined }), 400, 'required', 'code');
    expectError(await post({ code: 'a b' }), 400, 'invalid_format', 'code');
    expectError(await post({ code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await post({ name: undefined }), 400, 'required', 'name');
    expectError(await post({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await post({ description: 'x'.repeat(1001) }), 400, 'too_long', 'description');
    expectError(await post({ name: 12 }), 400, 'invalid_type', 'name');
    expectError(await post({ status: 'inactive' }), 400, 'unknown_field', 'status');
    const longest = await post({
      code: `${uniqueCode('t')}${'x'.repeat(89)}`,
      name: 'x'.repeat(255),
      description: 'x'.repeat(1000),
    });
    expect(longest.status, longest.text).toBe(200);
  });

  it('answers 409 for a live code, and takes the code of a deleted tree', async () => {
    const tree = await createTree();
    expectError(
      await request('POST', '/v1/category-trees', w.asEditor({ code: tree.code, name: 'Again' })),
      409,
      'already_exists',
      'code',
    );
    // The same code in another tenant is another tree.
    const foreign = await request(
      'POST',
      '/v1/category-trees',
      w.asForeign({ code: tree.code, name: 'Theirs' }),
    );
    expect(foreign.status, foreign.text).toBe(200);
    dataOf(await request('DELETE', `/v1/category-trees/${tree.id}`, w.asEditor()));
    expect((await createTree({ code: tree.code })).id).not.toBe(tree.id);
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    expectError(
      await request('POST', '/v1/category-trees', w.asViewer({ bogus: true })),
      403,
      'forbidden',
    );
    const code = uniqueCode('tree');
    const answer = await trpcMutation(
      request,
      'categoryTrees.create',
      { code, name: 'Via tRPC' },
      w.asEditor(),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data).toMatchObject({ code, name: 'Via tRPC' });
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
    await request('PATCH', `/v1/category-trees/${b.id}/status`, w.asEditor({ status: 'inactive' }));
    await request('DELETE', `/v1/category-trees/${gone.id}`, w.asEditor());
    await createCategoryTree(server.db, w.foreign.id, { code: `${tag}_foreign` });
    const list = async (query: string) =>
      dataOf(await request('GET', `/v1/category-trees?${query}`, w.asViewer()));
    const codes = (page: { items: { code: string }[] }) => page.items.map((t) => t.code);

    expect(codes(await list(`search=${tag}`))).toEqual([b.code, a.code]);
    expect(codes(await list(`search=${tag.toUpperCase()}&sort=code`))).toEqual([a.code, b.code]);
    expect(codes(await list(`search=${tag}&status=inactive`))).toEqual([b.code]);
    expect(codes(await list(`search=${tag}&status=active,inactive&sort=-name`))).toEqual([
      b.code,
      a.code,
    ]);
    expect((await list(`search=${tag}`)).pagination.total_items).toBe(2);
    expectError(
      await request('GET', '/v1/category-trees?status=gone', w.asViewer()),
      400,
      'invalid_value',
      'status.0',
    );
    expectError(
      await request('GET', '/v1/category-trees?sort=path', w.asViewer()),
      400,
      'invalid_value',
      'sort',
    );
  });
});

describe('one category tree', () => {
  it('reads, updates partially and clears the description', async () => {
    const tree = await createTree({ description: 'First' });
    expect(dataOf(await request('GET', `/v1/category-trees/${tree.id}`, w.asViewer()))).toEqual(
      tree,
    );
    const path = `/v1/category-trees/${tree.id}`;
    const renamed = dataOf(await request('PATCH', path, w.asAdmin({ name: 'Renamed' })));
    expect(renamed).toMatchObject({ name: 'Renamed', description: 'First', code: tree.code });
    expect(renamed.modified_by).toMatchObject({ id: w.admin.id });
    const cleared = dataOf(await request('PATCH', path, w.asAdmin({ description: null })));
    expect(cleared.description).toBeNull();
    expectError(
      await request('PATCH', path, w.asAdmin({ code: 'x' })),
      400,
      'unknown_field',
      'code',
    );
    expectError(await request('PATCH', path, w.asAdmin({ name: '' })), 400, 'too_short', 'name');
    expectError(await request('PATCH', path, w.asViewer({ name: 'N' })), 403, 'forbidden');
  });

  it('changes status between active and inactive', async () => {
    const tree = await createTree();
    await checkActiveInactive(request, w, `/v1/category-trees/${tree.id}`);
  });

  it('keeps translations by locale', async () => {
    const tree = await createTree();
    await checkTranslations(request, w, `/v1/category-trees/${tree.id}`);
  });

  it('hides another tenant’s tree (404) and refuses another tenant’s header (403)', async () => {
    const foreign = await createCategoryTree(server.db, w.foreign.id);
    await checkIsolation(request, w, `/v1/category-trees/${foreign.id}`, {
      procedure: 'categoryTrees.get',
      input: { id: foreign.id },
    });
    for (const [method, suffix, body] of [
      ['PATCH', '', { name: 'Mine now' }],
      ['PATCH', '/status', { status: 'inactive' }],
      ['PATCH', '/translations', { translations: [{ locale: 'fr_FR', name: 'N' }] }],
      ['DELETE', '', undefined],
    ] as const) {
      expectError(
        await request(method, `/v1/category-trees/${foreign.id}${suffix}`, w.asAdmin(body)),
        404,
        'not_found',
      );
    }
    const row = await server.db.categoryTree.findUniqueOrThrow({ where: { id: foreign.id } });
    expect(row).toMatchObject({ name: foreign.name, status: 'active', deletedAt: null });
  });
});

describe('DELETE /v1/category-trees/{id}', () => {
  it('soft-deletes an empty tree: envelope without data, then 404', async () => {
    const tree = await createTree();
    const answer = await request('DELETE', `/v1/category-trees/${tree.id}`, w.asEditor());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expectError(
      await request('GET', `/v1/category-trees/${tree.id}`, w.asViewer()),
      404,
      'not_found',
    );
    expectError(
      await request('DELETE', `/v1/category-trees/${tree.id}`, w.asEditor()),
      404,
      'not_found',
    );
    const row = await server.db.categoryTree.findUniqueOrThrow({ where: { id: tree.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  it('keeps a tree holding categories (409 has_children) or used by a channel (409 in_use)', async () => {
    const withCategory = await createCategoryTree(server.db, w.home.id);
    const category = await createCategory(server.db, withCategory);
    expectError(
      await request('DELETE', `/v1/category-trees/${withCategory.id}`, w.asEditor()),
      409,
      'has_children',
    );
    const withChannel = await createCategoryTree(server.db, w.home.id);
    await createChannel(server.db, withChannel);
    expectError(
      await request('DELETE', `/v1/category-trees/${withChannel.id}`, w.asEditor()),
      409,
      'in_use',
    );
    // Once the category is gone, the tree goes.
    await server.db.category.update({
      where: { id: category.id },
      data: { deletedAt: new Date() },
    });
    dataOf(await request('DELETE', `/v1/category-trees/${withCategory.id}`, w.asEditor()));
  });
});
