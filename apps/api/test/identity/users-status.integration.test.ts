// A user's status, tenants and administrator password reset; access ends at once.
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_ORGANIZATIONS, loginAs } from '../helpers/world.ts';

const { server, request } = await testServer();

const session = () => createTenantWorld(TWO_ORGANIZATIONS);

async function loginAnswer(email: string, password: string, clientId = 'pim-api') {
  return request('POST', '/v1/auth/login', { body: { client_id: clientId, email, password } });
}

describe('PATCH /v1/users/{id}/status', () => {
  const STATUSES = ['active', 'inactive', 'suspended'] as const;

  it('moves between any two statuses, and the same status is a no-op', async () => {
    const s = await session();
    const member = await createUser(server.db, [
      { tenantId: s.home.id, roleIds: [s.home.roles.viewer] },
    ]);
    const patch = (status: string) =>
      request('PATCH', `/v1/users/${member.id}/status`, {
        token: s.tokens.admin,
        body: { status },
      });
    let current: string = 'active';
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        if (current !== from) expect((await patch(from)).status).toBe(200);
        const before = await server.db.user.findUniqueOrThrow({ where: { id: member.id } });
        const answer = await patch(to);
        expect(answer.status, `${from} -> ${to}`).toBe(200);
        expect(Object.keys(answer.body.data).sort()).toEqual(
          ['created_at', 'email', 'id', 'last_login_at', 'modified_at', 'name', 'status'].sort(),
        );
        expect(answer.body.data).toMatchObject({ id: member.id, email: member.email, status: to });
        const after = await server.db.user.findUniqueOrThrow({ where: { id: member.id } });
        expect(after.status).toBe(to);
        if (from === to) expect(after.modifiedAt).toEqual(before.modifiedAt);
        current = to;
      }
    }
  });

  it('ends access at once when the user leaves active, and restores login after', async () => {
    const s = await session();
    const member = await createUser(server.db, [
      { tenantId: s.home.id, roleIds: [s.home.roles.viewer] },
    ]);
    const tokens = (await loginAnswer(member.email, member.password)).body.data;
    for (const status of ['suspended', 'inactive'] as const) {
      await request('PATCH', `/v1/users/${member.id}/status`, {
        token: s.tokens.admin,
        body: { status: 'active' },
      });
      const fresh = await loginAs(request, member);
      const answer = await request('PATCH', `/v1/users/${member.id}/status`, {
        token: s.tokens.admin,
        body: { status },
      });
      expect(answer.body.data.status).toBe(status);
      expectError(await request('GET', '/v1/users', { token: fresh }), 401, 'invalid_token');
      expectError(await loginAnswer(member.email, member.password), 401, 'invalid_credentials');
    }
    expectError(
      await request('POST', '/v1/auth/refresh', {
        body: { client_id: 'pim-api', refresh_token: tokens.refresh_token },
      }),
      401,
      'invalid_refresh_token',
    );
    await request('PATCH', `/v1/users/${member.id}/status`, {
      token: s.tokens.admin,
      body: { status: 'active' },
    });
    await loginAs(request, member);
  });

  it('validates the status and refuses viewers and other tenants', async () => {
    const s = await session();
    const patch = (id: string, body: unknown, token = s.tokens.admin) =>
      request('PATCH', `/v1/users/${id}/status`, { token, body });
    expectError(await patch(s.viewer.id, { status: 'removed' }), 400, 'invalid_value', 'status');
    expectError(await patch(s.viewer.id, { status: 1 }), 400, 'invalid_value', 'status');
    expectError(
      await patch(s.viewer.id, { status: 'active', name: 'x' }),
      400,
      'unknown_field',
      'name',
    );
    expectError(await patch(s.foreignAdmin.id, { status: 'suspended' }), 404, 'not_found');
    expectError(
      await patch(s.admin.id, { status: 'suspended' }, s.tokens.foreignAdmin),
      404,
      'not_found',
    );
    expectError(
      await patch(s.admin.id, { status: 'suspended' }, s.tokens.viewer),
      403,
      'forbidden',
    );
  });
});

