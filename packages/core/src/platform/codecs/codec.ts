// A codec: an importable and exportable entity's fields, declared once (fields.ts), and what
// derives from them: the JSON record's schema, the CSV and XLSX columns (then `label-<locale>`
// ones), a row's cells as a record (import), and a row of the export query as a record (JSON)
// or as cells (CSV, XLSX). Import and export are then generic: an import writes a decoded
// record through the entity's writes (find by code, create, update: EntityWrites, with the
// domain's services), an export reads the pages of its query (CodecQuery).
import { z } from 'zod';
import type { TenantScope } from '../access/index.ts';
import { checkColumns, LABEL_PREFIX, type Cells } from './cells.ts';
import { isEmpty, type ExportRow, type Field } from './fields.ts';
import { definedOnly, textFieldOf } from './records.ts';
import { referenceId, type Memo } from './references.ts';

export type Fields = Record<string, Field>;

/** The record a codec's fields describe. */
export type RecordOf<F extends Fields> = z.output<
  z.ZodObject<{ [K in keyof F]: F[K]['schema'] }, z.core.$strict>
>;

/** The ids of the codes a record's reference fields name (undefined: not given). */
export type References = Record<string, string | null | undefined>;

export interface Codec<F extends Fields = Fields> {
  fields: F;
  /** The JSON record: its fields, and no other key. */
  schema: z.ZodType<RecordOf<F>>;
  /** The CSV and XLSX columns, in order, besides `label-<locale>`. */
  columns: readonly string[];
  /** The Akeneo CSV column of each field the Akeneo adapter maps from one. */
  akeneo: { readonly [K in keyof F]?: string };
  /** The columns a file must have: without them no row can name its record. */
  keyColumns: readonly string[];
  /** The record's item key (`code`, `<attribute>.<code>`), best effort, before any check. */
  keyOf(record: unknown): string | null;
  /** A row's cells as a record (unknown_field on a column no field reads). */
  fromCells(cells: Cells): Record<string, unknown>;
  /** A row of the export query as a record: empty values left out, in the fields' order. */
  toRecord(row: ExportRow): Record<string, unknown>;
  /**
   * A row of the export query as cells ('' for what it leaves out), written into `cells`:
   * straight from the row, one object a row (a large export writes 100,000 of them).
   */
  rowCells(row: ExportRow, cells?: Cells): Cells;
  /** The ids of the codes its `codeRef` fields give, looked up in order. */
  references(scope: TenantScope, memo: Memo, record: RecordOf<F>): Promise<References>;
}

export interface CodecOptions {
  keyColumns?: readonly string[];
  keyOf?(record: unknown): string | null;
}

export function defineCodec<F extends Fields>(fields: F, options: CodecOptions = {}): Codec<F> {
  const entries = Object.entries(fields);
  const columnsOf = ([key, one]: [string, Field]) => one.columns ?? [key];
  const columns = entries.flatMap(columnsOf);
  const labelled = entries.some(([, one]) => one.labels);
  const shape = Object.fromEntries(entries.map(([key, one]) => [key, one.schema]));
  return {
    fields,
    schema: z.strictObject(shape) as unknown as z.ZodType<RecordOf<F>>,
    columns,
    akeneo: Object.fromEntries(
      entries.filter(([, one]) => one.akeneo).map(([key, one]) => [key, one.akeneo]),
    ) as Codec<F>['akeneo'],
    keyColumns: options.keyColumns ?? ['code'],
    keyOf: options.keyOf ?? ((record) => textFieldOf(record, 'code')),
    fromCells(cells) {
      checkColumns(cells, columns, { labels: labelled });
      return definedOnly(
        Object.fromEntries(entries.map(([key, one]) => [key, one.read(cells, key)])),
      );
    },
    rowCells(row, cells = {}) {
      for (const [key, one] of entries) {
        const value = one.exported ? one.exported(row) : row[key];
        one.write(value, key, cells);
      }
      return cells;
    },
    toRecord(row) {
      const record: Record<string, unknown> = {};
      for (const [key, one] of entries) {
        const value = one.exported ? one.exported(row) : row[key];
        if (value === undefined || value === null || (isEmpty(value) && !one.keepEmpty)) continue;
        record[key] = value;
      }
      return record;
    },
    async references(scope, memo, record) {
      const ids: References = {};
      for (const [key, one] of entries) {
        const code = (record as Record<string, unknown>)[key] as string | null | undefined;
        if (!one.ref || code === undefined || code === null) ids[key] = code;
        else ids[key] = await referenceId(scope, memo, one.ref, code, key);
      }
      return ids;
    },
  };
}

/** The `label-<locale>` columns of these locales, in locale order, without repeats. */
export const labelColumns = (...locales: string[][]) =>
  [...new Set(locales.flat())].sort().map((locale) => `${LABEL_PREFIX}${locale}`);

/**
 * How an entity's import writes a decoded record, through its domain's services (so a
 * record is checked by the API's rules and fails with its codes): `find` the live one by the
 * record's key, `create` it, or `update` it (whether anything changed). Every step runs in
 * `scope.db`, the batch's transaction, and throws AppError for a bad record.
 */
export interface EntityWrites<R, Current extends { id: string }, Refs = References> {
  /** What the entity is called in messages ("attribute", "category tree"). */
  what: string;
  /** The record's key in messages; absent: its code. */
  keyOf?(record: R): string;
  /** A check before anything is looked up. */
  check?(record: R): void;
  /** The ids of what the record names; absent: those of its codec's `codeRef` fields. */
  resolve?(scope: TenantScope, memo: Memo, record: R): Promise<Refs>;
  find(scope: TenantScope, record: R, refs: Refs): Promise<Current | null | undefined>;
  /** The new record's id. */
  create(scope: TenantScope, record: R, refs: Refs): Promise<string>;
  /** Whether anything was written. */
  update(scope: TenantScope, current: Current, record: R, refs: Refs): Promise<boolean>;
}

/** Rows read per query of an export. */
export const PAGE_SIZE = 500;

/** The export of an entity: the rows its codec turns into records, and what the file needs. */
export interface CodecQuery {
  /** How many records the export will write (`code`: filters.code, part of a code). */
  count(scope: TenantScope, code: string | undefined): Promise<number>;
  /** The locales of the records' labels: their `label-<locale>` columns. */
  labelLocales(scope: TenantScope, code: string | undefined): Promise<string[]>;
  /** The rows, in a stable order, read page by page. */
  rows(scope: TenantScope, code: string | undefined): AsyncIterable<ExportRow>;
}

/**
 * Every page of rows: `page(after)` reads the rows after `after` (the last row of the previous
 * page; undefined for the first), at most PAGE_SIZE, in the keyset's order. A large export
 * iterates pages, not rows: one await per page, not two per row (measured: 100,000 products
 * exported 1.8x faster).
 */
export async function* keysetPageLists<Row>(
  page: (after: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1];
  }
}

/** Every row, page by page (keysetPageLists, row by row). */
export async function* keysetPages<Row>(
  page: (after: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<Row> {
  for await (const rows of keysetPageLists(page)) yield* rows;
}
