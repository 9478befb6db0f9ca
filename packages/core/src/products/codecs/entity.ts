// What the product and variant codecs are: a codec of their static fields (platform/codecs:
// the record's schema, the fixed columns, cells both ways), and a values part that a static
// field list cannot hold, since the value columns come from the catalog's structure
// (values.ts). The import and export jobs are built from this shape (jobs/imports,
// jobs/exports): they read and write rows, the codec converts, the write path writes.
import type { TenantScope } from '../../platform/access/index.ts';
import type { Cells, Codec, Memo, WriteMode } from '../../platform/codecs/index.ts';
import type { ProductFilters } from '../product/list-sql.ts';
import type { ValueView } from './structure.ts';

/** What one record did: the id of what it wrote, and how. */
export interface WrittenRecord {
  id: string;
  action: 'created' | 'updated' | 'unchanged';
}

/** An export's view of the records: the values it keeps, and whether as cells. */
export interface RecordView extends ValueView {
  /** CSV and XLSX: records as flat cells (strings), as `fromCells` reads them back. */
  cells: boolean;
}

export interface ValuedCodec {
  /** The static fields; the record's schema includes `values`, whose columns are dynamic. */
  codec: Codec;
  /**
   * A CSV or XLSX row as a record: the static columns read by the codec's fields, every
   * other non-empty cell as a value column. Throws AppError for a cell it cannot read.
   */
  fromCells(scope: TenantScope, memo: Memo, cells: Cells): Promise<Record<string, unknown>>;
  /**
   * Writes one record in `scope.db` through the product write path, as `options.mode`
   * allows; throws AppError for a bad record, with the API's codes and the record's fields.
   */
  write(
    scope: TenantScope,
    memo: Memo,
    record: unknown,
    options: WriteMode,
  ): Promise<WrittenRecord>;
  /** How many records an export of these products writes. */
  count(scope: TenantScope, filters: ProductFilters): Promise<number>;
  /** The header of a CSV or XLSX file: the codec's columns, then the value columns. */
  columns(scope: TenantScope, view: ValueView): Promise<string[]>;
  /** The records of these products, in a stable order, read page by page. */
  records(
    scope: TenantScope,
    filters: ProductFilters,
    view: RecordView,
  ): AsyncIterable<Record<string, unknown>>;
}
