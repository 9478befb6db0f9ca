// The kinds of field a codec is made of. A field states, once, what a record's key holds: its
// schema (the JSON record), its columns in a CSV or XLSX file (one, named as the key, unless
// it says otherwise; labels have one per locale), how its cells read into the record's value
// (import) and how that value writes back into cells (export), and where an exported record
// takes it from in a row of the export query.
//
//   text(schema)                  a cell of text (trimmed; '' is not given)
//   integer(schema)               a whole number
//   boolean()                     true|false|1|0, written `true`/`false`
//   json(schema)                  JSON (objects, arrays); an empty one is an empty cell
//   codeRef(schema, 'attribute')  a code of another record, looked up as that kind
//   codeList(schema)              codes in one cell, `a,b,c`
//   labels(schema, names)         `label-<locale>` cells, `labels: {<locale>: name}`
//   field({...})                  anything else, stated in full
import { z } from 'zod';
import {
  cellBoolean,
  cellInteger,
  cellJson,
  cellLabels,
  cellList,
  cellText,
  LABEL_PREFIX,
  type Cells,
} from './cells.ts';
import type { LookupKind } from './references.ts';

/** A row of an export query, by column. */
export type ExportRow = Record<string, unknown>;

export interface Field<S extends z.ZodType = z.ZodType> {
  /** The record's value: what a JSON record may hold under the key. */
  schema: S;
  /** Its CSV and XLSX columns, in order; absent: one column named as the key. */
  columns?: readonly string[];
  /** Its columns are `label-<locale>`, one per locale. */
  labels?: true;
  /** Its column in Akeneo's CSV files, where the Akeneo adapter maps it from one. */
  akeneo?: string;
  /** A code of another record of this kind: written by its id, found by code. */
  ref?: LookupKind;
  /** Kept in an exported record when empty (`[]`, `{}`); other empty values are left out. */
  keepEmpty?: true;
  /** The row's cells as the record's value (`column`: the key); undefined when not given. */
  read(cells: Cells, column: string): unknown;
  /**
   * Writes the record's value (undefined when absent) into the row's `cells`: one object a
   * row, whatever the number of fields (an export of 100,000 products writes 600,000 cells).
   */
  write(value: unknown, column: string, cells: Cells): void;
  /** The record's value from a row of the export query; absent: the row's column of the key. */
  exported?(row: ExportRow): unknown;
}

type FieldOptions = Pick<Field, 'akeneo' | 'columns'>;

const scalarCell = (value: unknown, column: string, cells: Cells): void => {
  cells[column] = value === undefined || value === null ? '' : String(value as string | number);
};

/** `[]`, `{}`: nothing to write. */
export const isEmpty = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 0;

export const text = <S extends z.ZodType>(schema: S, options: FieldOptions = {}): Field<S> => ({
  schema,
  ...options,
  read: cellText,
  write: scalarCell,
});

export const integer = <S extends z.ZodType>(schema: S, options: FieldOptions = {}): Field<S> => ({
  schema,
  ...options,
  read: cellInteger,
  write: scalarCell,
});

export const boolean = (options: FieldOptions = {}) => ({
  schema: z.boolean().optional(),
  ...options,
  read: cellBoolean,
  write: scalarCell,
});

export const json = <S extends z.ZodType>(schema: S, options: FieldOptions = {}): Field<S> => ({
  schema,
  ...options,
  read: cellJson,
  write: (value, column, cells) => {
    cells[column] =
      value === undefined || value === null || isEmpty(value) ? '' : JSON.stringify(value);
  },
});

export const codeRef = <S extends z.ZodType>(
  schema: S,
  ref: LookupKind,
  options: FieldOptions = {},
): Field<S> => ({ ...text(schema, options), ref });

export const codeList = <S extends z.ZodType>(schema: S, options: FieldOptions = {}): Field<S> => ({
  schema,
  ...options,
  read: cellList,
  write: (value, column, cells) => {
    cells[column] = ((value as string[] | undefined) ?? []).join(',');
  },
});

/** Labels by locale; `names` reads them from a row of the export query. */
export const labels = <S extends z.ZodType>(
  schema: S,
  names: (row: ExportRow) => Record<string, string>,
): Field<S> => ({
  schema,
  columns: [],
  labels: true,
  read: (cells) => cellLabels(cells),
  write: (value, _column, cells) => {
    for (const [locale, name] of Object.entries((value ?? {}) as Record<string, string>)) {
      cells[`${LABEL_PREFIX}${locale}`] = name;
    }
  },
  exported: names,
});

/** A field of its own kind (several columns, a cell read two ways). */
export const field = <S extends z.ZodType>(definition: Field<S>): Field<S> => definition;
