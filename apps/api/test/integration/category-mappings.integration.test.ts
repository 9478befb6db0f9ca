// Category mappings: a category of a channel's tree mapped to a category of a connection's
// other side. Create, read, list, update, delete (for good), the channel view of a connection
// (every category of the channel's tree in tree order, mapped or not), who may call, and
// tenant isolation.
import { randomUUID } from 'node:crypto';
import { createCategory, createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf, type Body, type CatalogWorld } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const db = server.db;

const PATH = '/v1/category-mappings';
const MAPPING_KEYS = [
  'category_code',
  'category_id',
  'category_name',
  'channel_code',
  'connection_id',
  'created_at',
  'external_category_id',
  'external_category_name',
  'external_category_path',
  'id',
  'updated_at',
].sort();

/**
 * A tree whose categories sort differently by code and by path: `a-b` comes after every
 * category under `a` (its path `a/…` sorts after `a-b` byte-wise), one category deleted.
 */
async function treeOf(tenantId: string) {
  const tree = await createCategoryTree(db, tenantId);
  const p = uniqueCode('m');
  const cat = (code: string, parent?: { id: string; path: string }) =>
    createCategory(db, tree, { code: `${p}_${code}`, name: `Name ${code}`, parent });
  const b = await cat('b');
  const a = await cat('a');
  const ab = await cat('a-b');
  const az = await cat('a_z', a);
  const ac = await cat('a_c', a);
  const ac1 = await cat('a_c_1', ac);
  const gone = await cat('a_c_0', ac);
  await db.category.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
  const channel = await createChannel(db, tree, { locales: ['en_US'] });
  return { tree, channel, a, ab, ac, ac1, az, b, gone };
}

async function connectionOf(world: CatalogWorld, as: CatalogWorld['asAdmin'], tenantId: string) {
  const connector = await db.connector.findFirstOrThrow({ where: { tenantId, code: 'api' } });
  const answer = await request(
    'POST',
    '/v1/connections',
    as({
      connector_id: connector.id,
      code: uniqueCode('conn'),
      name: 'Marketplace feed',
      config: { url: 'https://market.example.com' },
    }),
  );
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data as { id: string; code: string };
}

const home = await treeOf(w.home.id);
const connection = await connectionOf(w, w.asAdmin, w.home.id);
// Another tree and channel of home's, and a channel on home's tree under another code.
const otherTree = await createCategoryTree(db, w.home.id);
const otherCategory = await createCategory(db, otherTree);
const secondChannel = await createChannel(db, home.tree, { locales: ['en_US'] });

const post = (body: Body, as = w.asAdmin) =>
  request(
    'POST',
    PATH,
    as({
      connection_id: connection.id,
      channel_code: home.channel.code,
      category_id: home.a.id,
      external_category_id: 'ext-a',
      ...body,
    }),
  );
