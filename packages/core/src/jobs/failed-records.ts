// The failed records of an import as a file to correct and import again: the import's own
// file read once more, keeping only the records whose items failed, written in the same format
// with the same header (CSV, XLSX) or as the same JSON records. Akeneo's CSV comes back as
// Akeneo's CSV (`;`, its columns, texts as written); a connection's import, in the connection's
// format, from the copies of the files it fetched (one file for all of them, every file's
// columns). CSV and XLSX files get one more column, `Import errors`, saying what was wrong with
// each row; imports ignore that column, so the corrected file goes back in as it is. The file
// is written to a temporary file first (memory bounded by one record), so a file that cannot be
// read is an error answer, never half a download.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, notFound } from '../platform/errors/index.ts';
import type { AssetContent } from '../products/assets/schemas.ts';
import { findLiveFile, type JobFileScope } from './files.ts';
import {
  CONTENT_TYPES,
  createRecordWriter,
  EXTENSIONS,
  readRecords,
  UnreadableFileError,
  type FileFormat,
  type ReadOptions,
  type SourceRecord,
} from './formats/index.ts';
import * as repo from './repository.ts';
import { findJob } from './find-job.ts';
import type { JobIdInput } from './schemas.ts';

/** The column of a failed-rows file that says what was wrong; CSV and XLSX imports skip it. */
export const IMPORT_ERRORS_COLUMN = 'Import errors';

/** The records of a CSV or XLSX file without the cell of a failed-rows file's error column. */
export async function* withoutImportErrors(
  records: AsyncIterable<SourceRecord>,
): AsyncGenerator<SourceRecord> {
  for await (const record of records) {
    const cells = record.value as Record<string, string> | null;
    if (cells === null || !Object.hasOwn(cells, IMPORT_ERRORS_COLUMN)) yield record;
    else {
      const { [IMPORT_ERRORS_COLUMN]: _, ...rest } = cells;
      yield { ...record, value: rest };
    }
  }
}

/** Failed items read from the database at a time, in file order, beside the file. */
const ITEMS_AT_ONCE = 1000;

/** One file the import read, in the order its records were counted. */
interface ReadFile {
  filename: string;
  storageKey: string;
  /** Its records, when known (a connection's import counts each fetched file). */
  records: number | null;
}

/** What the failed-rows file of an import is made from, once the job was found to have one. */
export interface FailedRecordsSource {
  jobId: string;
  entity: string;
  format: FileFormat;
  /** The name the download is given (`products-failed.csv`). */
  filename: string;
  /** The files the import read, one after another (a connection's import reads several). */
  files: ReadFile[];
  /** Akeneo's CSV: `;` between cells, texts as written, both read and given back so. */
  akeneo: boolean;
}

/** The options of an import of an uploaded file, or of a connection's (`kind`). */
interface ImportJobOptions {
  format?: string;
  kind?: string;
  connection_code?: string;
}

/** The files a connection's import fetched, in the order it imported them, and its format. */
interface ConnectionImportRead {
  state: { fetched?: { name: string; file_id: string }[] };
  result: { format?: FileFormat; files?: { name: string; records: number | null }[] } | null;
}

const FORMATS: readonly FileFormat[] = ['csv', 'xlsx', 'json'];

const isFileFormat = (format: unknown): format is FileFormat =>
  format === 'csv' || format === 'xlsx' || format === 'json';

/**
 * The import's files and format, when its failed records can be written: 404 for a job that
 * is not an import the caller reads, or whose file expired; 409 for one still running or with
 * no failed record. An uploaded file is given back in its format (Akeneo's CSV as Akeneo's
 * CSV); a connection's import, in the connection's format from the files it fetched.
 */
export async function findFailedRecordsSource(
  scope: JobFileScope,
  input: JobIdInput,
): Promise<FailedRecordsSource> {
  const job = await findJob(scope, input.id);
  if (job.type !== 'import') throw notFound('Failed records (only imports have them)');
  const options = job.options as ImportJobOptions;
  if (job.status === 'queued' || job.status === 'running') {
    throw new AppError(
      'invalid_transition',
      `The import is ${job.status}: its failed records can be downloaded once it has ended`,
    );
  }
  if (job.failed === 0) {
    throw new AppError('invalid_transition', 'The import has no failed records');
  }
  const live = (fileId: string, name: string) =>
    findLiveFile(scope, fileId, 'import').catch(() => {
      throw notFound(`Failed records (the import's copy of ${name} expired)`);
    });

  if (options.kind === 'connection_import') {
    const { state, result } = job as unknown as ConnectionImportRead;
    const fetched = state.fetched ?? [];
    if (fetched.length === 0) {
      throw notFound('Failed records (the import fetched no file to give back)');
    }
    const files: ReadFile[] = [];
    let format = result?.format;
    for (const [position, fetchedFile] of fetched.entries()) {
      const file = await live(fetchedFile.file_id, fetchedFile.name);
      const records = result?.files?.[position]?.records ?? null;
      files.push({ filename: fetchedFile.name, storageKey: file.storageKey, records });
      // A run that was cancelled or failed has no result: its copies were stored in the
      // connection's format, which their content type says.
      format ??= FORMATS.find((one) => CONTENT_TYPES[one] === file.contentType);
    }
    if (!isFileFormat(format)) {
      throw notFound('Failed records (the fetched files are of no format an import reads)');
    }
    const name = files.length === 1 ? files[0]!.filename : `${options.connection_code}.${format}`;
    return {
      jobId: job.id,
      entity: job.entity,
      format,
      filename: failedFilename(name, format),
      files,
      akeneo: false,
    };
  }

  const akeneo = options.format === 'akeneo_csv';
  const format = akeneo ? 'csv' : options.format;
  if (!job.fileId || !isFileFormat(format)) {
    throw notFound('Failed records (the import read no file of its own)');
  }
  const file = await live(job.fileId, 'the file');
  return {
    jobId: job.id,
    entity: job.entity,
    format,
    filename: failedFilename(file.filename, format),
    files: [{ filename: file.filename, storageKey: file.storageKey, records: null }],
    akeneo,
  };
}

