// The file formats of import and export jobs: records streamed out of an uploaded file and into
// an export file, with memory bounded by one record, never by the file.
import { readCsvRecords } from './csv-reader.ts';
import { createCsvWriter } from './csv-writer.ts';
import { readJsonRecords } from './json-reader.ts';
import { createNdjsonWriter } from './ndjson-writer.ts';
import type { FileFormat, ReadOptions, RecordWriter, SourceRecord, WriteOptions } from './types.ts';
import { readXlsxRecords } from './xlsx-reader.ts';
import { createXlsxWriter } from './xlsx-writer.ts';

export { UnreadableFileError } from './errors.ts';
export { requireColumns } from './header.ts';
export { DEFAULT_XLSX_LIMITS, type XlsxLimits } from './xlsx-guard.ts';
export type { CsvDelimiter, FileFormat, ReadOptions, RecordWriter, SourceRecord } from './types.ts';

export const CONTENT_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/x-ndjson',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const EXTENSIONS: Record<FileFormat, string> = {
  csv: 'csv',
  json: 'ndjson',
  xlsx: 'xlsx',
};

/**
 * Streams the records of a file. `open` returns a fresh stream of the file's bytes. Memory stays
 * bounded whatever the file size (no whole-file buffering). Throws UnreadableFileError, while
 * iterating, for a file that cannot be read at all.
 */
export function readRecords(
  open: () => NodeJS.ReadableStream,
  format: FileFormat,
  options: ReadOptions = {},
): AsyncIterable<SourceRecord> {
  switch (format) {
    case 'csv':
      return readCsvRecords(open, options);
    case 'json':
      return readJsonRecords(open);
    case 'xlsx':
      return readXlsxRecords(open, options);
  }
}

/** Writes records to `output` as the format wants; `close()` ends `output` once all is flushed. */
export function createRecordWriter(
  output: NodeJS.WritableStream,
  format: FileFormat,
  options: WriteOptions,
): RecordWriter {
  if (format === 'json') return createNdjsonWriter(output);
  const { columns } = options;
  if (columns === undefined) throw new TypeError(`A ${format} export needs its columns`);
  return format === 'csv'
    ? createCsvWriter(output, columns, options)
    : createXlsxWriter(output, columns, options.sheetName);
}