async function create(body: Body) {
  const answer = await post(body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data;
}
const listFor = (query: string, as = w.asViewer) => request('GET', `${PATH}?${query}`, as());

describe('POST /v1/category-mappings', () => {
  it('maps a category of the channel tree to an external category', async () => {
    const mapping = await create({
      category_id: home.ac1.id,
      external_category_id: '1234',
      external_category_name: 'Knives',
      external_category_path: 'Home > Kitchen > Knives',
    });
    expect(Object.keys(mapping).sort()).toEqual(MAPPING_KEYS);
    expect(mapping).toMatchObject({
      connection_id: connection.id,
      channel_code: home.channel.code,
      category_id: home.ac1.id,
      category_code: home.ac1.code,
      category_name: home.ac1.name,
      external_category_id: '1234',
      external_category_name: 'Knives',
      external_category_path: 'Home > Kitchen > Knives',
    });
    expect(mapping.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(mapping.updated_at).toBe(mapping.created_at);
    const row = await db.categoryMapping.findUniqueOrThrow({ where: { id: mapping.id } });
    expect(row.tenantId).toBe(w.home.id);
    const bare = await create({ category_id: home.b.id });
    expect([bare.external_category_name, bare.external_category_path]).toEqual([null, null]);
  });

  it('takes one mapping per connection, channel code and category (409 also in a race)', async () => {
    await create({ category_id: home.az.id });
    expectError(await post({ category_id: home.az.id }), 409, 'already_exists', 'category_id');
    // The same category for another channel of the same tree is another mapping.
    await create({ category_id: home.az.id, channel_code: secondChannel.code });
    const race = await Promise.all(
      [1, 2, 3].map(() => post({ category_id: home.ab.id, external_category_id: 'x' })),
    );
    expect(race.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of race.filter((a) => a.status === 409)) {
      expectError(answer, 409, 'already_exists', 'category_id');
    }
  });

  it.each<[body: Body, code: string, field: string]>([
    [{ connection_id: undefined }, 'required', 'connection_id'],
    [{ channel_code: undefined }, 'required', 'channel_code'],
    [{ category_id: undefined }, 'required', 'category_id'],
    [{ external_category_id: undefined }, 'required', 'external_category_id'],
    [{ external_category_id: '' }, 'too_short', 'external_category_id'],
    [{ external_category_id: 'x'.repeat(256) }, 'too_long', 'external_category_id'],
    [{ external_category_id: 12 }, 'invalid_type', 'external_category_id'],
    [{ external_category_name: 'x'.repeat(256) }, 'too_long', 'external_category_name'],
    [{ external_category_path: 'x'.repeat(1001) }, 'too_long', 'external_category_path'],
    [{ connection_id: 'nope' }, 'invalid_format', 'connection_id'],
    [{ channel_code: 'a b' }, 'invalid_format', 'channel_code'],
    [{ mapping: 'x' }, 'unknown_field', 'mapping'],
    [{ connection_id: randomUUID() }, 'invalid_reference', 'connection_id'],
    [{ category_id: randomUUID() }, 'invalid_reference', 'category_id'],
    [{ channel_code: 'no_such_channel' }, 'invalid_reference', 'channel_code'],
    [{ category_id: otherCategory.id }, 'invalid_value', 'category_id'],
    [{ category_id: home.gone.id }, 'invalid_reference', 'category_id'],
  ])('refuses %j: %s on %s', async (body, code, field) => {
    expectError(await post(body), 400, code, field);
  });

  it('takes the longest values', async () => {
    const mapping = await create({
      category_id: home.ac.id,
      external_category_id: 'i'.repeat(255),
      external_category_name: 'n'.repeat(255),
      external_category_path: 'p'.repeat(1000),
    });
    expect(mapping.external_category_path).toHaveLength(1000);
  });

  it('refuses a deleted connection', async () => {
    const gone = await connectionOf(w, w.asAdmin, w.home.id);
    await request('DELETE', `/v1/connections/${gone.id}`, w.asAdmin());
    expectError(await post({ connection_id: gone.id }), 400, 'invalid_reference', 'connection_id');
  });
});

describe('GET /v1/category-mappings', () => {
  it("pages a connection's mappings for a channel code, newest first", async () => {
    const own = await connectionOf(w, w.asAdmin, w.home.id);
    const made = [];
    for (const category of [home.a, home.b, home.ac]) {
      made.push(await create({ connection_id: own.id, category_id: category.id }));
    }
    await create({
      connection_id: own.id,
      category_id: home.a.id,
      channel_code: secondChannel.code,
    });
    const query = `connection_id=${own.id}&channel_code=${home.channel.code}`;
    const all = dataOf(await listFor(query));
    expect(all.items.map((m: { id: string }) => m.id)).toEqual(made.map((m) => m.id).reverse());
    expect(all.pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 20,
      total_items: 3,
      total_pages: 1,
    });
    expect(all.items[0]).toEqual(made[2]);
    const second = dataOf(await listFor(`${query}&page=2&page_size=2`));
    expect(second.items.map((m: { id: string }) => m.id)).toEqual([made[0]!.id]);
    expect(second.pagination).toMatchObject({ page: 2, page_size: 2, total_items: 3 });
  });

  it('needs connection_id and channel_code', async () => {
    expectError(
      await listFor(`channel_code=${home.channel.code}`),
      400,
      'required',
      'connection_id',
    );
    expectError(await listFor(`connection_id=${connection.id}`), 400, 'required', 'channel_code');
    expectError(await listFor(''), 400, 'required', 'connection_id');
    expectError(
      await listFor(`connection_id=${connection.id}&channel_code=x&page_size=0`),
      400,
      'out_of_range',
      'page_size',
    );
  });

  it('lists nothing for a connection of no tenant or of another tenant', async () => {
    const foreign = await connectionOf(w, w.asForeign, w.foreign.id);
    for (const id of [randomUUID(), foreign.id]) {
      const page = dataOf(await listFor(`connection_id=${id}&channel_code=${home.channel.code}`));
      expect(page.items).toEqual([]);
    }
  });
});

describe('GET, PATCH and DELETE /v1/category-mappings/{id}', () => {
  it('reads, updates the external side and deletes for good', async () => {
    const own = await connectionOf(w, w.asAdmin, w.home.id);
    const mapping = await create({
      connection_id: own.id,
      category_id: home.b.id,
      external_category_name: 'Old',
      external_category_path: 'A > Old',
    });
    expect(dataOf(await request('GET', `${PATH}/${mapping.id}`, w.asViewer()))).toEqual(mapping);
    const updated = dataOf(
      await request(
        'PATCH',
        `${PATH}/${mapping.id}`,
        w.asAdmin({ external_category_id: 'new-id', external_category_name: null }),
      ),
    );
    expect(updated).toMatchObject({
      external_category_id: 'new-id',
      external_category_name: null,
      external_category_path: 'A > Old',
      category_id: home.b.id,
    });
    expect(updated.updated_at > mapping.updated_at).toBe(true);
    for (const [body, code, field] of [
      [{ external_category_id: null }, 'invalid_type', 'external_category_id'],
      [{ external_category_path: 'x'.repeat(1001) }, 'too_long', 'external_category_path'],
      [{ category_id: home.a.id }, 'unknown_field', 'category_id'],
      [{ channel_code: 'x' }, 'unknown_field', 'channel_code'],
    ] as const) {
      expectError(
        await request('PATCH', `${PATH}/${mapping.id}`, w.asAdmin(body)),
        400,
        code,
        field,
      );
    }
    const deleted = await request('DELETE', `${PATH}/${mapping.id}`, w.asAdmin());
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await db.categoryMapping.findUnique({ where: { id: mapping.id } })).toBeNull();
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { external_category_id: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      expectError(
        await request(method, `${PATH}/${mapping.id}`, w.asAdmin(body)),
        404,
        'not_found',
      );
    }
  });

  it("puts a deleted connection's mappings out of reach", async () => {
    const own = await connectionOf(w, w.asAdmin, w.home.id);
    const mapping = await create({ connection_id: own.id, category_id: home.a.id });
    await request('DELETE', `/v1/connections/${own.id}`, w.asAdmin());
    expectError(await request('GET', `${PATH}/${mapping.id}`, w.asViewer()), 404, 'not_found');
    expectError(await request('DELETE', `${PATH}/${mapping.id}`, w.asAdmin()), 404, 'not_found');
    const page = dataOf(await listFor(`connection_id=${own.id}&channel_code=${home.channel.code}`));
    expect(page.items).toEqual([]);
  });
});

