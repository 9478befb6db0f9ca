// Moving categories: a move rewrites the path of the whole subtree, and its tree when it changes; a
// parent must be in the category's tree and never below the category itself. Moves, creates and
// deletes racing each other leave proper trees.
import { describe, expect, it } from 'vitest';
import { createCategory, createCategoryTree, uniqueCode } from '@pim/db/seed';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { categoryCalls, expectProperTrees, type CategoryAnswer } from '../helpers/categories.ts';
import { expectError, expectOneWinner } from '../helpers/expect.ts';
import { testServer, trpcMutation, type Answer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const api = categoryCalls(request, w);

/** The rows as { code: [path, tree, parent, modified at] }. */
async function snapshot(ids: string[]) {
  const rows = await server.db.category.findMany({ where: { id: { in: ids } } });
  return Object.fromEntries(
    rows.map((r) => [r.code, [r.path, r.categoryTreeId, r.parentId, r.modifiedAt.getTime()]]),
  );
}

/** root > mid > leaf (and a second leaf), plus `x` beside root; codes hold `_`. */
async function subtreeIn(treeId: string) {
  const tag = uniqueCode('m');
  const root = await api.create(treeId, { code: `${tag}_1` });
  const mid = await api.create(treeId, { code: `${tag}_mid`, parent_id: root.id });
  const leaf = await api.create(treeId, { code: `${tag}_leaf`, parent_id: mid.id });
  const leaf2 = await api.create(treeId, { code: `${tag}_leaf2`, parent_id: mid.id });
  // `${tag}_1` as a LIKE pattern matches this code too: a move must leave it alone.
  const lookalike = await api.create(treeId, { code: `${tag}x1` });
  return { root, mid, leaf, leaf2, lookalike };
}

describe('PATCH /v1/categories/{id} with parent_id', () => {
  it('moves a 3-level subtree: every descendant path is rewritten, nothing else', async () => {
    const tree = await api.createTree();
    const { root, mid, leaf, leaf2, lookalike } = await subtreeIn(tree.id);
    const target = await api.create(tree.id);
    const under = await api.create(tree.id, { parent_id: target.id });
    const lookalikeBefore = await snapshot([lookalike.id]);

    const moved = dataOf(await api.move(root.id, { parent_id: under.id }));
    const base = `${target.code}/${under.code}/${root.code}`;
    expect(moved).toMatchObject({ parent_id: under.id, path: base, child_count: 1 });
    expect((await api.get(mid.id)).path).toBe(`${base}/${mid.code}`);
    expect((await api.get(leaf.id)).path).toBe(`${base}/${mid.code}/${leaf.code}`);
    expect((await api.get(leaf2.id)).path).toBe(`${base}/${mid.code}/${leaf2.code}`);
    expect((await api.get(mid.id)).parent_id).toBe(root.id);
    expect(await snapshot([lookalike.id])).toEqual(lookalikeBefore);
    expect((await api.get(under.id)).child_count).toBe(1);

    // Back to the top level, over tRPC this time.
    const back = await trpcMutation(
      request,
      'categories.update',
      { id: root.id, parent_id: null },
      w.asEditor(),
    );
    expect(back.status, back.text).toBe(200);
    expect(back.body.result.data).toMatchObject({ parent_id: null, path: root.code });
    expect((await api.get(leaf.id)).path).toBe(`${root.code}/${mid.code}/${leaf.code}`);
    await expectProperTrees(server.db, w.home.id);
  });

  it('refuses a move under itself or a descendant (400 invalid_value) and changes nothing', async () => {
    const tree = await api.createTree();
    const { root, mid, leaf, leaf2 } = await subtreeIn(tree.id);
    const ids = [root.id, mid.id, leaf.id, leaf2.id];
    const before = await snapshot(ids);
    for (const [id, parent] of [
      [root.id, root.id],
      [root.id, mid.id],
      [root.id, leaf.id],
      [mid.id, leaf2.id],
      [leaf.id, leaf.id],
    ]) {
      expectError(await api.move(id!, { parent_id: parent }), 400, 'invalid_value', 'parent_id');
    }
    // A refused move changes nothing else of the request either.
    expectError(
      await api.move(root.id, { name: 'Renamed', parent_id: leaf.id }),
      400,
      'invalid_value',
      'parent_id',
    );
    expect(await snapshot(ids)).toEqual(before);
    expect((await api.get(root.id)).name).not.toBe('Renamed');
  });

  it('keeps the parent in the same tree, live and of this tenant', async () => {
    const tree = await api.createTree();
    const other = await api.createTree();
    const category = await api.create(tree.id);
    const elsewhere = await api.create(other.id);
    expectError(
      await api.move(category.id, { parent_id: elsewhere.id }),
      400,
      'invalid_value',
      'parent_id',
    );
    const gone = await api.create(tree.id);
    dataOf(await request('DELETE', `/v1/categories/${gone.id}`, w.asEditor()));
    const foreign = await createCategory(
      server.db,
      await createCategoryTree(server.db, w.foreign.id),
    );
    for (const id of [gone.id, foreign.id, '00000000-0000-4000-8000-000000000000']) {
      expectError(
        await api.move(category.id, { parent_id: id }),
        400,
        'invalid_reference',
        'parent_id',
      );
    }
    expectError(
      await api.move(category.id, { parent_id: 'x' }),
      400,
      'invalid_format',
      'parent_id',
    );
    expect((await api.get(category.id)).parent_id).toBeNull();
  });
});

describe('PATCH /v1/categories/{id} with category_tree_id', () => {
  it('moves the subtree to another tree: top level, or under a parent of that tree', async () => {
    const tree = await api.createTree();
    const other = await api.createTree();
    const { root, mid, leaf, leaf2, lookalike } = await subtreeIn(tree.id);
    const subtree = [root, mid, leaf, leaf2];

    const moved = dataOf(await api.move(root.id, { category_tree_id: other.id }));
    expect(moved).toMatchObject({ category_tree_id: other.id, parent_id: null, path: root.code });
    for (const c of subtree) expect((await api.get(c.id)).category_tree_id).toBe(other.id);
    expect((await api.get(lookalike.id)).category_tree_id).toBe(tree.id);
    expect((await api.get(leaf.id)).path).toBe(`${root.code}/${mid.code}/${leaf.code}`);

    const host = await api.create(tree.id);
    const home = dataOf(await api.move(root.id, { category_tree_id: tree.id, parent_id: host.id }));
    expect(home).toMatchObject({ category_tree_id: tree.id, path: `${host.code}/${root.code}` });
    for (const c of subtree) expect((await api.get(c.id)).category_tree_id).toBe(tree.id);
    expect((await api.get(leaf2.id)).path).toBe(
      `${host.code}/${root.code}/${mid.code}/${leaf2.code}`,
    );
    // Naming its own tree moves nothing.
    expect(dataOf(await api.move(root.id, { category_tree_id: tree.id })).parent_id).toBe(host.id);
    await expectProperTrees(server.db, w.home.id);
  });

  it('refuses a tree that names nothing live, and a parent outside the named tree', async () => {
    const tree = await api.createTree();
    const other = await api.createTree();
    const category = await api.create(tree.id);
    const stay = await api.create(tree.id);
    const foreignTree = await createCategoryTree(server.db, w.foreign.id);
    for (const id of [foreignTree.id, '00000000-0000-4000-8000-000000000000']) {
      expectError(
        await api.move(category.id, { category_tree_id: id }),
        400,
        'invalid_reference',
        'category_tree_id',
      );
    }
    expectError(
      await api.move(category.id, { category_tree_id: other.id, parent_id: stay.id }),
      400,
      'invalid_value',
      'parent_id',
    );
    expect(await api.get(category.id)).toMatchObject({
      category_tree_id: tree.id,
      path: category.code,
    });
  });
});

/** A pair of opposite moves: exactly one passes, the other is refused as a cycle. */
function expectOneCycleRefused(answers: Answer[]) {
  const story = answers.map((a) => `${a.status} ${a.text}`).join(' / ');
  expect(answers.map((a) => a.status).sort(), story).toEqual([200, 400]);
  expectError(
    answers.find((a) => a.status === 400)!,
    400,
    'invalid_value',
    'parent_id',
  );
}

describe('concurrent moves, creates and deletes', () => {
  it('never make a cycle: A under B and B under A in parallel, 20 rounds', async () => {
    const tree = await api.createTree();
    for (let round = 0; round < 20; round++) {
      const a = await api.create(tree.id);
      const b = await api.create(tree.id);
      await api.create(tree.id, { parent_id: a.id });
      await api.create(tree.id, { parent_id: b.id });
      expectOneCycleRefused(
        await Promise.all([
          api.move(a.id, { parent_id: b.id }),
          api.move(b.id, { parent_id: a.id }),
        ]),
      );
    }
    await expectProperTrees(server.db, w.home.id);
  });

  it('keep every path right under 20 moves at once, within and across trees', async () => {
    const trees = [await api.createTree(), await api.createTree()];
    const nodes: CategoryAnswer[] = [];
    for (let i = 0; i < 8; i++) {
      const parent = i >= 2 ? nodes[i - 2] : undefined;
      nodes.push(await api.create(trees[i % 2]!.id, { parent_id: parent?.id }));
    }
    // A fixed mix: parents in the same tree, parents in the other tree (with category_tree_id),
    // top level, and moves that would close a cycle if they all passed.
    const moves = Array.from({ length: 20 }, (_, i) => {
      const node = nodes[(i * 3) % 8]!;
      const parent = nodes[(i * 5 + 1) % 8]!;
      if (i % 5 === 4) return api.move(node.id, { parent_id: null });
      const tree = (i * 5 + 1) % 2;
      return api.move(node.id, { parent_id: parent.id, category_tree_id: trees[tree]!.id });
    });
    const answers = await Promise.all(moves);
    for (const answer of answers) {
      if (answer.status !== 200) expectError(answer, 400, 'invalid_value', 'parent_id');
    }
    expect(answers.some((a) => a.status === 200)).toBe(true);
    await expectProperTrees(server.db, w.home.id);
  });

  it('let a create under a parent and its delete never both win, 10 rounds', async () => {
    const tree = await api.createTree();
    for (let round = 0; round < 10; round++) {
      const parent = await api.create(tree.id);
      const [removal, created] = await Promise.all([
        request('DELETE', `/v1/categories/${parent.id}`, w.asEditor()),
        request(
          'POST',
          '/v1/categories',
          w.asEditor({
            category_tree_id: tree.id,
            code: uniqueCode('race'),
            name: 'Race',
            parent_id: parent.id,
          }),
        ),
      ]);
      expectOneWinner(removal, created, 'parent_id', 'has_children');
    }
    await expectProperTrees(server.db, w.home.id);
  });

  it('let a move under a parent and its delete never both win, 10 rounds', async () => {
    const tree = await api.createTree();
    for (let round = 0; round < 10; round++) {
      const parent = await api.create(tree.id);
      const child = await api.create(tree.id);
      const [removal, moved] = await Promise.all([
        request('DELETE', `/v1/categories/${parent.id}`, w.asEditor()),
        api.move(child.id, { parent_id: parent.id }),
      ]);
      expectOneWinner(removal, moved, 'parent_id', 'has_children');
    }
    await expectProperTrees(server.db, w.home.id);
  });
});
