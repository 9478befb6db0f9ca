// XLSX export files, written with exceljs's streaming WorkbookWriter: one sheet, a header row of
// the columns, each row committed (turned into XML and handed to the zip) as soon as it is added.
import { Stream } from 'node:stream';
import ExcelJS from 'exceljs';
import { drained, needsDrain, watchFailure } from './backpressure.ts';
import { structuredText } from './cell-text.ts';
import { neutralizeFormula } from './formula-guard.ts';
import type { RecordWriter } from './types.ts';

/** Excel refuses (and "repairs") sheet names longer than 31 characters or holding these. */
const SHEET_NAME = /^[^[\]:*?/\\]{1,31}$/;

export function createXlsxWriter(
  output: NodeJS.WritableStream,
  columns: readonly string[],
  sheetName = 'Sheet1',
): RecordWriter {
  if (!(output instanceof Stream)) throw new TypeError('An XLSX output must be a Node stream');
  if (!SHEET_NAME.test(sheetName)) throw new TypeError(`"${sheetName}" is not a valid sheet name`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
  });
  const { failure, failed } = watchFailure(output);
  const sheet = workbook.addWorksheet(sheetName);
  // Column names come from codes, which may start with '-'.
  sheet.addRow(columns.map(neutralizeFormula)).commit();

  return {
    async write(record) {
      if (failure() !== undefined) throw failure();
      sheet.addRow(columns.map((column) => xlsxCell(record[column]))).commit();
      const entry = zipEntryInput(sheet);
      if (entry !== undefined && entry._writableState.needDrain) await drained(entry, output);
      if (needsDrain(output)) await drained(output);
    },
    async close() {
      if (failure() !== undefined) throw failure();
      sheet.commit();
      // exceljs listens for the output's errors only at the very end; before, it would wait.
      await Promise.race([workbook.commit(), failed]);
    },
  };
}

/** Numbers and booleans keep their cell type; anything else becomes text, formulas neutralized. */
function xlsxCell(value: unknown): string | number | boolean | null {
  if (typeof value === 'string') return neutralizeFormula(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return null;
  return structuredText(value);
}

interface EntryInput extends NodeJS.EventEmitter {
  _writableState: { needDrain: boolean };
}

/**
 * The stream the zip reads this sheet's XML from. exceljs writes the XML into it without
 * looking at write()'s answer, so its buffer is where rows pile up when compression or the
 * output falls behind; waiting for it to drain is what bounds a writer's memory. It is found
 * through exceljs's internals (exceljs 4.4: the sheet's StreamBuf `pipes`); if they change, the
 * writer falls back to the output's own backpressure.
 */
function zipEntryInput(sheet: object): EntryInput | undefined {
  const input: unknown = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  if (typeof input !== 'object' || input === null || !('_writableState' in input)) return undefined;
  const state: unknown = input._writableState;
  if (typeof state !== 'object' || state === null || !('needDrain' in state)) return undefined;
  return input as EntryInput;
}
