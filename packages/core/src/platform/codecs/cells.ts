// Readers of CSV and XLSX cells: how a codec's fields read a row. A row arrives as strings by
// column header, '' for an empty cell; an empty cell means "not given" (left as is on
// update), so every reader answers `undefined` for it. A cell that cannot be read (a boolean
// `maybe`, bad JSON) is an AppError whose `field` is the column's name, so the job item points
// at the cell a person has to fix.
//
// The API, in short:
//   cellText(cells, 'name')          'abc' | undefined
//   cellBoolean(cells, 'is_unique')  true|false|1|0 (any case)     → invalid_type otherwise
//   cellInteger(cells, 'sort_order') whole numbers (`-3`, `12`)     → invalid_type otherwise
//   cellList(cells, 'categories')    'a, b,c' → ['a','b','c']       (empties dropped)
//   cellJson(cells, 'config')        parsed JSON                    → malformed_json otherwise
//   cellLabels(cells)                label-<locale> columns → {<locale>: name}
//   checkColumns(cells, known)       unknown_field for a column the importer does not read
import { AppError } from '../errors/index.ts';

export type Cells = Record<string, string>;

/** The prefix of the columns that hold a record's labels: `label-en_US`. */
export const LABEL_PREFIX = 'label-';

/** The cell's text, trimmed; undefined when the cell is empty or the column is absent. */
export function cellText(cells: Cells, column: string): string | undefined {
  const value = cells[column];
  if (value === undefined) return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** `true`, `false`, `1` or `0` (any case); anything else is invalid_type on the column. */
export function cellBoolean(cells: Cells, column: string): boolean | undefined {
  const text = cellText(cells, column);
  if (text === undefined) return undefined;
  const lower = text.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  throw new AppError('invalid_type', `${column} must be true, false, 1 or 0, not "${cut(text)}"`, {
    field: column,
  });
}

/** A whole number (`12`, `-3`); anything else is invalid_type on the column. */
export function cellInteger(cells: Cells, column: string): number | undefined {
  const text = cellText(cells, column);
  if (text === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(text)) {
    throw new AppError('invalid_type', `${column} must be a whole number, not "${cut(text)}"`, {
      field: column,
    });
  }
  return Number(text);
}

/** A comma-separated list, each item trimmed, empty items dropped. */
export function cellList(cells: Cells, column: string): string[] | undefined {
  const text = cellText(cells, column);
  if (text === undefined) return undefined;
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A JSON cell (objects, arrays); text that is not JSON is malformed_json on the column. */
export function cellJson(cells: Cells, column: string): unknown {
  const text = cellText(cells, column);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('malformed_json', `${column} must hold JSON, not "${cut(text)}"`, {
      field: column,
    });
  }
}

/** The `label-<locale>` columns with text, as `{<locale>: name}`; undefined when none. */
export function cellLabels(cells: Cells): Record<string, string> | undefined {
  const labels: Record<string, string> = {};
  for (const column of Object.keys(cells)) {
    if (!column.startsWith(LABEL_PREFIX)) continue;
    const name = cellText(cells, column);
    if (name !== undefined) labels[column.slice(LABEL_PREFIX.length)] = name;
  }
  return Object.keys(labels).length > 0 ? labels : undefined;
}

/**
 * Refuses a column the importer does not read (a typo would otherwise be dropped silently):
 * unknown_field on the first such column. `label-<locale>` columns are known when `labels`.
 */
export function checkColumns(
  cells: Cells,
  known: readonly string[],
  { labels = false }: { labels?: boolean } = {},
): void {
  for (const column of Object.keys(cells)) {
    if (known.includes(column)) continue;
    if (labels && column.startsWith(LABEL_PREFIX) && column.length > LABEL_PREFIX.length) continue;
    if (column.trim() === '' && cellText(cells, column) === undefined) continue;
    throw new AppError('unknown_field', `The column ${cut(column)} is not one this import reads`, {
      field: cut(column),
    });
  }
}

/** Text quoted in a message, cut short: an error never echoes a whole cell. */
function cut(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
