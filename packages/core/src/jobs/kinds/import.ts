// The import kind: reads the job's file record by record (formats/), hands each record to its
// entity's importer in a savepoint of the batch's transaction, and records one job item per
// record. A bad record rolls back to its savepoint and becomes a failed item with the
// service's error codes and fields; the rest goes on. A dry run does the same writes, then
// rolls the whole batch back to a savepoint taken before it: nothing is kept but the items.
// While a batch is being written, the next one is read from the file and, for an importer
// with a batch path, read and checked outside the transaction (the reading is JavaScript's
// work, the writing PostgreSQL's: the two go on at once).
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { rolledBack, takeTurn } from '../../platform/shared/index.ts';
import {
  readRecords,
  requireColumns,
  UnreadableFileError,
  type SourceRecord,
} from '../formats/index.ts';
import { withoutImportErrors } from '../failed-records.ts';
import { findLiveFile } from '../files.ts';
import { importerOf } from '../imports/index.ts';
import type {
  BatchWrite,
  ImportedRecord,
  ImportMemo,
  ImportOptions,
  RecordAdapter,
} from '../imports/importer.ts';
import { inItemSavepoint } from '../item-savepoint.ts';
import { JobFailure, type JobContext, type JobKind } from '../runner.ts';
import { importRecord, keyOf, payloadOf, type RecordOutcome } from './import-record.ts';
import type { ItemRow } from '../sql.ts';
import type { ImportEntity, ImportFormat, ImportMode } from '../schemas.ts';

/** A dry run's batches (JOB_IMPORT_BATCH otherwise): windows in which records see each other. */
const DRY_RUN_BATCH = 2000;

interface ImportJobOptions {
  format: ImportFormat;
  mode: ImportMode;
  dry_run: boolean;
}

type Counts = Record<ImportedRecord['action'] | 'failed' | 'skipped', number>;
const NO_COUNTS: Counts = { created: 0, updated: 0, unchanged: 0, failed: 0, skipped: 0 };

/**
 * A batch read from the file, and what was read of it ahead of its transaction: for an
 * importer with a batch path, each record once through fromCells (`read`; a row that cannot be
 * read has failed already, in `failed`) and the batch's write.
 */
interface ReadBatch {
  records: SourceRecord[];
  failed: Map<number, RecordOutcome>;
  read: { index: number; record: object }[];
  write?: BatchWrite;
}

/**
 * The file's bytes a batch's records may have taken, whatever their number: a record is built
 * into many times its bytes (tens of times for JSON of small values), and two batches are in
 * memory at once (one written, the next read).
 */
const BATCH_MAX_BYTES = 8 * 1024 * 1024;

