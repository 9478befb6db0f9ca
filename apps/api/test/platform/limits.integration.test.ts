// Rate limits per verified credential, and per client address for anything else. The server under
// test allows LIMIT requests a minute, so the budget is spent in a few dozen requests; the
// product's default is 1,200.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createMachine } from '../helpers/factories.ts';
import { client, ownTestServer, type Answer } from '../helpers/server.ts';
import { signedInUser } from '../helpers/world.ts';

const LIMIT = 30;
const { server, request } = await ownTestServer({ rateLimit: { max: LIMIT, windowMs: 60_000 } });

/** Each test takes its own client address (127.0.0.x), so address budgets do not mix. */
let lastHost = 1;
function fromNewAddress() {
  lastHost += 1;
  return client(server.baseUrl, { localAddress: `127.0.0.${lastHost}` });
}

const login = (send = request) => signedInUser({ server, request: send });

async function apiKeyOf(who: Awaited<ReturnType<typeof login>>) {
  return (await createMachine(server.db, who.home.id, [who.home.roles.viewer])).key.rawKey;
}

/** A GET whose request line carries an absolute URL, as HTTP allows. */
function absoluteGet(target: string, token: string): Promise<{ status: number; body: any }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { hostname, port, path: target, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function spend(count: number, call: () => Promise<Answer>) {
  const answers = await Promise.all(Array.from({ length: count }, call));
  return {
    answers,
    ok: answers.filter((a) => a.status < 400).length,
    limited: answers.filter((a) => a.status === 429),
  };
}

describe('rate limit per credential', () => {
  it('answers 429 with Retry-After past the limit, and headers on every answer', async () => {
    const send = fromNewAddress();
    const { token } = await login(send);
    const other = await login(send);
    const run = await spend(LIMIT + 10, () => send('GET', '/v1/auth/me', { token }));
    expect(run.ok).toBe(LIMIT);
    expect(run.limited).toHaveLength(10);
    const first = run.answers[0]!;
    expect(first.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    expect(Number(first.headers.get('ratelimit-remaining'))).toBeLessThan(LIMIT);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expectError(run.limited[0]!, 429, 'rate_limited');
    expect(Number(run.limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another credential from the same address has its own budget.
    expect((await send('GET', '/v1/auth/me', { token: other.token })).status).toBe(200);
  });

  it('gives an API key its own budget, apart from the person who made it', async () => {
    const send = fromNewAddress();
    const who = await login(send);
    const rawKey = await apiKeyOf(who);
    const run = await spend(LIMIT + 5, () =>
      send('GET', '/v1/roles', { token: rawKey, tenant: who.home.id }),
    );
    expect(run.ok).toBe(LIMIT);
    expect(run.limited).toHaveLength(5);
    expect((await send('GET', '/v1/auth/me', { token: who.token })).status).toBe(200);
  });

  it('never spends a real key budget on requests with its prefix and a wrong secret', async () => {
    const who = await login(fromNewAddress());
    const rawKey = await apiKeyOf(who);
    const forged = `${rawKey.slice(0, 12)}_${'x'.repeat(40)}`;
    const attacker = fromNewAddress();
    const run = await spend(LIMIT + 5, () =>
      attacker('GET', '/v1/roles', { token: forged, tenant: who.home.id }),
    );
    expect(run.answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    expect(run.limited).toHaveLength(5);
    // The real key, from its own address, still has its whole budget.
    const real = await fromNewAddress()('GET', '/v1/roles', { token: rawKey, tenant: who.home.id });
    expect(real.status).toBe(200);
    expect(real.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('limits forged tokens with ever new session ids by client address', async () => {
    const attacker = fromNewAddress();
    const forge = () => {
      const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
      const claims = Buffer.from(JSON.stringify({ sid: crypto.randomUUID() })).toString(
        'base64url',
      );
      return `${header}.${claims}.`;
    };
    const run = await spend(LIMIT + 5, () => attacker('GET', '/v1/auth/me', { token: forge() }));
    expect(run.limited).toHaveLength(5);
    expect(run.answers.filter((a) => a.status === 401)).toHaveLength(LIMIT);
    // A real credential from the same address is not held back by them.
    const who = await login(fromNewAddress());
    expect((await attacker('GET', '/v1/auth/me', { token: who.token })).status).toBe(200);
  });

  it('limits requests without a credential by client address', async () => {
    const anonymous = fromNewAddress();
    const run = await spend(LIMIT + 3, () =>
      anonymous('POST', '/v1/auth/refresh', {
        body: { client_id: 'pim-api', refresh_token: 'nope' },
      }),
    );
    expect(run.limited).toHaveLength(3);
    expect((await fromNewAddress()('GET', '/v1/openapi.json')).status).toBe(200);
  });
});

describe('tRPC batches', () => {
  it('costs one unit per call of a batch', async () => {
    const send = fromNewAddress();
    const { token } = await login(send);
    const batch = await send('GET', `/trpc/${Array(7).fill('auth.me').join(',')}?batch=1`, {
      token,
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toHaveLength(7);
    expect(batch.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 7));
    const hidden = await send('GET', `/trpc/${Array(3).fill('auth.me').join(',')}?x=?&batch=1`, {
      token,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 10));
    const encoded = await send('GET', `/%74rpc/${Array(5).fill('auth.me').join(',')}?batch=1`, {
      token,
    });
    expect(encoded.status).toBe(200);
    expect(encoded.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 15));
    const run = await spend(LIMIT, () => send('GET', '/v1/auth/me', { token }));
    expect(run.ok).toBe(LIMIT - 15);
  });

  it('bounds the size of a batch, with the error envelope', async () => {
    const send = fromNewAddress();
    const { token } = await login(send);
    const names = Array(11).fill('auth.me').join(',');
    expectError(await send('GET', `/trpc/${names}?batch=1`, { token }), 400, 'too_long', 'batch');
    // A second `?` in the query must not hide the batch from the count.
    const hidden = await send('GET', `/trpc/${names}?x=?&batch=1`, { token });
    expectError(hidden, 400, 'too_long', 'batch');
    const logins = Array(11).fill('auth.login').join(',');
    expectError(
      await send('POST', `/trpc/${logins}?x=?&batch=1`, { body: {} }),
      400,
      'too_long',
      'batch',
    );
    // An absolute request line (`GET http://host/trpc/...`) is counted like its path.
    const absolute = await absoluteGet(`http://x/trpc/${names}?batch=1`, token);
    expect(absolute.status).toBe(400);
    expect(absolute.body).toMatchObject({ errors: [{ code: 'too_long', field: 'batch' }] });
    const encoded = Array(11).fill('auth.me').join('%2C');
    expectError(await send('GET', `/trpc/${encoded}?batch=1`, { token }), 400, 'too_long', 'batch');
    // Nor a prefix in percent-encoding, which the router decodes before matching.
    for (const prefix of ['/%74rpc/', '/%74%72%70%63/']) {
      expectError(
        await send('GET', `${prefix}${names}?batch=1`, { token }),
        400,
        'too_long',
        'batch',
      );
      expectError(
        await send('POST', `${prefix}${logins}?batch=1`, { body: {} }),
        400,
        'too_long',
        'batch',
      );
    }
    const long = Array(400).fill('roles.create').join(',');
    const answer = await send('POST', `/trpc/${long}?batch=1`, { token, body: {} });
    expectError(answer, 400, 'too_long', 'batch');
  });
});