/** The failed items of the job in file order, a page at a time. */
async function* failedItems(scope: JobFileScope, jobId: string) {
  let after = -1;
  for (;;) {
    const page = await repo.findFailedItemsAfter(
      scope.db.prisma,
      scope.tenantId,
      jobId,
      after,
      ITEMS_AT_ONCE,
    );
    for (const item of page) yield item;
    if (page.length < ITEMS_AT_ONCE) return;
    after = page[page.length - 1]!.index;
  }
}

/** An item's errors as one cell: `field: message` (the field once), separated by `; `. */
export function errorsCell(errors: unknown): string {
  if (!Array.isArray(errors)) return '';
  return errors
    .map((error: { field?: unknown; message?: unknown }) => {
      const message = typeof error.message === 'string' ? error.message : '';
      // Messages about a cell often name it already ("rating: … is not a number").
      const field = typeof error.field === 'string' ? error.field : '';
      return field === '' || message.startsWith(field) ? message : `${field}: ${message}`;
    })
    .join('; ');
}

/** `products.csv` → `products-failed.csv` (NDJSON for JSON, as exports are). */
function failedFilename(original: string, format: FileFormat): string {
  const base = original.replace(/\.[^./\\]{1,10}$/, '') || 'import';
  return `${base}-failed.${EXTENSIONS[format]}`;
}

/** A fresh stream of a stored file's bytes. */
function opener(scope: JobFileScope, file: ReadFile) {
  return () => {
    const bytes = new PassThrough();
    scope.files.storage
      .read(file.storageKey)
      .then((stream) => pipeline(stream, bytes))
      .catch((error: Error) => bytes.destroy(error));
    return bytes;
  };
}

/**
 * The columns of the failed-rows file: every column of the files read, in their order (files
 * of one connection may differ by a column), without an earlier `Import errors`, then that.
 */
async function columnsOf(scope: JobFileScope, source: FailedRecordsSource, options: ReadOptions) {
  const columns = new Set<string>();
  for (const file of source.files) {
    const records = readRecords(opener(scope, file), source.format, {
      ...options,
      checkHeader: (names) => names.forEach((name) => columns.add(name)),
    });
    // The header is read before the first record: one step is enough.
    for await (const _ of records) break;
  }
  columns.delete(IMPORT_ERRORS_COLUMN);
  return [...columns, IMPORT_ERRORS_COLUMN];
}

/** Writes the failed records of `source` to a temporary file and answers it as a download. */
export async function writeFailedRecords(
  scope: JobFileScope,
  source: FailedRecordsSource,
): Promise<AssetContent> {
  const { format, akeneo } = source;
  // Akeneo's files are read as its import reads them, and written back the same way.
  const options: ReadOptions = akeneo
    ? { delimiter: ';', keepFormulaQuotes: true }
    : { xlsxLimits: scope.files.xlsxLimits };
  await mkdir(scope.files.tempDir, { recursive: true });
  const temp = path.join(scope.files.tempDir, `${source.jobId}.failed.${randomUUID()}.partial`);
  const out = createWriteStream(temp);
  try {
    const writer = createRecordWriter(out, format, {
      ...(format === 'json' ? {} : { columns: await columnsOf(scope, source, options) }),
      sheetName: source.entity,
      ...(akeneo ? { delimiter: ';', asWritten: true } : {}),
    });
    const items = failedItems(scope, source.jobId);
    let next = await items.next();
    // The job's item indexes count across its files in order: a file's start after the last.
    let offset = 0;
    for (const file of source.files) {
      if (next.done) break;
      if (file.records !== null && next.value.index >= offset + file.records) {
        offset += file.records; // no failed record in this file
        continue;
      }
      let count = 0;
      for await (const record of readRecords(opener(scope, file), format, options)) {
        count++;
        const index = offset + record.index;
        while (!next.done && next.value.index < index) next = await items.next();
        if (next.done) break;
        if (next.value.index !== index) continue;
        if (format === 'json') {
          // A line that is not JSON has no record to give back; its item says why.
          if (record.value !== null) await writer.write(record.value as Record<string, unknown>);
        } else {
          const cells = (record.value ?? {}) as Record<string, string>;
          await writer.write({ ...cells, [IMPORT_ERRORS_COLUMN]: errorsCell(next.value.errors) });
        }
      }
      offset += file.records ?? count;
    }
    await writer.close();
    if (!out.closed) await once(out, 'close');
    const sizeBytes = (await stat(temp)).size;
    return {
      contentType: CONTENT_TYPES[format],
      sizeBytes,
      filename: source.filename,
      inline: false,
      async open() {
        const stream = createReadStream(temp);
        stream.once('close', () => void rm(temp, { force: true }));
        return stream;
      },
    };
  } catch (error) {
    out.destroy();
    await rm(temp, { force: true });
    if (error instanceof UnreadableFileError) {
      throw new AppError('invalid_value', `The import file cannot be read: ${error.message}`);
    }
    throw error;
  }
}
