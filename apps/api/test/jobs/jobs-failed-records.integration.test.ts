// An import's failed records as a file (GET /v1/jobs/{id}/failed-records): the import's own
// format and header with only the failed records, an `Import errors` column for CSV and XLSX,
// formulas neutralised as in exports; the corrected file imports back. Also: which jobs have
// none (404, 409), and the file line each item gives.
import ExcelJS from 'exceljs';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { importItems, jobItems, startJob, waitForJob, type As } from '../helpers/jobs.ts';
import { importFile, productIdOf, productJobsWorld } from '../helpers/product-jobs.ts';

const { server, request, admin } = await productJobsWorld({ tagline: false });

/** The failed-records download: its status, headers and bytes. */
async function download(as: As, id: string) {
  const answer = await fetch(`${server.baseUrl}/v1/jobs/${id}/failed-records`, {
    headers: { authorization: `Bearer ${as.token}`, 'x-tenant-id': as.tenant },
  });
  return {
    status: answer.status,
    headers: answer.headers,
    bytes: Buffer.from(await answer.arrayBuffer()),
  };
}

/** Four products: the second names no family, the fourth's rating is not a number. */
function products() {
  const codes = [uniqueCode('fr'), uniqueCode('fr'), uniqueCode('fr'), uniqueCode('fr')];
  const rows = [
    [codes[0]!, 'shirts', 'Shirt one', '4.5'],
    [codes[1]!, 'nofamily', 'Shirt two', '3'],
    [codes[2]!, 'shirts', '=1+2', '4'],
    [codes[3]!, 'shirts', '=HYPERLINK("x")', 'lots'],
  ];
  return { codes, rows };
}

const HEADER = ['code', 'family', 'name:en_US', 'rating'];

async function expectCorrectedImport(job: { result: unknown }, codes: string[]) {
  expect(job.result).toMatchObject({ created: 2, failed: 0 });
  expect(await productIdOf(request, admin, codes[1]!)).toBeDefined();
  expect(await productIdOf(request, admin, codes[3]!)).toBeDefined();
}

describe('failed records of an import', () => {
  it('gives a CSV import its failed rows with the same header and an error column', async () => {
    const { codes, rows } = products();
    const csv = [HEADER, ...rows]
      .map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
      .join('\n');
    const job = await importFile(request, admin, 'products', 'csv', `${csv}\n`);
    expect(job.progress).toMatchObject({ succeeded: 2, failed: 2 });
    const failed = await jobItems(request, admin, job.id, 'failed');
    expect(failed.map((item) => [item.key, item.line])).toEqual([
      [codes[1], 3],
      [codes[3], 5],
    ]);

    const answer = await download(admin, job.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('products-failed.csv');
    const lines = answer.bytes.toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('code,family,name:en_US,rating,Import errors');
    expect(lines[1]).toMatch(new RegExp(`^${codes[1]},nofamily,Shirt two,3,family: `));
    // The formula-like name is written with a quote before it, as exports do.
    expect(lines[2]).toContain(
      `${codes[3]},shirts,"'=HYPERLINK(""x"")",lots,"rating: ""lots"" is not a number"`,
    );

    const corrected = answer.bytes
      .toString('utf8')
      .replace('nofamily', 'shirts')
      .replace(',lots,', ',2,');
    const again = await importFile(request, admin, 'products', 'csv', corrected);
    await expectCorrectedImport(again, codes);
  });

  it('gives an XLSX import its failed rows as a sheet with an error column', async () => {
    const { codes, rows } = products();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('products');
    for (const row of [HEADER, ...rows]) sheet.addRow(row);
    const job = await importFile(
      request,
      admin,
      'products',
      'xlsx',
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(job.progress).toMatchObject({ succeeded: 2, failed: 2 });
    expect((await jobItems(request, admin, job.id, 'failed')).map((item) => item.line)).toEqual([
      3, 5,
    ]);

    const answer = await download(admin, job.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('products-failed.xlsx');
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const got = back.worksheets[0]!;
    const values = (n: number) => (got.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...HEADER, 'Import errors']);
    expect(got.actualRowCount).toBe(3);
    expect(values(2).slice(0, 4)).toEqual([codes[1], 'nofamily', 'Shirt two', '3']);
    expect(String(values(2)[4])).toMatch(/^family: /);
    expect(values(3).slice(0, 4)).toEqual([codes[3], 'shirts', `'=HYPERLINK("x")`, 'lots']);

    got.getRow(2).getCell(2).value = 'shirts';
    got.getRow(3).getCell(4).value = '2';
    const again = await importFile(
      request,
      admin,
      'products',
      'xlsx',
      Buffer.from(await back.xlsx.writeBuffer()),
    );
    await expectCorrectedImport(again, codes);
  });

  it('gives a JSON import its failed records as NDJSON, without an error field', async () => {
    const { codes, rows } = products();
    const records = rows.map(([code, family, name, rating]) => ({
      code,
      family,
      values: {
        name: [{ locale: 'en_US', data: { value: name } }],
        rating: [{ data: { value: Number.isNaN(Number(rating)) ? rating : Number(rating) } }],
      },
    }));
    const job = await importFile(request, admin, 'products', 'json', JSON.stringify(records));
    expect(job.progress).toMatchObject({ succeeded: 2, failed: 2 });
    // A JSON array's elements have no line of their own.
    expect((await jobItems(request, admin, job.id, 'failed')).map((item) => item.line)).toEqual([
      null,
      null,
    ]);

    const answer = await download(admin, job.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('products-failed.ndjson');
    const back = answer.bytes
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(back).toEqual([records[1], records[3]]);

    back[0].family = 'shirts';
    back[1].values.rating[0].data.value = 2;
    const ndjson = back.map((record) => JSON.stringify(record)).join('\n');
    const again = await importFile(request, admin, 'products', 'json', ndjson);
    await expectCorrectedImport(again, codes);
    // NDJSON records have their line.
    expect((await jobItems(request, admin, again.id)).map((item) => item.line)).toEqual([1, 2]);
  });

  it('answers 409 for an import without failures or still running, 404 for other jobs', async () => {
    const clean = await importItems(request, admin, 'products', [
      { code: uniqueCode('fr'), family: 'shirts' },
    ]);
    expect(clean.progress.failed).toBe(0);
    const none = await download(admin, clean.id);
    expect(none.status).toBe(409);
    expect(JSON.parse(none.bytes.toString('utf8')).errors[0].message).toBe(
      'The import has no failed records',
    );

    const started = await startJob(request, admin, 'exports', {
      entity: 'families',
      format: 'csv',
    });
    await waitForJob(request, admin, started.id);
    expect((await download(admin, started.id)).status).toBe(404);

    // Over tRPC, which answers JSON, the caller is told where to download from.
    const failing = await importItems(request, admin, 'products', [
      { code: uniqueCode('fr'), family: 'nofamily' },
    ]);
    const viaTrpc = await request(
      'GET',
      `/trpc/jobs.failedRecords?input=${encodeURIComponent(JSON.stringify({ id: failing.id }))}`,
      admin,
    );
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.text).toContain(`/v1/jobs/${failing.id}/failed-records`);
    // Inline records are kept as NDJSON: their failed records come back as NDJSON.
    const inline = await download(admin, failing.id);
    expect(inline.status).toBe(200);
    expect(JSON.parse(inline.bytes.toString('utf8'))).toMatchObject({ family: 'nofamily' });
  });
});