/** The file's records from `checkpoint` on, `size` at a time (fewer when they are large). */
async function* batchesOf(
  records: AsyncIterable<SourceRecord>,
  size: number,
  checkpoint: number,
): AsyncGenerator<SourceRecord[], void, undefined> {
  let batch: SourceRecord[] = [];
  let bytes = 0;
  for await (const record of records) {
    if (record.index < checkpoint) continue;
    batch.push(record);
    bytes += record.bytes ?? 0;
    if (batch.length >= size || bytes >= BATCH_MAX_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/** A file an import reads: its bytes (a fresh stream for each pass) and its name. */
export interface ImportSource {
  filename: string;
  open(): NodeJS.ReadableStream & AsyncIterable<unknown>;
}

/** What an import run is told: the entity, the file format, the mode, a dry run or not. */
export interface ImportRun {
  entity: ImportEntity;
  format: ImportFormat;
  mode: ImportMode;
  dryRun: boolean;
}

/** What an import did: its counts by action and, per source, how many records it held. */
export type ImportResult = Counts & { dry_run: boolean; records_by_file: number[] };

/** A stream of a job file's bytes. */
export function jobFileSource(
  context: JobContext,
  file: { filename: string; storageKey: string },
): ImportSource {
  return {
    filename: file.filename,
    open() {
      const bytes = new PassThrough();
      context.files.storage
        .read(file.storageKey)
        .then((stream) => pipeline(stream, bytes))
        .catch((error: Error) => bytes.destroy(error));
      return bytes;
    },
  };
}

export const importKind: JobKind = {
  source: 'import',
  async run(context) {
    const { job, scope } = context;
    const options = job.options as unknown as ImportJobOptions;
    const file = await findLiveFile(scope, job.file_id!, 'import').catch(() => {
      throw new JobFailure('not_found', 'The import file expired before the job could read it');
    });
    const result = await runImport(context, [jobFileSource(context, file)], {
      entity: job.entity as ImportEntity,
      format: options.format,
      mode: options.mode,
      dryRun: options.dry_run,
    });
    if (!result) return null;
    const { records_by_file: _, ...counts } = result;
    return { result: counts };
  },
};

/**
 * Imports the records of `sources`, one file after another, as one run: record indexes (and
 * the checkpoint) count across the files in order, so a restarted run resumes inside the
 * file it stopped in. Null when the job stopped (cancelled, lease lost).
 */
export async function runImport(
  context: JobContext,
  sources: readonly ImportSource[],
  run: ImportRun,
): Promise<ImportResult | null> {
  const { job, scope } = context;
  const { entity } = run;
  const format = run.format === 'akeneo_csv' ? 'csv' : run.format;
  const adapter =
    run.format === 'akeneo_csv'
      ? (await import('../imports/akeneo/index.ts')).akeneoAdapter(entity)
      : undefined;
  const cells = format !== 'json';
  const importer = await importerOf(entity);
  // A header without the key columns fails the job: no row of it could name its record.
  const checkHeader =
    adapter?.checkHeader ??
    ((names: readonly string[]) => requireColumns(names, importer.keyColumns, entity));
  const recordsOf = (source: ImportSource) => {
    const records = readRecords(
      () => source.open(),
      format,
      // Akeneo's files carry no quotes before formulas: their cells are read as written.
      adapter
        ? { delimiter: ';', checkHeader, keepFormulaQuotes: true }
        : { checkHeader, xlsxLimits: context.files.xlsxLimits },
    );
    // A failed-rows file (Akeneo's too) comes back with its error column: what it says is no
    // field.
    return cells ? withoutImportErrors(records) : records;
  };

  try {
    // Each file's record count: the total, and where each file's indexes start. One file
    // needs counting only on a first run (its indexes are its own).
    const perFile: number[] = [];
    if (sources.length > 1 || job.total === 0 || context.checkpoint === 0) {
      for (const source of sources) {
        let count = 0;
        for await (const _ of recordsOf(source)) count++;
        perFile.push(count);
      }
      if (job.total === 0 || context.checkpoint === 0) {
        await context.setTotal(perFile.reduce((a, b) => a + b, 0));
      }
    }
    async function* records(): AsyncGenerator<SourceRecord> {
      let offset = 0;
      for (const [position, source] of sources.entries()) {
        for await (const record of recordsOf(source)) {
          yield offset === 0 ? record : { ...record, index: record.index + offset };
        }
        offset += perFile[position] ?? 0;
      }
    }
    const importOptions: ImportOptions = { mode: run.mode, dryRun: run.dryRun };
    const memo: ImportMemo = new Map();
    let counts: Counts = { ...NO_COUNTS, ...(context.state.counts as Counts | undefined) };
    const size = run.dryRun ? DRY_RUN_BATCH : context.files.importBatch;
    const batches = batchesOf(records(), size, context.checkpoint);
    const readNext = async (): Promise<ReadBatch | null> => {
      const next = await batches.next();
      if (next.done) return null;
      const read = { entity, options: importOptions, cells, adapter, memo };
      return readAhead(scope, next.value, read);
    };
    const write = async (batch: ReadBatch): Promise<boolean> => {
      const { records } = batch;
      let after = counts;
      const kept = await context.commitBatch(records[records.length - 1]!.index + 1, async (tx) => {
        const worked = await importBatch(tx, batch, entity, importOptions, cells, adapter, memo);
        after = addCounts(counts, worked.counts);
        // The kind's own state (a connection import's fetched files) stays beside the counts.
        return { items: worked.items, state: { ...context.state, counts: after } };
      });
      // What the lookups learned in a batch that rolled back (a dry run's always does) may
      // name rows that are gone: start afresh.
      if (!kept || importOptions.dryRun) memo.clear();
      if (kept) counts = after;
      return kept;
    };
    try {
      let current = await readNext();
      while (current) {
        // The next batch is read while this one is written; both settle before either's
        // outcome is acted on (a failed write is the error to report).
        const [written, upcoming] = await Promise.allSettled([write(current), readNext()]);
        if (written.status === 'rejected') throw written.reason;
        if (!written.value) return null;
        if (upcoming.status === 'rejected') throw upcoming.reason;
        current = upcoming.value;
      }
    } finally {
      await batches.return(undefined);
    }
    return { ...counts, dry_run: run.dryRun, records_by_file: perFile };
  } catch (error) {
    if (error instanceof UnreadableFileError) throw new JobFailure('invalid_value', error.message);
    throw error;
  }
}

const lineOf = (source: SourceRecord) => (source.line === undefined ? {} : { line: source.line });

function addCounts(a: Counts, b: Counts): Counts {
  return {
    created: a.created + b.created,
    updated: a.updated + b.updated,
    unchanged: a.unchanged + b.unchanged,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  };
}

/** One batch in the transaction `scope.db`: each record in its own savepoint. */
async function importBatch(
  scope: TenantScope,
  batch: ReadBatch,
  entity: ImportEntity,
  options: ImportOptions,
  cells: boolean,
  adapter: RecordAdapter | undefined,
  memo: ImportMemo,
): Promise<{ items: ItemRow[]; counts: Counts }> {
  const db = scope.db.sql;
  const counts: Counts = { ...NO_COUNTS };
  const items: ItemRow[] = [];
  const writeBatch = async () => {
    const early = await batchFirst(scope, entity, batch);
    for (const source of batch.records) {
      const first = early.get(source.index);
      let outcome: RecordOutcome;
      if (first && !('record' in first)) {
        outcome = first; // written or failed by the importer's batch path
      } else {
        const done = await inItemSavepoint(db, () =>
          importRecord(scope, entity, source, options, cells, adapter, memo, first?.record),
        );
        outcome = done.ok ? done.value : { failed: done.errors, key: null };
      }
      if ('failed' in outcome) {
        counts.failed++;
        items.push({
          index: source.index,
          key: outcome.key ?? (await keyOf(entity, source, adapter)),
          status: 'failed',
          errors: outcome.failed,
          payload: payloadOf(source),
          ...lineOf(source),
        });
        continue;
      }
      if ('skip' in outcome) {
        counts.skipped++;
        items.push({
          index: source.index,
          key: outcome.key ?? (await keyOf(entity, source, adapter)),
          status: 'skipped',
          errors: [{ code: 'skipped', field: '', message: outcome.skip }],
          payload: payloadOf(source),
          ...lineOf(source),
        });
        continue;
      }
      counts[outcome.action]++;
      items.push({
        index: source.index,
        ...lineOf(source),
        key: outcome.key,
        status: 'succeeded',
        errors: [],
        payload: {
          action: outcome.action,
          ...(outcome.id && !options.dryRun ? { id: outcome.id } : {}),
          ...(options.dryRun ? { dry_run: true } : {}),
          ...outcome.note,
        },
      });
    }
    return { items, counts };
  };
  // A dry run writes each record as a real one would (so later records see earlier ones), then
  // takes the whole batch back.
  return options.dryRun ? rolledBack(db, 'job_dry_run', writeBatch) : writeBatch();
}

interface AheadOptions {
  entity: ImportEntity;
  options: ImportOptions;
  cells: boolean;
  adapter: RecordAdapter | undefined;
  memo: ImportMemo;
}

/**
 * Reads a batch ahead of its transaction (`scope` is on the whole database): an importer with
 * a batch path (importMany) has each record read once here (fromCells; a row that cannot be
 * read fails here), then reads and checks them, and gives the write for the transaction.
 */
async function readAhead(
  scope: TenantScope,
  records: SourceRecord[],
  { entity, options, cells, adapter, memo }: AheadOptions,
): Promise<ReadBatch> {
  const batch: ReadBatch = { records, failed: new Map(), read: [] };
  const importer = await importerOf(entity);
  if (adapter || !importer.importMany) return batch;
  for (const [position, source] of records.entries()) {
    await takeTurn(position);
    if (source.problem) continue;
    try {
      const record = cells
        ? await importer.fromCells(source.value as Record<string, string>, scope, memo)
        : source.value;
      if (typeof record !== 'object' || record === null || Array.isArray(record)) {
        throw new AppError('invalid_type', 'A record must be a JSON object', { field: '' });
      }
      batch.read.push({ index: source.index, record });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      batch.failed.set(source.index, { failed: error.details, key: null });
    }
  }
  const read = batch.read.map((r) => r.record);
  batch.write = await importer.importMany(scope, read, options, memo);
  return batch;
}

/**
 * The batch path's write, first in the batch's transaction: the records it writes or fails
 * are done; the others come back as `{record}` (read once already) for importOne.
 */
async function batchFirst(
  scope: TenantScope,
  entity: ImportEntity,
  batch: ReadBatch,
): Promise<Map<number, RecordOutcome | { record: object }>> {
  const early = new Map<number, RecordOutcome | { record: object }>(batch.failed);
  if (!batch.write) return early;
  const importer = await importerOf(entity);
  const outcomes = await batch.write(scope);
  batch.read.forEach(({ index, record }, i) => {
    const outcome = outcomes[i];
    early.set(
      index,
      outcome === undefined ? { record } : { ...outcome, key: importer.keyOf(record) },
    );
  });
  return early;
}
