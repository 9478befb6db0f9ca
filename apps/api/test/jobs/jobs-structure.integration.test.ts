// Imports of category trees and categories, as JSON, CSV and XLSX records, read back through the
// API; upsert, create_only and update_only; dry runs that write nothing but say what they would do;
// bad records as failed items with the API's codes and the record's fields while the rest lands;
// the permission on top of the job's and a file of another tenant. Attributes and options:
// jobs-structure-attributes; families: jobs-structure-families; exports and the round trip:
// jobs-structure-export.
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { jobItems, uploadFile } from '../helpers/jobs.ts';
import { testServer } from '../helpers/server.ts';
import {
  codesOf,
  csvOf,
  findByCode,
  importFile,
  outcome,
  runImport,
  translationsOf,
  xlsxOf,
} from '../helpers/structure-jobs.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
await server.startWorker();
const w = await createTenantWorld({
  tenants: ['home'],
  foreignTenants: ['foreign'],
  users: {
    admin: { home: 'admin' },
    treesOnly: {
      home: ['jobs.imports.read', 'jobs.imports.write', 'catalog.category_trees.write'],
    },
    foreignAdmin: { foreign: 'admin' },
  },
  signIn: ['admin', 'treesOnly', 'foreignAdmin'],
});
const admin = { token: w.tokens.admin, tenant: w.home.id };

const run = (entity: string, records: unknown[], extra: Record<string, unknown> = {}) =>
  runImport(request, admin, entity, records, extra);
const byCode = (path: string, code: string) => findByCode(request, admin, path, code);

