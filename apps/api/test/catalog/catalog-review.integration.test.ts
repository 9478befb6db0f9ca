// What an adversarial review of the catalog structure found, each as it was reproduced:
// ids in upper case compared as text, a bulk family-attribute write within the documented
// limits timing out, option sort orders leaving their range or repeating under concurrency,
// an error message without its limit, and category trees of unbounded depth.
import { LIMITS } from '@pim/core';
import {
  addFamilyAttribute,
  createAttribute,
  createCategory,
  createCategoryTree,
  createChannel,
  createProductFamily,
  uniqueCode,
} from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const db = server.db;
const tenantId = w.home.id;

describe('ids in upper case', () => {
  it('name the same records as in lower case, for every rule that compares them', async () => {
    const family = await createProductFamily(db, tenantId);
    const name = await createAttribute(db, tenantId, { type: 'text' });
    await addFamilyAttribute(db, family, name.id);
    dataOf(
      await request(
        'PATCH',
        `/v1/product-families/${family.id}`,
        w.asEditor({ display_attributes: { name_attribute_id: name.id.toUpperCase() } }),
      ),
    );
    // The display attribute stays in the family, whatever the case of the id.
    expectError(
      await request(
        'DELETE',
        `/v1/product-families/${family.id}/attributes/${name.id.toUpperCase()}`,
        w.asEditor(),
      ),
      409,
      'in_use',
    );

    const tree = await createCategoryTree(db, tenantId);
    const top = await createCategory(db, tree);
    const child = await createCategory(db, tree, { parent: top });
    // Naming the tree it is in moves nothing.
    const same = dataOf(
      await request(
        'PATCH',
        `/v1/categories/${child.id}`,
        w.asEditor({ category_tree_id: tree.id.toUpperCase() }),
      ),
    );
    expect(same).toMatchObject({ parent_id: top.id, path: child.path });
    const created = dataOf(
      await request(
        'POST',
        '/v1/categories',
        w.asEditor({
          category_tree_id: tree.id.toUpperCase(),
          parent_id: top.id.toUpperCase(),
          code: uniqueCode('upper'),
          name: 'Upper',
        }),
      ),
    );
    expect(created).toMatchObject({ category_tree_id: tree.id, parent_id: top.id });
  });
});

describe('a bulk family-attribute write at its documented size', () => {
  it('adds 1,000 attributes on every channel, and replaces their channels, in one request each', async () => {
    const tree = await createCategoryTree(db, tenantId);
    const channels: { id: string }[] = [];
    for (let i = 0; i < 20; i++) channels.push(await createChannel(db, tree));
    const codes = Array.from({ length: 1000 }, () => uniqueCode('bulk'));
    await db.attribute.createMany({
      data: codes.map((code) => ({ tenantId, code, name: code, type: 'text' as const })),
    });
    const attributes = await db.attribute.findMany({
      where: { tenantId, code: { in: codes } },
      select: { id: true },
    });
    const family = await createProductFamily(db, tenantId);
    const path = `/v1/product-families/${family.id}/attributes`;
    const added = await request(
      'POST',
      path,
      w.asEditor({ attributes: attributes.map((a) => ({ attribute_id: a.id })) }),
    );
    expect(added.status, added.text).toBe(200);
    const live = await db.channel.count({ where: { tenantId, deletedAt: null } });
    expect(await db.familyAttributeChannel.count({ where: { familyId: family.id } })).toBe(
      1000 * live,
    );
    const replaced = await request(
      'PATCH',
      path,
      w.asEditor({
        attributes: attributes.map((a) => ({
          attribute_id: a.id,
          channel_ids: channels.map((c) => c.id),
        })),
      }),
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(await db.familyAttributeChannel.count({ where: { familyId: family.id } })).toBe(
      1000 * channels.length,
    );
  }, 60_000);
});

describe('option sort orders', () => {
  it('stay within 0..1,000,000 and never repeat when options are added at once', async () => {
    const attribute = await createAttribute(db, tenantId, { type: 'select' });
    const path = `/v1/attributes/${attribute.id}/options`;
    const add = (body: Record<string, unknown>) =>
      request('POST', path, w.asEditor({ code: uniqueCode('o'), name: 'O', ...body }));
    dataOf(await add({ sort_order: 10 }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => add({})));
    const orders = answers.map((a) => dataOf(a).sort_order).sort((x, y) => x - y);
    expect(orders).toEqual(Array.from({ length: 10 }, (_, i) => 11 + i));
    dataOf(await add({ sort_order: 1_000_000 }));
    expect(dataOf(await add({})).sort_order).toBe(1_000_000);
  });

  it('names the limit of labels in the message', async () => {
    const attribute = await createAttribute(db, tenantId, { type: 'select' });
    // 301 well-formed locale codes: more than any request may name (a count checked first).
    const letters = (i: number) =>
      String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
    const labels = Object.fromEntries(
      Array.from({ length: LIMITS.translations + 1 }, (_, i) => [`${letters(i)}_ZZ`, 'L']),
    );
    const answer = await request(
      'POST',
      `/v1/attributes/${attribute.id}/options`,
      w.asEditor({ code: uniqueCode('o'), name: 'O', labels }),
    );
    expectError(answer, 400, 'too_long', 'labels');
    expect(answer.body.message).toBe(`labels must be at most ${LIMITS.translations} items`);
  });
});

describe('category depth', () => {
  it(`is at most ${LIMITS.categoryDepth} levels, for creates and for moves with their subtree`, async () => {
    const tree = await createCategoryTree(db, tenantId);
    let parent: { id: string; path: string } | undefined;
    for (let level = 1; level <= LIMITS.categoryDepth; level++) {
      parent = await createCategory(db, tree, { parent });
    }
    const create = await request(
      'POST',
      '/v1/categories',
      w.asEditor({
        category_tree_id: tree.id,
        parent_id: parent!.id,
        code: uniqueCode('deep'),
        name: 'Too deep',
      }),
    );
    expectError(create, 400, 'out_of_range', 'parent_id');
    // A two-level subtree fits under level 18, not under level 19.
    const top = await createCategory(db, tree);
    await createCategory(db, tree, { parent: top });
    const levels = await db.category.findMany({
      where: { categoryTreeId: tree.id, path: { not: { contains: top.code } } },
      orderBy: { path: 'asc' },
    });
    const at = (depth: number) => levels.find((c) => c.path.split('/').length === depth)!;
    expectError(
      await request('PATCH', `/v1/categories/${top.id}`, w.asEditor({ parent_id: at(19).id })),
      400,
      'out_of_range',
      'parent_id',
    );
    const moved = dataOf(
      await request('PATCH', `/v1/categories/${top.id}`, w.asEditor({ parent_id: at(18).id })),
    );
    expect(moved.path.split('/')).toHaveLength(19);
  });
});
