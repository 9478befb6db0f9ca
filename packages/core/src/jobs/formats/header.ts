// The header row of a CSV or XLSX file: it names the cells of every record, so a name that is
// empty or repeated would lose cells; such a file is refused as a whole.
import { UnreadableFileError } from './errors.ts';
import { restoreFormula } from './formula-guard.ts';
import { MAX_COLUMNS } from './limits.ts';
import type { ReadOptions } from './types.ts';

/**
 * The trimmed header names (the `'` an export put before a formula-like name removed unless
 * `options.keepFormulaQuotes`); `columnLabel` turns a 0-based position into what the user sees.
 */
export function checkHeader(
  cells: readonly string[],
  columnLabel: (position: number) => string,
  options: ReadOptions,
): string[] {
  if (cells.length > MAX_COLUMNS) {
    throw new UnreadableFileError(
      `The header has ${cells.length} columns; a file may have at most ${MAX_COLUMNS}`,
    );
  }
  const text = options.keepFormulaQuotes ? (cell: string) => cell : restoreFormula;
  const names = cells.map((cell) => text(cell.trim()));
  const seen = new Set<string>();
  names.forEach((name, position) => {
    if (name === '') {
      throw new UnreadableFileError(
        `The header has an empty name in column ${columnLabel(position)}`,
      );
    }
    if (seen.has(name)) {
      throw new UnreadableFileError(
        `The header names "${name}" twice (again in column ${columnLabel(position)})`,
      );
    }
    seen.add(name);
  });
  return names;
}

/**
 * The record of one row: each header name with its cell ('' for a missing one), the `'` an
 * export put before a formula-like text removed unless `options.keepFormulaQuotes`.
 */
export function cellsByName(
  header: readonly string[],
  cells: readonly string[],
  options: ReadOptions,
): Record<string, string> {
  const text = options.keepFormulaQuotes ? (cell: string) => cell : restoreFormula;
  // Object.fromEntries defines own properties, so a header named __proto__ stays a plain cell.
  return Object.fromEntries(header.map((name, position) => [name, text(cells[position] ?? '')]));
}

export const NO_HEADER = 'The file is empty: it has no header row';

/**
 * Refuses a header without the columns that name a record (`code`, `sku`): no row of such a
 * file could be imported, so the file fails as a whole, naming what is missing.
 */
export function requireColumns(
  names: readonly string[],
  required: readonly string[],
  what: string,
): void {
  const missing = required.filter((column) => !names.includes(column));
  if (missing.length === 0) return;
  const list = missing.map((column) => `"${column}"`).join(', ');
  throw new UnreadableFileError(
    `The header has no ${list} column${missing.length > 1 ? 's' : ''}, which every row of ${what} needs`,
  );
}
