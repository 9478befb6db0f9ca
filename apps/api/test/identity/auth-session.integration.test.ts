import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { TEST_JWT_SECRET, testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const { server, request } = await testServer();

async function loggedIn(clientId = 'pim-console') {
  const world = await createTenantWorld(TWO_TENANT_USER);
  const answer = await request('POST', '/v1/auth/login', {
    body: { client_id: clientId, email: world.user.email, password: world.user.password },
  });
  expect(answer.status).toBe(200);
  return { ...world, tokens: answer.body.data as { access_token: string; refresh_token: string } };
}

describe('GET /v1/auth/me', () => {
  it('describes the user, roles, permissions and tenants', async () => {
    const { tokens, user, home, second } = await loggedIn();
    const answer = await request('GET', '/v1/auth/me', { token: tokens.access_token });
    expect(answer.status).toBe(200);
    const me = answer.body.data;
    expect(me.user).toEqual({ id: user.id, name: user.name });
    expect(me.roles).toEqual(['admin']);
    expect(me.permissions).toContain('identity.users.write');
    expect(me.permissions).toContain('catalog.products.approve');
    expect(me.tenants.map((t: { tenant_id: string }) => t.tenant_id).sort()).toEqual(
      [home.id, second.id].sort(),
    );
    expect(me.active_tenant).toMatchObject({
      tenant_id: home.id,
      tenant_code: home.code,
      is_default: true,
      status: 'active',
    });
    expect(Object.keys(me.active_tenant).sort()).toEqual([
      'is_default',
      'organization_code',
      'organization_id',
      'organization_name',
      'status',
      'tenant_code',
      'tenant_id',
      'tenant_name',
    ]);
  });

  it('answers 401 unauthenticated without a usable Authorization header', async () => {
    expectError(await request('GET', '/v1/auth/me'), 401, 'unauthenticated');
    expectError(
      await request('GET', '/v1/auth/me', { headers: { authorization: 'Basic abc' } }),
      401,
      'unauthenticated',
    );
  });

  it('answers 401 token_expired for an expired token', async () => {
    const { user, home } = await loggedIn();
    const expired = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000', tid: home.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('pim')
      .setAudience('pim-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expectError(await request('GET', '/v1/auth/me', { token: expired }), 401, 'token_expired');
  });

  it('answers 401 invalid_token for tampered, alg:none and foreign-key tokens', async () => {
    const { tokens } = await loggedIn();
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    expectError(
      await request('GET', '/v1/auth/me', { token: `${header}.${forged}.${signature}` }),
      401,
      'invalid_token',
    );

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectError(
      await request('GET', '/v1/auth/me', { token: `${none}.${payload}.` }),
      401,
      'invalid_token',
    );

    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expectError(await request('GET', '/v1/auth/me', { token: otherKey }), 401, 'invalid_token');
    expectError(await request('GET', '/v1/auth/me', { token: 'garbage' }), 401, 'invalid_token');
  });

  it('stops honouring a token at once when the user is suspended or the membership removed', async () => {
    const first = await loggedIn();
    await server.db.user.update({ where: { id: first.user.id }, data: { status: 'suspended' } });
    expectError(
      await request('GET', '/v1/auth/me', { token: first.tokens.access_token }),
      401,
      'invalid_token',
    );
    expectError(
      await request('POST', '/v1/auth/refresh', {
        body: { client_id: 'pim-console', refresh_token: first.tokens.refresh_token },
      }),
      401,
      'invalid_refresh_token',
    );

    const second = await loggedIn();
    await server.db.tenantMembership.updateMany({
      where: { userId: second.user.id, tenantId: second.home.id },
      data: { status: 'removed' },
    });
    expectError(
      await request('GET', '/v1/auth/me', { token: second.tokens.access_token }),
      401,
      'invalid_token',
    );
  });
});

describe('POST /v1/auth/refresh', () => {
  it('returns a new access token without a refresh token', async () => {
    const { tokens } = await loggedIn();
    const answer = await request('POST', '/v1/auth/refresh', {
      body: { client_id: 'pim-console', refresh_token: tokens.refresh_token },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual([
      'access_token',
      'expires_in',
      'token_type',
    ]);
    expect(
      (await request('GET', '/v1/auth/me', { token: answer.body.data.access_token })).status,
    ).toBe(200);
  });

  it('answers 401 for an invalid, foreign-client or logged-out refresh token', async () => {
    const { tokens } = await loggedIn('pim-console');
    expectError(
      await request('POST', '/v1/auth/refresh', {
        body: { client_id: 'pim-console', refresh_token: 'not-a-token' },
      }),
      401,
      'invalid_refresh_token',
    );
    expectError(
      await request('POST', '/v1/auth/refresh', {
        body: { client_id: 'pim-api', refresh_token: tokens.refresh_token },
      }),
      401,
      'invalid_refresh_token',
    );
    expectError(
      await request('POST', '/v1/auth/refresh', {
        body: { client_id: 'nope', refresh_token: tokens.refresh_token },
      }),
      401,
      'invalid_client',
    );

    const logout = await request('POST', '/v1/auth/logout', {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true, data: null });
    expectError(
      await request('POST', '/v1/auth/refresh', {
        body: { client_id: 'pim-console', refresh_token: tokens.refresh_token },
      }),
      401,
      'invalid_refresh_token',
    );
    // The session's access tokens end with it.
    expectError(
      await request('GET', '/v1/auth/me', { token: tokens.access_token }),
      401,
      'invalid_token',
    );
    expectError(
      await request('POST', '/v1/auth/logout', { body: { refresh_token: tokens.refresh_token } }),
      401,
      'invalid_refresh_token',
    );
  });

  it('stores only a hash of the refresh token', async () => {
    const { tokens, user } = await loggedIn();
    const rows = await server.db.refreshToken.findMany({ where: { session: { userId: user.id } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(tokens.refresh_token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /v1/auth/switch-tenant', () => {
  it('returns tokens for the new tenant and ends the old session', async () => {
    const { tokens, second, user } = await loggedIn();
    const answer = await request('POST', '/v1/auth/switch-tenant', {
      token: tokens.access_token,
      body: { client_id: 'pim-console', tenant_id: second.id },
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.token_type).toBe('Bearer');
    expect(data.tenant_info).toMatchObject({
      tenant_id: second.id,
      tenant_code: second.code,
      is_default: false,
    });
    expect(data.user).toEqual({
      email: user.email,
      id: user.id,
      name: user.name,
      status: 'active',
    });

    const me = await request('GET', '/v1/auth/me', { token: data.access_token });
    expect(me.body.data.active_tenant.tenant_id).toBe(second.id);
    expect(me.body.data.roles).toEqual(['viewer']);
    expectError(
      await request('POST', '/v1/auth/refresh', {
        body: { client_id: 'pim-console', refresh_token: tokens.refresh_token },
      }),
      401,
      'invalid_refresh_token',
    );
    const refreshed = await request('POST', '/v1/auth/refresh', {
      body: { client_id: 'pim-console', refresh_token: data.refresh_token },
    });
    expect(refreshed.status).toBe(200);
  });

  it('answers 403 for a tenant the user does not belong to, 401 without a token', async () => {
    const { tokens, foreign } = await loggedIn();
    expectError(
      await request('POST', '/v1/auth/switch-tenant', {
        token: tokens.access_token,
        body: { client_id: 'pim-console', tenant_id: foreign.id },
      }),
      403,
      'tenant_forbidden',
    );
    expectError(
      await request('POST', '/v1/auth/switch-tenant', {
        body: { client_id: 'pim-console', tenant_id: foreign.id },
      }),
      401,
      'unauthenticated',
    );
  });
});

describe('POST /v1/auth/change-password', () => {
  it('checks the old password and the new password length', async () => {
    const { tokens, user } = await loggedIn();
    expectError(
      await request('POST', '/v1/auth/change-password', {
        token: tokens.access_token,
        body: { old_password: 'wrong-password', new_password: 'brand-new-pass' },
      }),
      400,
      'invalid_credentials',
      'old_password',
    );
    expectError(
      await request('POST', '/v1/auth/change-password', {
        token: tokens.access_token,
        body: { old_password: user.password, new_password: 'seven77' },
      }),
      400,
      'too_short',
      'new_password',
    );
  });

  it('changes the password and ends every other session', async () => {
    const { tokens, user } = await loggedIn();
    const other = await request('POST', '/v1/auth/login', {
      body: { client_id: 'pim-api', email: user.email, password: user.password },
    });
    const answer = await request('POST', '/v1/auth/change-password', {
      token: tokens.access_token,
      body: { old_password: user.password, new_password: 'brand-new-pass' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: null });

    expect((await request('GET', '/v1/auth/me', { token: tokens.access_token })).status).toBe(200);
    expectError(
      await request('GET', '/v1/auth/me', { token: other.body.data.access_token }),
      401,
      'invalid_token',
    );
    expectError(
      await request('POST', '/v1/auth/refresh', {
        body: { client_id: 'pim-api', refresh_token: other.body.data.refresh_token },
      }),
      401,
      'invalid_refresh_token',
    );
    expectError(
      await request('POST', '/v1/auth/login', {
        body: { client_id: 'pim-api', email: user.email, password: user.password },
      }),
      401,
      'invalid_credentials',
    );
    expect(
      (
        await request('POST', '/v1/auth/login', {
          body: { client_id: 'pim-api', email: user.email, password: 'brand-new-pass' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('tRPC transport', () => {
  it('serves the same procedures under /trpc', async () => {
    const world = await createTenantWorld(TWO_TENANT_USER);
    const loginAnswer = await request('POST', '/trpc/auth.login', {
      body: { client_id: 'pim-console', email: world.user.email, password: world.user.password },
    });
    expect(loginAnswer.status).toBe(200);
    const token = loginAnswer.body.result.data.access_token;
    const me = await request('GET', '/trpc/auth.me', { token });
    expect(me.body.result.data.user.id).toBe(world.user.id);
  });

  it('reports errors with the contract codes and statuses', async () => {
    const answer = await request('POST', '/trpc/auth.login', {
      body: { client_id: 'pim-console', email: 'x@example.test', password: 'x', extra: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.data.errors).toContainEqual(
      expect.objectContaining({ code: 'unknown_field', field: 'extra' }),
    );
    const me = await request('GET', '/trpc/auth.me');
    expect(me.status).toBe(401);
    expect(me.body.error.data.errors[0].code).toBe('unauthenticated');
  });
});
