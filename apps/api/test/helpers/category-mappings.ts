// What the category mapping tests share: a channel tree whose categories sort differently by
// code and by path, a connection to map them for, and requests that create and list mappings.
import { createCategory, createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
import { expect } from 'vitest';
import type { Body, CatalogWorld } from './catalog.ts';
import type { Request, TestServer } from './server.ts';

export const MAPPINGS = '/v1/category-mappings';
export const MAPPING_KEYS = [
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
 * Home's tree and channel and a connection of home's to map them for, another tree and channel
 * of home's and a second channel on the same tree (under another code), and the requests.
 */
export async function mappingKit(server: TestServer, request: Request, w: CatalogWorld) {
  const db = server.db;

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
  const otherTree = await createCategoryTree(db, w.home.id);
  const otherCategory = await createCategory(db, otherTree);
  const secondChannel = await createChannel(db, home.tree, { locales: ['en_US'] });

  /** POST a mapping of home's `a` on its channel to `ext-a`, unless `body` says otherwise. */
  const post = (body: Body, as = w.asAdmin) =>
    request(
      'POST',
      MAPPINGS,
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
  const listFor = (query: string, as = w.asViewer) => request('GET', `${MAPPINGS}?${query}`, as());

  return {
    db,
    treeOf,
    connectionOf,
    home,
    connection,
    otherCategory,
    secondChannel,
    post,
    create,
    listFor,
  };
}
