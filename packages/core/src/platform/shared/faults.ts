// Bulk requests (a family's attributes, a variant family's axes) answer every failing item at
// once: each check yields the details of the items it refuses, and one AppError carries them
// all (as many as an error answer lists).
import { AppError, type ErrorCode, type ErrorDetail, MAX_ERROR_DETAILS } from '../errors/index.ts';

export const fault = (code: ErrorCode, field: string, message: string): ErrorDetail => ({
  code,
  field,
  message,
});

/** The details `check` finds for the items (undefined for an item it accepts). */
export function faultsOf<T>(
  items: readonly T[],
  check: (item: T, index: number) => ErrorDetail | undefined,
): ErrorDetail[] {
  return items.flatMap((item, index) => check(item, index) ?? []);
}

/** Throws one AppError with every detail (the first names the code), if there is any. */
export function refuseFaults(details: readonly ErrorDetail[]): void {
  const [first] = details;
  if (!first) return;
  throw new AppError(first.code, first.message, { details: details.slice(0, MAX_ERROR_DETAILS) });
}
