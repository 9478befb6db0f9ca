// Five failed logins for one e-mail within 15 minutes lock that e-mail for 15 minutes.
// Kept in the database so the lock holds across restarts and API instances.
import type { DbTx } from '@pim/db';
import type { AuthConfig } from '../config.ts';
import { AppError } from '../errors/app-error.ts';

export async function assertNotLocked(db: DbTx, email: string): Promise<void> {
  const row = await db.loginThrottle.findUnique({ where: { email } });
  const now = Date.now();
  if (row?.lockedUntil && row.lockedUntil.getTime() > now) {
    const retryAfter = Math.ceil((row.lockedUntil.getTime() - now) / 1000);
    throw new AppError('rate_limited', 'Too many failed logins; try again later', {
      retryAfter,
      field: 'email',
    });
  }
}

export async function recordFailure(db: DbTx, config: AuthConfig, email: string): Promise<void> {
  const { maxFailures, windowSeconds, lockSeconds } = config.lockout;
  // One statement, so concurrent failures cannot lose a count.
  await db.$executeRaw`
    INSERT INTO login_throttles (email, failed_count, window_start_at, locked_until)
    VALUES (${email}, 1, now(), ${maxFailures <= 1 ? new Date(Date.now() + lockSeconds * 1000) : null})
    ON CONFLICT (email) DO UPDATE SET
      failed_count = CASE WHEN login_throttles.window_start_at < now() - make_interval(secs => ${windowSeconds})
                          THEN 1 ELSE login_throttles.failed_count + 1 END,
      window_start_at = CASE WHEN login_throttles.window_start_at < now() - make_interval(secs => ${windowSeconds})
                             THEN now() ELSE login_throttles.window_start_at END,
      locked_until = CASE
        WHEN login_throttles.window_start_at >= now() - make_interval(secs => ${windowSeconds})
             AND login_throttles.failed_count + 1 >= ${maxFailures}
        THEN now() + make_interval(secs => ${lockSeconds})
        ELSE login_throttles.locked_until END`;
}

export async function clearFailures(db: DbTx, email: string): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { email } });
}
