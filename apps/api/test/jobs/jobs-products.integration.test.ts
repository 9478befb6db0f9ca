// Imports of products and variants through the real server: JSON (array and NDJSON), CSV and XLSX
// records with values on two channels and two locales and of every type, written as the API writes
// them (one `import` revision per written product, none for an unchanged one, completeness
// current); updates replacing only what a record lists; status moves needing their permission; bad
// records as failed items with the API's codes and fields (into the record, or the CSV column)
// while the rest lands; dry runs.
import ExcelJS from 'exceljs';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { importItems, jobItems } from '../helpers/jobs.ts';
import {
  ean,
  freshCodes,
  fullRecord,
  fullState,
  importFile,
  itemsByKey,
  productIdOf,
  productJobsWorld,
  productState,
  revisionsOf,
} from '../helpers/product-jobs.ts';

const { server, request, w, admin, editor } = await productJobsWorld();

/** The CSV of fullRecord's products: one column per scoped value. */
const CSV_HEADER =
  'code,family,variant_family,product_type,status,categories,name:en_US,name:fr_FR,' +
  'description@ecommerce:en_US,description@ecommerce:fr_FR,tagline@ecommerce:en_US,' +
  'tagline@print:de_DE,ean,rating,waterproof,release_date,materials,price@ecommerce,weight';
const csvRow = (code: string, eanValue: string) =>
  `${code},shirts,by_color_size,apparel,in_review,"menswear,shirts",Shirt ${code},Chemise ${code},` +
  `<p>Soft</p>,<p>Doux</p>,Buy it,Kauf es,${eanValue},4.5,1,2025-03-01,"cotton,linen",` +
  `"12.50 EUR,14.00 USD",0.3 KILOGRAM`;

async function expectImported(code: string, eanValue: string) {
  const state = await productState(request, admin, code);
  expect(state).toMatchObject(fullState(code, eanValue));
  const revisions = await revisionsOf(server.db, state!.id);
  expect(revisions.map((r) => r.changeSource)).toEqual(['import']);
  const completeness = dataOf(
    await request('GET', `/v1/products/${state!.id}/completeness`, admin),
  );
  // ecommerce requires name, description and price (all given); print requires name and image.
  const ratio = (channel: string, locale: string) =>
    completeness.items.find((i: any) => i.channel_code === channel && i.locale_code === locale)
      ?.ratio;
  expect(ratio('ecommerce', 'en_US')).toBe(100);
  expect(ratio('print', 'en_US')).toBe(50);
}