describe('GET /v1/users/{id}/tenants', () => {
  it("pages the user's active tenants in the organization", async () => {
    const s = await session();
    await server.db.tenant.update({
      where: { id: s.sibling.id },
      data: { contactEmail: 'ops@example.test', phone: '+1 555 0100', plan: 'enterprise' },
    });
    const member = await createUser(server.db, [
      { tenantId: s.home.id, roleIds: [s.home.roles.viewer], isDefault: false },
      { tenantId: s.sibling.id, roleIds: [], isDefault: true },
      // A tenant of another organization stays invisible to this organization.
      { tenantId: s.foreign.id, roleIds: [] },
    ]);
    const answer = await request('GET', `/v1/users/${member.id}/tenants?sort=created_at`, {
      token: s.tokens.viewer,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 20,
      total_items: 2,
      total_pages: 1,
    });
    const [home, sibling] = answer.body.data.items;
    expect(Object.keys(home).sort()).toEqual(
      [
        'billing_interval',
        'code',
        'contact_email',
        'id',
        'is_default',
        'name',
        'organization_id',
        'phone',
        'plan',
        'status',
      ].sort(),
    );
    expect(home).toEqual({
      id: s.home.id,
      code: s.home.code,
      name: s.home.name,
      organization_id: s.org.id,
      plan: 'standard',
      billing_interval: 'monthly',
      contact_email: null,
      phone: null,
      status: 'active',
      is_default: false,
    });
    expect(sibling).toMatchObject({
      id: s.sibling.id,
      plan: 'enterprise',
      contact_email: 'ops@example.test',
      phone: '+1 555 0100',
      is_default: true,
    });

    await server.db.tenantMembership.updateMany({
      where: { userId: member.id, tenantId: s.sibling.id },
      data: { status: 'removed' },
    });
    const after = await request('GET', `/v1/users/${member.id}/tenants?page_size=1`, {
      token: s.tokens.viewer,
    });
    expect(after.body.data.items.map((t: { id: string }) => t.id)).toEqual([s.home.id]);
    expect(after.body.data.pagination).toMatchObject({ page_size: 1, total_items: 1 });
  });

  it('answers 404 for users of other tenants', async () => {
    const s = await session();
    expectError(
      await request('GET', `/v1/users/${s.foreignAdmin.id}/tenants`, { token: s.tokens.admin }),
      404,
      'not_found',
    );
    expectError(
      await request('GET', `/v1/users/${s.admin.id}/tenants`, { token: s.tokens.foreignAdmin }),
      404,
      'not_found',
    );
    expectError(
      await request('GET', `/v1/users/${s.admin.id}/tenants?page=0`, { token: s.tokens.admin }),
      400,
      'out_of_range',
      'page',
    );
  });
});

describe('POST /v1/users/{id}/reset-password', () => {
  it('sets a new password and ends every session of the user', async () => {
    const s = await session();
    const member = await createUser(server.db, [
      { tenantId: s.home.id, roleIds: [s.home.roles.viewer] },
    ]);
    const tokens = (await loginAnswer(member.email, member.password)).body.data;
    const answer = await request('POST', `/v1/users/${member.id}/reset-password`, {
      token: s.tokens.admin,
      body: { user_id: member.id, new_password: '12345678' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: null });

    expectError(
      await request('GET', '/v1/auth/me', { token: tokens.access_token }),
      401,
      'invalid_token',
    );
    expectError(
      await request('POST', '/v1/auth/refresh', {
        body: { client_id: 'pim-api', refresh_token: tokens.refresh_token },
      }),
      401,
      'invalid_refresh_token',
    );
    const sessions = await server.db.session.findMany({ where: { userId: member.id } });
    expect(sessions.map((x) => x.revokedReason)).toEqual(['password_reset']);
    expectError(await loginAnswer(member.email, member.password), 401, 'invalid_credentials');
    await loginAs(request, { email: member.email, password: '12345678' });
    const row = await server.db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(row.modifiedBy).toEqual({ id: s.admin.id, name: s.admin.name, type: 'user' });
  });

  it('validates the body and refuses viewers and other tenants', async () => {
    const s = await session();
    const post = (id: string, body: unknown, token = s.tokens.admin) =>
      request('POST', `/v1/users/${id}/reset-password`, { token, body });
    const good = (id: string) => ({ user_id: id, new_password: 'long-enough' });
    expectError(await post(s.viewer.id, good(s.admin.id)), 400, 'invalid_value', 'user_id');
    expectError(
      await post(s.viewer.id, { user_id: s.viewer.id, new_password: '1234567' }),
      400,
      'too_short',
      'new_password',
    );
    expectError(
      await post(s.viewer.id, { new_password: 'long-enough' }),
      400,
      'required',
      'user_id',
    );
    expectError(await post(s.viewer.id, { user_id: s.viewer.id }), 400, 'required', 'new_password');
    expectError(
      await post(s.viewer.id, { ...good(s.viewer.id), extra: 1 }),
      400,
      'unknown_field',
      'extra',
    );
    expectError(await post(s.foreignAdmin.id, good(s.foreignAdmin.id)), 404, 'not_found');
    expectError(await post(s.admin.id, good(s.admin.id), s.tokens.foreignAdmin), 404, 'not_found');
    expectError(await post(s.admin.id, good(s.admin.id), s.tokens.viewer), 403, 'forbidden');
    // Nothing changed: the viewer still logs in with the old password.
    await loginAs(request, s.viewer);
  });
});
