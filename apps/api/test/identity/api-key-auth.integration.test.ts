// Authentication by API key: the raw key is a bearer credential for its service account, with
// exactly that account's permissions in its one tenant.
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createApiKey, createMachine } from '../helpers/factories.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const { server, request } = await testServer();
const world = await createTenantWorld({ ...TWO_TENANT_USER, signIn: ['user'] });
const adminToken = world.tokens.user;

const asAdmin = (method: string, path: string, body?: unknown) =>
  request(method, path, { token: adminToken, tenant: world.home.id, body });
const viewerMachine = () => createMachine(server.db, world.home.id, [world.home.roles.viewer]);
/** A request any viewer may make in the home tenant. */
const readWith = (key: string) =>
  request('GET', '/v1/service-accounts', { token: key, tenant: world.home.id });

describe('a key as a bearer credential', () => {
  it('describes its service account on GET /v1/auth/me', async () => {
    const { account, key } = await viewerMachine();
    const answer = await request('GET', '/v1/auth/me', { token: key.rawKey });
    expect(answer.status, answer.text).toBe(200);
    const me = answer.body.data;
    expect(me.user).toEqual({ id: account.id, name: account.name });
    expect(me.roles).toEqual(['viewer']);
    expect(me.permissions).toContain('identity.api_keys.read');
    expect(me.permissions.some((p: string) => p.endsWith('.write'))).toBe(false);
    expect(me.tenants).toHaveLength(1);
    expect(me.active_tenant).toEqual(me.tenants[0]);
    expect(me.active_tenant).toMatchObject({
      tenant_id: world.home.id,
      tenant_code: world.home.code,
      organization_id: world.org.id,
      status: 'active',
    });
  });

  it('grants exactly the permissions of its roles', async () => {
    const viewer = await viewerMachine();
    expect((await readWith(viewer.key.rawKey)).status).toBe(200);
    const write = await request('POST', '/v1/service-accounts', {
      token: viewer.key.rawKey,
      tenant: world.home.id,
      body: { code: `by-key-${Date.now()}`, name: 'x' },
    });
    expectError(write, 403, 'forbidden');
    expect(write.body.message).toContain('identity.service_accounts.write');

    const roleless = await createMachine(server.db, world.home.id, []);
    expectError(await readWith(roleless.key.rawKey), 403, 'forbidden');
    const me = await request('GET', '/v1/auth/me', { token: roleless.key.rawKey });
    expect(me.body.data).toMatchObject({ roles: [], permissions: [] });
  });

  it('writes as the service account, which the audit fields name', async () => {
    const admin = await createMachine(server.db, world.home.id, [world.home.roles.admin]);
    const answer = await request('POST', '/v1/service-accounts', {
      token: admin.key.rawKey,
      tenant: world.home.id,
      body: { code: `by-key-${Date.now()}`, name: 'Made by a machine' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.created_by).toEqual({
      id: admin.account.id,
      name: admin.account.name,
      type: 'service_account',
    });
  });

  it('follows role changes on the very next request', async () => {
    const { account, key } = await createMachine(server.db, world.home.id, [
      world.home.roles.viewer,
    ]);
    expect((await readWith(key.rawKey)).status).toBe(200);
    await asAdmin('PATCH', `/v1/service-accounts/${account.id}`, { role_ids: [] });
    expectError(await readWith(key.rawKey), 403, 'forbidden');
    await asAdmin('PATCH', `/v1/service-accounts/${account.id}`, {
      role_ids: [world.home.roles.editor],
    });
    expect((await readWith(key.rawKey)).status).toBe(200);
  });

  it('answers 403 tenant_forbidden for any X-Tenant-Id but its own, 400 without one', async () => {
    const { key } = await createMachine(server.db, world.home.id, [world.home.roles.admin]);
    for (const tenant of [world.second.id, world.foreign.id, 'not-a-uuid']) {
      expectError(
        await request('GET', '/v1/service-accounts', { token: key.rawKey, tenant }),
        403,
        'tenant_forbidden',
      );
    }
    expectError(
      await request('GET', '/v1/service-accounts', { token: key.rawKey }),
      400,
      'missing_tenant',
    );
  });

  it('cannot switch tenant or change a password (403 forbidden)', async () => {
    const { key } = await createMachine(server.db, world.home.id, [world.home.roles.admin]);
    const switched = await request('POST', '/v1/auth/switch-tenant', {
      token: key.rawKey,
      body: { client_id: 'pim-api', tenant_id: world.home.id },
    });
    expectError(switched, 403, 'forbidden');
    expect(switched.body.message).toContain('API key');
    expectError(
      await request('POST', '/v1/auth/change-password', {
        token: key.rawKey,
        body: { old_password: 'whatever-old', new_password: 'whatever-new' },
      }),
      403,
      'forbidden',
    );
  });

  it('works on the tRPC transport too', async () => {
    const { account, key } = await viewerMachine();
    const me = await request('GET', '/trpc/auth.me', { token: key.rawKey });
    expect(me.status).toBe(200);
    expect(me.text).toContain(account.id);
  });
});

describe('keys that no longer work answer 401 invalid_token', () => {
  it('a revoked key, at once, and again once reactivated', async () => {
    const { key } = await viewerMachine();
    expect((await readWith(key.rawKey)).status).toBe(200);
    await asAdmin('PATCH', `/v1/api-keys/${key.id}/status`, { status: 'revoked' });
    expectError(await readWith(key.rawKey), 401, 'invalid_token');
    expectError(await request('GET', '/v1/auth/me', { token: key.rawKey }), 401, 'invalid_token');
    await asAdmin('PATCH', `/v1/api-keys/${key.id}/status`, { status: 'active' });
    expect((await readWith(key.rawKey)).status).toBe(200);
  });

  it('an expired key, including one that expires while cached', async () => {
    const { account } = await viewerMachine();
    const past = await createApiKey(server.db, account, {
      expiresAt: new Date(Date.now() - 1000),
    });
    expectError(await readWith(past.rawKey), 401, 'invalid_token');

    const soon = await createApiKey(server.db, account, {
      expiresAt: new Date(Date.now() + 1500),
    });
    expect((await readWith(soon.rawKey)).status).toBe(200);
    // Expiry is a matter of time, not of a change the identity epoch would notice.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expectError(await readWith(soon.rawKey), 401, 'invalid_token');
  });

  it('a deleted key, and every key of a deleted service account', async () => {
    const first = await viewerMachine();
    expect((await readWith(first.key.rawKey)).status).toBe(200);
    await asAdmin('DELETE', `/v1/api-keys/${first.key.id}`);
    expectError(await readWith(first.key.rawKey), 401, 'invalid_token');

    const second = await viewerMachine();
    const spare = await createApiKey(server.db, second.account);
    expect((await readWith(second.key.rawKey)).status).toBe(200);
    await asAdmin('DELETE', `/v1/service-accounts/${second.account.id}`);
    expectError(await readWith(second.key.rawKey), 401, 'invalid_token');
    expectError(await readWith(spare.rawKey), 401, 'invalid_token');
  });

  it('a key whose service account is inactive, until it is active again', async () => {
    const { account, key } = await viewerMachine();
    expect((await readWith(key.rawKey)).status).toBe(200);
    await asAdmin('PATCH', `/v1/service-accounts/${account.id}/status`, { status: 'inactive' });
    expectError(await readWith(key.rawKey), 401, 'invalid_token');
    await asAdmin('PATCH', `/v1/service-accounts/${account.id}/status`, { status: 'active' });
    expect((await readWith(key.rawKey)).status).toBe(200);
  });

  it('a wrong secret behind a real prefix, a malformed key, an unknown key', async () => {
    const { key } = await viewerMachine();
    const wrongSecret = `${key.keyPrefix}_${'A'.repeat(40)}`;
    expectError(await readWith(wrongSecret), 401, 'invalid_token');
    expectError(await readWith(`${key.rawKey}x`), 401, 'invalid_token');
    expectError(await readWith(key.rawKey.slice(0, 30)), 401, 'invalid_token');
    expectError(await readWith('pim_'), 401, 'invalid_token');
    expectError(await readWith(`pim_ZZZZZZZZ_${'b'.repeat(40)}`), 401, 'invalid_token');
    expect((await readWith(key.rawKey)).status).toBe(200);
  });
});

describe('storage and use', () => {
  it('stores only a hash of the key', async () => {
    const { account } = await viewerMachine();
    const answer = await asAdmin('POST', '/v1/api-keys', {
      name: 'Stored',
      service_account_id: account.id,
    });
    const rawKey: string = answer.body.data.raw_key;
    const secret = rawKey.slice(13);
    const rows = await server.db.$queryRaw<Record<string, unknown>[]>`
      SELECT * FROM api_keys WHERE id = ${answer.body.data.id}::uuid`;
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(rawKey);
    expect(stored).not.toContain(secret);
    expect(rows[0]!.key_prefix).toBe(rawKey.slice(0, 12));
    expect(rows[0]!.secret_hash).toBe(createHash('sha256').update(rawKey).digest('hex'));
    // The key it answered is the one that works.
    expect((await readWith(rawKey)).status).toBe(200);
  });

  it('sets last_used_at when the key is used', async () => {
    const { key } = await viewerMachine();
    expect(key.lastUsedAt).toBeNull();
    const before = Date.now();
    expect((await readWith(key.rawKey)).status).toBe(200);
    // Recorded after the answer, without holding the request up.
    await vi.waitFor(
      async () => {
        const row = await server.db.apiKey.findUniqueOrThrow({ where: { id: key.id } });
        expect(row.lastUsedAt).not.toBeNull();
        expect(row.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      },
      { timeout: 5000, interval: 50 },
    );
    const shown = await asAdmin('GET', `/v1/api-keys/${key.id}`);
    expect(shown.body.data.last_used_at).toMatch(/Z$/);
  });
});