describe('categories import', () => {
  it('creates trees and nested categories from JSON records, labels included', async () => {
    const [tree, top, child] = codesOf('tree', 'top', 'child');
    const { job, items } = await run('categories', [
      { code: tree, name: 'Master', description: 'All', labels: { fr_FR: 'Maître' } },
      { code: top, tree, name: 'Top', labels: { de_DE: 'Oben', fr_FR: 'Haut' } },
      { code: child, tree, parent: top, name: 'Child', status: 'inactive' },
    ]);
    expect(job.result).toMatchObject({ created: 3, failed: 0 });
    expect([...items.values()].map(outcome)).toEqual(['created', 'created', 'created']);
    const storedTree = await byCode('/v1/category-trees', tree);
    expect(storedTree).toMatchObject({ name: 'Master', description: 'All', status: 'active' });
    expect(await translationsOf(request, admin, `/v1/category-trees/${storedTree.id}`)).toEqual({
      fr_FR: 'Maître',
    });
    const storedChild = await byCode('/v1/categories', child);
    const storedTop = await byCode('/v1/categories', top);
    expect(storedChild).toMatchObject({
      category_tree_id: storedTree.id,
      parent_id: storedTop.id,
      path: `${top}/${child}`,
      status: 'inactive',
    });
    expect(await translationsOf(request, admin, `/v1/categories/${storedTop.id}`)).toEqual({
      de_DE: 'Oben',
      fr_FR: 'Haut',
    });
  });

  it('reads CSV (quoted cells, label columns) and XLSX alike', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const [tree, top] = codesOf('tree', 'top');
      const rows = [
        ['code', 'tree', 'parent', 'name', 'description', 'status', 'label-fr_FR'],
        [tree, '', '', 'Tree, "quoted"', '', '', 'Arbre'],
        [top, tree, '', 'Top\nline two', 'About', 'inactive', ''],
      ];
      const content = format === 'csv' ? csvOf(rows) : await xlsxOf(rows);
      const job = await importFile(request, admin, 'categories', format, content);
      expect(job.result, format).toMatchObject({ created: 2, failed: 0 });
      const storedTree = await byCode('/v1/category-trees', tree);
      expect(storedTree.name).toBe('Tree, "quoted"');
      expect(await translationsOf(request, admin, `/v1/category-trees/${storedTree.id}`)).toEqual({
        fr_FR: 'Arbre',
      });
      expect(await byCode('/v1/categories', top)).toMatchObject({
        name: 'Top\nline two',
        description: 'About',
        status: 'inactive',
        parent_id: null,
      });
    }
  });

  it('upserts: the same records again change nothing; a rename and a move rewrite the paths', async () => {
    const [tree, a, b, c] = codesOf('tree', 'a', 'b', 'c');
    const records = [
      { code: tree, name: 'T' },
      { code: a, tree, name: 'A' },
      { code: b, tree, name: 'B' },
      { code: c, tree, parent: b, name: 'C', labels: { fr_FR: 'Cé' } },
    ];
    await run('categories', records);
    const again = await run('categories', records);
    expect(again.job.result).toMatchObject({ unchanged: 4, created: 0, updated: 0 });
    const moved = await run('categories', [
      { code: b, tree, parent: a, name: 'B renamed' },
      { code: c, tree, parent: b, labels: { fr_FR: 'Cé' } },
    ]);
    expect([...moved.items.values()].map(outcome)).toEqual(['updated', 'unchanged']);
    expect(await byCode('/v1/categories', b)).toMatchObject({
      name: 'B renamed',
      path: `${a}/${b}`,
    });
    expect((await byCode('/v1/categories', c)).path).toBe(`${a}/${b}/${c}`);
  });

  it('create_only refuses what exists, update_only what does not', async () => {
    const tree = uniqueCode('tree');
    await run('categories', [{ code: tree, name: 'T' }]);
    const fresh = uniqueCode('tree');
    const created = await run(
      'categories',
      [
        { code: tree, name: 'T2' },
        { code: fresh, name: 'F' },
      ],
      {
        mode: 'create_only',
      },
    );
    expect(outcome(created.items.get(tree))).toBe('already_exists@code');
    expect(outcome(created.items.get(fresh))).toBe('created');
    const missing = uniqueCode('tree');
    const updated = await run(
      'categories',
      [
        { code: tree, name: 'T3' },
        { code: missing, name: 'M' },
      ],
      {
        mode: 'update_only',
      },
    );
    expect(outcome(updated.items.get(tree))).toBe('updated');
    expect(outcome(updated.items.get(missing))).toBe('not_found@code');
    expect((await byCode('/v1/category-trees', tree)).name).toBe('T3');
    expect(await byCode('/v1/category-trees', missing)).toBeUndefined();
  });

  it('a dry run says what it would do and writes nothing', async () => {
    const tree = uniqueCode('tree');
    await run('categories', [{ code: tree, name: 'Before' }]);
    const [fresh, cat] = codesOf('tree', 'cat');
    const { job, items } = await run(
      'categories',
      [
        { code: tree, name: 'After' },
        { code: fresh, name: 'New' },
        { code: cat, tree: fresh, name: 'Under new' },
        { code: uniqueCode('bad'), tree: fresh, parent: 'nowhere', name: 'Bad' },
      ],
      { dry_run: true },
    );
    expect(job.result).toMatchObject({ dry_run: true, updated: 1, created: 2, failed: 1 });
    expect(items.get(tree).payload).toEqual({ action: 'updated', dry_run: true });
    expect(items.get(cat).payload).toEqual({ action: 'created', dry_run: true });
    expect((await byCode('/v1/category-trees', tree)).name).toBe('Before');
    expect(await byCode('/v1/category-trees', fresh)).toBeUndefined();
    expect(await byCode('/v1/categories', cat)).toBeUndefined();
  });

  it('bad records fail with the code and the record field; the rest lands', async () => {
    const [tree, other, top, elsewhere] = codesOf('tree', 'other', 'top', 'else');
    await run('categories', [
      { code: tree, name: 'T' },
      { code: other, name: 'O' },
      { code: elsewhere, tree: other, name: 'Elsewhere' },
    ]);
    const codes = codesOf('p', 't', 'x', 'n', 'd', 's', 'u');
    const { job, items } = await run('categories', [
      { code: codes[0], tree, parent: 'no_such_category', name: 'P' },
      { code: codes[1], tree: 'no_such_tree', name: 'T' },
      { code: codes[2], tree, parent: elsewhere, name: 'X' },
      { code: codes[3], tree },
      { code: codes[4], tree, name: 'D', description: 'x'.repeat(1001) },
      { code: codes[5], tree, name: 'S', status: 'archived' },
      { code: codes[6], tree, name: 'U', extra: 1 },
      { code: top, tree, name: 'Fine' },
    ]);
    expect(job.result).toMatchObject({ created: 1, failed: 7 });
    expect(codes.map((code) => outcome(items.get(code)))).toEqual([
      'invalid_reference@parent',
      'invalid_reference@tree',
      'invalid_value@parent',
      'required@name',
      'too_long@description',
      'invalid_value@status',
      'unknown_field@extra',
    ]);
    expect(items.get(codes[0]).payload).toMatchObject({
      code: codes[0],
      parent: 'no_such_category',
    });
    expect(await byCode('/v1/categories', top)).toBeDefined();
  });

  it('an unknown CSV column fails each row on it', async () => {
    const tree = uniqueCode('tree');
    const job = await importFile(
      request,
      admin,
      'categories',
      'csv',
      csvOf([
        ['code', 'name', 'colour'],
        [tree, 'T', 'red'],
      ]),
    );
    const [item] = await jobItems(request, admin, job.id);
    expect(outcome(item)).toBe('unknown_field@colour');
  });

  it('needs catalog.categories.write on top of the import permission (403 at the start)', async () => {
    const answer = await request('POST', '/v1/jobs/imports', {
      token: w.tokens.treesOnly,
      tenant: w.home.id,
      body: { entity: 'categories', format: 'json', items: [{ code: 'x', name: 'X' }] },
    });
    expectError(answer, 403, 'forbidden');
  });

  it('shows a template or a preview only to who may read or import the entity (403)', async () => {
    const treesOnly = { token: w.tokens.treesOnly, tenant: w.home.id };
    const template = await request('GET', '/v1/jobs/imports/template?entity=products&format=csv', {
      ...treesOnly,
    });
    expectError(template, 403, 'forbidden');
    expect(template.body.message).toContain('catalog.products.read');
    const fileId = await uploadFile(request, treesOnly, 'p.csv', 'code,family\n');
    const preview = await request('POST', '/v1/jobs/imports/preview', {
      ...treesOnly,
      body: { entity: 'products', format: 'csv', file_id: fileId },
    });
    expectError(preview, 403, 'forbidden');
    expect(preview.body.message).toContain('catalog.products.write');
  });

  it("refuses another tenant's file (400 invalid_reference on file_id)", async () => {
    const foreign = { token: w.tokens.foreignAdmin, tenant: w.foreign.id };
    const fileId = await uploadFile(request, foreign, 'c.csv', 'code,name\na,A\n');
    const answer = await request('POST', '/v1/jobs/imports', {
      ...admin,
      body: { entity: 'categories', format: 'csv', file_id: fileId },
    });
    expectError(answer, 400, 'invalid_reference', 'file_id');
  });
});
