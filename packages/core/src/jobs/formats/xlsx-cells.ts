// XLSX cell values as the strings a CSV of the same sheet would hold: what the user sees in the
// cell, without its formatting (no thousands separators, no number format).
import type { CellValue } from 'exceljs';

export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // String() writes integers up to 1e21 in plain digits: a code like 1111111171 stays intact.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return richTextOf(value.richText);
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result);
  if ('hyperlink' in value) return cellText(value.text);
  // An error cell (#N/A, #DIV/0!) holds no value.
  return '';
}

/**
 * A shared string's runs joined, once per string: exceljs hands every cell that names the
 * string the same array, and a file may name one long string from every cell.
 */
const joined = new WeakMap<readonly { text: string }[], string>();
function richTextOf(runs: readonly { text: string }[]): string {
  let text = joined.get(runs);
  if (text === undefined) {
    text = runs.map((run) => run.text).join('');
    joined.set(runs, text);
  }
  return text;
}

/** Excel dates carry no zone; exceljs reads them as UTC, so the UTC parts are the cell's. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