describe('product imports', () => {
  it('imports JSON records (inline, array file, NDJSON file) as the API would write them', async () => {
    const [a, b, c] = [uniqueCode('p'), uniqueCode('p'), uniqueCode('p')];
    const [ea, eb, ec] = [ean(), ean(), ean()];
    const inline = await importItems(request, admin, 'products', [fullRecord(a, ea)]);
    expect(inline).toMatchObject({ status: 'completed', progress: { succeeded: 1, failed: 0 } });
    expect(inline.result).toMatchObject({ created: 1 });
    const array = await importFile(
      request,
      admin,
      'products',
      'json',
      JSON.stringify([fullRecord(b, eb)]),
    );
    expect(array.progress).toMatchObject({ succeeded: 1, failed: 0 });
    const ndjson = await importFile(
      request,
      admin,
      'products',
      'json',
      `${JSON.stringify(fullRecord(c, ec))}\n`,
    );
    expect(ndjson.progress).toMatchObject({ succeeded: 1, failed: 0 });
    await expectImported(a, ea);
    await expectImported(b, eb);
    await expectImported(c, ec);
  });

  it('imports CSV and XLSX rows, one column per scoped value', async () => {
    const [a, b] = [uniqueCode('p'), uniqueCode('p')];
    const [ea, eb] = [ean(), ean()];
    const csv = await importFile(
      request,
      admin,
      'products',
      'csv',
      `${CSV_HEADER}\n${csvRow(a, ea)}\n`,
    );
    expect(csv.progress, JSON.stringify(await jobItems(request, admin, csv.id))).toMatchObject({
      succeeded: 1,
      failed: 0,
    });
    await expectImported(a, ea);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('products');
    sheet.addRow(CSV_HEADER.split(','));
    const row = fullRecord(b, eb);
    sheet.addRow([
      b,
      'shirts',
      'by_color_size',
      'apparel',
      'in_review',
      'menswear,shirts',
      row.values.name[0]!.data.value,
      row.values.name[1]!.data.value,
      '<p>Soft</p>',
      '<p>Doux</p>',
      'Buy it',
      'Kauf es',
      eb,
      4.5,
      true,
      '2025-03-01',
      'cotton,linen',
      '12.50 EUR,14.00 USD',
      '0.3 KILOGRAM',
    ]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const job = await importFile(request, admin, 'products', 'xlsx', xlsx);
    expect(job.progress, JSON.stringify(await jobItems(request, admin, job.id))).toMatchObject({
      succeeded: 1,
      failed: 0,
    });
    await expectImported(b, eb);
  });
});

describe('product updates', () => {
  it('replaces the listed attributes and the categories, and writes nothing when nothing changes', async () => {
    const code = uniqueCode('p');
    const e = ean();
    await importItems(request, admin, 'products', [fullRecord(code, e)]);
    const update = {
      code,
      categories: ['shirts'],
      values: { name: [{ locale: 'en_US', data: { value: 'Renamed' } }], rating: [] },
    };
    const job = await importItems(request, admin, 'products', [update]);
    expect(job.result).toMatchObject({ updated: 1, created: 0 });
    const state = await productState(request, admin, code);
    const expected = fullState(code, e);
    expect(state!.categories).toEqual(['shirts']);
    // name's fr_FR is gone (the attribute's values are replaced), rating removed, the rest kept.
    const { rating: _rating, ...kept } = expected.values;
    expect(state!.values).toEqual({ ...kept, name: { '$default/en_US': 'Renamed' } });
    const revisions = await revisionsOf(server.db, state!.id);
    expect(revisions.map((r) => [r.revisionNumber, r.changeSource])).toEqual([
      [1, 'import'],
      [2, 'import'],
    ]);
    // The second revision tells exactly what changed since the first.
    expect(
      (revisions[1]!.changeSummary as any[]).map((c) => `${c.path} ${c.action}`).sort(),
    ).toEqual([
      'attributes.name.$default.en_US changed',
      'attributes.name.$default.fr_FR removed',
      'attributes.rating.$default.$default removed',
      'category_ids removed',
    ]);
    const again = await importItems(request, admin, 'products', [update]);
    expect(again.result).toMatchObject({ unchanged: 1, updated: 0 });
    const items = await jobItems(request, admin, again.id);
    expect(items[0]).toMatchObject({
      key: code,
      status: 'succeeded',
      payload: { action: 'unchanged' },
    });
    expect(await revisionsOf(server.db, state!.id)).toHaveLength(2);
  });

  it('sets only the non-empty cells of a CSV row (an empty cell leaves its value)', async () => {
    const code = uniqueCode('p');
    const e = ean();
    await importItems(request, admin, 'products', [fullRecord(code, e)]);
    const csv =
      'code,family,categories,name:en_US,name:fr_FR,rating,tagline@print:de_DE\n' +
      `${code},shirts,,Renamed,,3,\n`;
    const job = await importFile(request, admin, 'products', 'csv', csv);
    expect(job.result).toMatchObject({ updated: 1 });
    const state = await productState(request, admin, code);
    const expected = fullState(code, e);
    expect(state!.categories).toEqual(expected.categories);
    expect(state!.values).toEqual({
      ...expected.values,
      name: { '$default/en_US': 'Renamed', '$default/fr_FR': `Chemise ${code}` },
      rating: { '$default/$default': 3 },
    });
  });

  it('moves the status through the legal moves; approving needs catalog.products.approve', async () => {
    const [a, b] = [uniqueCode('p'), uniqueCode('p')];
    const records = [
      { code: a, family: 'shirts', status: 'approved' },
      { code: b, family: 'shirts', status: 'in_review' },
    ];
    const byEditor = await importItems(request, editor, 'products', records);
    expect(byEditor.progress).toMatchObject({ succeeded: 1, failed: 1 });
    const [failed] = await jobItems(request, editor, byEditor.id, 'failed');
    expect(failed).toMatchObject({ key: a, errors: [{ code: 'forbidden', field: 'status' }] });
    expect(await productIdOf(request, admin, a)).toBeUndefined();

    const byAdmin = await importItems(request, admin, 'products', [
      records[0],
      { code: b, status: 'approved' },
    ]);
    expect(byAdmin.result).toMatchObject({ created: 1, updated: 1 });
    expect((await productState(request, admin, a))!.status).toBe('approved');
    const moved = await productState(request, admin, b);
    expect(moved!.status).toBe('approved');
    // Archived, then approved again: archived → draft → in_review → approved, one revision.
    await importItems(request, admin, 'products', [{ code: b, status: 'archived' }]);
    await importItems(request, admin, 'products', [{ code: b, status: 'approved' }]);
    const revisions = await revisionsOf(server.db, moved!.id);
    expect(revisions.map((r) => (r.snapshot as any).product.status)).toEqual([
      'in_review',
      'approved',
      'archived',
      'approved',
    ]);
  });
});

describe('bad product records', () => {
  it('fails each bad record with the API code and the field in the record; the rest lands', async () => {
    const taken = ean();
    const { good, holder, unknownFamily, badType, badOption, duplicate, stranger } = freshCodes(
      'p',
      ['good', 'holder', 'unknownFamily', 'badType', 'badOption', 'duplicate', 'stranger'],
    );
    const job = await importItems(request, admin, 'products', [
      fullRecord(holder, taken),
      { code: unknownFamily, family: 'no_such_family' },
      { code: badType, family: 'shirts', values: { rating: [{ data: { value: 'high' } }] } },
      { code: badOption, family: 'shirts', values: { materials: [{ data: { value: ['silk'] } }] } },
      { code: duplicate, family: 'shirts', values: { ean: [{ data: { value: taken } }] } },
      { code: stranger, family: 'shirts', categories: ['nowhere'], colour: 'red' },
      {
        code: good,
        family: 'shirts',
        values: { tagline: [{ channel: 'print', locale: 'fr_FR', data: { value: 'x' } }] },
      },
      { code: good, family: 'shirts' },
    ]);
    expect(job.status).toBe('completed');
    const failed = itemsByKey(await jobItems(request, admin, job.id, 'failed'));
    expect(failed[unknownFamily].errors).toEqual([
      { code: 'invalid_reference', field: 'family', message: expect.any(String) },
    ]);
    expect(failed[badType].errors[0]).toMatchObject({
      code: 'invalid_type',
      field: 'values.rating.0.data.value',
    });
    expect(failed[badOption].errors[0]).toMatchObject({
      code: 'invalid_value',
      field: 'values.materials.0.data.value.0',
    });
    expect(failed[duplicate].errors[0]).toMatchObject({
      code: 'already_exists',
      field: 'values.ean.0.data.value',
    });
    expect(failed[stranger].errors[0]).toMatchObject({ code: 'unknown_field', field: 'colour' });
    expect(failed[good].errors[0]).toMatchObject({
      code: 'invalid_value',
      field: 'values.tagline.0.locale',
    });
    expect(failed[good].payload).toMatchObject({ code: good });
    // The second record for `good` creates it; the holder of the EAN landed.
    expect(job.result).toMatchObject({ created: 2, failed: 6 });
    expect(await productIdOf(request, admin, good)).toBeDefined();
    await expectImported(holder, taken);
    for (const code of [unknownFamily, badType, badOption, duplicate, stranger]) {
      expect(await productIdOf(request, admin, code)).toBeUndefined();
    }
  });

  it('names the CSV column of a bad cell', async () => {
    const [a, b, c] = [uniqueCode('p'), uniqueCode('p'), uniqueCode('p')];
    const csv =
      'code,family,rating,price@ecommerce,waterproof,nickname\n' +
      `${a},shirts,lots,,,\n${b},shirts,,12.50EUR,,\n${c},shirts,,,maybe,\n` +
      `${uniqueCode('p')},shirts,,,,Bob\n${uniqueCode('p')},shirts,,"1.00 GBP",,\n`;
    const job = await importFile(request, admin, 'products', 'csv', csv);
    const failed = (await jobItems(request, admin, job.id, 'failed')).map((i) => i.errors[0]);
    expect(failed.map((e: any) => [e.code, e.field])).toEqual([
      ['invalid_type', 'rating'],
      ['invalid_format', 'price@ecommerce'],
      ['invalid_type', 'waterproof'],
      ['invalid_reference', 'nickname'],
      ['invalid_value', 'price@ecommerce'],
    ]);
  });

  it('answers create_only and update_only, and writes nothing in a dry run', async () => {
    const [existing, fresh] = [uniqueCode('p'), uniqueCode('p')];
    await importItems(request, admin, 'products', [{ code: existing, family: 'shirts' }]);
    const createOnly = await importItems(
      request,
      admin,
      'products',
      [{ code: existing, family: 'shirts' }],
      { mode: 'create_only' },
    );
    expect((await jobItems(request, admin, createOnly.id))[0].errors[0]).toMatchObject({
      code: 'already_exists',
      field: 'code',
    });
    const updateOnly = await importItems(
      request,
      admin,
      'products',
      [{ code: fresh, family: 'shirts' }],
      {
        mode: 'update_only',
      },
    );
    expect((await jobItems(request, admin, updateOnly.id))[0].errors[0]).toMatchObject({
      code: 'not_found',
      field: 'code',
    });
    const before = await server.db.productRevision.count({ where: { tenantId: w.home.id } });
    const dry = await importItems(
      request,
      admin,
      'products',
      [
        fullRecord(fresh, ean()),
        { code: existing, status: 'in_review' },
        { code: uniqueCode('p') },
      ],
      { dry_run: true },
    );
    const said = (await jobItems(request, admin, dry.id)).map((i) => i.payload.action ?? i.status);
    expect(said).toEqual(['created', 'updated', 'failed']);
    expect(await productIdOf(request, admin, fresh)).toBeUndefined();
    expect((await productState(request, admin, existing))!.status).toBe('draft');
    expect(await server.db.productRevision.count({ where: { tenantId: w.home.id } })).toBe(before);
  });
});
