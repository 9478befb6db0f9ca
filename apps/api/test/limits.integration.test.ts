// CONTRACT.md section 11: per-credential rate limits and Idempotency-Key on creating POSTs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthWorld, expectError } from './helpers/identity.ts';
import { probeCounter, probeRouter } from './helpers/probe-router.ts';
import { client, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let request: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({ router: probeRouter });
  request = client(server.baseUrl);
});
afterAll(() => server.close());

async function login() {
  const world = await createAuthWorld(server.db);
  const answer = await request('POST', '/v1/auth/login', {
    body: { client_id: 'pim-api', email: world.user.email, password: world.user.password },
  });
  return { ...world, token: answer.body.data.access_token as string };
}

describe('rate limit', () => {
  it('answers 1,300 requests in a minute from one credential with 429 past 1,200', async () => {
    const { token } = await login();
    const other = await login();
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof request>> | undefined;
    let first: Awaited<ReturnType<typeof request>> | undefined;
    for (let batch = 0; batch < 26; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => request('GET', '/v1/auth/me', { token })),
      );
      first ??= answers[0];
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 429) limited ??= answer;
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1200);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);
    expect(first!.headers.get('ratelimit-limit')).toBe('1200');
    expect(Number(first!.headers.get('ratelimit-remaining'))).toBeGreaterThanOrEqual(1150);
    expect(Number(first!.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expectError(limited!, 429, 'rate_limited');
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another credential has its own budget.
    expect((await request('GET', '/v1/auth/me', { token: other.token })).status).toBe(200);
  }, 60_000);
});

describe('rate limit for an API key', () => {
  it('gives 429 with Retry-After past 1,200 requests a minute from one key', async () => {
    const { token, home } = await login();
    const serviceAccount = await request('POST', '/v1/service-accounts', {
      token,
      tenant: home.id,
      body: { code: `sa-limit-${Date.now()}`, name: 'Load', role_ids: [home.roles.viewer] },
    });
    const key = await request('POST', '/v1/api-keys', {
      token,
      tenant: home.id,
      body: { name: 'load', service_account_id: serviceAccount.body.data.id },
    });
    const rawKey: string = key.body.data.raw_key;
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof request>> | undefined;
    for (let batch = 0; batch < 26; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          request('GET', '/v1/roles', { token: rawKey, tenant: home.id }),
        ),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 429) limited ??= answer;
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1200);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);
    expectError(limited!, 429, 'rate_limited');
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The person who made the key keeps their own budget.
    expect((await request('GET', '/v1/auth/me', { token })).status).toBe(200);
  }, 60_000);
});

describe('Idempotency-Key', () => {
  it('creates once and replays the first answer', async () => {
    const { token, home } = await login();
    const before = probeCounter.value;
    const send = (label: string, key = 'create-probe-1') =>
      request('POST', '/v1/probe/count', {
        token,
        tenant: home.id,
        body: { label },
        headers: { 'idempotency-key': key },
      });
    const first = await send('a');
    const again = await send('a');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(probeCounter.value).toBe(before + 1);

    expectError(await send('b'), 400, 'invalid_value', 'Idempotency-Key');
    expect((await send('a', 'create-probe-2')).body.data.n).toBe(before + 2);
    expectError(await send('a', 'x'.repeat(256)), 400, 'invalid_value', 'Idempotency-Key');
  });

  it('lets concurrent repeats create only once', async () => {
    const { token, home } = await login();
    const before = probeCounter.value;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request('POST', '/v1/probe/count', {
          token,
          tenant: home.id,
          body: { label: 'c' },
          headers: { 'idempotency-key': 'race' },
        }),
      ),
    );
    expect(probeCounter.value).toBe(before + 1);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.data.n).toBe(before + 1);
      else expectError(answer, 409, 'in_use', 'Idempotency-Key');
    }
  });

  it('never keeps a write-once secret: a replayed API key creation shows raw_key as null', async () => {
    const { token, home } = await login();
    const serviceAccount = await server.db.serviceAccount.create({
      data: { tenantId: home.id, code: `sa-idem-${Date.now()}`, name: 'Idempotent' },
    });
    const create = () =>
      request('POST', '/v1/api-keys', {
        token,
        tenant: home.id,
        body: { name: 'CI key', service_account_id: serviceAccount.id },
        headers: { 'idempotency-key': 'create-key-1' },
      });
    const first = await create();
    expect(first.status).toBe(200);
    const rawKey: string = first.body.data.raw_key;
    expect(rawKey).toMatch(/^pim_/);
    const replay = await create();
    expect(replay.body.data.id).toBe(first.body.data.id);
    expect(replay.body.data.raw_key).toBeNull();
    const stored = await server.db.idempotencyKey.findMany({ where: { key: 'create-key-1' } });
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.responseBody).not.toContain(rawKey);
    expect(await server.db.apiKey.count({ where: { serviceAccountId: serviceAccount.id } })).toBe(
      1,
    );
  });

  it('keeps keys per credential and releases them after a failure', async () => {
    const one = await login();
    const two = await login();
    const before = probeCounter.value;
    const post = (who: typeof one, body: unknown) =>
      request('POST', '/v1/probe/count', {
        token: who.token,
        tenant: who.home.id,
        body,
        headers: { 'idempotency-key': 'shared' },
      });
    expectError(await post(one, { label: '' }), 400, 'too_short', 'label');
    expect((await post(one, { label: 'ok' })).status).toBe(200);
    expect((await post(two, { label: 'ok' })).status).toBe(200);
    expect(probeCounter.value).toBe(before + 2);
  });
});
