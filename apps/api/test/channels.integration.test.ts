// Channels (spec 001 "Channels", CONTRACT.md section 7): create on a category tree with
// ordered locales, read, list, update (locales replaced), status, translations, over REST and
// tRPC, isolated per tenant. Deletes and concurrent requests: channels-delete.integration.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
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
const tree = await createCategoryTree(server.db, w.home.id);

const CHANNEL_KEYS = [
  'category_tree',
  'code',
  'created_at',
  'created_by',
  'description',
  'id',
  'locales',
  'modified_at',
  'modified_by',
  'name',
  'status',
];

const post = (body: Record<string, unknown>) =>
  request(
    'POST',
    '/v1/channels',
    w.asEditor({ category_tree_id: tree.id, code: uniqueCode('ch'), name: 'Web shop', ...body }),
  );
const postChannel = async (body: Record<string, unknown> = {}) => dataOf(await post(body));
const localesOf = (...codes: string[]) => codes.map((locale_code) => ({ locale_code }));
const codesOf = (channel: { locales: { locale_code: string }[] }) =>
  channel.locales.map((l) => l.locale_code);

/** The locales as GET /v1/locales names them. */
async function knownLocale(code: string) {
  const page = dataOf(await request('GET', `/v1/locales?search=${code}`, w.asViewer()));
  return page.items.find((l: { locale_code: string }) => l.locale_code === code);
}

