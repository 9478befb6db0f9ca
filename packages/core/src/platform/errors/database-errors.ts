// Database errors become the API's error codes in one place, for Prisma's client, Prisma's raw
// queries (through the pg driver adapter) and the pg pool alike, so an API request and a job
// worker answer the same: a unique violation is 409 already_exists, a foreign key 400
// invalid_reference, text PostgreSQL cannot take 400. Anything else stays an internal error.
import { Prisma, TransactionEndedError } from '@pim/db';
import { AppError, type ErrorCode } from './app-error.ts';

const BY_SQLSTATE: Record<string, [ErrorCode, string]> = {
  '23505': ['already_exists', 'A record with these values already exists'],
  '23503': ['invalid_reference', 'A referenced record does not exist'],
  '23502': ['required', 'A required value is missing'],
  '23514': ['invalid_value', 'A value breaks a rule of the record'],
  '22001': ['too_long', 'A value is longer than its field allows'],
  '22003': ['out_of_range', 'A number is out of range'],
  '22007': ['invalid_format', 'A date or time is not valid'],
  '22008': ['out_of_range', 'A date or time is out of range'],
  '22021': ['invalid_value', 'A text contains a character that cannot be stored'],
  '22P02': ['invalid_format', 'A value has the wrong format'],
};

/** The SQLSTATE behind an error of Prisma (client or raw query) or of the pg pool. */
export function sqlStateOf(error: unknown): string | undefined {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const cause = (error.meta?.driverAdapterError as { cause?: { originalCode?: unknown } })?.cause;
    return typeof cause?.originalCode === 'string' ? cause.originalCode : undefined;
  }
  // pg's DatabaseError: a five-character SQLSTATE and a severity.
  const candidate = error as { code?: unknown; severity?: unknown } | null;
  if (
    candidate &&
    typeof candidate.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    typeof candidate.severity === 'string'
  ) {
    return candidate.code;
  }
  return undefined;
}

/**
 * Another request holds what this one needs (a lock wait past the transaction's time, a
 * deadlock, a serialization failure): nothing was written, and the same request may succeed
 * a moment later. 409, with Retry-After.
 */
const BUSY_SQLSTATES = new Set(['40001', '40P01', '55P03', '57014']);
/** Prisma: a transaction closed or timed out (P2028), a write conflict or deadlock (P2034). */
const BUSY_PRISMA_CODES = new Set(['P2028', 'P2034']);

function isBusy(error: unknown): boolean {
  if (error instanceof TransactionEndedError) return true;
  if (error instanceof Prisma.PrismaClientKnownRequestError && BUSY_PRISMA_CODES.has(error.code)) {
    return true;
  }
  const state = sqlStateOf(error);
  return state !== undefined && BUSY_SQLSTATES.has(state);
}

export function fromDatabaseError(error: unknown): AppError | undefined {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') {
    return new AppError('not_found', 'Record not found', { cause: error });
  }
  if (isBusy(error)) {
    return new AppError(
      'in_use',
      'Another change to the same records is under way; nothing was written, try again',
      { cause: error, retryAfter: 1 },
    );
  }
  const state = sqlStateOf(error);
  const known = state ? BY_SQLSTATE[state] : undefined;
  return known && new AppError(known[0], known[1], { cause: error });
}

/** A unique violation, whichever way it was raised. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/**
 * A value PostgreSQL refuses as data (class 22: a NUL in a text, …) as the refusal of the
 * record that held it; undefined for any other error.
 */
export function fromDataError(error: unknown): AppError | undefined {
  if (!sqlStateOf(error)?.startsWith('22')) return undefined;
  const reason = error instanceof Error ? error.message : 'a value the database refuses';
  return new AppError('invalid_value', `The record holds ${reason}`, { field: '' });
}
