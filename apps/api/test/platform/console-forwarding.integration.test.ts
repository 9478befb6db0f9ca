// The console passes on its users' logins from its own address. With the shared secret
// (CONSOLE_FORWARD_SECRET) its calls count under the browser address it forwards, so one
// address spending its budget through the console locks nobody else out; without the secret,
// or with a wrong one, the forwarded address is ignored and the socket's budget pays.
import { randomUUID } from 'node:crypto';
import {
  CONSOLE_CLIENT_ADDRESS_HEADER,
  CONSOLE_FORWARD_SECRET_HEADER,
} from '@pim/core/console-hop';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { client, ownTestServer, type Answer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const LIMIT = 12;
const SECRET = 'console-forward-secret-for-tests-0123456789';
const { server } = await ownTestServer({
  rateLimit: { max: LIMIT, windowMs: 60_000 },
  consoleForwardSecret: SECRET,
});

/** Each test is its own console (a loopback address of its own), so budgets do not mix. */
let lastHost = 100;
function newConsole() {
  lastHost += 1;
  return client(server.baseUrl, { localAddress: `127.0.0.${lastHost}` });
}

type Send = ReturnType<typeof client>;

function login(
  send: Send,
  who: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<Answer> {
  return send('POST', '/v1/auth/login', {
    body: { client_id: 'pim-console', email: who.email, password: who.password },
    headers,
  });
}

const forwarded = (address: string, secret = SECRET) => ({
  [CONSOLE_FORWARD_SECRET_HEADER]: secret,
  [CONSOLE_CLIENT_ADDRESS_HEADER]: address,
});

/** Wrong passwords for ever new e-mails: no lockout, only the address budget answers 429. */
async function exhaust(send: Send, headers: () => Record<string, string>) {
  const answers: Answer[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    const email = `nobody-${randomUUID()}@example.test`;
    answers.push(await login(send, { email, password: 'wrong-password' }, headers()));
  }
  for (const answer of answers.slice(0, LIMIT)) expectError(answer, 401, 'invalid_credentials');
  expectError(answers[LIMIT]!, 429, 'rate_limited');
}

describe('logins forwarded by the console', () => {
  it('count under the forwarded address: another address still signs in', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    const console = newConsole();
    await exhaust(console, () => forwarded('203.0.113.7'));
    // The same address stays refused, through the console, even with the right password.
    expectError(await login(console, user, forwarded('203.0.113.7')), 429, 'rate_limited');
    // Another browser behind the same console, and the console's own address, are untouched.
    const other = await login(console, user, forwarded('2001:db8::42'));
    expect(other.status, other.text).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
    const own = await login(console, user);
    expect(own.status, own.text).toBe(200);
    expect(own.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('ignore the address with a wrong secret: the sender cannot pick its own bucket', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    const sender = newConsole();
    let n = 0;
    // A new forwarded address each time, with a secret that is close but wrong.
    await exhaust(sender, () => forwarded(`198.51.100.${++n}`, `${SECRET}x`));
    expectError(
      await login(sender, user, forwarded('198.51.100.200', 'short')),
      429,
      'rate_limited',
    );
    // The addresses it named were never charged.
    const named = await login(newConsole(), user, forwarded('198.51.100.1'));
    expect(named.status, named.text).toBe(200);
    expect(named.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('ignore the address without a secret, and an address that is not one', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    const sender = newConsole();
    let n = 0;
    await exhaust(sender, () =>
      ++n % 2 === 0
        ? { [CONSOLE_CLIENT_ADDRESS_HEADER]: `192.0.2.${n}` }
        : forwarded(`not-an-address-${n}`),
    );
    expectError(
      await login(sender, user, { [CONSOLE_CLIENT_ADDRESS_HEADER]: '192.0.2.250' }),
      429,
      'rate_limited',
    );
    expectError(await login(sender, user, forwarded('bucket-of-my-choice')), 429, 'rate_limited');
  });
});
