import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createApiKey, createServiceAccount } from '../helpers/factories.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
const world = await createTenantWorld({
  tenants: ['home', 'second', 'foreign'],
  users: { user: { home: 'admin', second: 'viewer' } },
  signIn: ['user'],
});
const token = world.tokens.user;
const home = world.home.id;
const account = await createServiceAccount(server.db, home);

const asAdmin = (method: string, path: string, body?: unknown) =>
  request(method, path, { token, tenant: home, body });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function created(body: Record<string, unknown> = {}) {
  const answer = await asAdmin('POST', '/v1/api-keys', {
    name: 'Nightly export',
    service_account_id: account.id,
    ...body,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

/** Makes an existing key read as expired without going through the API. */
const expire = (id: string) =>
  server.db.apiKey.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 60_000) } });

describe('POST /v1/api-keys', () => {
  it('creates a key and shows the raw key this once', async () => {
    const key = await created();
    expect(Object.keys(key).sort()).toEqual(
      [
        'created_at',
        'created_by',
        'description',
        'expires_at',
        'id',
        'key_prefix',
        'last_used_at',
        'modified_at',
        'modified_by',
        'name',
        'raw_key',
        'service_account',
        'status',
      ].sort(),
    );
    expect(key.raw_key).toMatch(/^pim_[0-9A-Za-z]{8}_[0-9A-Za-z]{32,}$/);
    expect(key.key_prefix).toBe(key.raw_key.slice(0, 12));
    expect(key).toMatchObject({
      name: 'Nightly export',
      description: null,
      status: 'active',
      expires_at: null,
      last_used_at: null,
      service_account: { id: account.id, code: account.code, name: account.name },
      created_by: { id: world.user.id, type: 'user' },
    });

    const got = await asAdmin('GET', `/v1/api-keys/${key.id}`);
    expect(got.body.data.raw_key).toBeUndefined();
    expect(got.text).not.toContain(key.raw_key.slice(13));
    const listed = await asAdmin('GET', `/v1/api-keys?search=${key.key_prefix}`);
    expect(listed.body.data.items).toHaveLength(1);
    expect(listed.text).not.toContain(key.raw_key.slice(13));
    expect(listed.text).not.toContain('secret');
  });

  it('takes a description and a future expires_at, and refuses one in the past', async () => {
    const expiresAt = inHours(24);
    const key = await created({ description: 'For the ERP', expires_at: expiresAt });
    expect(key).toMatchObject({ description: 'For the ERP', expires_at: expiresAt });
    const withOffset = await created({ expires_at: '2999-01-01T02:00:00+02:00' });
    expect(withOffset.expires_at).toBe('2999-01-01T00:00:00.000Z');
    expectError(
      await asAdmin('POST', '/v1/api-keys', {
        name: 'x',
        service_account_id: account.id,
        expires_at: inHours(-1),
      }),
      400,
      'invalid_value',
      'expires_at',
    );
  });

  it('validates every field and its limit', async () => {
    const post = (body: Record<string, unknown>) =>
      asAdmin('POST', '/v1/api-keys', { service_account_id: account.id, name: 'x', ...body });
    expectError(
      await asAdmin('POST', '/v1/api-keys', { service_account_id: account.id }),
      400,
      'required',
      'name',
    );
    expectError(
      await asAdmin('POST', '/v1/api-keys', { name: 'x' }),
      400,
      'required',
      'service_account_id',
    );
    expectError(await post({ name: '' }), 400, 'too_short', 'name');
    expectError(await post({ name: 'n'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await post({ description: 'd'.repeat(501) }), 400, 'too_long', 'description');
    expectError(await post({ expires_at: 'tomorrow' }), 400, 'invalid_format', 'expires_at');
    expectError(
      await post({ service_account_id: 'x' }),
      400,
      'invalid_format',
      'service_account_id',
    );
    expectError(await post({ raw_key: 'pim_mine' }), 400, 'unknown_field', 'raw_key');
    const ok = await post({ name: 'n'.repeat(255), description: 'd'.repeat(500) });
    expect(ok.status).toBe(200);
  });

  it('answers 400 invalid_reference for a service account of another tenant', async () => {
    const foreignAccount = await createServiceAccount(server.db, world.foreign.id);
    expectError(
      await asAdmin('POST', '/v1/api-keys', { name: 'x', service_account_id: foreignAccount.id }),
      400,
      'invalid_reference',
      'service_account_id',
    );
    expect(await server.db.apiKey.count({ where: { serviceAccountId: foreignAccount.id } })).toBe(
      0,
    );
  });
});

describe('GET /v1/api-keys', () => {
  it('filters by search, status (expired included) and service account', async () => {
    const owner = await createServiceAccount(server.db, home);
    const ref = { id: owner.id, tenantId: home };
    const active = await createApiKey(server.db, ref, { name: 'alpha key' });
    const future = await createApiKey(server.db, ref, {
      name: 'beta key',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const revoked = await createApiKey(server.db, ref, { status: 'revoked' });
    const expired = await createApiKey(server.db, ref, { expiresAt: new Date(Date.now() - 1000) });
    const ids = async (query: string) => {
      const answer = await asAdmin('GET', `/v1/api-keys?service_account_id=${owner.id}${query}`);
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.items.map((i: { id: string }) => i.id).sort();
    };
    expect(await ids('')).toEqual([active.id, future.id, revoked.id, expired.id].sort());
    expect(await ids('&status=active')).toEqual([active.id, future.id].sort());
    expect(await ids('&status=revoked')).toEqual([revoked.id]);
    expect(await ids('&status=expired')).toEqual([expired.id]);
    expect(await ids('&status=revoked,expired')).toEqual([revoked.id, expired.id].sort());
    expect(await ids('&search=ALPHA')).toEqual([active.id]);
    expect(await ids(`&search=${future.keyPrefix}`)).toEqual([future.id]);

    const shown = await asAdmin('GET', `/v1/api-keys/${expired.id}`);
    expect(shown.body.data.status).toBe('expired');
    expectError(await asAdmin('GET', '/v1/api-keys?status=deleted'), 400, 'invalid_value');
    expectError(await asAdmin('GET', '/v1/api-keys?service_account_id=x'), 400, 'invalid_format');
  });

  it('pages by 10 by default and shows nothing of another tenant', async () => {
    const owner = await createServiceAccount(server.db, home);
    for (let i = 0; i < 11; i += 1) await createApiKey(server.db, { id: owner.id, tenantId: home });
    const page = await asAdmin('GET', `/v1/api-keys?service_account_id=${owner.id}`);
    expect(page.body.data.items).toHaveLength(10);
    expect(page.body.data.pagination).toEqual({
      has_next: true,
      page: 1,
      page_size: 10,
      total_items: 11,
      total_pages: 2,
    });
    const foreignAccount = await createServiceAccount(server.db, world.foreign.id);
    const foreignKey = await createApiKey(server.db, {
      id: foreignAccount.id,
      tenantId: world.foreign.id,
    });
    const answer = await asAdmin('GET', `/v1/api-keys?search=${foreignKey.keyPrefix}`);
    expect(answer.body.data.items).toEqual([]);
  });
});

describe('GET, PATCH, DELETE /v1/api-keys/{id}', () => {
  it('answers 404 for a key of another tenant on every operation and both transports', async () => {
    const foreignAccount = await createServiceAccount(server.db, world.foreign.id);
    const other = await createApiKey(server.db, {
      id: foreignAccount.id,
      tenantId: world.foreign.id,
    });
    expectError(await asAdmin('GET', `/v1/api-keys/${other.id}`), 404, 'not_found');
    expectError(
      await asAdmin('PATCH', `/v1/api-keys/${other.id}`, { name: 'x' }),
      404,
      'not_found',
    );
    expectError(
      await asAdmin('PATCH', `/v1/api-keys/${other.id}/status`, { status: 'revoked' }),
      404,
      'not_found',
    );
    expectError(await asAdmin('DELETE', `/v1/api-keys/${other.id}`), 404, 'not_found');
    const input = encodeURIComponent(JSON.stringify({ id: other.id }));
    const viaTrpc = await request('GET', `/trpc/apiKeys.get?input=${input}`, {
      token,
      tenant: home,
    });
    expect(viaTrpc.status).toBe(404);
    expect(await server.db.apiKey.findUnique({ where: { id: other.id } })).toMatchObject({
      name: other.name,
      status: 'active',
    });
  });

  it('updates name, description and expiry (null clears it; the past is refused)', async () => {
    const key = await created();
    const expiresAt = inHours(2);
    const answer = await asAdmin('PATCH', `/v1/api-keys/${key.id}`, {
      name: 'Renamed',
      description: 'Explained',
      expires_at: expiresAt,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Renamed',
      description: 'Explained',
      expires_at: expiresAt,
      key_prefix: key.key_prefix,
    });
    expect(answer.body.data.raw_key).toBeUndefined();
    const cleared = await asAdmin('PATCH', `/v1/api-keys/${key.id}`, { expires_at: null });
    expect(cleared.body.data).toMatchObject({ expires_at: null, name: 'Renamed' });
    const patch = (body: unknown) => asAdmin('PATCH', `/v1/api-keys/${key.id}`, body);
    expectError(await patch({ expires_at: inHours(-1) }), 400, 'invalid_value', 'expires_at');
    expectError(await patch({ name: 'n'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await patch({ description: 'd'.repeat(501) }), 400, 'too_long', 'description');
    expectError(await patch({ status: 'revoked' }), 400, 'unknown_field', 'status');
  });

  it('deletes for good', async () => {
    const key = await created();
    const answer = await asAdmin('DELETE', `/v1/api-keys/${key.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(await server.db.apiKey.findUnique({ where: { id: key.id } })).toBeNull();
    expectError(await asAdmin('GET', `/v1/api-keys/${key.id}`), 404, 'not_found');
    expectError(await asAdmin('DELETE', `/v1/api-keys/${key.id}`), 404, 'not_found');
  });
});

describe('PATCH /v1/api-keys/{id}/status', () => {
  const move = (id: string, status: unknown) =>
    asAdmin('PATCH', `/v1/api-keys/${id}/status`, { status });

  it('moves active <-> revoked; the same status again is a no-op', async () => {
    const key = await created();
    const revoked = await move(key.id, 'revoked');
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: key.id, status: 'revoked' });
    const again = await move(key.id, 'revoked');
    expect(again.body.data).toMatchObject({
      status: 'revoked',
      modified_at: revoked.body.data.modified_at,
    });
    expect((await move(key.id, 'active')).body.data.status).toBe('active');
    expect((await move(key.id, 'active')).body.data.status).toBe('active');
  });

  it('refuses to set expired, or anything unknown (400 invalid_value)', async () => {
    const key = await created();
    expectError(await move(key.id, 'expired'), 400, 'invalid_value', 'status');
    expectError(await move(key.id, 'inactive'), 400, 'invalid_value', 'status');
  });

  it('revokes an expired key but activates it only once expires_at is in the future', async () => {
    const key = await created({ expires_at: inHours(1) });
    await expire(key.id);
    expectError(await move(key.id, 'active'), 409, 'invalid_transition', 'status');
    const revoked = await move(key.id, 'revoked');
    expect(revoked.body.data.status).toBe('revoked');
    expectError(await move(key.id, 'active'), 409, 'invalid_transition', 'status');

    const extended = await asAdmin('PATCH', `/v1/api-keys/${key.id}`, { expires_at: inHours(1) });
    expect(extended.body.data.status).toBe('revoked');
    const active = await move(key.id, 'active');
    expect(active.status).toBe(200);
    expect(active.body.data.status).toBe('active');
  });
});

describe('access', () => {
  it('lets a viewer read but not write (403 forbidden naming the permission)', async () => {
    const owner = await createServiceAccount(server.db, world.second.id);
    const key = await createApiKey(server.db, { id: owner.id, tenantId: world.second.id });
    const asViewer = (method: string, path: string, body?: unknown) =>
      request(method, path, { token, tenant: world.second.id, body });
    expect((await asViewer('GET', '/v1/api-keys')).status).toBe(200);
    expect((await asViewer('GET', `/v1/api-keys/${key.id}`)).status).toBe(200);
    const writes = [
      await asViewer('POST', '/v1/api-keys', { name: 'x', service_account_id: owner.id }),
      await asViewer('PATCH', `/v1/api-keys/${key.id}`, { name: 'x' }),
      await asViewer('DELETE', `/v1/api-keys/${key.id}`),
      await asViewer('PATCH', `/v1/api-keys/${key.id}/status`, { status: 'revoked' }),
    ];
    for (const answer of writes) {
      expectError(answer, 403, 'forbidden');
      expect(answer.body.message).toContain('identity.api_keys.write');
    }
    expect(await server.db.apiKey.count({ where: { serviceAccountId: owner.id } })).toBe(1);
    expect(await server.db.apiKey.findUnique({ where: { id: key.id } })).toMatchObject({
      status: 'active',
      name: key.name,
    });
  });

  it('answers 403 tenant_forbidden for a foreign X-Tenant-Id', async () => {
    expectError(
      await request('GET', '/v1/api-keys', { token, tenant: world.foreign.id }),
      403,
      'tenant_forbidden',
    );
    expectError(
      await request('POST', '/v1/api-keys', {
        token,
        tenant: world.foreign.id,
        body: { name: 'x', service_account_id: account.id },
      }),
      403,
      'tenant_forbidden',
    );
  });
});
