// Product and variant values as CSV/XLSX cells, both ways: the importers' `fromCells` reads a
// value column into a scoped value, the exporters write one back, so a file exported here
// imports back unchanged.
//
// A value column is named `<attr>[@<channel>][:<locale>]` (codes hold neither `@` nor `:`):
//   name:en_US   description@ecommerce:fr_FR   price@ecommerce   ean
// and its cell encodes the value's `data.value` by the attribute's type:
//   text, textarea  the text as is            number   a decimal (`4.5`, `-3`, `1e3`)
//   boolean         true|false|1|0            date     YYYY-MM-DD
//   select          an option code            multiselect  option codes: `cotton,linen`
//   price           `12.50 EUR,14.00 USD`     metric   `1.5 KILOGRAM`
//   media           an asset id
// An empty cell is no value given (left as is on update, CSV semantics of the jobs); a cell
// the type cannot read is an AppError on the column, so the job item names the cell to fix.
// What the value means beyond its form (an option that exists, a unit of the attribute) is
// the API's validators' business (product-values/validate.ts), run by the importer.
import { AppError } from '../../platform/errors/index.ts';
import type { AttributeType } from '../../platform/limits.ts';
import { DEFAULT_SCOPE } from '../values/document.ts';

/** A value column's parts (`$default` for a scope the name leaves out). */
export interface ValueColumn {
  attribute: string;
  channel: string;
  locale: string;
}

const COLUMN = /^([^@:]+)(?:@([^@:]+))?(?::([^@:]+))?$/;

/** The parts of a value column's name, or undefined for a name of another shape. */
export function parseValueColumn(name: string): ValueColumn | undefined {
  const match = COLUMN.exec(name);
  if (!match) return undefined;
  return {
    attribute: match[1]!,
    channel: match[2] ?? DEFAULT_SCOPE,
    locale: match[3] ?? DEFAULT_SCOPE,
  };
}

/** The column name of a scoped value. */
export function valueColumn(attribute: string, channel: string, locale: string): string {
  const at = channel === DEFAULT_SCOPE ? '' : `@${channel}`;
  const of = locale === DEFAULT_SCOPE ? '' : `:${locale}`;
  return `${attribute}${at}${of}`;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const PAIR = /^(\S+)\s+(\S+)$/;

const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

const unreadable = (code: 'invalid_type' | 'invalid_format', column: string, message: string) =>
  new AppError(code, `${column}: ${message}`, { field: column });

function list(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `<amount> <word>`: a price item or a metric. */
function pair(text: string, column: string, example: string): [string, string] {
  const match = PAIR.exec(text.trim());
  if (!match) {
    throw unreadable('invalid_format', column, `"${cut(text)}" is not of the form ${example}`);
  }
  return [match[1]!, match[2]!];
}

/**
 * The `data.value` a cell holds for an attribute of `type`; undefined for an empty cell (a
 * text of spaces only is empty too). Text keeps its spaces; every other type is trimmed.
 */
export function parseValueCell(type: AttributeType, cell: string, column: string): unknown {
  if (cell.trim() === '') return undefined;
  const text = cell.trim();
  switch (type) {
    case 'text':
    case 'textarea':
      return cell;
    case 'number':
      if (!NUMBER.test(text)) {
        throw unreadable('invalid_type', column, `"${cut(text)}" is not a number`);
      }
      return Number(text);
    case 'boolean': {
      const lower = text.toLowerCase();
      if (lower === 'true' || lower === '1') return true;
      if (lower === 'false' || lower === '0') return false;
      throw unreadable('invalid_type', column, `"${cut(text)}" is not true, false, 1 or 0`);
    }
    case 'multiselect':
      return list(text);
    case 'price':
      return list(text).map((item) => {
        const [amount, currency] = pair(item, column, '12.50 EUR,14.00 USD');
        return { amount, currency };
      });
    case 'metric': {
      const [amount, unit] = pair(text, column, '1.5 KILOGRAM');
      return { amount, unit };
    }
    case 'date':
    case 'select':
    case 'media':
      return text;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cell of a stored `data.value` ('' for none); the inverse of parseValueCell. */
export function formatValueCell(type: AttributeType, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (type) {
    case 'multiselect':
      return Array.isArray(value) ? value.map(String).join(',') : String(value);
    case 'price':
      return Array.isArray(value)
        ? value
            .filter(isRecord)
            .map((price) => `${String(price.amount)} ${String(price.currency)}`)
            .join(',')
        : '';
    case 'metric':
      return isRecord(value) ? `${String(value.amount)} ${String(value.unit)}` : '';
    case 'boolean':
      return value === true ? 'true' : value === false ? 'false' : String(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/**
 * Where a record read from cells came from: for each scoped value the record holds, the
 * column that gave it (`<attr code>.<index>` → column), so an error on
 * `values.<attr>.<index>.data.value` names the column. Kept on the record under a symbol: it
 * travels with the record but is no field of it (not validated, not written to the item).
 */
const CELL_ORIGIN = Symbol('cell origin');

export interface CellOrigin {
  columns: Map<string, string>;
}

export function markFromCells<T extends object>(record: T, origin: CellOrigin): T {
  Object.defineProperty(record, CELL_ORIGIN, { value: origin, enumerable: false });
  return record;
}

export function cellOriginOf(record: unknown): CellOrigin | undefined {
  return isRecord(record)
    ? ((record as { [CELL_ORIGIN]?: CellOrigin })[CELL_ORIGIN] ?? undefined)
    : undefined;
}

/** A field of the record (`values.name.1.data.value`) as the column that gave it, if any. */
export function columnOfField(origin: CellOrigin | undefined, field: string): string {
  if (!origin) return field;
  const match = /^values\.([^.]+)\.(\d+)(\.|$)/.exec(field);
  if (match) return origin.columns.get(`${match[1]}.${match[2]}`) ?? field;
  if (field.startsWith('categories.')) return 'categories';
  const axis = /^axis_values\.([^.]+)/.exec(field);
  return axis ? axis[1]! : field;
}
