import path from 'node:path';
import { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import { findRepoRoot } from '@pim/db/paths';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRecords, UnreadableFileError, type FileFormat } from './index.ts';
import { bytesOf, collect, collectUntilFailure } from './test-streams.ts';

const ZIP_BYTES = Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1');

describe('reading CSV', () => {
  it('skips a BOM, detects ";" outside quotes and keeps quoted line breaks and quotes', async () => {
    const file =
      '\uFEFFsku;"name, full";note\r\nA1;"Chaise; chêne";"27"" screen"\r\n\r\nA2;"two\nlines";x\r\n';
    const records = await collect(readRecords(bytesOf(file), 'csv'));
    expect(records).toEqual([
      {
        index: 0,
        line: 2,
        value: { sku: 'A1', 'name, full': 'Chaise; chêne', note: '27" screen' },
      },
      { index: 1, line: 4, value: { sku: 'A2', 'name, full': 'two\nlines', note: 'x' } },
    ]);
  });

  it('detects a tab and prefers "," on a tie', async () => {
    const tabbed = await collect(readRecords(bytesOf('a\tb\tc,d\n1\t2\t3,4\n'), 'csv'));
    expect(tabbed.map((record) => record.value)).toEqual([{ a: '1', b: '2', 'c,d': '3,4' }]);
    const tie = await collect(readRecords(bytesOf('a;b,c\n1;2,3\n'), 'csv'));
    expect(tie.map((record) => record.value)).toEqual([{ 'a;b': '1;2', c: '3' }]);
  });

  it('uses the delimiter it is given over the one it would detect', async () => {
    const records = await collect(
      readRecords(bytesOf('a,b;c\n1,2;3\n'), 'csv', { delimiter: ';' }),
    );
    expect(records.map((record) => record.value)).toEqual([{ 'a,b': '1,2', c: '3' }]);
  });

  it('trims header names', async () => {
    const records = await collect(readRecords(bytesOf(' sku , name\nA, B \n'), 'csv'));
    expect(records[0]?.value).toEqual({ sku: 'A', name: ' B ' });
  });

  it('reports a row with a wrong cell count and goes on', async () => {
    const records = await collect(readRecords(bytesOf('a,b\n1,2\n3\n4,5,6\n\n7,8\n'), 'csv'));
    expect(records).toEqual([
      { index: 0, line: 2, value: { a: '1', b: '2' } },
      {
        index: 1,
        line: 3,
        value: null,
        problem: { code: 'invalid_value', message: 'Row 3 has 1 cells; the header has 2' },
      },
      {
        index: 2,
        line: 4,
        value: null,
        problem: { code: 'invalid_value', message: 'Row 4 has 3 cells; the header has 2' },
      },
      { index: 3, line: 6, value: { a: '7', b: '8' } },
    ]);
  });

  it('refuses an empty or repeated header name, naming it', async () => {
    await expect(collect(readRecords(bytesOf('sku,,name\n1,2,3\n'), 'csv'))).rejects.toThrow(
      new UnreadableFileError('The header has an empty name in column 2'),
    );
    await expect(collect(readRecords(bytesOf('sku,name, sku\n1,2,3\n'), 'csv'))).rejects.toThrow(
      new UnreadableFileError('The header names "sku" twice (again in column 3)'),
    );
  });

  it('refuses a file without a header row', async () => {
    const failure = collect(readRecords(bytesOf('\uFEFF\n\n'), 'csv'));
    await expect(failure).rejects.toBeInstanceOf(UnreadableFileError);
    await expect(failure).rejects.toThrow('it has no header row');
  });

  it('refuses an XLSX file sent as CSV, and binary bytes', async () => {
    await expect(collect(readRecords(bytesOf(ZIP_BYTES), 'csv'))).rejects.toThrow(
      new UnreadableFileError('This looks like an XLSX file; use format xlsx'),
    );
    const binary = Buffer.from([0x61, 0x2c, 0x62, 0x0a, 0x00, 0x01, 0x02]);
    await expect(collect(readRecords(bytesOf(binary), 'csv'))).rejects.toBeInstanceOf(
      UnreadableFileError,
    );
  });

  it('refuses a quote left open to the end of the file, after the records before it', async () => {
    const { records, failure } = await collectUntilFailure(
      readRecords(bytesOf('a,b\n1,2\n"3,4\n5,6\n'), 'csv'),
    );
    expect(records.map((record) => record.value)).toEqual([{ a: '1', b: '2' }]);
    expect(failure).toBeInstanceOf(UnreadableFileError);
    expect((failure as Error).message).toMatch(/^Cannot read the CSV file: Quote Not Closed/);
  });

  it('reads the Akeneo demo catalogue: ";" detected, 1239 products of 111 cells', async () => {
    const file = path.resolve(
      findRepoRoot(),
      '../shared/datasets/akeneo-icecat-demo-dev/products.csv',
    );
    const records = await collect(readRecords(() => createReadStream(file), 'csv'));
    expect(records).toHaveLength(1239);
    expect(records.filter((record) => record.problem !== undefined)).toEqual([]);
    expect(records.every((record) => Object.keys(record.value as object).length === 111)).toBe(
      true,
    );
    expect(records[0]?.value).toHaveProperty('sku');
    expect(records.map((record) => record.index)).toEqual([...records.keys()]);
  });
});

