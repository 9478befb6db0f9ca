// XLSX import files, read with exceljs's streaming WorkbookReader: rows arrive one at a time from
// the first worksheet; its first non-empty row is the header. Only the shared strings table (the
// texts the cells point to) is held whole, as the format requires; xlsx-guard.ts bounds it, and
// everything else the zip unzips to, before exceljs reads a byte.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { isZip, peekSource, unreadable } from './byte-source.ts';
import { UnreadableFileError } from './errors.ts';
import { MAX_RECORD_BYTES } from './limits.ts';
import { NO_HEADER, cellsByName, checkHeader } from './header.ts';
import type { ReadOptions, SourceRecord } from './types.ts';
import { cellText } from './xlsx-cells.ts';
import { DEFAULT_XLSX_LIMITS, checkXlsxBounds } from './xlsx-guard.ts';

const SIGNATURE_LENGTH = 4;

export async function* readXlsxRecords(
  open: () => NodeJS.ReadableStream,
  options: ReadOptions = {},
): AsyncGenerator<SourceRecord> {
  const source = await peekSource(
    open,
    (head) => head.length >= SIGNATURE_LENGTH,
    SIGNATURE_LENGTH,
    { onFailure: 'end' },
  );
  /** The opened stream of the bounds' check failed: a broken upload, not a broken file. */
  let transportFailure: unknown;
  try {
    if (!isZip(source.head)) throw new UnreadableFileError('This is not an XLSX file');
    // The whole file through its bounds first, so exceljs never starts on a file past them.
    await checkXlsxBounds(open, options.xlsxLimits ?? DEFAULT_XLSX_LIMITS).catch(
      (error: unknown) => {
        if (!(error instanceof UnreadableFileError)) transportFailure = error;
        throw error;
      },
    );
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source.stream, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      // Needed to tell a date from a number: both are numbers with a different number format.
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    const worksheets = workbook[Symbol.asyncIterator]();
    const first = await worksheets.next();
    if (first.done) {
      throw new UnreadableFileError('This is not an XLSX file: it has no worksheet');
    }
    try {
      yield* readRows(first.value, options);
    } finally {
      // Only clean-up: when the read stopped early (a header refused), exceljs may fail on what
      // follows in the zip; that must never hide why the read stopped.
      await releaseParkedWorksheets(first.value, worksheets).catch(() => undefined);
    }
    // The bytes ended early because the stream failed: what was read may be only part of it.
    if (source.failure() !== undefined) throw source.failure();
  } catch (error) {
    if (transportFailure !== undefined) throw transportFailure;
    throw unreadable(source, error, 'Cannot read the XLSX file (damaged or cut short?)');
  } finally {
    source.close();
  }
}

async function* readRows(
  worksheet: ExcelJS.stream.xlsx.WorksheetReader,
  options: ReadOptions,
): AsyncGenerator<SourceRecord> {
  let header: string[] | undefined;
  let index = 0;
  for await (const row of worksheet) {
    const cells = rowCells(row, header?.length);
    if (cells.every((cell) => cell === '')) continue;
    // What the row's cells hold once their shared strings are put in: a row of 16 MiB of
    // XML may name one long string in every cell.
    const bytes = cells.reduce((sum, cell) => sum + cell.length, 0);
    if (bytes > MAX_RECORD_BYTES) {
      throw new UnreadableFileError(
        `Row ${row.number} holds more than ${MAX_RECORD_BYTES / (1024 * 1024)} MiB of text, ` +
          'which no record needs',
      );
    }
    if (header === undefined) {
      header = checkHeader(cells, (position) => columnLetter(position + 1), options);
      options.checkHeader?.(header);
      continue;
    }
    yield {
      index: index++,
      value: cellsByName(header, cells, options),
      line: row.number,
      bytes,
    };
  }
  if (header === undefined) throw new UnreadableFileError(NO_HEADER);
}

type Worksheet = ExcelJS.stream.xlsx.WorksheetReader;

/**
 * exceljs parks the worksheets that come before the shared strings in the zip (Excel puts them
 * there) in temporary files, each removed, with its descriptor closed, only once the next
 * worksheet is asked for. When the first worksheet was parked, the zip has been read to its
 * end: closing each parked worksheet's file and asking for the next one, to the last, removes
 * them all without parsing them, however the reading stopped. Found through exceljs's internals
 * (exceljs 4.4: a parked worksheet's `iterator` is its file stream).
 */
async function releaseParkedWorksheets(
  first: Worksheet,
  rest: AsyncIterator<Worksheet>,
): Promise<void> {
  if (!closeParkedFile(first)) return;
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) {
    closeParkedFile(next.value);
  }
}

function closeParkedFile(worksheet: Worksheet): boolean {
  const file: unknown = (worksheet as { iterator?: unknown }).iterator;
  if (!(file instanceof Readable)) return false;
  file.destroy();
  return true;
}

/** The row's cells from column A: up to `width`, or to the last non-empty cell for a header. */
function rowCells(row: ExcelJS.Row, width: number | undefined): string[] {
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    if (width === undefined || column <= width) cells[column - 1] = cellText(cell.value);
  });
  const length = width ?? lastFilled(cells) + 1;
  return Array.from({ length }, (_, position) => cells[position] ?? '');
}

function lastFilled(cells: readonly (string | undefined)[]): number {
  return cells.findLastIndex((cell) => cell !== undefined && cell !== '');
}

/** 1 → A, 27 → AA: the column as Excel shows it, for messages. */
function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}
