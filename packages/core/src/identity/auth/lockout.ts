// Five password checks for one e-mail within 15 minutes, then the e-mail is locked for 15
// minutes (429 rate_limited), even for the right password. Kept in the database so the lock
// holds across restarts and API instances.
//
// An attempt is reserved BEFORE the password is verified, in one statement that both counts
// it and says whether it may go ahead: reading the count and writing a failure afterwards
// let a burst of parallel requests all read "not locked" and each verify a password. A
// successful verification gives its own reservation back; a failed one leaves it counted.
// Unknown e-mails are counted the same way, so the lockout does not tell which exist.
import type { Sql } from '@pim/db';
import type { AuthConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors/index.ts';
import { countAttempt, releaseAttempt } from './sql.ts';

/** A counted attempt: which window it was counted in, so a refund lands in that window only. */
export interface Reservation {
  key: string;
  windowStart: Date;
}

/**
 * Counts one password check for `key` (a lower-cased e-mail), or throws 429 rate_limited
 * with Retry-After when the allowance of the window is used up. The attempt that uses up
 * the allowance starts the lock; a window ends `windowSeconds` after its first attempt, a
 * lock `lockSeconds` after it began, and the next attempt then opens a fresh window.
 */
export async function reserveAttempt(
  db: Sql,
  config: AuthConfig,
  key: string,
  field: 'email' | 'old_password',
): Promise<Reservation> {
  const { maxFailures: max, windowSeconds, lockSeconds } = config.lockout;
  const row = await countAttempt(db, key, max, windowSeconds, lockSeconds);
  if (row && row.attempt_count <= max) return { key, windowStart: row.window_start_at };
  const until = row?.locked_until?.getTime() ?? Date.now() + config.lockout.lockSeconds * 1000;
  throw new AppError('rate_limited', 'Too many wrong passwords; try again later', {
    retryAfter: Math.max(1, Math.ceil((until - Date.now()) / 1000)),
    field,
  });
}

/**
 * Counts a password being set for `key` (an administrator's reset, a new user, a change of
 * one's own): never refused, never given back. Otherwise whoever may set the password of an
 * identity with this address (an administrator of another organization, for their own
 * identity with it) could set each guess as its password and sign in with it for free.
 */
export async function chargeAttempt(db: Sql, config: AuthConfig, key: string): Promise<void> {
  const { maxFailures, windowSeconds, lockSeconds } = config.lockout;
  await countAttempt(db, key, maxFailures, windowSeconds, lockSeconds);
}

/**
 * A password was right: its own attempt no longer counts, and a lock that attempt started
 * is lifted. Earlier failures stay counted until their window ends, so the rule is exactly
 * "five failed attempts within 15 minutes", and no successful login (of another identity
 * with the same address, say) wipes someone else's failures. A refund only lands in the
 * window its attempt was counted in: one counted before a window ended must not erase a
 * failure of the next.
 */
export async function refundAttempt(
  db: Sql,
  config: AuthConfig,
  reservation: Reservation,
): Promise<void> {
  await releaseAttempt(db, reservation.key, reservation.windowStart, config.lockout.maxFailures);
}