describe('GET /v1/connections/{id}/category-mappings/channel', () => {
  const channelView = (id: string, query: string, as = w.asViewer) =>
    request('GET', `/v1/connections/${id}/category-mappings/channel${query}`, as());

  it('lists every live category of the channel tree depth first, siblings by code, with its mapping or null', async () => {
    const own = await connectionOf(w, w.asAdmin, w.home.id);
    const mapped = await create({
      connection_id: own.id,
      category_id: home.ac.id,
      external_category_id: 'E-AC',
    });
    // Another channel's mapping of the same connection is not this channel's.
    await create({
      connection_id: own.id,
      category_id: home.b.id,
      channel_code: secondChannel.code,
    });
    const view = dataOf(await channelView(own.id, `?channel_code=${home.channel.code}`));
    expect(Object.keys(view)).toEqual(['items']);
    const { a, ab, ac, ac1, az, b } = home;
    expect(
      view.items.map((i: { category_code: string; level: number; parent_id: string | null }) => [
        i.category_code,
        i.level,
        i.parent_id,
      ]),
    ).toEqual([
      [a.code, 1, null],
      [ac.code, 2, a.id],
      [ac1.code, 3, ac.id],
      [az.code, 2, a.id],
      [ab.code, 1, null],
      [b.code, 1, null],
    ]);
    const entry = view.items.find((i: { category_id: string }) => i.category_id === ac.id);
    expect(entry).toEqual({
      category_id: ac.id,
      category_code: ac.code,
      category_name: ac.name,
      parent_id: a.id,
      level: 2,
      mapping: mapped,
    });
    expect(
      view.items
        .filter((i: { mapping: unknown }) => i.mapping === null)
        .map((i: { category_id: string }) => i.category_id),
    ).toEqual([a.id, ac1.id, az.id, ab.id, b.id]);
  });

  it('needs a channel of the tenant and a live connection', async () => {
    expectError(await channelView(connection.id, ''), 400, 'required', 'channel_code');
    expectError(
      await channelView(connection.id, '?channel_code=no_such_channel'),
      400,
      'invalid_reference',
      'channel_code',
    );
    expectError(
      await channelView(randomUUID(), `?channel_code=${home.channel.code}`),
      404,
      'not_found',
    );
    const foreign = await connectionOf(w, w.asForeign, w.foreign.id);
    expectError(
      await channelView(foreign.id, `?channel_code=${home.channel.code}`),
      404,
      'not_found',
    );
    // A channel of another tenant is no channel of this one.
    const theirs = await treeOf(w.foreign.id);
    expectError(
      await channelView(connection.id, `?channel_code=${theirs.channel.code}`),
      400,
      'invalid_reference',
      'channel_code',
    );
  });
});

