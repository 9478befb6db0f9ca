// Imports of variants through the real server: JSON (array and NDJSON), CSV and XLSX records naming
// their product by code, one option code per axis of the product's variant family, the default, the
// status and overrides where the family allows them; each record one revision of the parent product
// (`import`), none when it changes nothing; bad records as failed items with the API's codes and
// fields.
import ExcelJS from 'exceljs';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { importItems, jobItems } from '../helpers/jobs.ts';
import {
  freshCodes,
  importFile,
  itemsByKey,
  productJobsWorld,
  productState,
  revisionsOf,
} from '../helpers/product-jobs.ts';

const { server, request, admin } = await productJobsWorld();

/** A product of `shirts` with the variant family by_color_size, made by an import. */
async function parent(extra: Record<string, unknown> = {}) {
  const code = uniqueCode('p');
  const job = await importItems(request, admin, 'products', [
    { code, family: 'shirts', variant_family: 'by_color_size', ...extra },
  ]);
  expect(job.result).toMatchObject({ created: 1 });
  return code;
}

const skus = () => [uniqueCode('v'), uniqueCode('v'), uniqueCode('v')] as const;

/** What the variants of `skus` look like after each format's import below. */
function expectedVariants([s1, s2]: readonly string[]) {
  return [
    {
      sku: s1,
      is_default: false,
      status: 'draft',
      axes: { color: 'red', size: 's' },
      overrides: {
        weight: { '$default/$default': { amount: '250', unit: 'GRAM' } },
        tagline: { 'print/de_DE': 'Rot' },
      },
    },
    {
      sku: s2,
      is_default: true,
      status: 'in_review',
      axes: { color: 'blue', size: 'm' },
      overrides: { materials: { '$default/$default': ['linen'] } },
    },
  ].sort((x, y) => (x.sku! < y.sku! ? -1 : 1));
}

function variantRecords(product: string, [s1, s2]: readonly string[]) {
  return [
    {
      product,
      sku: s1,
      axis_values: { color: 'red', size: 's' },
      values: {
        weight: [{ data: { value: { amount: '250', unit: 'GRAM' } } }],
        tagline: [{ channel: 'print', locale: 'de_DE', data: { value: 'Rot' } }],
      },
    },
    {
      product,
      sku: s2,
      axis_values: { color: 'blue', size: 'm' },
      is_default: true,
      status: 'in_review',
      values: { materials: [{ data: { value: ['linen'] } }] },
    },
  ];
}

const CSV_HEADER = 'product,sku,is_default,status,color,size,weight,materials,tagline@print:de_DE';
const csvRows = (product: string, [s1, s2]: readonly string[]) => [
  [product, s1, '', '', 'red', 's', '250 GRAM', '', 'Rot'],
  [product, s2, 'true', 'in_review', 'blue', 'm', '', 'linen', ''],
];

async function expectVariants(product: string, given: readonly string[]) {
  const state = await productState(request, admin, product);
  expect(state!.variants).toEqual(expectedVariants(given));
  // The product's revision, then one per variant record.
  const revisions = await revisionsOf(server.db, state!.id);
  expect(revisions.map((r) => r.changeSource)).toEqual(['import', 'import', 'import']);
}

