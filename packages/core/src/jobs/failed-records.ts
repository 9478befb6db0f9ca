// The failed records of an import as a file to correct and import again: the import's own file
// read once more, keeping only the records whose items failed, written in the same format with
// the same header (CSV, XLSX) or as the same JSON records. CSV and XLSX files get one more
// column, `Import errors`, saying what was wrong with each row; imports ignore that column, so
// the corrected file goes back in as it is. The file is written to a temporary file first
// (memory bounded by one record), so a file that cannot be read is an error answer, never half
// a download.
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
  type RecordWriter,
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

/** What the failed-rows file of an import is made from, once the job was found to have one. */
export interface FailedRecordsSource {
  jobId: string;
  entity: string;
  format: FileFormat;
  filename: string;
  storageKey: string;
}

/**
 * The import's file and format, when its failed records can be written: 404 for a job that is
 * not an import the caller reads, an import of no uploaded file (a connection's), of an
 * Akeneo file, or whose file expired; 409 for one still running or with no failed record.
 */
export async function findFailedRecordsSource(
  scope: JobFileScope,
  input: JobIdInput,
): Promise<FailedRecordsSource> {
  const job = await findJob(scope, input.id);
  if (job.type !== 'import') throw notFound('Failed records (only imports have them)');
  const options = job.options as { format?: string; kind?: string };
  if (options.kind !== undefined || !job.fileId) {
    throw notFound("Failed records (a connection's import has no file of its own to give back)");
  }
  if (options.format !== 'csv' && options.format !== 'xlsx' && options.format !== 'json') {
    throw notFound('Failed records (offered for CSV, XLSX and JSON imports)');
  }
  if (job.status === 'queued' || job.status === 'running') {
    throw new AppError(
      'invalid_transition',
      `The import is ${job.status}: its failed records can be downloaded once it has ended`,
    );
  }
  if (job.failed === 0) {
    throw new AppError('invalid_transition', 'The import has no failed records');
  }
  const file = await findLiveFile(scope, job.fileId, 'import').catch(() => {
    throw notFound('Failed records (the import file expired)');
  });
  return {
    jobId: job.id,
    entity: job.entity,
    format: options.format,
    filename: file.filename,
    storageKey: file.storageKey,
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

/** Writes the failed records of `source` to a temporary file and answers it as a download. */
export async function writeFailedRecords(
  scope: JobFileScope,
  source: FailedRecordsSource,
): Promise<AssetContent> {
  const { format } = source;
  const open = () => {
    const bytes = new PassThrough();
    scope.files.storage
      .read(source.storageKey)
      .then((stream) => pipeline(stream, bytes))
      .catch((error: Error) => bytes.destroy(error));
    return bytes;
  };
  await mkdir(scope.files.tempDir, { recursive: true });
  const temp = path.join(scope.files.tempDir, `${source.jobId}.failed.${randomUUID()}.partial`);
  const out = createWriteStream(temp);
  try {
    let header: readonly string[] = [];
    let writer: RecordWriter | undefined;
    const writerOf = () =>
      (writer ??= createRecordWriter(out, format, {
        columns: [...header.filter((name) => name !== IMPORT_ERRORS_COLUMN), IMPORT_ERRORS_COLUMN],
        sheetName: source.entity,
      }));
    const items = failedItems(scope, source.jobId);
    let next = await items.next();
    const records = readRecords(open, format, {
      checkHeader: (names) => (header = names),
      xlsxLimits: scope.files.xlsxLimits,
    });
    for await (const record of records) {
      while (!next.done && next.value.index < record.index) next = await items.next();
      if (next.done) break;
      if (next.value.index !== record.index) continue;
      if (format === 'json') {
        // A line that is not JSON has no record to give back; its item says why.
        if (record.value !== null) await writerOf().write(record.value as Record<string, unknown>);
      } else {
        const cells = (record.value ?? {}) as Record<string, string>;
        await writerOf().write({ ...cells, [IMPORT_ERRORS_COLUMN]: errorsCell(next.value.errors) });
      }
    }
    await writerOf().close();
    if (!out.closed) await once(out, 'close');
    const sizeBytes = (await stat(temp)).size;
    return {
      contentType: CONTENT_TYPES[format],
      sizeBytes,
      filename: failedFilename(source.filename, format),
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
