import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const { server, request } = await testServer();
const world = await createTenantWorld(TWO_TENANT_USER);

const login = (body: Record<string, unknown>) => request('POST', '/v1/auth/login', { body });

describe('POST /v1/auth/login', () => {
  it('returns a token set in the envelope', async () => {
    const answer = await login({
      client_id: 'pim-api',
      email: world.user.email,
      password: world.user.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(Object.keys(answer.body.data).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'token_type',
    ]);
    expect(answer.body.data.token_type).toBe('Bearer');
    expect(answer.body.data.expires_in).toBe(900);
    expect(answer.headers.get('x-request-id')).toMatch(/.+/);
  });

  it('accepts the e-mail in any case and records the login time', async () => {
    const answer = await login({
      client_id: 'pim-api',
      email: world.user.email.toUpperCase(),
      password: world.user.password,
    });
    expect(answer.status).toBe(200);
    const row = await server.db.user.findUniqueOrThrow({ where: { id: world.user.id } });
    expect(row.lastLoginAt).toBeInstanceOf(Date);
  });

  it('answers 401 invalid_credentials for a wrong password or unknown e-mail', async () => {
    expectError(
      await login({ client_id: 'pim-api', email: world.user.email, password: 'wrong-password' }),
      401,
      'invalid_credentials',
    );
    expectError(
      await login({ client_id: 'pim-api', email: 'nobody@example.test', password: 'whatever' }),
      401,
      'invalid_credentials',
    );
  });

  it('answers 400 required when client_id is missing', async () => {
    expectError(
      await login({ email: world.user.email, password: world.user.password }),
      400,
      'required',
      'client_id',
    );
  });

  it('answers 401 invalid_client for an unregistered client', async () => {
    expectError(
      await login({
        client_id: 'evil-app',
        email: world.user.email,
        password: world.user.password,
      }),
      401,
      'invalid_client',
      'client_id',
    );
  });

  it('logs in to a chosen tenant, and refuses one the user does not belong to', async () => {
    const ok = await login({
      client_id: 'pim-api',
      email: world.user.email,
      password: world.user.password,
      tenant_id: world.second.id,
    });
    expect(ok.status).toBe(200);
    const me = await request('GET', '/v1/auth/me', { token: ok.body.data.access_token });
    expect(me.body.data.active_tenant.tenant_id).toBe(world.second.id);
    expectError(
      await login({
        client_id: 'pim-api',
        email: world.user.email,
        password: world.user.password,
        tenant_id: world.foreign.id,
      }),
      403,
      'tenant_forbidden',
    );
  });

  it('rejects malformed JSON, unknown fields and wrong types with 400 and the field', async () => {
    expectError(
      await request('POST', '/v1/auth/login', { raw: '{"client_id": "pim-api",' }),
      400,
      'malformed_json',
    );
    expectError(
      await login({ client_id: 'pim-api', email: world.user.email, password: 'x', extra: 1 }),
      400,
      'unknown_field',
      'extra',
    );
    expectError(
      await login({ client_id: 'pim-api', email: 42, password: 'x' }),
      400,
      'invalid_type',
      'email',
    );
    expectError(
      await login({ client_id: 'pim-api', email: 'not-an-email', password: 'x' }),
      400,
      'invalid_format',
      'email',
    );
    expectError(
      await login({
        client_id: 'pim-api',
        email: world.user.email,
        password: 'x',
        tenant_id: 'nope',
      }),
      400,
      'invalid_format',
      'tenant_id',
    );
    expectError(await request('POST', '/v1/auth/login', { raw: '[1,2]' }), 400, 'invalid_type');
    expectError(await request('POST', '/v1/auth/login', { raw: 'null' }), 400, 'invalid_type');
  });

  it('answers 413 for a body over 10 MB', async () => {
    const answer = await request('POST', '/v1/auth/login', {
      raw: JSON.stringify({ client_id: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expectError(answer, 413, 'payload_too_large');
  });

  it('locks an e-mail after five failures within 15 minutes (429 with Retry-After)', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectError(
        await login({ client_id: 'pim-api', email: user.email, password: `wrong-${attempt}` }),
        401,
        'invalid_credentials',
      );
    }
    const sixth = await login({ client_id: 'pim-api', email: user.email, password: 'wrong-6' });
    expectError(sixth, 429, 'rate_limited');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
    // Locked means locked, even with the right password.
    expectError(
      await login({ client_id: 'pim-api', email: user.email, password: user.password }),
      429,
      'rate_limited',
    );
  });

  it('refuses inactive and suspended users', async () => {
    const { user } = await createTenantWorld(TWO_TENANT_USER);
    for (const status of ['inactive', 'suspended'] as const) {
      await server.db.user.update({ where: { id: user.id }, data: { status } });
      expectError(
        await login({ client_id: 'pim-api', email: user.email, password: user.password }),
        401,
        'invalid_credentials',
      );
    }
  });

  it('refuses a user whose only membership was removed', async () => {
    const { user, home, second } = await createTenantWorld(TWO_TENANT_USER);
    await server.db.tenantMembership.updateMany({
      where: { userId: user.id, tenantId: { in: [home.id, second.id] } },
      data: { status: 'removed' },
    });
    expectError(
      await login({ client_id: 'pim-api', email: user.email, password: user.password }),
      403,
      'tenant_forbidden',
    );
  });
});
