// Category mappings, the channel view of a connection: every live category of the channel's
// tree in tree order, mapped or not. Create, read and list: category-mappings.integration.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { mappingKit } from '../helpers/category-mappings.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const { treeOf, connectionOf, home, connection, secondChannel, create } = await mappingKit(
  server,
  request,
  w,
);

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
