// Exports of the catalog structure: categories (trees first, then each parent before its children),
// attributes and families in CSV, JSON (NDJSON) and XLSX, in the very shapes their importers take,
// so each artifact imports into another tenant and the two tenants then read the same through the
// API (the round trip); `filters.code`; keyset pages past the page size.
import { createAttributeGroup, createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { importItems } from '../helpers/jobs.ts';
import { testServer } from '../helpers/server.ts';
import {
  attributeStructure,
  categoryStructure,
  codeMap,
  exportBytes,
  familyStructure,
  importFile,
  type Format,
} from '../helpers/structure-jobs.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
await server.startWorker();
const TENANTS = ['home', 'twinCsv', 'twinJson', 'twinXlsx', 'big'] as const;
const w = await createTenantWorld({
  tenants: TENANTS,
  users: { admin: Object.fromEntries(TENANTS.map((t) => [t, 'admin'])) },
  signIn: ['admin'],
});
const db = server.db;
const as = (tenant: (typeof TENANTS)[number]) => ({ token: w.tokens.admin, tenant: w[tenant].id });
const home = as('home');

// What an import cannot bring (channels, attribute groups) exists alike in every tenant.
const [CHANNEL_TREE, WEB, PRINT, GROUP] = ['channels', 'web', 'print', 'group'].map(uniqueCode);
for (const tenant of TENANTS) {
  const tree = await createCategoryTree(db, w[tenant].id, {
    code: CHANNEL_TREE!,
    name: 'Channels',
  });
  await createChannel(db, tree, { code: WEB!, name: 'Web' });
  await createChannel(db, tree, { code: PRINT!, name: 'Print' });
  await createAttributeGroup(db, w[tenant].id, { code: GROUP!, name: 'Marketing' });
}

async function load(as: { token: string; tenant: string }, entity: string, items: unknown[]) {
  const job = await importItems(request, as, entity, items);
  expect(job.result, JSON.stringify(job)).toMatchObject({ failed: 0 });
}

const C = codeMap(['master', 'print_tree', 'men', 'shirts', 'formal', 'sale', 'flyers']);
await load(home, 'categories', [
  { code: C.master, name: 'Master', description: 'Everything', labels: { fr_FR: 'Maître' } },
  { code: C.print_tree, name: 'Print, "quoted"', status: 'inactive' },
  { code: C.men, tree: C.master, name: 'Men', labels: { fr_FR: 'Hommes', de_DE: 'Herren' } },
  { code: C.shirts, tree: C.master, parent: C.men, name: 'Shirts\nand tops' },
  { code: C.formal, tree: C.master, parent: C.shirts, name: 'Formal', status: 'inactive' },
  { code: C.sale, tree: C.master, name: 'Sale', description: 'a,b;c' },
  { code: C.flyers, tree: C.print_tree, name: 'Flyers' },
]);
const A = codeMap(['Title', 'ean', 'colour', 'size', 'weight', 'price', 'rating', 'image']);
await load(home, 'attributes', [
  {
    code: A.Title,
    name: 'Title',
    type: 'text',
    group: GROUP,
    value_per_locale: true,
    config: { max_length: 100, regex: '^[A-Z].*,"x"?$' },
    sort_order: 2,
    labels: { fr_FR: 'Titre' },
  },
  { code: A.ean, name: 'EAN', type: 'text', is_unique: true, description: 'Barcode' },
  { code: A.colour, name: 'Colour', type: 'select', group: GROUP },
  { code: A.size, name: 'Size', type: 'select' },
  {
    code: A.weight,
    name: 'Weight',
    type: 'metric',
    config: { unit_family: 'Weight', default_unit: 'KILOGRAM', units: ['KILOGRAM', 'GRAM'] },
  },
  {
    code: A.price,
    name: 'Price',
    type: 'price',
    value_per_channel: true,
    config: { currencies: ['EUR', 'USD'] },
  },
  {
    code: A.rating,
    name: 'Rating',
    type: 'number',
    status: 'inactive',
    config: { min: 0, max: 5, decimals_allowed: true },
  },
  { code: A.image, name: 'Image', type: 'media' },
]);
await load(home, 'attribute_options', [
  { attribute: A.colour, code: 'red', name: 'Red', sort_order: 2, labels: { fr_FR: 'Rouge' } },
  { attribute: A.colour, code: 'Blue', name: 'Blue, "navy"', sort_order: 1 },
  { attribute: A.size, code: '410', name: '41' },
]);
const F = { shirts: uniqueCode('shirts'), plain: uniqueCode('plain'), empty: uniqueCode('empty') };
await load(home, 'families', [
  {
    code: F.shirts,
    name: 'Shirts',
    description: 'Tops',
    labels: { fr_FR: 'Chemises' },
    attributes: [
      { code: A.Title, channels: [WEB], is_mandatory: true },
      { code: A.colour },
      { code: A.size, is_overridable: true },
      { code: A.price, channels: [WEB, PRINT], is_mandatory: true },
      { code: A.image },
    ],
    display_attributes: { name: A.Title, image: A.image },
    variant_families: [
      {
        code: 'by_colour',
        name: 'By colour',
        labels: { de_DE: 'Nach Farbe' },
        axes: [{ attribute: A.colour }],
      },
      {
        code: 'by_colour_size',
        name: 'By colour, size',
        axes: [{ attribute: A.colour }, { attribute: A.size, level: 2 }],
      },
    ],
  },
  {
    code: F.plain,
    name: 'Plain',
    status: 'inactive',
    attributes: [{ code: A.ean }, { code: A.weight }],
  },
  { code: F.empty, name: 'Empty' },
]);

const lines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

describe('structure exports', () => {
  it('writes categories trees first, each parent before its children, as import records', async () => {
    const records = lines(await exportBytes(server, request, home, 'categories', 'json'));
    const trees = records.filter((r) => r.tree === undefined).map((r) => r.code);
    expect(trees).toEqual([CHANNEL_TREE, C.master, C.print_tree].sort());
    expect(records.slice(0, 3).map((r) => r.code)).toEqual(trees);
    const seen = new Set<string>();
    for (const record of records) {
      if (record.parent) expect(seen.has(record.parent), record.code).toBe(true);
      seen.add(record.code);
    }
    expect(records.find((r) => r.code === C.shirts)).toEqual({
      code: C.shirts,
      tree: C.master,
      parent: C.men,
      name: 'Shirts\nand tops',
      status: 'active',
    });
    expect(records.find((r) => r.code === C.men).labels).toEqual({
      de_DE: 'Herren',
      fr_FR: 'Hommes',
    });
  });

  it('writes CSV headers with the label columns, and families in their record shape', async () => {
    const csv = (await exportBytes(server, request, home, 'categories', 'csv')).toString('utf8');
    expect(csv.split('\n')[0]).toBe(
      'code,tree,parent,name,description,status,label-de_DE,label-fr_FR',
    );
    const [shirts] = lines(
      await exportBytes(server, request, home, 'families', 'json', {
        code: F.shirts.toUpperCase(),
      }),
    );
    expect(shirts.attributes).toEqual(
      [
        { code: A.Title, channels: [WEB], is_mandatory: true, is_overridable: false },
        { code: A.colour, is_mandatory: false, is_overridable: false },
        { code: A.size, is_mandatory: false, is_overridable: true },
        { code: A.price, is_mandatory: true, is_overridable: false },
        { code: A.image, is_mandatory: false, is_overridable: false },
      ].sort((x, y) => (x.code < y.code ? -1 : 1)),
    );
    expect(shirts.display_attributes).toEqual({ name: A.Title, image: A.image });
    expect(shirts.variant_families[1]).toEqual({
      code: 'by_colour_size',
      name: 'By colour, size',
      axes: [
        { attribute: A.colour, level: 1, position: 1 },
        { attribute: A.size, level: 2, position: 1 },
      ],
    });
  });

  it('applies filters.code: part of the code, any case', async () => {
    const part = A.colour.slice(-8).toUpperCase();
    const records = lines(
      await exportBytes(server, request, home, 'attributes', 'json', { code: part }),
    );
    expect(records.map((r) => r.code)).toEqual([A.colour]);
    const none = await exportBytes(server, request, home, 'families', 'csv', {
      code: 'no-such-code',
    });
    expect(none.toString('utf8').trim()).toBe(
      'code,name,description,status,attributes,display_name,display_image,variant_families',
    );
  });

  it.each([
    ['csv', 'twinCsv'],
    ['json', 'twinJson'],
    ['xlsx', 'twinXlsx'],
  ] as const)(
    'round-trips categories, attributes with their options, and families through %s',
    async (format, twin) => {
      for (const entity of ['categories', 'attributes', 'attribute_options', 'families']) {
        const bytes = await exportBytes(server, request, home, entity, format as Format);
        const job = await importFile(request, as(twin), entity, format as Format, bytes);
        expect(job.result, `${entity} ${JSON.stringify(job)}`).toMatchObject({
          failed: 0,
          skipped: 0,
        });
      }
      expect(await categoryStructure(request, as(twin))).toEqual(
        await categoryStructure(request, home),
      );
      expect(await attributeStructure(request, as(twin))).toEqual(
        await attributeStructure(request, home),
      );
      expect(await familyStructure(request, as(twin))).toEqual(
        await familyStructure(request, home),
      );
      // The artifact imported again into its own tenant changes nothing.
      const again = await importFile(
        request,
        home,
        'families',
        format as Format,
        await exportBytes(server, request, home, 'families', format as Format),
      );
      expect(again.result).toMatchObject({ unchanged: 3, updated: 0, created: 0 });
    },
  );

  it('pages past 500 records in order, each once', async () => {
    const big = as('big');
    const tree = uniqueCode('tree');
    const parents = Array.from({ length: 30 }, (_, i) => `${tree}_p${String(i).padStart(2, '0')}`);
    const children = parents.flatMap((p) => Array.from({ length: 20 }, (_, i) => `${p}_c${i}`));
    await load(
      big,
      'categories',
      [
        { code: tree, name: 'Big' },
        ...children.map((code) => ({ code, tree, parent: code.replace(/_c\d+$/, ''), name: code })),
        ...parents.map((code) => ({ code, tree, name: code })),
      ].sort((a: any, b: any) => Number(!!a.parent) - Number(!!b.parent)),
    );
    const records = lines(await exportBytes(server, request, big, 'categories', 'json'));
    expect(records).toHaveLength(2 + parents.length + children.length);
    expect(new Set(records.map((r) => r.code)).size).toBe(records.length);
    const position = new Map(records.map((r, i) => [r.code, i]));
    for (const r of records)
      if (r.parent) expect(position.get(r.parent)!).toBeLessThan(position.get(r.code)!);
  });
});
