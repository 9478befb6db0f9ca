// Deleting channels (soft, out of every family attribute) and channels under concurrent
// requests: a channel attached to a tree (create, or a move by PATCH) and the tree's delete
// cannot both win, so no live channel sits on a deleted tree; concurrent creates with one
// code and concurrent locale replacements stay consistent.
import { describe, expect, it } from 'vitest';
import {
  addFamilyAttribute,
  createAttribute,
  createCategoryTree,
  createProductFamily,
  uniqueCode,
} from '@pim/db/seed';
import { checkDeleted, createCatalogWorld, dataOf, poster } from '../helpers/catalog.ts';
import { expectError, expectOneWinner } from '../helpers/expect.ts';
import type { Answer } from '../helpers/server.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const shopTree = await createCategoryTree(server.db, w.home.id);

const RACES = 20;

const { create: postChannel } = poster(request, w, '/v1/channels', 'ch', {
  category_tree_id: shopTree.id,
  name: 'Shop',
});

/** Exactly one side won: the attach (tree kept, 409 in_use) or the delete (attach refused). */
async function expectOneSide(attach: Answer, deleteTree: Answer, treeId: string) {
  expectOneWinner(deleteTree, attach, 'category_tree_id');
  const tree = await server.db.categoryTree.findUniqueOrThrow({ where: { id: treeId } });
  if (attach.status === 200) expect(tree.deletedAt).toBeNull();
  else expect(tree.deletedAt).toBeInstanceOf(Date);
  const stranded = await server.db.channel.count({
    where: { tenantId: w.home.id, deletedAt: null, tree: { deletedAt: { not: null } } },
  });
  expect(stranded).toBe(0);
}