describe('the opened stream', () => {
  async function* cutOff(head: Buffer | string) {
    yield Buffer.from(head);
    throw new Error('connection reset');
  }
  const heads: [FileFormat, Buffer | string][] = [
    ['csv', 'a,b\n1,2\n'],
    ['json', '[{"a":1},'],
    ['json', '{"a":1}\n'],
    ['xlsx', Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1')],
  ];

  it.each(heads)(
    'failing is rethrown as it is, not as an unreadable %s file',
    async (format, head) => {
      const { failure } = await collectUntilFailure(
        readRecords(() => Readable.from(cutOff(head)), format),
      );
      expect(failure).not.toBeInstanceOf(UnreadableFileError);
      expect((failure as Error).message).toBe('connection reset');
    },
  );

  it.each(['csv', 'json array', 'ndjson', 'xlsx'])(
    'is closed when the reader of a %s file stops early',
    async (kind) => {
      const rows = Array.from({ length: 500 }, (_, row) => ({ sku: `P${row}` }));
      const files: Record<string, [FileFormat, string | Buffer]> = {
        csv: ['csv', ['sku', ...rows.map((row) => row.sku)].join('\n')],
        'json array': ['json', JSON.stringify(rows)],
        ndjson: ['json', rows.map((row) => JSON.stringify(row)).join('\n')],
        xlsx: ['xlsx', await xlsxBytes(['sku', ...rows.map((row) => row.sku)])],
      };
      const [format, content] = files[kind]!;
      const opened: Readable[] = [];
      const open = () => {
        const stream = bytesOf(content, 512)();
        opened.push(stream);
        return stream;
      };
      for await (const record of readRecords(open, format)) {
        expect(record.value).toEqual({ sku: 'P0' });
        break;
      }
      // XLSX is read twice: through its bounds first (xlsx-guard.ts), then by exceljs.
      expect(opened).toHaveLength(format === 'xlsx' ? 2 : 1);
      expect(opened.every((stream) => stream.destroyed)).toBe(true);
    },
  );
});

async function xlsxBytes(cells: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const cell of cells) sheet.addRow([cell]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading JSON', () => {
  it('streams the records of a JSON array', async () => {
    const file = '\uFEFF \n[{"sku":"A1","tags":["x"]}, {"__proto__":{"admin":true}}, 3]';
    const records = await collect(readRecords(bytesOf(file, 3), 'json'));
    expect(records).toEqual([
      { index: 0, value: { sku: 'A1', tags: ['x'] } },
      { index: 1, value: JSON.parse('{"__proto__":{"admin":true}}') },
      { index: 2, value: 3 },
    ]);
    // A "__proto__" key stays data: it never becomes the record's prototype.
    expect(Object.getPrototypeOf(records[1]?.value)).toBe(Object.prototype);
  });

  it('reads NDJSON line by line, reporting a bad line and going on', async () => {
    const file = '{"sku":"A1"}\n\n{"sku": A2}\r\n  {"sku":"A3"}  \r\n"text"';
    const records = await collect(readRecords(bytesOf(file), 'json'));
    expect(records).toEqual([
      { index: 0, line: 1, value: { sku: 'A1' } },
      {
        index: 1,
        line: 3,
        value: null,
        problem: {
          code: 'malformed_json',
          message: expect.stringMatching(/^Line 3 is not valid JSON: /),
        },
      },
      { index: 2, line: 4, value: { sku: 'A3' } },
      { index: 3, line: 5, value: 'text' },
    ]);
  });

  it('keeps the records before the point where an array breaks, then refuses the file', async () => {
    const { records, failure } = await collectUntilFailure(
      readRecords(bytesOf('[{"a":1},{"b":2},{"c":tru'), 'json'),
    );
    expect(records.map((record) => record.value)).toEqual([{ a: 1 }, { b: 2 }]);
    expect(failure).toBeInstanceOf(UnreadableFileError);
    expect((failure as Error).message).toMatch(/^The JSON array is broken after 2 records: /);
  });

  it('refuses an XLSX file sent as JSON', async () => {
    await expect(collect(readRecords(bytesOf(ZIP_BYTES), 'json'))).rejects.toThrow(
      'This looks like an XLSX file; use format xlsx',
    );
  });

  it('says about how many bytes of the file each record took', async () => {
    const sizes = async (content: string, format: FileFormat) => {
      const sized: (number | undefined)[] = [];
      for await (const record of readRecords(bytesOf(content, 4), format)) sized.push(record.bytes);
      return sized;
    };
    expect(await sizes('a,b\n1,2\n333,4\n', 'csv')).toEqual([4, 6]);
    expect(await sizes('{"a":1}\n\n{"a":22}\n', 'json')).toEqual([7, 8]);
    const array = await sizes('[{"a":1},{"a":22}]', 'json');
    expect(array.reduce((sum = 0, bytes = 0) => sum + bytes, 0)).toBeLessThanOrEqual(18);
  });

  // 17 MB go through the guards before they stop them: seconds when the suite shares the
  // cores with the API tests (turbo runs them side by side), so more than vitest's 5 s.
  it(
    'refuses a record too large to hold, in NDJSON and in an array',
    { timeout: 60_000 },
    async () => {
      const huge = 'x'.repeat(17 * 1024 * 1024);
      const line = collectUntilFailure(readRecords(bytesOf(`{"a":1}\n"${huge}"\n`, 65536), 'json'));
      await expect(line).resolves.toEqual({
        records: [{ index: 0, line: 1, value: { a: 1 } }],
        failure: new UnreadableFileError('Line 2 is longer than 16 MiB'),
      });
      const element = collectUntilFailure(readRecords(bytesOf(`[1, "${huge}"]`, 65536), 'json'));
      await expect(element).resolves.toEqual({
        records: [{ index: 0, value: 1 }],
        failure: new UnreadableFileError('Record 2 is larger than 16 MiB'),
      });
    },
  );
});
