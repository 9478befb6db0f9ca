// The password lockout under concurrency: five password checks per e-mail within 15 minutes,
// whatever the number of parallel requests, and the same counter for a wrong old password on
// change-password.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { testServer, type Answer } from '../helpers/server.ts';
import { createTenantWorld, loginAs, TWO_TENANT_USER } from '../helpers/world.ts';

const { server, request } = await testServer();

const login = (email: string, password: string) =>
  request('POST', '/v1/auth/login', { body: { client_id: 'pim-api', email, password } });

/** Every answer is 401 invalid_credentials or 429 rate_limited with a Retry-After. */
function tally(answers: Answer[]) {
  const refused = answers.filter((a) => a.status === 401);
  const limited = answers.filter((a) => a.status === 429);
  for (const answer of refused) expectError(answer, 401, 'invalid_credentials');
  for (const answer of limited) {
    expectError(answer, 429, 'rate_limited');
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(800);
  }
  expect(refused.length + limited.length).toBe(answers.length);
  return { refused: refused.length, limited: limited.length };
}

const burst = (count: number, send: (index: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

describe('login lockout under parallel requests', () => {
  it('checks at most five passwords of a burst of 40, then refuses the right one', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    const answers = await burst(40, (i) => login(user.email, `wrong-password-${i}`));
    expect(tally(answers)).toEqual({ refused: 5, limited: 35 });
    const right = await login(user.email, user.password);
    expectError(right, 429, 'rate_limited');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('throttles an unknown e-mail exactly like a known one', async () => {
    const email = `nobody-${randomUUID()}@example.test`;
    const answers = await burst(40, (i) => login(email, `wrong-password-${i}`));
    expect(tally(answers)).toEqual({ refused: 5, limited: 35 });
    expectError(await login(email, 'one-more-try'), 429, 'rate_limited');
  });

  it('counts failures only: a right password does not count, earlier failures still do', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    for (let i = 0; i < 4; i++) {
      expectError(await login(user.email, `wrong-${i}`), 401, 'invalid_credentials');
    }
    for (let i = 0; i < 3; i++) await loginAs(request, user);
    expectError(await login(user.email, 'wrong-4'), 401, 'invalid_credentials');
    expectError(await login(user.email, user.password), 429, 'rate_limited');
  });

  it('lets no identity made with the same address in another organization reset the count', async () => {
    // The victim, then an administrator of another organization who creates an identity
    // with the victim's address and signs into it between guesses.
    const { user: victim } = await createTenantWorld(TWO_TENANT_USER);
    const attacker = await createTenantWorld(TWO_TENANT_USER);
    const adminToken = await loginAs(request, attacker.user);
    const twin = await request('POST', '/v1/users', {
      token: adminToken,
      body: { email: victim.email, name: 'Twin', password: 'attacker-pass-1' },
    });
    expect(twin.status, twin.text).toBe(200);
    const answers: Answer[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) answers.push(await login(victim.email, `guess-${round}-${i}`));
      await login(victim.email, 'attacker-pass-1');
    }
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(5);
    expectError(answers.at(-1)!, 429, 'rate_limited');
    expectError(await login(victim.email, victim.password), 429, 'rate_limited');
  });

  it('counts every password set for an address, so setting guesses as one is no way round', async () => {
    // The other organization's identity is the older one here: its logins test the
    // victim's newer identity first, with whatever password the attacker set.
    const attacker = await createTenantWorld(TWO_TENANT_USER);
    const adminToken = await loginAs(request, attacker.user);
    const email = `later-${randomUUID().slice(0, 8)}@example.test`;
    const twin = await request('POST', '/v1/users', {
      token: adminToken,
      body: { email, name: 'Twin', password: 'guess-0-pass' },
    });
    expect(twin.status, twin.text).toBe(200);
    const victimOrg = await createTenantWorld(TWO_TENANT_USER);
    const victimAdmin = await loginAs(request, victimOrg.user);
    const victim = await request('POST', '/v1/users', {
      token: victimAdmin,
      body: { email, name: 'Victim', password: 'victim-secret-1' },
    });
    expect(victim.status, victim.text).toBe(200);
    const statuses: number[] = [];
    for (let guess = 1; guess <= 6; guess++) {
      const password = `guess-${guess}-pass`;
      const reset = await request('POST', `/v1/users/${twin.body.data.id}/reset-password`, {
        token: adminToken,
        body: { user_id: twin.body.data.id, new_password: password },
      });
      expect(reset.status, reset.text).toBe(200);
      statuses.push((await login(email, password)).status);
    }
    // Two creates and each reset count; the logins give their own attempts back. The third
    // reset makes five: from then on the address is locked, and no guess reaches a hash.
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
  });

  it('gives another organization no sign, through its own logins, of a newer identity', async () => {
    const attacker = await createTenantWorld(TWO_TENANT_USER);
    const adminToken = await loginAs(request, attacker.user);
    const email = `probe-${randomUUID().slice(0, 8)}@example.test`;
    const twin = await request('POST', '/v1/users', {
      token: adminToken,
      body: { email, name: 'Twin', password: 'attacker-pass-1' },
    });
    expect(twin.status, twin.text).toBe(200);
    const victimOrg = await createTenantWorld(TWO_TENANT_USER);
    const created = await request('POST', '/v1/users', {
      token: await loginAs(request, victimOrg.user),
      body: { email, name: 'Victim', password: 'victim-secret-1' },
    });
    expect(created.status, created.text).toBe(200);
    // Right passwords give their attempts back: no lock, whoever else has the address.
    for (let i = 0; i < 6; i++) expect((await login(email, 'attacker-pass-1')).status).toBe(200);
    expect((await login(email, 'victim-secret-1')).status).toBe(200);
  });
});

describe('change-password lockout', () => {
  const change = (token: string, oldPassword: string) =>
    request('POST', '/v1/auth/change-password', {
      token,
      body: { old_password: oldPassword, new_password: 'brand-new-password' },
    });

  it('refuses the right old password after five wrong ones (/v1), and locks the login too', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    const token = await loginAs(request, user);
    const answers = await burst(30, (i) => change(token, `wrong-password-${i}`));
    const wrong = answers.filter((a) => a.status === 400);
    for (const answer of wrong) expectError(answer, 400, 'invalid_credentials', 'old_password');
    const limited = answers.filter((a) => a.status === 429);
    for (const answer of limited) {
      expectError(answer, 429, 'rate_limited');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(800);
    }
    expect([wrong.length, limited.length]).toEqual([5, 25]);

    const right = await change(token, user.password);
    expectError(right, 429, 'rate_limited');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(800);
    // A stolen access token does not buy extra guesses: the e-mail's login is locked as well.
    expectError(await login(user.email, user.password), 429, 'rate_limited');
    // The password is unchanged.
    const row = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toBe(user.passwordHash);
  });

  it('counts wrong old passwords together with failed logins', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    const token = await loginAs(request, user);
    for (let i = 0; i < 3; i++) {
      expectError(await change(token, `wrong-old-${i}`), 400, 'invalid_credentials');
    }
    for (let i = 0; i < 2; i++) {
      expectError(await login(user.email, `wrong-login-${i}`), 401, 'invalid_credentials');
    }
    expectError(await change(token, user.password), 429, 'rate_limited');
  });

  it('applies the same limit over /trpc/auth.changePassword', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    const token = await loginAs(request, user);
    const trpcChange = (oldPassword: string) =>
      request('POST', '/trpc/auth.changePassword', {
        token,
        body: { old_password: oldPassword, new_password: 'brand-new-password' },
      });
    const codeOf = (answer: Answer) => answer.body?.error?.data?.errors?.[0]?.code;
    const answers = await burst(12, (i) => trpcChange(`wrong-password-${i}`));
    const wrong = answers.filter((a) => a.status === 400);
    const limited = answers.filter((a) => a.status === 429);
    expect(wrong.map(codeOf)).toEqual(Array(5).fill('invalid_credentials'));
    expect(limited.map(codeOf)).toEqual(Array(7).fill('rate_limited'));
    const right = await trpcChange(user.password);
    expect(right.status).toBe(429);
    expect(codeOf(right)).toBe('rate_limited');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('counts a password change as an attempt, right old password or not', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    const token = await loginAs(request, user);
    for (let i = 0; i < 3; i++) {
      expectError(await change(token, `wrong-old-${i}`), 400, 'invalid_credentials');
    }
    expect((await change(token, user.password)).status).toBe(200);
    // Three failures and the change make four; the login that follows gives its own back.
    await loginAs(request, { email: user.email, password: 'brand-new-password' });
    expectError(await login(user.email, 'wrong-again'), 401, 'invalid_credentials');
    expectError(await login(user.email, 'brand-new-password'), 429, 'rate_limited');
  });
});