describe('who may call, and tenant isolation', () => {
  it('lets viewers read and only writers of mappings write', async () => {
    const mapping = await create({ category_id: home.ac1.id, channel_code: secondChannel.code });
    dataOf(await request('GET', `${PATH}/${mapping.id}`, w.asViewer()));
    for (const as of [w.asViewer, w.asEditor]) {
      expectError(await post({ category_id: home.b.id }, as), 403, 'forbidden');
      expectError(
        await request('PATCH', `${PATH}/${mapping.id}`, as({ external_category_id: 'x' })),
        403,
        'forbidden',
      );
      expectError(await request('DELETE', `${PATH}/${mapping.id}`, as()), 403, 'forbidden');
    }
  });

  it("answers 404 for another tenant's mapping and 400 for its ids in a body", async () => {
    const theirTree = await treeOf(w.foreign.id);
    const theirConnection = await connectionOf(w, w.asForeign, w.foreign.id);
    const theirs = await request(
      'POST',
      PATH,
      w.asForeign({
        connection_id: theirConnection.id,
        channel_code: theirTree.channel.code,
        category_id: theirTree.a.id,
        external_category_id: 'theirs',
      }),
    );
    expect(theirs.status, theirs.text).toBe(201);
    const id = theirs.body.data.id;
    expectError(await request('GET', `${PATH}/${id}`, w.asAdmin()), 404, 'not_found');
    expectError(
      await request('PATCH', `${PATH}/${id}`, w.asAdmin({ external_category_id: 'mine' })),
      404,
      'not_found',
    );
    expectError(await request('DELETE', `${PATH}/${id}`, w.asAdmin()), 404, 'not_found');
    expectError(
      await post({ connection_id: theirConnection.id }),
      400,
      'invalid_reference',
      'connection_id',
    );
    expectError(
      await post({ category_id: theirTree.a.id }),
      400,
      'invalid_reference',
      'category_id',
    );
    expectError(
      await post({ channel_code: theirTree.channel.code }),
      400,
      'invalid_reference',
      'channel_code',
    );
    expectError(
      await listFor(`connection_id=${connection.id}&channel_code=x`, w.asAdminInForeign),
      403,
      'tenant_forbidden',
    );
    const row = await db.categoryMapping.findUniqueOrThrow({ where: { id } });
    expect(row.externalCategoryId).toBe('theirs');
  });
});
