// Channels: create on a category tree with ordered locales, read, list, update (locales replaced),
// status, translations, over REST and tRPC, isolated per tenant. Deletes and concurrent requests:
// channels-delete.integration.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
import {
  checkActiveInactive,
  checkCodeNameDescription,
  checkCodeUniqueness,
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
  recordKeys,
} from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const tree = await createCategoryTree(server.db, w.home.id);

const PATH = '/v1/channels';
const CHANNEL_KEYS = recordKeys('category_tree', 'description', 'locales', 'status');

const { post, create: postChannel } = poster(request, w, PATH, 'ch', {
  category_tree_id: tree.id,
  name: 'Web shop',
});
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
    expectCreated(w, channel, CHANNEL_KEYS);
    expect(channel).toMatchObject({
      code,
      name: 'Web shop',
      description: 'Online',
      status: 'active',
      category_tree: { code: tree.code, id: tree.id, name: tree.name },
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
    await checkCodeNameDescription(post, { unknown: { status: 'inactive' } });
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
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    await checkCodeUniqueness(request, w, {
      path: PATH,
      post,
      foreign: { category_tree_id: foreignTree.id },
    });
  });

  it('refuses a viewer (403 before validation) and works over tRPC', async () => {
    const code = uniqueCode('ch');
    const created = await checkWriterOnly(request, w, {
      path: PATH,
      procedure: 'channels.create',
      input: { category_tree_id: tree.id, code, name: 'Via tRPC', locales: localesOf('de_DE') },
      expected: { code, name: 'Via tRPC' },
    });
    expect(codesOf(created)).toEqual(['de_DE']);
  });
});

describe('GET /v1/channels', () => {
  it('pages with 20 by default and repeats pagination beside data', async () => {
    await checkListPaging(request, w, PATH, {
      defaultPageSize: 20,
      topLevelPagination: true,
    });
  });

  it('searches code or name, filters by status, sorts, and lists only live channels of the tenant', async () => {
    const tag = uniqueCode('find');
    const a = await postChannel({ code: `${tag}_a`, name: 'Alpha', locales: localesOf('it_IT') });
    const b = await postChannel({ code: `${tag}_b`, name: `Beta ${tag}` });
    const gone = await postChannel({ code: `${tag}_c` });
    dataOf(await request('PATCH', `${PATH}/${b.id}/status`, w.asEditor({ status: 'inactive' })));
    dataOf(await request('DELETE', `${PATH}/${gone.id}`, w.asEditor()));
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    await createChannel(server.db, foreignTree, { code: `${tag}_foreign` });
    const { list, codes } = lister(request, w, PATH);

    expect(await codes(`search=${tag}`)).toEqual([b.code, a.code]);
    expect(await codes(`search=${tag.toUpperCase()}&sort=code`)).toEqual([a.code, b.code]);
    expect(await codes(`search=beta ${tag}`)).toEqual([b.code]);
    expect(await codes(`search=${tag}&status=inactive`)).toEqual([b.code]);
    expect(await codes(`search=${tag}&status=active&status=inactive&sort=-name`)).toEqual([
      b.code,
      a.code,
    ]);
    // Items are whole channels, tree and locales included, as GET answers them.
    const [item] = (await list(`search=${a.code}`)).items;
    expect(item).toEqual(dataOf(await request('GET', `${PATH}/${a.id}`, w.asViewer())));
    expect(codesOf(item)).toEqual(['it_IT']);
    await checkListRefusals(request, w, PATH, [
      ['status=gone', 'invalid_value', 'status.0'],
      ['sort=status', 'invalid_value', 'sort'],
    ]);
  });
});

describe('one channel', () => {
  it('reads, updates partially, moves to another tree and replaces its locales', async () => {
    const channel = await postChannel({
      description: 'First',
      locales: localesOf('de_DE', 'en_US'),
    });
    const path = `${PATH}/${channel.id}`;
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
    const path = `${PATH}/${channel.id}`;
    const patch = (body: Record<string, unknown>) => request('PATCH', path, w.asAdmin(body));
    await checkUpdateRefusals(patch);
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
    await checkActiveInactive(request, w, `${PATH}/${channel.id}`);
  });

  it('keeps translations by locale', async () => {
    const channel = await postChannel();
    await checkTranslations(request, w, `${PATH}/${channel.id}`);
  });

  it('hides another tenant’s channel (404) and refuses another tenant’s header (403)', async () => {
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    const foreign = await createChannel(server.db, foreignTree);
    await checkIsolation(request, w, `${PATH}/${foreign.id}`, {
      procedure: 'channels.get',
      input: { id: foreign.id },
    });
    await checkForeignWrites(request, w, `${PATH}/${foreign.id}`, [
      ['PATCH', '', { name: 'Mine now', locales: [] }],
      'status',
      'readTranslations',
      'translate',
      'delete',
    ]);
    const row = await server.db.channel.findUniqueOrThrow({
      where: { id: foreign.id },
      include: { locales: true },
    });
    expect(row).toMatchObject({ name: foreign.name, status: 'active', deletedAt: null });
    expect(row.locales).toHaveLength(1);
  });
});
