import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthWorld, expectError } from './helpers/identity.ts';
import { probeRouter } from './helpers/probe-router.ts';
import { client, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let request: ReturnType<typeof client>;
let world: Awaited<ReturnType<typeof createAuthWorld>>;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ router: probeRouter });
  request = client(server.baseUrl);
  world = await createAuthWorld(server.db);
  const answer = await request('POST', '/v1/auth/login', {
    body: { client_id: 'pim-api', email: world.user.email, password: world.user.password },
  });
  token = answer.body.data.access_token;
});
afterAll(() => server.close());

const ID = '3f0c8a52-5b0e-4c1e-9d55-0a4f1f6d9e11';

describe('tenant ladder', () => {
  it('checks authentication, then the tenant header, then the permission', async () => {
    expectError(await request('GET', '/v1/probe'), 401, 'unauthenticated');
    expectError(await request('GET', '/v1/probe', { token }), 400, 'missing_tenant', 'X-Tenant-Id');
    expectError(
      await request('GET', '/v1/probe', { token, tenant: world.foreign.id }),
      403,
      'tenant_forbidden',
    );
    expectError(
      await request('GET', '/v1/probe', { token, tenant: 'not-a-uuid' }),
      403,
      'tenant_forbidden',
    );
    const ok = await request('GET', '/v1/probe', { token, tenant: world.home.id });
    expect(ok.status).toBe(200);
    expect(ok.body.data.tenant_id).toBe(world.home.id);
  });

  it('uses the roles of the X-Tenant-Id tenant, and refuses before validating the body', async () => {
    // The user is admin in `home` but viewer in `second`.
    expect(
      (await request('POST', '/v1/probe', { token, tenant: world.home.id, body: { name: 'ok' } }))
        .status,
    ).toBe(201);
    const refused = await request('POST', '/v1/probe', {
      token,
      tenant: world.second.id,
      body: { name: 'far too long', bogus: 1 },
    });
    expectError(refused, 403, 'forbidden');
    expect(refused.body.message).toContain('catalog.products.write');
    expect((await request('GET', '/v1/probe', { token, tenant: world.second.id })).status).toBe(
      200,
    );
  });

  it('acts in the token tenant for token-tenant operations, refusing a foreign header', async () => {
    const plain = await request('GET', '/v1/probe/token-tenant', { token });
    expect(plain.body.data.tenant_id).toBe(world.home.id);
    // A header naming another of the caller's tenants does not move the operation.
    const other = await request('GET', '/v1/probe/token-tenant', {
      token,
      tenant: world.second.id,
    });
    expect(other.body.data.tenant_id).toBe(world.home.id);
    expectError(
      await request('GET', '/v1/probe/token-tenant', { token, tenant: world.foreign.id }),
      403,
      'tenant_forbidden',
    );
  });

  it('grants nothing through an inactive role', async () => {
    const other = await createAuthWorld(server.db);
    const login = await request('POST', '/v1/auth/login', {
      body: { client_id: 'pim-api', email: other.user.email, password: other.user.password },
    });
    await server.db.role.update({
      where: { id: other.home.roles.admin },
      data: { status: 'inactive' },
    });
    expectError(
      await request('GET', '/v1/probe', {
        token: login.body.data.access_token,
        tenant: other.home.id,
      }),
      403,
      'forbidden',
    );
  });
});

describe('REST conventions', () => {
  it('accepts array query parameters repeated or comma-separated', async () => {
    const repeated = await request('GET', '/v1/probe?status=active&status=inactive', {
      token,
      tenant: world.home.id,
    });
    const commas = await request('GET', '/v1/probe?status=active,inactive', {
      token,
      tenant: world.home.id,
    });
    const single = await request('GET', '/v1/probe?status=active', {
      token,
      tenant: world.home.id,
    });
    expect(repeated.body.data.status).toEqual(['active', 'inactive']);
    expect(commas.body.data.status).toEqual(['active', 'inactive']);
    expect(single.body.data.status).toEqual(['active']);
    expectError(
      await request('GET', '/v1/probe?status=active,bogus', { token, tenant: world.home.id }),
      400,
      'invalid_value',
      'status.1',
    );
  });

  it('applies page defaults and limits', async () => {
    const defaults = await request('GET', '/v1/probe', { token, tenant: world.home.id });
    expect(defaults.body.data).toMatchObject({ page: 1, page_size: 10 });
    expectError(
      await request('GET', '/v1/probe?page_size=101', { token, tenant: world.home.id }),
      400,
      'out_of_range',
      'page_size',
    );
    expectError(
      await request('GET', '/v1/probe?page=0', { token, tenant: world.home.id }),
      400,
      'out_of_range',
      'page',
    );
    expectError(
      await request('GET', '/v1/probe?page=abc', { token, tenant: world.home.id }),
      400,
      'invalid_type',
      'page',
    );
  });

  it('answers 201, 204 with no body, and the envelope without data', async () => {
    const created = await request('POST', '/v1/probe', {
      token,
      tenant: world.home.id,
      body: { name: 'x' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: true, data: { name: 'x' } });
    const removed = await request('DELETE', `/v1/probe/${ID}`, { token, tenant: world.home.id });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    const touched = await request('PATCH', `/v1/probe/${ID}`, {
      token,
      tenant: world.home.id,
      body: {},
    });
    expect(touched.status).toBe(200);
    expect(touched.body).toEqual({ success: true });
  });

  it('reports too long values and bad path parameters with their field', async () => {
    expectError(
      await request('POST', '/v1/probe', {
        token,
        tenant: world.home.id,
        body: { name: 'toolong' },
      }),
      400,
      'too_long',
      'name',
    );
    expectError(
      await request('POST', '/v1/probe', { token, tenant: world.home.id, body: {} }),
      400,
      'required',
      'name',
    );
    expectError(
      await request('DELETE', '/v1/probe/123', { token, tenant: world.home.id }),
      400,
      'invalid_format',
      'id',
    );
  });

  it('answers 404 in the envelope for unknown routes', async () => {
    expectError(await request('GET', '/v1/nothing-here'), 404, 'not_found');
    expectError(await request('GET', '/elsewhere'), 404, 'not_found');
  });

  it('hides internal errors behind a request id', async () => {
    const answer = await request('GET', '/v1/probe/boom', {
      token,
      tenant: world.home.id,
      headers: { 'x-request-id': 'trace-123' },
    });
    expectError(answer, 500, 'internal_error');
    expect(answer.text).not.toContain('SELECT');
    expect(answer.headers.get('x-request-id')).toBe('trace-123');
  });
});

describe('health', () => {
  it('answers /health and /ready', async () => {
    expect((await request('GET', '/health')).body).toEqual({
      success: true,
      data: { status: 'ok' },
    });
    expect((await request('GET', '/ready')).body).toEqual({
      success: true,
      data: { status: 'ready' },
    });
  });
});