describe('variant imports', () => {
  it('imports JSON records (array file and NDJSON file)', async () => {
    const [p1, p2] = [await parent(), await parent()];
    const [a, b] = [skus(), skus()];
    const array = await importFile(
      request,
      admin,
      'variants',
      'json',
      JSON.stringify(variantRecords(p1, a)),
    );
    expect(array.result).toMatchObject({ created: 2, failed: 0 });
    await expectVariants(p1, a);
    const ndjson = variantRecords(p2, b)
      .map((r) => JSON.stringify(r))
      .join('\n');
    const job = await importFile(request, admin, 'variants', 'json', ndjson);
    expect(job.result).toMatchObject({ created: 2, failed: 0 });
    await expectVariants(p2, b);
  });

  it('imports CSV and XLSX rows: axes as plain columns, overrides as value columns', async () => {
    const [p1, p2] = [await parent(), await parent()];
    const [a, b] = [skus(), skus()];
    const csv = [CSV_HEADER, ...csvRows(p1, a).map((r) => r.join(','))].join('\n');
    const job = await importFile(request, admin, 'variants', 'csv', csv);
    expect(job.result, JSON.stringify(await jobItems(request, admin, job.id))).toMatchObject({
      created: 2,
      failed: 0,
    });
    await expectVariants(p1, a);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('variants');
    sheet.addRow(CSV_HEADER.split(','));
    for (const row of csvRows(p2, b))
      sheet.addRow(row.map((cell) => (cell === 'true' ? true : cell)));
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const fromXlsx = await importFile(request, admin, 'variants', 'xlsx', xlsx);
    expect(fromXlsx.result).toMatchObject({ created: 2, failed: 0 });
    await expectVariants(p2, b);
  });

  it('updates a variant as one revision of its product, and writes nothing when nothing changes', async () => {
    const product = await parent();
    const given = skus();
    await importItems(request, admin, 'variants', variantRecords(product, given));
    const change = {
      product,
      sku: given[0],
      is_default: true,
      status: 'in_review',
      values: { weight: [{ data: { value: { amount: '1', unit: 'KILOGRAM' } } }] },
    };
    const job = await importItems(request, admin, 'variants', [change]);
    expect(job.result).toMatchObject({ updated: 1 });
    const state = await productState(request, admin, product);
    const first = state!.variants.find((v: any) => v.sku === given[0]);
    expect(first).toMatchObject({
      is_default: true,
      status: 'in_review',
      overrides: {
        weight: { '$default/$default': { amount: '1', unit: 'KILOGRAM' } },
        tagline: { 'print/de_DE': 'Rot' },
      },
    });
    expect(state!.variants.filter((v: any) => v.is_default)).toHaveLength(1);
    expect(await revisionsOf(server.db, state!.id)).toHaveLength(4);
    const again = await importItems(request, admin, 'variants', [
      { ...change, axis_values: { color: 'red', size: 's' } },
    ]);
    expect(again.result).toMatchObject({ unchanged: 1 });
    expect(await revisionsOf(server.db, state!.id)).toHaveLength(4);
  });

  it('fails bad records with the API codes and fields; the rest lands', async () => {
    const product = await parent();
    const plain = await parent({ variant_family: null });
    const { ok, nameOverride, badOption, taken, missingAxis, unknownProduct, noFamily } =
      freshCodes('v', [
        'ok',
        'nameOverride',
        'badOption',
        'taken',
        'missingAxis',
        'unknownProduct',
        'noFamily',
      ]);
    const job = await importItems(request, admin, 'variants', [
      { product, sku: ok, axis_values: { color: 'red', size: 'l' } },
      {
        product,
        sku: nameOverride,
        axis_values: { color: 'blue', size: 'l' },
        values: { name: [{ locale: 'en_US', data: { value: 'Mine' } }] },
      },
      { product, sku: badOption, axis_values: { color: 'red', size: 'xxl' } },
      { product, sku: taken, axis_values: { color: 'red', size: 'l' } },
      { product, sku: missingAxis, axis_values: { color: 'red' } },
      { product: 'no_such_product', sku: unknownProduct, axis_values: { color: 'red', size: 's' } },
      { product: plain, sku: noFamily, axis_values: { color: 'red', size: 's' } },
      { product: plain, sku: ok, axis_values: { color: 'red', size: 'l' } },
      { product, sku: ok, axis_values: { color: 'blue', size: 'l' } },
    ]);
    expect(job.result).toMatchObject({ created: 1, failed: 8 });
    const items = await jobItems(request, admin, job.id, 'failed');
    const failed = itemsByKey(items.slice(0, 6));
    const first = (key: string) => failed[key].errors[0];
    expect(first(nameOverride)).toMatchObject({ code: 'invalid_value', field: 'values.name' });
    expect(first(badOption)).toMatchObject({ code: 'invalid_value', field: 'axis_values.size' });
    expect(first(taken)).toMatchObject({ code: 'already_exists', field: 'axis_values' });
    expect(first(missingAxis)).toMatchObject({ code: 'required', field: 'axis_values' });
    expect(first(unknownProduct)).toMatchObject({ code: 'invalid_reference', field: 'product' });
    expect(first(noFamily)).toMatchObject({ code: 'invalid_value', field: 'product' });
    // The sku belongs to another product; then its axis values cannot change.
    expect(items[6].errors[0]).toMatchObject({ code: 'invalid_value', field: 'product' });
    expect(items[7].errors[0]).toMatchObject({ code: 'invalid_value', field: 'axis_values.color' });
    const state = await productState(request, admin, product);
    expect(state!.variants.map((v: any) => v.sku)).toEqual([ok]);
  });
});
