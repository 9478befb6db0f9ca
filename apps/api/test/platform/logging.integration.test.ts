import { expect, it } from 'vitest';
import { probeRouter } from '../helpers/probe-router.ts';
import { ownTestServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const lines: string[] = [];
const own = await ownTestServer({
  router: probeRouter,
  logLevel: 'debug',
  logStream: { write: (line) => lines.push(line) },
});

it('logs one structured line per request and never a password, token or key', async () => {
  const { request } = own;
  const world = await createTenantWorld({ ...TWO_TENANT_USER, server: own });
  const login = await request('POST', '/v1/auth/login', {
    body: { client_id: 'pim-api', email: world.user.email, password: world.user.password },
    headers: { 'x-request-id': 'log-test-1' },
  });
  const { access_token, refresh_token } = login.body.data;
  await request('POST', '/v1/auth/login', {
    body: { client_id: 'pim-api', email: world.user.email, password: 'wrong-secret-value' },
  });
  await request('GET', '/v1/auth/me', { token: access_token });
  await request('POST', '/v1/auth/refresh', { body: { client_id: 'pim-api', refresh_token } });
  await request('GET', '/v1/probe/boom', { token: access_token, tenant: world.home.id });

  const log = lines.join('');
  for (const secret of [world.user.password, 'wrong-secret-value', access_token, refresh_token]) {
    expect(log).not.toContain(secret);
  }
  const entries = lines.map((line) => JSON.parse(line));
  const first = entries.find((e) => e.reqId === 'log-test-1' && e.msg === 'request');
  expect(first).toMatchObject({ method: 'POST', path: '/v1/auth/login', status: 200 });
  // The internal error is logged with its detail, which the client never sees.
  expect(
    entries.some((e) => e.msg === 'internal error' && JSON.stringify(e).includes('secret detail')),
  ).toBe(true);
});
