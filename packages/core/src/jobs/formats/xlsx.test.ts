import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordWriter, readRecords, UnreadableFileError } from './index.ts';
import { bytesOf, collect, collectUntilFailure } from './test-streams.ts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'pim-formats-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

const openFile = (file: string) => () => createReadStream(file, { highWaterMark: 4096 });

describe('XLSX', () => {
  it('reads back what the XLSX writer wrote', async () => {
    const file = path.join(directory, 'round-trip.xlsx');
    const writer = createRecordWriter(createWriteStream(file), 'xlsx', {
      columns: ['code', 'name', 'price', 'enabled', 'meta', 'missing'],
      sheetName: 'Products',
    });
    const rows = 3000;
    for (let row = 0; row < rows; row += 1) {
      await writer.write({
        code: row === 0 ? '1111111171' : `P${row}`,
        name: `Chair, "oak" <${row}>\nsecond line`,
        price: row + 0.5,
        enabled: row % 2 === 0,
        meta: { tags: ['a'] },
      });
    }
    await writer.close();

    const records = await collect(readRecords(openFile(file), 'xlsx'));
    expect(records).toHaveLength(rows);
    expect(records[0]).toEqual({
      index: 0,
      line: 2,
      value: {
        code: '1111111171',
        name: 'Chair, "oak" <0>\nsecond line',
        price: '0.5',
        enabled: 'true',
        meta: '{"tags":["a"]}',
        missing: '',
      },
    });
    expect(records[rows - 1]).toMatchObject({
      index: rows - 1,
      line: rows + 1,
      value: { code: `P${rows - 1}`, enabled: 'false' },
    });
  });

  it('turns every kind of cell into the text it shows, from the first sheet only', async () => {
    const file = path.join(directory, 'cells.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.getRow(3).values = [
      ' code',
      'released',
      'stamp',
      'label',
      'total',
      'site',
      'broken',
      'yes',
    ];
    const row = sheet.getRow(4);
    row.values = [
      1111111171,
      new Date(Date.UTC(2024, 2, 15)),
      new Date(Date.UTC(2024, 2, 15, 10, 30)),
      { richText: [{ text: 'Bold', font: { bold: true } }, { text: ' plain' }] },
      { formula: 'A4*2', result: 2222222342 },
      { text: 'Our site', hyperlink: 'https://example.com' },
      { error: '#N/A' },
      true,
    ];
    row.getCell(2).numFmt = 'yyyy-mm-dd';
    row.getCell(3).numFmt = 'yyyy-mm-dd hh:mm';
    sheet.getRow(5).values = [19.99, null, null, null, null, null, null, false, 'beyond header'];
    workbook.addWorksheet('Help').getRow(1).values = ['not', 'read'];
    await workbook.xlsx.writeFile(file);

    const records = await collect(readRecords(openFile(file), 'xlsx'));
    expect(records).toEqual([
      {
        index: 0,
        line: 4,
        value: {
          code: '1111111171',
          released: '2024-03-15',
          stamp: '2024-03-15T10:30:00.000Z',
          label: 'Bold plain',
          total: '2222222342',
          site: 'Our site',
          broken: '',
          yes: 'true',
        },
      },
      {
        index: 1,
        line: 5,
        value: {
          code: '19.99',
          released: '',
          stamp: '',
          label: '',
          total: '',
          site: '',
          broken: '',
          yes: 'false',
        },
      },
    ]);
  });

  it('refuses a repeated header name, naming its column', async () => {
    const file = path.join(directory, 'repeated.xlsx');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Products').getRow(1).values = ['code', 'name', 'code'];
    await workbook.xlsx.writeFile(file);
    await expect(collect(readRecords(openFile(file), 'xlsx'))).rejects.toThrow(
      new UnreadableFileError('The header names "code" twice (again in column C)'),
    );
  });

  it('refuses a file that is not a zip, and a zip broken mid-way', async () => {
    await expect(collect(readRecords(bytesOf('sku,name\nA,B\n'), 'xlsx'))).rejects.toThrow(
      new UnreadableFileError('This is not an XLSX file'),
    );

    // Cut inside the zip's first entries: a cut past a worksheet would leave exceljs's
    // temporary copy of it behind (see xlsx-reader.ts), in the test machine's /tmp too.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Products').addRow(['code']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { failure } = await collectUntilFailure(
      readRecords(bytesOf(bytes.subarray(0, 200)), 'xlsx'),
    );
    expect(failure).toBeInstanceOf(UnreadableFileError);
    expect((failure as Error).message).toMatch(/^Cannot read the XLSX file/);
  });
});
