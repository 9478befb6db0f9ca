// What every reader of an Akeneo row shares: the adapted record it answers (with a note of
// what was left out, for the job item), and how a structural cell is read.
import { AppError } from '../../../platform/errors/index.ts';
import type { AdaptedRecord, AdaptNote } from '../importer.ts';
import type { AkeneoRow } from './mapping.ts';

export type { AdaptNote };
/** An adapted record (its `note` says what of the row was left out, `dropped_media: 2`). */
export type AkeneoRecord = AdaptedRecord;

/** A structural cell, trimmed; `required` on the column when it is empty and required. */
export function cellOf(row: AkeneoRow, column: string, required: true): string;
export function cellOf(row: AkeneoRow, column: string, required?: false): string | undefined;
export function cellOf(row: AkeneoRow, column: string, required = false): string | undefined {
  const text = (row[column] ?? '').trim();
  if (text) return text;
  if (required) throw new AppError('required', `${column} is empty`, { field: column });
  return undefined;
}

/** Leaves out a note whose counts are all zero or empty. */
export function noteOf(note: AdaptNote): AdaptNote | undefined {
  const kept = Object.entries(note).filter(([, value]) =>
    Array.isArray(value) ? value.length > 0 : value > 0,
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The record, with its note when there is one. */
export const withNote = (record: AkeneoRecord, note: AdaptNote): AkeneoRecord => {
  const kept = noteOf(note);
  return kept ? { ...record, note: kept } : record;
};
