// One job item inside a batch's transaction (imports and bulk updates alike): its writes in a
// SAVEPOINT, so an item refused by the domain (an AppError, a database error the API answers
// as one, or a value PostgreSQL refuses as data: a NUL in a text) rolls back alone and becomes
// a failed item with the error's details, while the batch goes on. Anything else is a bug: it
// propagates, and the whole batch rolls back.
import { sql, type Sql } from '@pim/db';
import {
  AppError,
  type ErrorDetail,
  fromDatabaseError,
  sqlStateOf,
} from '../platform/errors/index.ts';

export type ItemOutcome<T> = { ok: true; value: T } | { ok: false; errors: ErrorDetail[] };

/** Runs `work` in a savepoint of the transaction `db`; its refusal as the item's errors. */
export async function inItemSavepoint<T>(db: Sql, work: () => Promise<T>): Promise<ItemOutcome<T>> {
  await db.execute(sql`SAVEPOINT job_item`);
  try {
    const value = await work();
    await db.execute(sql`RELEASE SAVEPOINT job_item`);
    return { ok: true, value };
  } catch (error) {
    const refusal =
      error instanceof AppError ? error : (fromDatabaseError(error) ?? dataError(error));
    if (!refusal) throw error;
    await db.execute(sql`ROLLBACK TO SAVEPOINT job_item`);
    return { ok: false, errors: refusal.details };
  }
}

/** A value PostgreSQL refuses as data (class 22: a NUL in a text, …) fails its item only. */
function dataError(error: unknown): AppError | undefined {
  if (!sqlStateOf(error)?.startsWith('22')) return undefined;
  const reason = error instanceof Error ? error.message : 'a value the database refuses';
  return new AppError('invalid_value', `The record holds ${reason}`, { field: '' });
}
