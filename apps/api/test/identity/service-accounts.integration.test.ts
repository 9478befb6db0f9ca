import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createApiKey, createServiceAccount } from '../helpers/factories.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const { server, request } = await testServer();
const world = await createTenantWorld({ ...TWO_TENANT_USER, signIn: ['user'] });
const token = world.tokens.user;
const home = world.home.id;

let counter = 0;
const code = () => `sa-${Date.now().toString(36)}-${(counter += 1)}`;
const asAdmin = (method: string, path: string, body?: unknown) =>
  request(method, path, { token, tenant: home, body });

async function created(body: Record<string, unknown> = {}) {
  const answer = await asAdmin('POST', '/v1/service-accounts', {
    code: code(),
    name: 'Sync bot',
    ...body,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

describe('POST /v1/service-accounts', () => {
  it('creates with the documented defaults and answers the service account', async () => {
    const answer = await asAdmin('POST', '/v1/service-accounts', { code: 'erp-sync', name: 'ERP' });
    expect(answer.status).toBe(200);
    const account = answer.body.data;
    expect(Object.keys(account).sort()).toEqual(
      [
        'api_key_count',
        'code',
        'created_at',
        'created_by',
        'description',
        'id',
        'modified_at',
        'modified_by',
        'name',
        'roles',
        'status',
      ].sort(),
    );
    expect(account).toMatchObject({
      code: 'erp-sync',
      name: 'ERP',
      description: null,
      status: 'active',
      roles: [],
      api_key_count: 0,
      created_by: { id: world.user.id, name: world.user.name, type: 'user' },
    });
    expect(account.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('assigns live roles of the tenant', async () => {
    const account = await created({
      description: 'Feeds the ERP',
      role_ids: [world.home.roles.viewer, world.home.roles.editor, world.home.roles.viewer],
    });
    expect(account.description).toBe('Feeds the ERP');
    expect(account.roles.map((r: { code: string }) => r.code)).toEqual(['editor', 'viewer']);
    expect(account.roles[0]).toEqual({
      code: 'editor',
      id: world.home.roles.editor,
      name: 'Editor',
    });
  });

  it('refuses roles of another tenant or deleted roles with 400 invalid_reference', async () => {
    expectError(
      await asAdmin('POST', '/v1/service-accounts', {
        code: code(),
        name: 'x',
        role_ids: [world.foreign.roles.admin],
      }),
      400,
      'invalid_reference',
      'role_ids',
    );
    const gone = await server.db.role.create({
      data: { tenantId: home, code: code(), name: 'Gone', deletedAt: new Date() },
    });
    expectError(
      await asAdmin('POST', '/v1/service-accounts', {
        code: code(),
        name: 'x',
        role_ids: [gone.id],
      }),
      400,
      'invalid_reference',
      'role_ids',
    );
  });

  it('validates every field and its limit', async () => {
    const post = (body: unknown) => asAdmin('POST', '/v1/service-accounts', body);
    expectError(await post({ name: 'x' }), 400, 'required', 'code');
    expectError(await post({ code: code() }), 400, 'required', 'name');
    expectError(await post({ code: 'x'.repeat(101), name: 'x' }), 400, 'too_long', 'code');
    expectError(await post({ code: 'has space', name: 'x' }), 400, 'invalid_format', 'code');
    expectError(await post({ code: code(), name: '' }), 400, 'too_short', 'name');
    expectError(await post({ code: code(), name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(
      await post({ code: code(), name: 'x', description: 'd'.repeat(501) }),
      400,
      'too_long',
      'description',
    );
    expectError(await post({ code: code(), name: 7 }), 400, 'invalid_type', 'name');
    expectError(
      await post({ code: code(), name: 'x', role_ids: ['nope'] }),
      400,
      'invalid_format',
      'role_ids.0',
    );
    expectError(await post({ code: code(), name: 'x', bogus: 1 }), 400, 'unknown_field', 'bogus');
    // At the limits exactly.
    const ok = await post({
      code: `c${'x'.repeat(99 - String(counter).length)}${(counter += 1)}`,
      name: 'n'.repeat(255),
      description: 'd'.repeat(500),
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it('answers 409 already_exists for a code already used in the tenant, not in another', async () => {
    const first = await created();
    expectError(
      await asAdmin('POST', '/v1/service-accounts', { code: first.code, name: 'again' }),
      409,
      'already_exists',
      'code',
    );
    await createServiceAccount(server.db, world.second.id).then(async (other) => {
      const answer = await request('POST', '/v1/service-accounts', {
        token,
        tenant: home,
        body: { code: other.code, name: 'same code, other tenant' },
      });
      expect(answer.status).toBe(200);
    });
  });
});

describe('GET /v1/service-accounts', () => {
  it('lists with search, status filter, api_key_count and the default page size', async () => {
    const marker = `find-${Date.now().toString(36)}`;
    const a = await created({ name: `${marker} alpha` });
    const b = await created({ code: `${marker}-code`, name: 'beta' });
    await asAdmin('PATCH', `/v1/service-accounts/${b.id}/status`, { status: 'inactive' });
    await createApiKey(server.db, { id: a.id, tenantId: home });
    await createApiKey(server.db, { id: a.id, tenantId: home });

    const found = await asAdmin('GET', `/v1/service-accounts?search=${marker.toUpperCase()}`);
    expect(found.status).toBe(200);
    expect(found.body.data.items.map((i: { id: string }) => i.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(found.body.data.items.find((i: { id: string }) => i.id === a.id).api_key_count).toBe(2);
    expect(found.body.data.pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 10,
      total_items: 2,
      total_pages: 1,
    });

    const inactive = await asAdmin('GET', `/v1/service-accounts?search=${marker}&status=inactive`);
    expect(inactive.body.data.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    const both = await asAdmin(
      'GET',
      `/v1/service-accounts?search=${marker}&status=active,inactive&sort=name`,
    );
    expect(both.body.data.items.map((i: { id: string }) => i.id)).toEqual([b.id, a.id]);
    const descending = await asAdmin('GET', `/v1/service-accounts?search=${marker}&sort=-name`);
    expect(descending.body.data.items.map((i: { id: string }) => i.id)).toEqual([a.id, b.id]);
    expectError(await asAdmin('GET', '/v1/service-accounts?status=gone'), 400, 'invalid_value');
    expectError(await asAdmin('GET', '/v1/service-accounts?page_size=101'), 400, 'out_of_range');
  });

  it('pages, newest first by default', async () => {
    for (let i = 0; i < 12; i += 1) await created();
    const first = await asAdmin('GET', '/v1/service-accounts');
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.pagination.has_next).toBe(true);
    const dates = first.body.data.items.map((i: { created_at: string }) => i.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows nothing of another tenant', async () => {
    const other = await createServiceAccount(server.db, world.foreign.id);
    const answer = await asAdmin('GET', `/v1/service-accounts?search=${other.code}`);
    expect(answer.body.data.items).toEqual([]);
  });
});

describe('GET, PATCH, DELETE /v1/service-accounts/{id}', () => {
  it('gets one, and 404 for an id of another tenant on both transports', async () => {
    const account = await created();
    const answer = await asAdmin('GET', `/v1/service-accounts/${account.id}`);
    expect(answer.body.data).toEqual(account);

    const other = await createServiceAccount(server.db, world.foreign.id);
    expectError(await asAdmin('GET', `/v1/service-accounts/${other.id}`), 404, 'not_found');
    const input = encodeURIComponent(JSON.stringify({ id: other.id }));
    const viaTrpc = await request('GET', `/trpc/serviceAccounts.get?input=${input}`, {
      token,
      tenant: home,
    });
    expect(viaTrpc.status).toBe(404);
    expect(
      (
        await request('PATCH', `/v1/service-accounts/${other.id}`, {
          token,
          tenant: home,
          body: { name: 'taken over' },
        })
      ).status,
    ).toBe(404);
    expectError(await asAdmin('DELETE', `/v1/service-accounts/${other.id}`), 404, 'not_found');
    expectError(
      await asAdmin('PATCH', `/v1/service-accounts/${other.id}/status`, { status: 'inactive' }),
      404,
      'not_found',
    );
    expect((await server.db.serviceAccount.findUnique({ where: { id: other.id } }))?.name).toBe(
      other.name,
    );
  });

  it('updates name and description, and role_ids replaces the roles', async () => {
    const account = await created({ role_ids: [world.home.roles.viewer] });
    const answer = await asAdmin('PATCH', `/v1/service-accounts/${account.id}`, {
      name: 'Renamed',
      description: 'Now documented',
      role_ids: [world.home.roles.editor],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      code: account.code,
      name: 'Renamed',
      description: 'Now documented',
      roles: [{ code: 'editor', id: world.home.roles.editor, name: 'Editor' }],
    });
    const kept = await asAdmin('PATCH', `/v1/service-accounts/${account.id}`, { name: 'Again' });
    expect(kept.body.data.roles.map((r: { code: string }) => r.code)).toEqual(['editor']);
    const cleared = await asAdmin('PATCH', `/v1/service-accounts/${account.id}`, {
      description: null,
      role_ids: [],
    });
    expect(cleared.body.data).toMatchObject({ description: null, roles: [], name: 'Again' });

    const patch = (body: unknown) => asAdmin('PATCH', `/v1/service-accounts/${account.id}`, body);
    expectError(await patch({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await patch({ description: 'x'.repeat(501) }), 400, 'too_long', 'description');
    expectError(await patch({ code: 'immutable' }), 400, 'unknown_field', 'code');
    expectError(
      await patch({ role_ids: [world.foreign.roles.viewer] }),
      400,
      'invalid_reference',
      'role_ids',
    );
  });

  it('deletes for good, with its role mappings and API keys', async () => {
    const account = await created({ role_ids: [world.home.roles.viewer] });
    const key = await createApiKey(server.db, { id: account.id, tenantId: home });
    const answer = await asAdmin('DELETE', `/v1/service-accounts/${account.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expectError(await asAdmin('GET', `/v1/service-accounts/${account.id}`), 404, 'not_found');
    expect(await server.db.apiKey.findUnique({ where: { id: key.id } })).toBeNull();
    expect(
      await server.db.serviceAccountRole.count({ where: { serviceAccountId: account.id } }),
    ).toBe(0);
    expectError(await asAdmin('DELETE', `/v1/service-accounts/${account.id}`), 404, 'not_found');
  });
});

describe('PATCH /v1/service-accounts/{id}/status', () => {
  it('moves active <-> inactive, and the same status again is a no-op', async () => {
    const account = await created();
    const move = (status: unknown) =>
      asAdmin('PATCH', `/v1/service-accounts/${account.id}/status`, { status });
    const inactive = await move('inactive');
    expect(inactive.status).toBe(200);
    expect(inactive.body.data).toMatchObject({ id: account.id, status: 'inactive' });
    expect((await move('inactive')).body.data.status).toBe('inactive');
    const active = await move('active');
    expect(active.body.data.status).toBe('active');
    expect((await move('active')).body.data.modified_at).toBe(active.body.data.modified_at);
    expectError(await move('suspended'), 400, 'invalid_value', 'status');
    // A missing status is a 400 on the field (zod reports the enum's invalid_value).
    const missing = await asAdmin('PATCH', `/v1/service-accounts/${account.id}/status`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('status');
  });
});

describe('access', () => {
  it('lets a viewer read but not write (403 forbidden naming the permission)', async () => {
    const account = await createServiceAccount(server.db, world.second.id);
    const asViewer = (method: string, path: string, body?: unknown) =>
      request(method, path, { token, tenant: world.second.id, body });
    expect((await asViewer('GET', '/v1/service-accounts')).status).toBe(200);
    expect((await asViewer('GET', `/v1/service-accounts/${account.id}`)).status).toBe(200);
    const writes = [
      await asViewer('POST', '/v1/service-accounts', { code: code(), name: 'x' }),
      await asViewer('PATCH', `/v1/service-accounts/${account.id}`, { name: 'x' }),
      await asViewer('DELETE', `/v1/service-accounts/${account.id}`),
      await asViewer('PATCH', `/v1/service-accounts/${account.id}/status`, { status: 'inactive' }),
    ];
    for (const answer of writes) {
      expectError(answer, 403, 'forbidden');
      expect(answer.body.message).toContain('identity.service_accounts.write');
    }
    expect(await server.db.serviceAccount.findUnique({ where: { id: account.id } })).toMatchObject({
      status: 'active',
      name: account.name,
    });
  });

  it('answers 403 tenant_forbidden for a foreign X-Tenant-Id and 400 without one', async () => {
    expectError(
      await request('GET', '/v1/service-accounts', { token, tenant: world.foreign.id }),
      403,
      'tenant_forbidden',
    );
    expectError(
      await request('POST', '/v1/service-accounts', {
        token,
        tenant: world.foreign.id,
        body: { code: code(), name: 'x' },
      }),
      403,
      'tenant_forbidden',
    );
    expectError(await request('GET', '/v1/service-accounts', { token }), 400, 'missing_tenant');
    expectError(await request('GET', '/v1/service-accounts'), 401, 'unauthenticated');
  });
});
