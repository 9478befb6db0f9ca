// The `after` cursor of the product and variant lists: an opaque base64url token of the sort it was made
// for, the last row's sort key and id, how many rows come up to it and the list's total when
// the walk began. The next page starts strictly after that row (keyset: `(key, id) < (…)` for
// a descending sort), so a page costs one index range read at any depth: its number comes
// from the offset and its total from the token (the last page, being short, tells the exact
// total), never from counting the catalog again. A token that does not decode, or was made
// for another sort, is 400.
import { AppError } from '../errors/index.ts';

export type CursorKey = string | number | null;

export interface Cursor {
  /** The sort the token was made for (`-created_at`, `code`, …). */
  sort: string;
  key: CursorKey;
  id: string;
  /** The rows up to and including the cursor's row. */
  offset: number;
  /** The list's total when the first page was read. */
  total: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(
    JSON.stringify([cursor.sort, cursor.key, cursor.id, cursor.offset, cursor.total]),
  ).toString('base64url');
}

const refuse = (message: string) => new AppError('invalid_value', message, { field: 'after' });

/**
 * The cursor of `token` for a list sorted by `sort`; `isKey` says whether the key has the
 * type that sort's key has. 400 invalid_value on `after` otherwise.
 */
/** More rows than any list holds: a cursor's offset and total stay below it. */
const MAX_COUNT = 1_000_000_000;

export function decodeCursor(
  token: string,
  sort: string,
  isKey: (key: unknown) => key is CursorKey,
): Cursor {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(token)) throw new Error('not base64url');
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw refuse('after is not a cursor this list gave out');
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) {
    throw refuse('after is not a cursor this list gave out');
  }
  const [madeFor, key, id, offset, total] = parsed as unknown[];
  if (madeFor !== sort) {
    throw refuse('after was made for another sort: start again from the first page');
  }
  // Counts a real list can reach (a forged one near 2^53 would overflow the next page's).
  const isCount = (n: unknown): n is number =>
    Number.isSafeInteger(n) && (n as number) > 0 && (n as number) <= MAX_COUNT;
  if (typeof id !== 'string' || !UUID.test(id) || !isKey(key) || !isCount(offset)) {
    throw refuse('after is not a cursor this list gave out');
  }
  if (!isCount(total)) throw refuse('after is not a cursor this list gave out');
  return { sort, key, id, offset, total };
}

/** Key checks for the usual sort keys. */
export const isTimestampKey = (key: unknown): key is string =>
  typeof key === 'string' && !Number.isNaN(Date.parse(key)) && new Date(key).toISOString() === key;
export const isTextKey = (key: unknown): key is string =>
  typeof key === 'string' && !key.includes('\u0000');
/** A percentage (completeness). */
export const isPercentKey = (key: unknown): key is number =>
  typeof key === 'number' && Number.isInteger(key) && key >= 0 && key <= 100;
