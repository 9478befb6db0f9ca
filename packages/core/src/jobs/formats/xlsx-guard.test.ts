// XLSX files that unzip to far more than they weigh fail with the bound they pass, read only up
// to it: the bytes taken from the file (counted as the reader pulls them) stop short of the
// megabyte stored after the bomb (with some read-ahead), and exceljs never sees them.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRecords, UnreadableFileError } from './index.ts';
import { collect } from './test-streams.ts';
import { sharedStrings, workbookParts, worksheet, xlsxBomb, zipOf } from './test-xlsx.ts';
import { DEFAULT_XLSX_LIMITS, MAX_XLSX_ROWS, type XlsxLimits } from './xlsx-guard.ts';

const PADDING = 1024 * 1024;

/** `open` over `bytes` in 4 KiB chunks, and the most bytes any one opened stream gave. */
function counted(bytes: Buffer) {
  const reads: number[] = [];
  const open = () => {
    const stream = reads.push(0) - 1;
    return Readable.from(
      (function* () {
        for (let start = 0; start < bytes.length; start += 4 * 1024) {
          const chunk = bytes.subarray(start, start + 4 * 1024);
          reads[stream]! += chunk.length;
          yield chunk;
        }
      })(),
      { objectMode: false },
    );
  };
  return { open, read: () => Math.max(...reads) };
}

async function failureOf(file: Buffer, limits?: Partial<XlsxLimits>) {
  const source = counted(file);
  const reading = collect(
    readRecords(source.open, 'xlsx', { xlsxLimits: { ...DEFAULT_XLSX_LIMITS, ...limits } }),
  );
  const failure = await reading.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(UnreadableFileError);
  return { message: (failure as Error).message, read: source.read() };
}

