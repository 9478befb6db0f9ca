// What an entity's importer is: it turns one record (a JSON object, or the cells of a CSV or
// XLSX row) into writes through the same services the API calls, so a record is checked by
// the same rules and fails with the same codes and fields. The import kind (kinds/import.ts)
// calls it once per record inside the batch's transaction, each record in a savepoint (after
// the batch path, for an importer that has one).
import type { TenantScope } from '../../platform/access/index.ts';
import {
  existingOrMissing,
  parseRecord,
  type Codec,
  type EntityWrites,
  type Fields,
  type Memo,
  type RecordOf,
} from '../../platform/codecs/index.ts';
import type { ErrorDetail } from '../../platform/errors/index.ts';
import type { ValuedCodec } from '../../products/index.ts';
import type { ImportEntity, ImportMode } from '../schemas.ts';

export interface ImportOptions {
  mode: ImportMode;
  dryRun: boolean;
}

/** What one record did: the id of what it wrote, and how. */
export interface ImportedRecord {
  id?: string;
  action: 'created' | 'updated' | 'unchanged';
}

/**
 * Per job run: lookups an importer may keep between records (codes to ids, attribute
 * definitions). Values written by a batch that later rolls back can be wrong afterwards, so
 * an importer keeps only what it read, never what it wrote, or clears it on `reset`.
 */
export type ImportMemo = Memo;

/** What a batch path did with a record: done, failed, or undefined (left to importOne). */
export type BatchOutcome = ImportedRecord | { failed: ErrorDetail[] } | undefined;

/** A batch's write, run in the batch's transaction (`scope.db`): one outcome per record. */
export type BatchWrite = (scope: TenantScope) => Promise<BatchOutcome[]>;

export interface EntityImporter {
  /**
   * The columns a CSV or XLSX file of this entity must have: without them no row can name
   * its record, so a header lacking one fails the whole job rather than every row.
   */
  keyColumns: readonly string[];
  /** The record's identity for the job item (`code`, `sku`), best effort, before any check. */
  keyOf(record: unknown): string | null;
  /**
   * A CSV or XLSX row (cells by header, strings, '' for empty) as the JSON record this
   * importer takes. Throws AppError for a cell it cannot read (a bad boolean, bad JSON).
   */
  fromCells(cells: Record<string, string>, scope: TenantScope, memo: ImportMemo): Promise<unknown>;
  /**
   * Writes one record in `scope.db` (the batch's transaction): creates it, updates it, or
   * leaves it, as `options.mode` says; throws AppError for a bad record (required fields,
   * unknown references, a mode that forbids the write: `already_exists` for create_only on
   * an existing code, `not_found` for update_only on a missing one).
   */
  importOne(
    scope: TenantScope,
    record: unknown,
    options: ImportOptions,
    memo: ImportMemo,
  ): Promise<ImportedRecord>;
  /**
   * Optional batch path, for an entity imported in volume (products), in two steps. It reads
   * and checks the records of one batch (JSON records; CSV/XLSX rows already through
   * fromCells) outside any transaction, on the whole database, while the import kind writes
   * the batch before; it resolves to the batch's write, which runs in the batch's transaction
   * before any of its records goes through importOne, and looks again at whatever may have
   * changed in between. One outcome per record, in order; a record left `undefined` then goes
   * through importOne as usual (its own savepoint, in record order). It writes nothing for a
   * record it fails or leaves, and throws only for a bug.
   */
  importMany?(
    scope: TenantScope,
    records: readonly object[],
    options: ImportOptions,
    memo: ImportMemo,
  ): Promise<BatchWrite>;
}

/** A record as the format gives it, once an adapter (akeneo_csv) has read it. */
/** What an adapter left out of a row on purpose, shown in the item's payload. */
export type AdaptNote = Record<string, number | string[]>;

export type AdaptedRecord =
  | { entity: ImportEntity; record: unknown; cells?: false; note?: AdaptNote }
  | { entity: ImportEntity; cells: Record<string, string>; note?: AdaptNote }
  /** Nothing to write for this record, and why (a person reads it in the job item). */
  | { skip: string; key?: string | null };

/**
 * Reads records of a foreign format (akeneo_csv) as records of this service's importers. One
 * instance per job run; `adapt` may look things up in `scope` (attribute flags, models).
 */
export interface RecordAdapter {
  adapt(
    scope: TenantScope,
    cells: Record<string, string>,
    memo: ImportMemo,
  ): Promise<AdaptedRecord | AdaptedRecord[]>;
  /** The item key of a row (its code, sku, `<attribute>.<code>`), for items that fail. */
  keyOf?(cells: Record<string, string>): string | null;
  /** Throws UnreadableFileError for a header no row of the expected file could have. */
  checkHeader?(names: readonly string[]): void;
}

/**
 * The importer of a catalog entity: its codec reads the record (cells through the codec's
 * fields, JSON through its schema), then upserts it by its key through the entity's writes,
 * as the import mode allows. `writes` may depend on the record (a category or a tree).
 */
export function codecImporter<F extends Fields>(
  codec: Codec<F>,
  writes:
    | EntityWrites<RecordOf<F>, { id: string }, unknown>
    | ((record: RecordOf<F>) => EntityWrites<RecordOf<F>, { id: string }, unknown>),
): EntityImporter {
  return {
    keyColumns: codec.keyColumns,
    keyOf: codec.keyOf,
    fromCells: (cells) => Promise.resolve(codec.fromCells(cells)),
    async importOne(scope, raw, options, memo) {
      const record = parseRecord(codec.schema, raw);
      const entity = typeof writes === 'function' ? writes(record) : writes;
      entity.check?.(record);
      const refs = entity.resolve
        ? await entity.resolve(scope, memo, record)
        : await codec.references(scope, memo, record);
      const found = await entity.find(scope, record, refs);
      const key = entity.keyOf?.(record) ?? (record as { code: string }).code;
      const current = existingOrMissing(found, options, entity.what, key);
      if (!current) return { id: await entity.create(scope, record, refs), action: 'created' };
      const changed = await entity.update(scope, current, record, refs);
      return { id: current.id, action: changed ? 'updated' : 'unchanged' };
    },
  };
}

/**
 * The importer of products or variants: their codec reads a row (static columns, then value
 * columns) and writes a record through the product write path; `importMany` is the batch
 * path, for products.
 */
export function valuedImporter(
  entity: ValuedCodec,
  importMany?: EntityImporter['importMany'],
): EntityImporter {
  return {
    keyColumns: entity.codec.keyColumns,
    keyOf: entity.codec.keyOf,
    fromCells: (cells, scope, memo) => entity.fromCells(scope, memo, cells),
    importOne: (scope, record, options, memo) => entity.write(scope, memo, record, options),
    ...(importMany ? { importMany } : {}),
  };
}
