// One job item inside a batch's transaction: its writes in a SAVEPOINT, so an item refused by
// the domain (an AppError, or a database error the API answers as one) rolls back alone and
// becomes a failed item with the API's error details, while the batch goes on. Anything else
// is a bug: it propagates, and the whole batch rolls back.
import { sql, type Sql } from '@pim/db';
import { AppError, type ErrorDetail } from '../../errors/app-error.ts';
import { fromDatabaseError } from '../../errors/database-errors.ts';

export type ItemOutcome<T> = { ok: true; value: T } | { ok: false; errors: ErrorDetail[] };

/** Runs `work` in a savepoint of the transaction `db`; its refusal as the item's errors. */
export async function inItemSavepoint<T>(db: Sql, work: () => Promise<T>): Promise<ItemOutcome<T>> {
  await db.execute(sql`SAVEPOINT job_item`);
  try {
    const value = await work();
    await db.execute(sql`RELEASE SAVEPOINT job_item`);
    return { ok: true, value };
  } catch (error) {
    const refusal = error instanceof AppError ? error : fromDatabaseError(error);
    if (!refusal) throw error;
    await db.execute(sql`ROLLBACK TO SAVEPOINT job_item`);
    return { ok: false, errors: refusal.details };
  }
}
