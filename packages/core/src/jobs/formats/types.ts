// The shapes shared by the readers and writers of import/export files.
import type { XlsxLimits } from './xlsx-guard.ts';

export type FileFormat = 'csv' | 'json' | 'xlsx';

export type CsvDelimiter = ',' | ';' | '\t';

export interface RecordProblem {
  code: 'malformed_json' | 'invalid_value';
  message: string;
}

/** One record of an import file, in file order, index from 0 (header excluded). */
export interface SourceRecord {
  index: number;
  /** CSV/XLSX: the cells by header name, as strings ('' for an empty cell, absent header columns omitted);
   *  JSON/NDJSON: the parsed value (any JSON value; the caller checks it is an object). */
  value: unknown;
  /** When the record itself is unreadable (NDJSON line not JSON, CSV row with a wrong cell count): the reason; value is then null. */
  problem?: RecordProblem;
  /** 1-based physical line (CSV, NDJSON) or row number (XLSX) where the record starts, for messages. */
  line?: number;
  /** About the bytes of the file the record took (CSV, JSON): what batches are measured by. */
  bytes?: number;
}

export interface ReadOptions {
  delimiter?: CsvDelimiter;
  /** CSV/XLSX: called with the header names before any row; throws UnreadableFileError to refuse the file. */
  checkHeader?: (names: readonly string[]) => void;
  /** CSV/XLSX: keep the `'` before a formula-like cell (a foreign format's cells are as written). */
  keepFormulaQuotes?: boolean;
  /** XLSX: what the zip may unzip to (DEFAULT_XLSX_LIMITS when absent). */
  xlsxLimits?: XlsxLimits;
}

/** Writes records to `output` as the format wants; resolves when everything is flushed. Memory bounded. */
export interface RecordWriter {
  /** Resolves once the record is handed on; waits while the output is backed up. */
  write(record: Record<string, unknown>): Promise<void>;
  /** Ends `output` and resolves once everything is flushed to it. */
  close(): Promise<void>;
}

export interface WriteOptions {
  /** The header row and the order of the cells; required for csv and xlsx. */
  columns?: readonly string[];
  /** XLSX only; 'Sheet1' when absent. */
  sheetName?: string;
  /** CSV only; ',' when absent. */
  delimiter?: CsvDelimiter;
  /** CSV only: texts as they were read, no `'` before formulas (a foreign format's cells). */
  asWritten?: boolean;
}
