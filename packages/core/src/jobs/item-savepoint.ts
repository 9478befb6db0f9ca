// One job item inside a batch's transaction (imports and bulk updates alike): its writes in a
// SAVEPOINT, so an item refused by the domain (an AppError, a database error the API answers
// as one, or a value PostgreSQL refuses as data: a NUL in a text) rolls back alone and becomes
// a failed item with the error's details, while the batch goes on. Anything else is a bug: it
// propagates, and the whole batch rolls back.
import type { Sql } from '@pim/db';
import {
  AppError,
  type ErrorDetail,
  fromDatabaseError,
  fromDataError,
} from '../platform/errors/index.ts';
import { inSavepoint } from '../platform/shared/index.ts';

export type ItemOutcome<T> = { ok: true; value: T } | { ok: false; errors: ErrorDetail[] };

/** Runs `work` in a savepoint of the transaction `db`; its refusal as the item's errors. */
export async function inItemSavepoint<T>(db: Sql, work: () => Promise<T>): Promise<ItemOutcome<T>> {
  try {
    return { ok: true, value: await inSavepoint(db, 'job_item', work) };
  } catch (error) {
    const refusal =
      error instanceof AppError ? error : (fromDatabaseError(error) ?? fromDataError(error));
    if (!refusal) throw error;
    return { ok: false, errors: refusal.details };
  }
}