// Some bombs are built at the real bounds (a million rows, three million strings): seconds of
// zipping on a busy machine, more than vitest's default 5 s.
describe('XLSX bounds', { timeout: 60_000 }, () => {
  it('stops a shared strings table of more entries than allowed, before its end', async () => {
    const file = await xlsxBomb({ strings: sharedStrings(3_000_000), padding: PADDING });
    const { message, read } = await failureOf(file);
    expect(message).toBe(
      "The XLSX file's shared strings table holds more than 1000000 entries, the limit " +
        '(XLSX_MAX_SHARED_STRINGS)',
    );
    expect(read).toBeLessThan(file.length - PADDING / 2);
  });

  // One string of many formatted runs, named by every cell of a sheet: 37 KB once took 8 s and
  // 500 MB, exceljs joining the runs again for each cell.
  const runs = (count: number) =>
    Buffer.from(
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        `<si><t>code</t></si><si>${'<r><rPr><b/></rPr><t>a</t></r>'.repeat(count)}</si></sst>`,
    );
  const column = (n: number) =>
    (n < 26 ? '' : String.fromCharCode(64 + Math.floor(n / 26))) +
    String.fromCharCode(65 + (n % 26));
  const namingSheet = (rows: number, cells: number) => {
    const row = (r: number) =>
      `<row r="${r}">` +
      Array.from({ length: cells }, (_, c) => `<c r="${column(c)}${r}" t="s"><v>1</v></c>`).join(
        '',
      ) +
      '</row>';
    return Buffer.from(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
        '<row r="1"><c r="A1" t="s"><v>0</v></c>' +
        Array.from(
          { length: cells - 1 },
          (_, c) => `<c r="${column(c + 1)}1" t="inlineStr"><is><t>c${c}</t></is></c>`,
        ).join('') +
        '</row>' +
        Array.from({ length: rows }, (_, i) => row(i + 2)).join('') +
        '</sheetData></worksheet>',
    );
  };

  it('stops shared strings of more formatted runs than allowed, before their end', async () => {
    const file = await xlsxBomb({ strings: runs(1_000_001), padding: PADDING });
    const { message, read } = await failureOf(file);
    expect(message).toBe(
      "The XLSX file's shared strings hold more than 1000000 runs of formatted text, the limit",
    );
    expect(read).toBeLessThan(file.length - PADDING / 2);
  });

  it('refuses a row whose cells name more than 16 MiB of text, joining each string once', async () => {
    const file = await xlsxBomb({ strings: runs(200_000), sheet: namingSheet(3, 100) });
    const { message } = await failureOf(file);
    expect(message).toBe('Row 2 holds more than 16 MiB of text, which no record needs');
  });

  it('stops shared strings that unzip to more bytes than allowed', async () => {
    const file = await xlsxBomb({ strings: sharedStrings(100_000), padding: PADDING });
    const { message, read } = await failureOf(file, { maxSharedStringsBytes: 1024 * 1024 });
    expect(message).toBe(
      "The XLSX file's shared strings unzip to more than 1 MiB, the limit " +
        '(XLSX_MAX_SHARED_STRINGS_BYTES)',
    );
    expect(read).toBeLessThan(file.length - PADDING / 2);
  });

  it('stops a worksheet stored before the shared strings past the unzipped bytes allowed', async () => {
    const file = await xlsxBomb({ sheet: worksheet(200_000), padding: PADDING });
    const { message, read } = await failureOf(file, { maxUnzippedBytes: 2 * 1024 * 1024 });
    expect(message).toBe(
      'The XLSX file unzips to more than 2 MiB, the limit (XLSX_MAX_UNZIPPED_BYTES)',
    );
    expect(read).toBeLessThan(file.length - PADDING / 2);
  });

  it("stops a worksheet of more rows than Excel's, and a row of more cells than allowed", async () => {
    const tall = await xlsxBomb({ sheet: worksheet(MAX_XLSX_ROWS + 1), padding: PADDING });
    const rows = await failureOf(tall);
    expect(rows.message).toBe(
      "The XLSX file's xl/worksheets/sheet1.xml has more than 1048576 rows, Excel's limit",
    );
    expect(rows.read).toBeLessThan(tall.length - PADDING / 2);

    const wide = await xlsxBomb({ sheet: worksheet(1, 10_001), padding: PADDING });
    const cells = await failureOf(wide);
    expect(cells.message).toBe(
      "Row 1 of the XLSX file's xl/worksheets/sheet1.xml has more than 10000 cells; a file " +
        'may have at most 10000 columns',
    );
  });

  it('stops a row larger than 16 MiB, and an XML part larger than 16 MiB', async () => {
    const text = Buffer.from(
      '<worksheet><sheetData><row><c t="inlineStr"><is><t>' +
        'x'.repeat(17 * 1024 * 1024) +
        '</t></is></c></row></sheetData></worksheet>',
    );
    const big = await failureOf(await xlsxBomb({ sheet: text }));
    expect(big.message).toBe(
      "Row 1 of the XLSX file's xl/worksheets/sheet1.xml is larger than 16 MiB",
    );

    const parts = await workbookParts();
    const styles = Buffer.from(`<styleSheet>${'<xf/>'.repeat(4 * 1024 * 1024)}</styleSheet>`);
    const file = zipOf([
      ...Object.entries(parts).filter(([name]) => name !== 'xl/styles.xml'),
      ['xl/styles.xml', styles],
    ] as [string, Uint8Array][]);
    expect((await failureOf(file)).message).toBe(
      "The XLSX file's xl/styles.xml unzips to more than 16 MiB",
    );
  });

  it('counts every entry exceljs takes for a worksheet, as exceljs names them', async () => {
    const parts = await workbookParts();
    // exceljs reads any entry whose name holds `xl/worksheets/sheet<n>.xml` as a worksheet.
    const file = zipOf([
      ...Object.entries(parts),
      ['x/xl/worksheets/sheet2.xml.bak', worksheet(1, 10_001)],
    ]);
    expect((await failureOf(file)).message).toContain('has more than 10000 cells');
  });

  it('reads a workbook within the bounds as before', async () => {
    const parts = await workbookParts([
      ['code', 'name'],
      ['a1', 'Chair'],
    ]);
    const file = zipOf(Object.entries(parts));
    const records = await collect(readRecords(counted(file).open, 'xlsx'));
    expect(records.map((record) => record.value)).toEqual([{ code: 'a1', name: 'Chair' }]);
  });
});
