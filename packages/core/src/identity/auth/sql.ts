// The auth domain's SQL: the login throttle (lockout.ts), counted and given back in single
// statements so parallel attempts are counted one by one.
import { sql, type Sql } from '@pim/db';

export interface ReservedRow {
  attempt_count: number;
  locked_until: Date | null;
  window_start_at: Date;
}

/**
 * Counts one attempt for `key` in one upsert (lockout.ts): a new window when the last one is
 * over, the lock when this attempt reaches `max`. The row after counting.
 */
export async function countAttempt(
  db: Sql,
  key: string,
  max: number,
  windowSeconds: number,
  lockSeconds: number,
): Promise<ReservedRow | undefined> {
  const lockEnd = sql`now() + make_interval(secs => ${lockSeconds}::int)`;
  // The previous window is over: its lock has ended, or it never locked and has aged out.
  const over = sql`(t.locked_until <= now() OR (t.locked_until IS NULL
    AND t.window_start_at <= now() - make_interval(secs => ${windowSeconds}::int)))`;
  const firstLock = sql`CASE WHEN ${max}::int <= 1 THEN ${lockEnd} END`;
  // ON CONFLICT DO UPDATE holds the row lock, so parallel attempts are counted one by one;
  // the count stops at max + 1 (refused attempts change nothing else).
  const [row] = await db<ReservedRow>`
    INSERT INTO login_throttles AS t (email, attempt_count, window_start_at, locked_until)
    VALUES (${key}, 1, now(), ${firstLock})
    ON CONFLICT (email) DO UPDATE SET
      attempt_count = CASE WHEN ${over} THEN 1 ELSE LEAST(t.attempt_count + 1, ${max}::int + 1) END,
      window_start_at = CASE WHEN ${over} THEN now() ELSE t.window_start_at END,
      locked_until = CASE
        WHEN ${over} THEN ${firstLock}
        WHEN t.attempt_count + 1 = ${max}::int THEN ${lockEnd}
        ELSE t.locked_until END
    RETURNING t.attempt_count, t.locked_until, t.window_start_at`;
  return row;
}

/** Gives one attempt back in the window it was counted in, lifting a lock it started. */
export async function releaseAttempt(
  db: Sql,
  key: string,
  windowStart: Date,
  max: number,
): Promise<void> {
  await db`
    UPDATE login_throttles SET
      attempt_count = GREATEST(attempt_count - 1, 0),
      locked_until = CASE WHEN attempt_count - 1 < ${max}::int THEN NULL ELSE locked_until END
    WHERE email = ${key} AND window_start_at = ${windowStart}`;
}
