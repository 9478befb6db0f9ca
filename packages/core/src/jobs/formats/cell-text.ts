// Record values as text cells of an export: the one rule csv and xlsx share for values that are
// not text, numbers or booleans.
import { neutralizeFormula } from './formula-guard.ts';

/** '' for no value, ISO 8601 for a date, JSON for an object or array. */
export function structuredText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return neutralizeFormula(JSON.stringify(value) ?? '');
}

/** A CSV cell: strings as they are (formulas neutralized), numbers and booleans as String() writes them. */
export function csvCell(value: unknown): string {
  if (typeof value === 'string') return neutralizeFormula(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return structuredText(value);
}