describe('POST /v1/channels', () => {
  it('creates a channel on its tree with its locales in the order given', async () => {
    const code = uniqueCode('ch');
    const channel = await postChannel({
      code,
      name: 'Web shop',
      description: 'Online',
      locales: localesOf('fr_FR', 'en_US', 'sr_Latn_RS'),
    });
    expect(Object.keys(channel).sort()).toEqual(CHANNEL_KEYS);
    expect(channel).toMatchObject({
      code,
      name: 'Web shop',
      description: 'Online',
      status: 'active',
      category_tree: { code: tree.code, id: tree.id, name: tree.name },
      created_by: { id: w.editor.id, name: w.editor.name, type: 'user' },
    });
    expect(Object.keys(channel.category_tree).sort()).toEqual(['code', 'id', 'name']);
    expect(channel.locales).toEqual([
      await knownLocale('fr_FR'),
      await knownLocale('en_US'),
      await knownLocale('sr_Latn_RS'),
    ]);
    expect(channel.locales[2]).toMatchObject({
      language_name: 'Serbian (Latin)',
      country_name: 'Serbia',
    });
    const rows = await server.db.channelLocale.findMany({
      where: { channelId: channel.id },
      orderBy: { position: 'asc' },
    });
    expect(rows.map((r) => [r.localeId, r.position, r.tenantId])).toEqual(
      channel.locales.map((l: { id: string }, i: number) => [l.id, i, w.home.id]),
    );
    const bare = await postChannel();
    expect(bare).toMatchObject({ description: null, locales: [] });
  });

  it('validates every field', async () => {
    expectError(await post({ category_tree_id: undefined }), 400, 'required', 'category_tree_id');
    expectError(await post({ category_tree_id: '' }), 400, 'invalid_format', 'category_tree_id');
    expectError(await post({ code: undefined }), 400, 'required', 'code');
    expectError(await post({ code: 'a b' }), 400, 'invalid_format', 'code');
    expectError(await post({ code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await post({ name: undefined }), 400, 'required', 'name');
    expectError(await post({ name: '' }), 400, 'too_short', 'name');
    expectError(await post({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await post({ name: 12 }), 400, 'invalid_type', 'name');
    expectError(await post({ description: 'x'.repeat(1001) }), 400, 'too_long', 'description');
    expectError(await post({ status: 'inactive' }), 400, 'unknown_field', 'status');
    expectError(await post({ locales: 'en_US' }), 400, 'invalid_type', 'locales');
    expectError(await post({ locales: ['en_US'] }), 400, 'invalid_type', 'locales.0');
    expectError(await post({ locales: [{}] }), 400, 'required', 'locales.0.locale_code');
    expectError(
      await post({ locales: [{ locale_code: 'en_US', position: 1 }] }),
      400,
      'unknown_field',
      'locales.0.position',
    );
    expectError(
      await post({ locales: localesOf('en_US', 'fr') }),
      400,
      'invalid_format',
      'locales.1.locale_code',
    );
    expectError(
      await post({ locales: Array.from({ length: 301 }, () => ({ locale_code: 'en_US' })) }),
      400,
      'too_long',
      'locales',
    );
    const longest = await post({
      code: uniqueCode('c').padEnd(100, 'x'),
      name: 'x'.repeat(255),
      description: 'x'.repeat(1000),
    });
    expect(longest.status, longest.text).toBe(200);
    expect(longest.body.data.code).toHaveLength(100);
  });

  it('refuses unknown and repeated locales, writing nothing', async () => {
    const code = uniqueCode('ch');
    expectError(
      await post({ code, locales: localesOf('en_US', 'xx_XX') }),
      400,
      'invalid_value',
      'locales.1.locale_code',
    );
    expectError(
      await post({ code, locales: localesOf('en_US', 'fr_FR', 'en_US') }),
      400,
      'invalid_value',
      'locales.2.locale_code',
    );
    expect(await server.db.channel.count({ where: { code } })).toBe(0);
  });

  it('needs a live category tree of the tenant (400 invalid_reference)', async () => {
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    const deletedTree = await createCategoryTree(server.db, w.home.id);
    dataOf(await request('DELETE', `/v1/category-trees/${deletedTree.id}`, w.asEditor()));
    for (const id of [foreignTree.id, deletedTree.id, randomUUID()]) {
      expectError(
        await post({ category_tree_id: id }),
        400,
        'invalid_reference',
        'category_tree_id',
      );
    }
    // An inactive tree is still a tree: channels may sit on it.
    const inactive = await createCategoryTree(server.db, w.home.id);
    await server.db.categoryTree.update({
      where: { id: inactive.id },
      data: { status: 'inactive' },
    });
    expect((await postChannel({ category_tree_id: inactive.id })).category_tree.id).toBe(
      inactive.id,
    );
  });

  it('answers 409 for a live code, and takes the code of a deleted channel', async () => {
    const channel = await postChannel();
    expectError(await post({ code: channel.code }), 409, 'already_exists', 'code');
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    const theirs = await request(
      'POST',
      '/v1/channels',
      w.asForeign({ category_tree_id: foreignTree.id, code: channel.code, name: 'Theirs' }),
    );
    expect(theirs.status, theirs.text).toBe(200);
    dataOf(await request('DELETE', `/v1/channels/${channel.id}`, w.asEditor()));
    expect((await postChannel({ code: channel.code })).id).not.toBe(channel.id);
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    expectError(await request('POST', '/v1/channels', w.asViewer({ bogus: 1 })), 403, 'forbidden');
    const code = uniqueCode('ch');
    const answer = await trpcMutation(
      request,
      'channels.create',
      { category_tree_id: tree.id, code, name: 'Via tRPC', locales: localesOf('de_DE') },
      w.asEditor(),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data).toMatchObject({ code, name: 'Via tRPC' });
    expect(codesOf(answer.body.result.data)).toEqual(['de_DE']);
  });
});

describe('GET /v1/channels', () => {
  it('pages with 20 by default and repeats pagination beside data', async () => {
    await checkListPaging(request, w, '/v1/channels', {
      defaultPageSize: 20,
      topLevelPagination: true,
    });
  });

  it('searches code or name, filters by status, sorts, and lists only live channels of the tenant', async () => {
    const tag = uniqueCode('find');
    const a = await postChannel({ code: `${tag}_a`, name: 'Alpha', locales: localesOf('it_IT') });
    const b = await postChannel({ code: `${tag}_b`, name: `Beta ${tag}` });
    const gone = await postChannel({ code: `${tag}_c` });
    dataOf(
      await request('PATCH', `/v1/channels/${b.id}/status`, w.asEditor({ status: 'inactive' })),
    );
    dataOf(await request('DELETE', `/v1/channels/${gone.id}`, w.asEditor()));
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    await createChannel(server.db, foreignTree, { code: `${tag}_foreign` });
    const list = async (query: string) =>
      dataOf(await request('GET', `/v1/channels?${query}`, w.asViewer()));
    const codes = (page: { items: { code: string }[] }) => page.items.map((c) => c.code);

    expect(codes(await list(`search=${tag}`))).toEqual([b.code, a.code]);
    expect(codes(await list(`search=${tag.toUpperCase()}&sort=code`))).toEqual([a.code, b.code]);
    expect(codes(await list(`search=beta ${tag}`))).toEqual([b.code]);
    expect(codes(await list(`search=${tag}&status=inactive`))).toEqual([b.code]);
    expect(codes(await list(`search=${tag}&status=active&status=inactive&sort=-name`))).toEqual([
      b.code,
      a.code,
    ]);
    // Items are whole channels, tree and locales included, as GET answers them.
    const [item] = (await list(`search=${a.code}`)).items;
    expect(item).toEqual(dataOf(await request('GET', `/v1/channels/${a.id}`, w.asViewer())));
    expect(codesOf(item)).toEqual(['it_IT']);
    expectError(
      await request('GET', '/v1/channels?status=gone', w.asViewer()),
      400,
      'invalid_value',
      'status.0',
    );
    expectError(
      await request('GET', '/v1/channels?sort=status', w.asViewer()),
      400,
      'invalid_value',
      'sort',
    );
  });
});

describe('one channel', () => {
  it('reads, updates partially, moves to another tree and replaces its locales', async () => {
    const channel = await postChannel({
      description: 'First',
      locales: localesOf('de_DE', 'en_US'),
    });
    const path = `/v1/channels/${channel.id}`;
    expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(channel);

    const renamed = dataOf(await request('PATCH', path, w.asAdmin({ name: 'Renamed' })));
    expect(renamed).toMatchObject({ name: 'Renamed', description: 'First', code: channel.code });
    expect(codesOf(renamed)).toEqual(['de_DE', 'en_US']);
    expect(renamed.modified_by).toMatchObject({ id: w.admin.id });

    const replaced = dataOf(
      await request('PATCH', path, w.asAdmin({ locales: localesOf('fr_FR', 'de_DE', 'nl_BE') })),
    );
    expect(codesOf(replaced)).toEqual(['fr_FR', 'de_DE', 'nl_BE']);
    expect(replaced.modified_at >= renamed.modified_at).toBe(true);
    expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(replaced);

    const other = await createCategoryTree(server.db, w.home.id);
    const moved = dataOf(
      await request('PATCH', path, w.asAdmin({ category_tree_id: other.id, description: null })),
    );
    expect(moved.category_tree).toEqual({ code: other.code, id: other.id, name: other.name });
    expect(moved.description).toBeNull();
    expect(codesOf(moved)).toEqual(['fr_FR', 'de_DE', 'nl_BE']);

    const emptied = dataOf(await request('PATCH', path, w.asAdmin({ locales: [] })));
    expect(emptied.locales).toEqual([]);
    expect(await server.db.channelLocale.count({ where: { channelId: channel.id } })).toBe(0);
  });

  it('validates an update and changes nothing when refused', async () => {
    const channel = await postChannel({ locales: localesOf('en_US') });
    const path = `/v1/channels/${channel.id}`;
    const patch = (body: Record<string, unknown>) => request('PATCH', path, w.asAdmin(body));
    expectError(await patch({ code: 'x' }), 400, 'unknown_field', 'code');
    expectError(await patch({ name: '' }), 400, 'too_short', 'name');
    expectError(await patch({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await patch({ description: 'x'.repeat(1001) }), 400, 'too_long', 'description');
    expectError(await patch({ category_tree_id: 'x' }), 400, 'invalid_format', 'category_tree_id');
    expectError(
      await patch({ locales: localesOf('en_US', 'zz_ZZ') }),
      400,
      'invalid_value',
      'locales.1.locale_code',
    );
    expectError(
      await patch({ locales: localesOf('fr_FR', 'fr_FR') }),
      400,
      'invalid_value',
      'locales.1.locale_code',
    );
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    const deletedTree = await createCategoryTree(server.db, w.home.id);
    await server.db.categoryTree.update({
      where: { id: deletedTree.id },
      data: { deletedAt: new Date() },
    });
    for (const id of [foreignTree.id, deletedTree.id]) {
      expectError(
        await patch({ category_tree_id: id, locales: localesOf('fr_FR') }),
        400,
        'invalid_reference',
        'category_tree_id',
      );
    }
    expectError(await request('PATCH', path, w.asViewer({ name: 'N' })), 403, 'forbidden');
    expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(channel);
  });

  it('changes status between active and inactive', async () => {
    const channel = await postChannel();
    await checkActiveInactive(request, w, `/v1/channels/${channel.id}`);
  });

  it('keeps translations by locale', async () => {
    const channel = await postChannel();
    await checkTranslations(request, w, `/v1/channels/${channel.id}`);
  });

  it('hides another tenant’s channel (404) and refuses another tenant’s header (403)', async () => {
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    const foreign = await createChannel(server.db, foreignTree);
    await checkIsolation(request, w, `/v1/channels/${foreign.id}`, {
      procedure: 'channels.get',
      input: { id: foreign.id },
    });
    for (const [method, suffix, body] of [
      ['PATCH', '', { name: 'Mine now', locales: [] }],
      ['PATCH', '/status', { status: 'inactive' }],
      ['GET', '/translations', undefined],
      ['PATCH', '/translations', { translations: [{ locale: 'fr_FR', name: 'N' }] }],
      ['DELETE', '', undefined],
    ] as const) {
      expectError(
        await request(method, `/v1/channels/${foreign.id}${suffix}`, w.asAdmin(body)),
        404,
        'not_found',
      );
    }
    const row = await server.db.channel.findUniqueOrThrow({
      where: { id: foreign.id },
      include: { locales: true },
    });
    expect(row).toMatchObject({ name: foreign.name, status: 'active', deletedAt: null });
    expect(row.locales).toHaveLength(1);
  });
});