describe('DELETE /v1/channels/{id}', () => {
  it('soft-deletes: envelope without data, then 404', async () => {
    const channel = await postChannel({ locales: [{ locale_code: 'en_US' }] });
    expectError(
      await request('DELETE', `/v1/channels/${channel.id}`, w.asViewer()),
      403,
      'forbidden',
    );
    const path = `/v1/channels/${channel.id}`;
    await checkDeleted(request, w, path);
    const status = await request('PATCH', `${path}/status`, w.asEditor({ status: 'inactive' }));
    expectError(status, 404, 'not_found');
    expectError(await request('GET', `${path}/translations`, w.asEditor()), 404, 'not_found');
    const row = await server.db.channel.findUniqueOrThrow({ where: { id: channel.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  it('takes the channel out of every family attribute, and nothing else', async () => {
    const doomed = await postChannel();
    const kept = await postChannel();
    const family = await createProductFamily(server.db, w.home.id);
    const other = await createProductFamily(server.db, w.home.id);
    const color = await createAttribute(server.db, w.home.id);
    const size = await createAttribute(server.db, w.home.id);
    await addFamilyAttribute(server.db, family, color.id, { channelIds: [doomed.id, kept.id] });
    await addFamilyAttribute(server.db, family, size.id, { channelIds: [doomed.id] });
    await addFamilyAttribute(server.db, other, color.id, { channelIds: [doomed.id] });
    const rowsOf = (channelId: string) =>
      server.db.familyAttributeChannel.count({ where: { channelId } });
    expect(await rowsOf(doomed.id)).toBe(3);

    dataOf(await request('DELETE', `/v1/channels/${doomed.id}`, w.asEditor()));
    expect(await rowsOf(doomed.id)).toBe(0);
    expect(await rowsOf(kept.id)).toBe(1);
    // The family attributes stay, enabled for no channel where the deleted one was alone.
    expect(
      await server.db.familyAttribute.count({ where: { familyId: { in: [family.id, other.id] } } }),
    ).toBe(3);
  });

  it('keeps the tree of a live channel (409 in_use) until the channel is gone', async () => {
    const ownTree = await createCategoryTree(server.db, w.home.id);
    const channel = await postChannel({ category_tree_id: ownTree.id });
    const answer = await request('DELETE', `/v1/category-trees/${ownTree.id}`, w.asEditor());
    expectError(answer, 409, 'in_use');
    expect(answer.body.message).toMatch(/channel/);
    dataOf(await request('DELETE', `/v1/channels/${channel.id}`, w.asEditor()));
    dataOf(await request('DELETE', `/v1/category-trees/${ownTree.id}`, w.asEditor()));
  });
});

describe('a channel and its tree, concurrently', () => {
  it('create vs tree delete: never a live channel on a deleted tree', async () => {
    for (let race = 0; race < RACES; race++) {
      const tree = await createCategoryTree(server.db, w.home.id);
      const code = uniqueCode('race');
      const [created, deleted] = await Promise.all([
        request(
          'POST',
          '/v1/channels',
          w.asEditor({ category_tree_id: tree.id, code, name: 'Race' }),
        ),
        request('DELETE', `/v1/category-trees/${tree.id}`, w.asEditor()),
      ]);
      await expectOneSide(created, deleted, tree.id);
      const live = await server.db.channel.count({ where: { code, deletedAt: null } });
      expect(live).toBe(created.status === 200 ? 1 : 0);
    }
  });

  it('move by PATCH vs tree delete: never a live channel on a deleted tree', async () => {
    const home = await createCategoryTree(server.db, w.home.id);
    for (let race = 0; race < RACES / 2; race++) {
      const channel = dataOf(
        await request(
          'POST',
          '/v1/channels',
          w.asEditor({ category_tree_id: home.id, code: uniqueCode('move'), name: 'Move' }),
        ),
      );
      const target = await createCategoryTree(server.db, w.home.id);
      const [moved, deleted] = await Promise.all([
        request('PATCH', `/v1/channels/${channel.id}`, w.asEditor({ category_tree_id: target.id })),
        request('DELETE', `/v1/category-trees/${target.id}`, w.asEditor()),
      ]);
      await expectOneSide(moved, deleted, target.id);
      const row = await server.db.channel.findUniqueOrThrow({ where: { id: channel.id } });
      expect(row.categoryTreeId).toBe(moved.status === 200 ? target.id : home.id);
    }
  });
});

describe('one channel, concurrently', () => {
  it('creates with one code: one channel, the others 409 already_exists', async () => {
    const tree = await createCategoryTree(server.db, w.home.id);
    const code = uniqueCode('twin');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        request('POST', '/v1/channels', w.asEditor({ category_tree_id: tree.id, code, name: 'T' })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expectError(answer, 409, 'already_exists', 'code');
    }
    expect(await server.db.channel.count({ where: { code, deletedAt: null } })).toBe(1);
  });

  it('locale replacements run one after another: the stored list is one of them', async () => {
    const tree = await createCategoryTree(server.db, w.home.id);
    const channel = dataOf(
      await request(
        'POST',
        '/v1/channels',
        w.asEditor({ category_tree_id: tree.id, code: uniqueCode('loc'), name: 'L' }),
      ),
    );
    const lists = [['en_US', 'fr_FR'], ['fr_FR', 'de_DE', 'en_US'], ['de_DE'], ['it_IT', 'en_US']];
    const answers = await Promise.all(
      lists.map((codes) =>
        request(
          'PATCH',
          `/v1/channels/${channel.id}`,
          w.asEditor({ locales: codes.map((locale_code) => ({ locale_code })) }),
        ),
      ),
    );
    answers.forEach((answer, i) =>
      expect(dataOf(answer).locales.map((l: { locale_code: string }) => l.locale_code)).toEqual(
        lists[i],
      ),
    );
    const stored = dataOf(await request('GET', `/v1/channels/${channel.id}`, w.asViewer()));
    expect(lists).toContainEqual(stored.locales.map((l: { locale_code: string }) => l.locale_code));
  });
});
