import { describe, expect, it } from 'vitest';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { probeRouter } from '../helpers/probe-router.ts';
import { ownTestServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const own = await ownTestServer({ router: probeRouter });
const { server, request } = own;
const world = await createTenantWorld({ ...TWO_TENANT_USER, signIn: ['user'], server: own });
const token = world.tokens.user;

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

  it('checks the caller before the shape of the input, as /trpc does', async () => {
    const url = `/v1/probe/${ID}`;
    for (const options of [{}, { raw: '[]' }, { raw: 'null' }, { body: { id: ID } }]) {
      const label = JSON.stringify(options);
      const anonymous = await request('PATCH', url, options);
      expect(anonymous.status, label).toBe(401);
      // The user only views `second`: no write permission there, whatever the body.
      const viewer = await request('PATCH', url, { ...options, token, tenant: world.second.id });
      expect(viewer.status, label).toBe(403);
    }
    expect((await request('DELETE', `${url}?id=${ID}`)).status).toBe(401);
    expectError(
      await request('DELETE', `${url}?id=${ID}`, { token, tenant: world.second.id }),
      403,
      'forbidden',
    );
    expect((await request('POST', '/trpc/probe.touch', { raw: '[]' })).status).toBe(401);
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
    const other = await createTenantWorld({ ...TWO_TENANT_USER, server: own });
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
  it('answers 500 when an answer breaks its own output schema, on both transports', async () => {
    const rest = await request('GET', '/v1/probe/bad-output', { token, tenant: world.home.id });
    expectError(rest, 500, 'internal_error');
    expect(rest.text).not.toContain('internal_name');
    const trpc = await request('GET', '/trpc/probe.badOutput', { token, tenant: world.home.id });
    expectTrpcError(trpc, 500, 'internal_error');
    expect(trpc.text).not.toContain('internal_name');
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

describe('the change source of a request', () => {
  it('is console for the console client, api for other clients and for API keys', async () => {
    const w = await createTenantWorld({
      tenants: ['home'],
      users: { admin: { home: 'admin' } },
      machines: { bot: { tenant: 'home', grant: 'admin' } },
      server: own,
    });
    const tokenFor = async (clientId: string) => {
      const answer = await request('POST', '/v1/auth/login', {
        body: { client_id: clientId, email: w.admin.email, password: w.admin.password },
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.access_token as string;
    };
    const sourceOf = async (token: string) => {
      const rest = await request('GET', '/v1/probe/source', { token });
      const trpc = await request('GET', '/trpc/probe.source', { token });
      expect(rest.status, rest.text).toBe(200);
      expect(trpc.body.result.data.source).toBe(rest.body.data.source);
      return rest.body.data.source as string;
    };
    expect(await sourceOf(await tokenFor('pim-console'))).toBe('console');
    expect(await sourceOf(await tokenFor('pim-api'))).toBe('api');
    expect(await sourceOf(w.bot.key.rawKey)).toBe('api');
  });
});

describe('HEAD under /v1', () => {
  it('answers as GET would, without a body: the ladder runs, nothing is skipped', async () => {
    const head = await request('HEAD', '/v1/auth/me', { token });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-type')).toContain('application/json');
    expect((await request('HEAD', '/v1/auth/me')).status).toBe(401);
    expect((await request('HEAD', '/v1/no-such-route', { token })).status).toBe(404);
  });
});
