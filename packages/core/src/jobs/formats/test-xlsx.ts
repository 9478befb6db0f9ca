// XLSX files built entry by entry for the tests of xlsx-guard.ts (here and over HTTP): a real
// workbook written by exceljs, with parts replaced or added and stored in the order given.
import ExcelJS from 'exceljs';
import { unzipSync, zipSync, type Zippable } from 'fflate';

const SST = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
const SHEET = '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/** The entries of a one-sheet workbook holding `rows` (the header first). */
export async function workbookParts(
  rows: readonly (readonly string[])[] = [['code', 'name']],
): Promise<Record<string, Uint8Array>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

/** A zip of these entries in this order (deflated as hard as can be, or stored with level 0). */
export function zipOf(entries: readonly [string, Uint8Array, number?][]): Buffer {
  const files: Zippable = {};
  for (const [name, data, level = 9] of entries) {
    files[name] = [data, { level: level === 0 ? 0 : 9 }];
  }
  return Buffer.from(zipSync(files));
}

/** A shared strings table of `count` one-letter entries. */
export function sharedStrings(count: number): Uint8Array {
  return Buffer.from(`${SST}${'<si><t>a</t></si>'.repeat(count)}</sst>`);
}

/** A worksheet of `rows` rows of `cells` cells each (inline strings). */
export function worksheet(rows: number, cells = 1): Uint8Array {
  const cell = '<c t="inlineStr"><is><t>x</t></is></c>'.repeat(cells);
  const row = `<row>${cell}</row>`;
  return Buffer.from(`${SHEET}<sheetData>${row.repeat(rows)}</sheetData></worksheet>`);
}

/**
 * An XLSX bomb: a valid workbook whose `xl/sharedStrings.xml` (or, with `sheetFirst`, its
 * worksheet, stored before the strings as Excel does) is replaced, followed by `padding` bytes
 * of a stored entry, so a reader that stops early is seen to leave bytes unread.
 */
export async function xlsxBomb({
  strings = sharedStrings(1),
  sheet,
  padding = 0,
}: {
  strings?: Uint8Array;
  sheet?: Uint8Array;
  padding?: number;
}): Promise<Buffer> {
  const parts = await workbookParts([
    ['code', 'name'],
    ['a', 'b'],
  ]);
  const rest = Object.entries(parts).filter(
    ([name]) => name !== 'xl/sharedStrings.xml' && name !== 'xl/worksheets/sheet1.xml',
  );
  const worksheetPart = sheet ?? parts['xl/worksheets/sheet1.xml']!;
  const ordered: [string, Uint8Array, number?][] = sheet
    ? [...rest, ['xl/worksheets/sheet1.xml', worksheetPart], ['xl/sharedStrings.xml', strings]]
    : [['xl/sharedStrings.xml', strings], ...rest, ['xl/worksheets/sheet1.xml', worksheetPart]];
  if (padding > 0) ordered.push(['xl/media/padding.bin', randomBytes(padding), 0]);
  return zipOf(ordered);
}

/** Bytes that do not compress, made without node:crypto's entropy (any values do). */
function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 0x2545f491;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}
