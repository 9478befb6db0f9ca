// A web page of an allowed origin (CORS_ORIGINS) may call /v1 from a browser: the preflight
// allows the headers the API reads, answers expose the ones it sends; another origin's page
// gets no permission, and a server without CORS_ORIGINS gives none to anybody.
import { describe, expect, it } from 'vitest';
import { ownTestServer, testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const SHOP = 'https://shop.example.com';
const { server } = await ownTestServer({ corsOrigins: [SHOP] });
const { server: closed } = await testServer();

const preflight = (baseUrl: string, origin: string) =>
  fetch(`${baseUrl}/v1/products`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,idempotency-key,x-tenant-id',
    },
  });

describe('CORS on /v1', () => {
  it('lets an allowed origin’s page send the API’s headers and read its answers', async () => {
    const allowed = await preflight(server.baseUrl, SHOP);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const headers = allowed.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const name of ['authorization', 'content-type', 'idempotency-key', 'x-tenant-id']) {
      expect(headers).toContain(name);
    }
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('access-control-max-age')).toBe('600');

    const w = await createTenantWorld(TWO_TENANT_USER);
    const login = await fetch(`${server.baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { origin: SHOP, 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: 'pim-api',
        email: w.user.email,
        password: w.user.password,
      }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe(SHOP);
    const exposed = login.headers.get('access-control-expose-headers')!.toLowerCase();
    for (const name of ['retry-after', 'idempotent-replayed', 'content-disposition']) {
      expect(exposed).toContain(name);
    }
  });

  it('gives another origin nothing, and a server without CORS_ORIGINS nobody', async () => {
    const other = await preflight(server.baseUrl, 'https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${server.baseUrl}/v1/openapi.json`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const none = await preflight(closed.baseUrl, SHOP);
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });
});
