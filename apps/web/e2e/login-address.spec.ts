import { expect, test } from '@playwright/test';
import { consoleSignInFrom } from './support/console-login';
import { ADMIN } from './support/users';

/** The API's anonymous budget per client address and minute (RATE_LIMIT_PER_MINUTE). */
const ADDRESS_BUDGET = 1200;
const BURST = 20;

test('one address spending its login budget through the console locks out no other', async () => {
  test.setTimeout(180_000);
  const attacker = await consoleSignInFrom('127.0.0.2');
  // Headers naming other addresses, which the browser may send but nobody should believe:
  // a new X-Forwarded-For each time (its own fresh budget) and the console's internal header
  // naming the merchandiser (their budget).
  let sent = 0;
  const forged = () => ({
    'x-forwarded-for': `10.9.${Math.floor(sent / 250)}.${sent++ % 250}`,
    'x-pim-browser-address': 'guess 127.0.0.3',
  });
  const errors: (string | null)[] = [];
  while (errors.length < ADDRESS_BUDGET) {
    // Not an e-mail: the API refuses each without a password check, but each still counts.
    const burst = Array.from({ length: BURST }, () => attacker('x', 'x', forged()));
    errors.push(...(await Promise.all(burst)));
  }
  expect(errors.filter((e) => e === 'address_rate_limited')).toHaveLength(0);
  expect(await attacker(ADMIN.email, ADMIN.password, forged())).toBe('address_rate_limited');

  // A merchandiser elsewhere signs in through the same console.
  const merchandiser = await consoleSignInFrom('127.0.0.3');
  expect(await merchandiser(ADMIN.email, ADMIN.password)).toBeNull();
});
