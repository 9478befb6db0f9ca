// Imports of product families: a family with its attributes (channels and flags), display
// attributes and variant families, from JSON (an array file, and inline NDJSON), CSV and XLSX, read
// back through the API; `attributes` making the family's list exactly the given one; variant family
// axes that cannot change; modes and dry runs; bad references as failed items on the record's
// fields, while the rest lands.
import { createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers/server.ts';
import {
  codeMap,
  csvOf,
  familyStructure,
  importFile,
  outcome,
  runImport,
  xlsxOf,
} from '../helpers/structure-jobs.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
await server.startWorker();
const w = await createTenantWorld({ users: { admin: { home: 'admin' } }, signIn: ['admin'] });
const db = server.db;
const admin = { token: w.tokens.admin, tenant: w.home.id };
const tree = await createCategoryTree(db, w.home.id);
const web = (await createChannel(db, tree)).code;
const print = (await createChannel(db, tree)).code;

const run = (entity: string, records: unknown[], extra: Record<string, unknown> = {}) =>
  runImport(request, admin, entity, records, extra);

const A = codeMap(['name', 'image', 'colour', 'size', 'weight']);
await run('attributes', [
  { code: A.name, name: 'Name', type: 'text' },
  { code: A.image, name: 'Image', type: 'media' },
  { code: A.colour, name: 'Colour', type: 'select' },
  { code: A.size, name: 'Size', type: 'select' },
  { code: A.weight, name: 'Weight', type: 'number' },
]);

/** A family record with everything a family can hold. */
const fullFamily = (code: string) => ({
  code,
  name: 'Shirts',
  description: 'Tops',
  labels: { fr_FR: 'Chemises' },
  attributes: [
    { code: A.name, channels: [web], is_mandatory: true },
    { code: A.image },
    { code: A.colour },
    { code: A.size, is_overridable: true },
    { code: A.weight, channels: [print, web] },
  ],
  display_attributes: { name: A.name, image: A.image },
  variant_families: [
    {
      code: 'by_colour',
      name: 'By colour',
      labels: { de_DE: 'Nach Farbe' },
      axes: [{ attribute: A.colour }],
    },
    {
      code: 'by_colour_size',
      name: 'By colour and size',
      axes: [{ attribute: A.colour }, { attribute: A.size, level: 2 }],
    },
  ],
});

/** fullFamily as familyStructure reads it back. */
const fullState = () => ({
  name: 'Shirts',
  description: 'Tops',
  status: 'active',
  labels: { fr_FR: 'Chemises' },
  display: [A.name, A.image],
  attributes: [
    { code: A.colour, channels: [print, web].sort(), is_mandatory: false, is_overridable: false },
    { code: A.image, channels: [print, web].sort(), is_mandatory: false, is_overridable: false },
    { code: A.name, channels: [web], is_mandatory: true, is_overridable: false },
    { code: A.size, channels: [print, web].sort(), is_mandatory: false, is_overridable: true },
    { code: A.weight, channels: [print, web].sort(), is_mandatory: false, is_overridable: false },
  ].sort((x, y) => (x.code < y.code ? -1 : 1)),
  variant_families: [
    {
      code: 'by_colour',
      name: 'By colour',
      axes: [[A.colour, 1, 1]],
      labels: { de_DE: 'Nach Farbe' },
    },
    {
      code: 'by_colour_size',
      name: 'By colour and size',
      axes: [
        [A.colour, 1, 1],
        [A.size, 2, 1],
      ],
      labels: {},
    },
  ],
});

const stateOf = async (code: string) => (await familyStructure(request, admin))[code];

describe('families import', () => {
  it('creates a family with attributes, display attributes and variant families (JSON array file)', async () => {
    const code = uniqueCode('family');
    const job = await importFile(
      request,
      admin,
      'families',
      'json',
      JSON.stringify([fullFamily(code)]),
    );
    expect(job.result).toMatchObject({ created: 1, failed: 0 });
    expect(await stateOf(code)).toEqual(fullState());
    const again = await run('families', [fullFamily(code)]);
    expect(outcome(again.items.get(code))).toBe('unchanged');
  });

  it('makes the attributes exactly the listed ones: adds, updates, removes', async () => {
    const code = uniqueCode('family');
    await run('families', [fullFamily(code)]);
    const record: any = fullFamily(code);
    record.attributes = [
      { code: A.name, channels: [web, print], is_mandatory: false },
      { code: A.image },
      { code: A.colour, is_mandatory: true },
      { code: A.size, is_overridable: true },
    ];
    const { items } = await run('families', [{ ...record, variant_families: undefined }]);
    expect(outcome(items.get(code))).toBe('updated');
    const state: any = await stateOf(code);
    expect(state.attributes.map((a: any) => [a.code, a.channels.length, a.is_mandatory])).toEqual(
      [
        [A.colour, 2, true],
        [A.image, 2, false],
        [A.name, 2, false],
        [A.size, 2, false],
      ].sort((x, y) => (x[0]! < y[0]! ? -1 : 1)),
    );
    expect(state.variant_families).toHaveLength(2);
    // size is an axis: taking it out fails the whole record, which leaves the family as it was.
    const refused = await run('families', [
      {
        code,
        name: 'Renamed',
        attributes: [{ code: A.name }, { code: A.image }, { code: A.colour }],
      },
    ]);
    expect(outcome(refused.items.get(code))).toBe('in_use@attributes');
    expect(((await stateOf(code)) as any).name).toBe('Shirts');
  });

  it('refuses other axes for an existing variant family', async () => {
    const code = uniqueCode('family');
    await run('families', [fullFamily(code)]);
    const { items } = await run('families', [
      {
        code,
        variant_families: [{ code: 'by_colour', name: 'By colour', axes: [{ attribute: A.size }] }],
      },
    ]);
    expect(outcome(items.get(code))).toBe('invalid_value@variant_families.0.axes');
  });

  it('fails bad references on the record field; the rest lands', async () => {
    const codes = ['a', 'c', 'd', 'x', 'n', 'r', 'ok'].map((p) => uniqueCode(p));
    const { job, items } = await run('families', [
      { code: codes[0], name: 'F', attributes: [{ code: A.name }, { code: 'no_such_attribute' }] },
      { code: codes[1], name: 'F', attributes: [{ code: A.name, channels: [web, 'no_channel'] }] },
      {
        code: codes[2],
        name: 'F',
        attributes: [{ code: A.colour }],
        display_attributes: { name: A.colour },
      },
      {
        code: codes[3],
        name: 'F',
        attributes: [{ code: A.name }],
        variant_families: [{ code: 'v', name: 'V', axes: [{ attribute: A.name }] }],
      },
      {
        code: codes[4],
        name: 'F',
        attributes: [{ code: A.colour }],
        variant_families: [{ code: 'v', axes: [{ attribute: A.colour }] }],
      },
      { code: codes[5], name: 'F', attributes: [{ code: A.name }, { code: A.name }] },
      { code: codes[6], name: 'Fine', attributes: [{ code: A.name }] },
    ]);
    expect(job.result).toMatchObject({ created: 1, failed: 6 });
    expect(codes.map((c) => outcome(items.get(c)))).toEqual([
      'invalid_reference@attributes.1.code',
      'invalid_reference@attributes.0.channels',
      'invalid_value@display_attributes.name',
      'invalid_value@variant_families.0.axes.0.attribute',
      'required@variant_families.0.name',
      'invalid_value@attributes.1.code',
      'created',
    ]);
    expect(await stateOf(codes[0]!)).toBeUndefined();
  });

  it('reads CSV and XLSX: a code list or JSON for attributes, JSON variant families', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const [plain, full] = [uniqueCode('plain'), uniqueCode('full')];
      const record = fullFamily(full);
      const rows = [
        [
          'code',
          'name',
          'description',
          'status',
          'attributes',
          'display_name',
          'display_image',
          'variant_families',
          'label-fr_FR',
        ],
        [plain, 'Plain', '', 'inactive', `${A.name}, ${A.colour}`, A.name, '', '', ''],
        [
          full,
          'Shirts',
          'Tops',
          '',
          JSON.stringify(record.attributes),
          A.name,
          A.image,
          JSON.stringify(record.variant_families),
          'Chemises',
        ],
      ];
      const content = format === 'csv' ? csvOf(rows) : await xlsxOf(rows);
      const job = await importFile(request, admin, 'families', format, content);
      expect(job.result, format).toMatchObject({ created: 2, failed: 0 });
      const structure: any = await familyStructure(request, admin);
      expect(structure[full]).toEqual(fullState());
      expect(structure[plain]).toMatchObject({
        status: 'inactive',
        display: [A.name, null],
        attributes: [{ code: A.colour }, { code: A.name }].sort((x, y) =>
          x.code < y.code ? -1 : 1,
        ),
      });
    }
  });

  it('keeps to the mode, and a dry run writes nothing', async () => {
    const code = uniqueCode('family');
    await run('families', [{ code, name: 'Before' }]);
    const fresh = uniqueCode('family');
    const created = await run(
      'families',
      [
        { code, name: 'X' },
        { code: fresh, name: 'New' },
      ],
      {
        mode: 'create_only',
      },
    );
    expect([outcome(created.items.get(code)), outcome(created.items.get(fresh))]).toEqual([
      'already_exists@code',
      'created',
    ]);
    const missing = uniqueCode('family');
    const updated = await run('families', [{ code: missing, name: 'M' }], { mode: 'update_only' });
    expect(outcome(updated.items.get(missing))).toBe('not_found@code');
    const dry = await run('families', [fullFamily(code), fullFamily(missing)], { dry_run: true });
    expect([outcome(dry.items.get(code)), outcome(dry.items.get(missing))]).toEqual([
      'updated',
      'created',
    ]);
    const structure: any = await familyStructure(request, admin);
    expect(structure[code]).toMatchObject({ name: 'Before', attributes: [], variant_families: [] });
    expect(structure[missing]).toBeUndefined();
  });
});
