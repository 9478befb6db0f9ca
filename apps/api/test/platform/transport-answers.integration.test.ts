// Every answer under /v1 carries the error envelope, also the ones Fastify or Node's HTTP
// parser would otherwise write themselves; no answer holding tokens or keys may be cached.
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const { request } = await testServer();
const world = await createTenantWorld(TWO_TENANT_USER);

const login = () =>
  request('POST', '/v1/auth/login', {
    body: { client_id: 'pim-api', email: world.user.email, password: world.user.password },
  });

describe('framework errors in the envelope', () => {
  it('answers a bad percent-encoding with 400 and the envelope', async () => {
    const token = (await login()).body.data.access_token;
    for (const path of ['/v1/roles/%FF', '/v1/roles/%E0%A4%A', '/v1/roles/%']) {
      const answer = await request('GET', path, { token, tenant: world.home.id });
      expect(answer.status, path).toBe(400);
      expect(answer.body?.success, `${path}: ${answer.text}`).toBe(false);
      expect(answer.body.errors[0].code).toMatch(/invalid_value|invalid_format/);
    }
  });

  it('answers a query string over 16 KB with 431 and the envelope', async () => {
    const answer = await request('GET', `/v1/roles?search=${'a'.repeat(20_000)}`);
    expectError(answer, 431, 'invalid_value');
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers long tRPC batch paths with the envelope', async () => {
    const names = Array(300).fill('users.list').join(',');
    const answer = await request('GET', `/trpc/${names}?batch=1`);
    expectError(answer, 400, 'too_long', 'batch');
    const unbatched = await request('GET', `/trpc/${'x'.repeat(5000)}`);
    expect(unbatched.status).toBe(404);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer, whatever form its path takes', async () => {
    const answer = await login();
    const token = answer.body.data.access_token;
    for (const path of ['/v1/auth/me', '/%761/auth/me', '/v%31/auth/me', '/%74rpc/auth.me']) {
      const me = await request('GET', path, { token });
      expect(me.status, path).toBe(200);
      expect(me.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await request('GET', '/health')).headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on errors met before any route, and on the bare prefixes', async () => {
    for (const path of ['/v1/roles/%E0%A4%A', '/trpc/auth.me%E0%A4%A', '/v1', '/trpc', '/v1?x=1']) {
      const answer = await request('GET', path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('is no-store on login, refresh, switch-tenant and API key creation', async () => {
    const answer = await login();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { access_token: token, refresh_token: refreshToken } = answer.body.data;
    const refreshed = await request('POST', '/v1/auth/refresh', {
      body: { client_id: 'pim-api', refresh_token: refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    const account = await request('POST', '/v1/service-accounts', {
      token,
      tenant: world.home.id,
      body: { code: `sa-cache-${Date.now()}`, name: 'Cache', role_ids: [] },
    });
    const key = await request('POST', '/v1/api-keys', {
      token,
      tenant: world.home.id,
      body: { name: 'k', service_account_id: account.body.data.id },
    });
    expect(key.status).toBe(200);
    expect(key.headers.get('cache-control')).toBe('no-store');
    const switched = await request('POST', '/v1/auth/switch-tenant', {
      token,
      body: { client_id: 'pim-api', tenant_id: world.second.id },
    });
    expect(switched.status).toBe(200);
    expect(switched.headers.get('cache-control')).toBe('no-store');
    const trpc = await request('POST', '/trpc/auth.login', {
      body: { client_id: 'pim-api', email: world.user.email, password: world.user.password },
    });
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get('cache-control')).toBe('no-store');
  });
});
