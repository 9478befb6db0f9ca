// Idempotency-Key on POST. The key is claimed only after authentication, tenant and permission
// checks, keyed on the verified credential, with the tenant in the fingerprint.
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createMachine } from '../helpers/factories.ts';
import { probeCounter, probeRouter } from '../helpers/probe-router.ts';
import { ownTestServer } from '../helpers/server.ts';
import { signedInUser } from '../helpers/world.ts';

const own = await ownTestServer({ router: probeRouter });
const { server, request } = own;
const login = () => signedInUser(own);

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
      else {
        expectError(answer, 409, 'in_use', 'Idempotency-Key');
        expect(answer.headers.get('retry-after')).toBe('1');
      }
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

describe('Idempotency-Key after authentication', () => {
  async function firstAnswer() {
    const who = await login();
    const first = await request('POST', '/v1/probe/count', {
      token: who.token,
      tenant: who.home.id,
      body: { label: 'victim' },
      headers: { 'idempotency-key': 'victim-key' },
    });
    expect(first.status).toBe(200);
    return who;
  }
  const repeat = (token: string, tenant: string) =>
    request('POST', '/v1/probe/count', {
      token,
      tenant,
      body: { label: 'victim' },
      headers: { 'idempotency-key': 'victim-key' },
    });

  it('never replays to a forged unsigned token carrying the victim session id', async () => {
    const victim = await firstAnswer();
    const [header, claims] = victim.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${claims}.`;
    const answer = await repeat(unsigned, victim.home.id);
    expectError(answer, 401, 'invalid_token');
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
    const resigned = await repeat(`${header}.${claims}.${'A'.repeat(43)}`, victim.home.id);
    expectError(resigned, 401, 'invalid_token');
  });

  it('never replays to a logged-out token', async () => {
    const victim = await firstAnswer();
    const out = await request('POST', '/v1/auth/logout', {
      body: { refresh_token: victim.refreshToken },
    });
    expect(out.status).toBe(200);
    const answer = await repeat(victim.token, victim.home.id);
    expectError(answer, 401, 'invalid_token');
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
  });

  it('never replays to an API key with the right prefix and a wrong secret', async () => {
    const who = await login();
    const { rawKey } = (await createMachine(server.db, who.home.id, [who.home.roles.editor])).key;
    expect((await repeat(rawKey, who.home.id)).status).toBe(200);
    const forged = `${rawKey.slice(0, 12)}_${'y'.repeat(40)}`;
    const answer = await repeat(forged, who.home.id);
    expectError(answer, 401, 'invalid_token');
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
  });

  it('never replays to a caller who has lost the permission since', async () => {
    const who = await firstAnswer();
    // The administrator becomes a viewer: the stored answer stays, but the repeat is
    // refused by the permission check before any stored answer is looked up.
    const membership = await server.db.tenantMembership.findFirstOrThrow({
      where: { userId: who.user.id, tenantId: who.home.id },
    });
    await server.db.membershipRole.deleteMany({ where: { membershipId: membership.id } });
    await server.db.membershipRole.create({
      data: { tenantId: who.home.id, membershipId: membership.id, roleId: who.home.roles.viewer },
    });
    const answer = await repeat(who.token, who.home.id);
    expectError(answer, 403, 'forbidden');
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
  });

  it('treats the same key and body in another tenant as a different request', async () => {
    const who = await login();
    await server.db.membershipRole.create({
      data: {
        tenantId: who.second.id,
        membershipId: (
          await server.db.tenantMembership.findFirstOrThrow({
            where: { userId: who.user.id, tenantId: who.second.id },
          })
        ).id,
        roleId: who.second.roles.admin,
      },
    });
    const before = probeCounter.value;
    const first = await repeat(who.token, who.home.id);
    expect(first.status).toBe(200);
    const other = await repeat(who.token, who.second.id);
    expectError(other, 400, 'invalid_value', 'Idempotency-Key');
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(probeCounter.value).toBe(before + 1);
  });
});
