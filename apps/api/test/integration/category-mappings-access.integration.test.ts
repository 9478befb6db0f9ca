// Category mappings: who may call (viewers read, writers of mappings write) and tenant
// isolation.
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { MAPPINGS, mappingKit } from '../helpers/category-mappings.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const { db, treeOf, connectionOf, home, connection, secondChannel, post, create, listFor } =
  await mappingKit(server, request, w);
const PATH = MAPPINGS;

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
