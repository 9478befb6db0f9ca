// Category mappings: a category of a channel's tree mapped to a category of a connection's
// other side. Create, read, list, update, delete (for good). The channel view of a connection:
// category-mappings-channel.integration.test.ts; who may call and tenant isolation:
// category-mappings-access.integration.test.ts. The tree, connection and requests they share are
// in helpers/category-mappings.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf, type Body } from '../helpers/catalog.ts';
import { MAPPINGS, mappingKit, MAPPING_KEYS } from '../helpers/category-mappings.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const { db, connectionOf, home, connection, otherCategory, secondChannel, post, create, listFor } =
  await mappingKit(server, request, w);
const PATH = MAPPINGS;

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
