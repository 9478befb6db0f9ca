// Changing users of the caller's token tenant: create or assign, update, remove.
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { expectError, USER_KEYS } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_ORGANIZATIONS, loginAs } from '../helpers/world.ts';

const { server, request } = await testServer();

const session = () => createTenantWorld(TWO_ORGANIZATIONS);
type UsersSession = Awaited<ReturnType<typeof session>>;
const MISSING = '00000000-0000-4000-8000-000000000000';
const ids = (answer: { body: any }) => answer.body.data.items.map((u: { id: string }) => u.id);

async function newUser(s: UsersSession, body: Record<string, unknown> = {}) {
  const tag = crypto.randomUUID().slice(0, 8);
  const answer = await request('POST', '/v1/users', {
    token: s.tokens.admin,
    body: { email: `new-${tag}@example.test`, name: `New ${tag}`, password: 'secret1', ...body },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

describe('POST /v1/users (new user)', () => {
  it('creates a user in the token tenant who can then log in', async () => {
    const s = await session();
    const tag = crypto.randomUUID().slice(0, 8);
    const answer = await request('POST', '/v1/users', {
      token: s.tokens.admin,
      body: {
        email: `New.${tag}@Example.test`,
        name: 'N',
        password: 'secret',
        role_ids: [s.home.roles.editor, s.home.roles.editor],
      },
    });
    expect(answer.status).toBe(200);
    const user = answer.body.data;
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    const actor = { id: s.admin.id, name: s.admin.name, type: 'user' };
    expect(user).toMatchObject({
      email: `new.${tag}@example.test`,
      name: 'N',
      status: 'active',
      last_login_at: null,
      roles: [{ code: 'editor', id: s.home.roles.editor, name: 'Editor' }],
      created_by: actor,
      modified_by: actor,
    });
    const row = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const membership = await server.db.tenantMembership.findFirstOrThrow({
      where: { userId: user.id },
    });
    expect(membership).toMatchObject({ tenantId: s.home.id, status: 'active', isDefault: true });
    await loginAs(request, { email: user.email, password: 'secret' });
  });

  it('accepts the limits exactly and rejects one past them', async () => {
    const s = await session();
    const tag = crypto.randomUUID().slice(0, 8);
    const longEmail = `${tag}${'a'.repeat(255 - tag.length - '@example.test'.length)}@example.test`;
    expect(longEmail).toHaveLength(255);
    const created = await newUser(s, {
      email: longEmail,
      name: 'n'.repeat(255),
      password: 'p'.repeat(100),
    });
    expect(created.email).toBe(longEmail);

    const post = (body: Record<string, unknown>) =>
      request('POST', '/v1/users', {
        token: s.tokens.admin,
        body: { email: `x-${tag}@example.test`, name: 'X', password: 'secret', ...body },
      });
    expectError(await post({ email: `a${longEmail}` }), 400, 'too_long', 'email');
    expectError(await post({ email: 'not-an-email' }), 400, 'invalid_format', 'email');
    expectError(await post({ name: '' }), 400, 'too_short', 'name');
    expectError(await post({ name: 'n'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await post({ password: 'p'.repeat(5) }), 400, 'too_short', 'password');
    expectError(await post({ password: 'p'.repeat(101) }), 400, 'too_long', 'password');
    expectError(await post({ role_ids: 'x' }), 400, 'invalid_type', 'role_ids');
    expectError(await post({ role_ids: ['x'] }), 400, 'invalid_format', 'role_ids.0');
    expectError(await post({ extra: 1 }), 400, 'unknown_field', 'extra');
    for (const field of ['email', 'name', 'password']) {
      expectError(await post({ [field]: undefined }), 400, 'required', field);
    }
  });

  it('answers 409 already_exists on email for an address in use in the organization', async () => {
    const s = await session();
    // Addresses are unique per organization (another organization's: see
    // users-email-scope.integration.test.ts).
    const answer = await request('POST', '/v1/users', {
      token: s.tokens.admin,
      body: { email: s.viewer.email.toUpperCase(), name: 'Dup', password: 'secret' },
    });
    expectError(answer, 409, 'already_exists', 'email');
    expect(answer.body.message).toContain('user_id');
  });

  it('refuses roles that are not live roles of the token tenant', async () => {
    const s = await session();
    const body = { email: `r-${crypto.randomUUID()}@example.test`, name: 'R', password: 'secret' };
    for (const roleId of [s.foreign.roles.admin, s.sibling.roles.admin, MISSING]) {
      expectError(
        await request('POST', '/v1/users', {
          token: s.tokens.admin,
          body: { ...body, role_ids: [s.home.roles.viewer, roleId] },
        }),
        400,
        'invalid_reference',
        'role_ids',
      );
    }
    await server.db.role.update({
      where: { id: s.home.roles.editor },
      data: { deletedAt: new Date() },
    });
    expectError(
      await request('POST', '/v1/users', {
        token: s.tokens.admin,
        body: { ...body, role_ids: [s.home.roles.editor] },
      }),
      400,
      'invalid_reference',
      'role_ids',
    );
  });

  it('answers 403 forbidden to a viewer', async () => {
    const s = await session();
    const answer = await request('POST', '/v1/users', {
      token: s.tokens.viewer,
      body: { email: 'v@example.test', name: 'V', password: 'secret' },
    });
    expectError(answer, 403, 'forbidden');
    expect(answer.body.message).toContain('identity.users.write');
  });
});

describe('POST /v1/users (assign by user_id)', () => {
  it('assigns a user of the organization, keeping their default tenant', async () => {
    const s = await session();
    const member = await createUser(server.db, [
      { tenantId: s.sibling.id, roleIds: [s.sibling.roles.viewer] },
    ]);
    const answer = await request('POST', '/v1/users', {
      token: s.tokens.admin,
      body: { user_id: member.id, role_ids: [s.home.roles.viewer] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: member.id,
      email: member.email,
      roles: [{ code: 'viewer', id: s.home.roles.viewer, name: 'Viewer' }],
    });
    const memberships = await server.db.tenantMembership.findMany({
      where: { userId: member.id },
    });
    expect(memberships.find((m) => m.tenantId === s.home.id)?.isDefault).toBe(false);
    expect(memberships.find((m) => m.tenantId === s.sibling.id)?.isDefault).toBe(true);
    // The user can now choose the home tenant at login.
    await loginAs(request, member, s.home.id);

    expectError(
      await request('POST', '/v1/users', { token: s.tokens.admin, body: { user_id: member.id } }),
      409,
      'already_exists',
      'user_id',
    );
  });

  it('revives a removed membership and makes it the default when it is the only one', async () => {
    const s = await session();
    const created = await newUser(s, { role_ids: [s.home.roles.editor] });
    const membership = await server.db.tenantMembership.findFirstOrThrow({
      where: { userId: created.id },
    });
    const removed = await request('DELETE', `/v1/users/${created.id}`, { token: s.tokens.admin });
    expect(removed.status).toBe(200);
    const answer = await request('POST', '/v1/users', {
      token: s.tokens.admin,
      body: { user_id: created.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.roles).toEqual([]);
    const after = await server.db.tenantMembership.findMany({ where: { userId: created.id } });
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: membership.id, status: 'active', isDefault: true });
  });

  it('answers 404 for users outside the organization or unknown', async () => {
    const s = await session();
    for (const userId of [s.foreignAdmin.id, MISSING]) {
      expectError(
        await request('POST', '/v1/users', { token: s.tokens.admin, body: { user_id: userId } }),
        404,
        'not_found',
      );
    }
  });

  it('rejects user_id combined with new-user fields', async () => {
    const s = await session();
    for (const extra of [{ email: 'c@example.test' }, { name: 'C' }, { password: 'secret' }]) {
      expectError(
        await request('POST', '/v1/users', {
          token: s.tokens.admin,
          body: { user_id: s.viewer.id, ...extra },
        }),
        400,
        'invalid_combination',
        Object.keys(extra)[0],
      );
    }
    expectError(
      await request('POST', '/v1/users', { token: s.tokens.admin, body: { user_id: 'nope' } }),
      400,
      'invalid_format',
      'user_id',
    );
  });
});

describe('PATCH /v1/users/{id}', () => {
  it('updates email, name and replaces the roles', async () => {
    const s = await session();
    const created = await newUser(s, { role_ids: [s.home.roles.viewer] });
    const tag = crypto.randomUUID().slice(0, 8);
    const answer = await request('PATCH', `/v1/users/${created.id}`, {
      token: s.tokens.admin,
      body: {
        email: `Renamed-${tag}@example.test`,
        name: 'n'.repeat(255),
        role_ids: [s.home.roles.editor, s.home.roles.admin],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      email: `renamed-${tag}@example.test`,
      name: 'n'.repeat(255),
      roles: [
        { code: 'admin', id: s.home.roles.admin, name: 'Administrator' },
        { code: 'editor', id: s.home.roles.editor, name: 'Editor' },
      ],
    });
    const cleared = await request('PATCH', `/v1/users/${created.id}`, {
      token: s.tokens.admin,
      body: { role_ids: [] },
    });
    expect(cleared.body.data).toMatchObject({ name: 'n'.repeat(255), roles: [] });
    // Keeping one's own address is not a conflict.
    const same = await request('PATCH', `/v1/users/${created.id}`, {
      token: s.tokens.admin,
      body: { email: `renamed-${tag}@example.test` },
    });
    expect(same.status).toBe(200);
  });

  it('validates, refuses duplicates, viewers and other tenants', async () => {
    const s = await session();
    const patch = (id: string, body: Record<string, unknown>, token = s.tokens.admin) =>
      request('PATCH', `/v1/users/${id}`, { token, body });
    expectError(
      await patch(s.viewer.id, { email: s.admin.email.toUpperCase() }),
      409,
      'already_exists',
      'email',
    );
    expectError(
      await patch(s.viewer.id, { email: `${'a'.repeat(250)}@b.test` }),
      400,
      'too_long',
      'email',
    );
    expectError(await patch(s.viewer.id, { email: 'x' }), 400, 'invalid_format', 'email');
    expectError(await patch(s.viewer.id, { name: '' }), 400, 'too_short', 'name');
    expectError(await patch(s.viewer.id, { name: 'n'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await patch(s.viewer.id, { status: 'inactive' }), 400, 'unknown_field', 'status');
    expectError(
      await patch(s.viewer.id, { role_ids: [s.foreign.roles.admin] }),
      400,
      'invalid_reference',
      'role_ids',
    );
    expectError(await patch(s.foreignAdmin.id, { name: 'X' }), 404, 'not_found');
    expectError(await patch(s.admin.id, { name: 'X' }, s.tokens.viewer), 403, 'forbidden');
  });
});

describe('DELETE /v1/users/{id}', () => {
  it('removes the user from the tenant and ends their access to it', async () => {
    const s = await session();
    const member = await createUser(server.db, [
      { tenantId: s.home.id, roleIds: [s.home.roles.editor], isDefault: true },
      { tenantId: s.sibling.id, roleIds: [s.sibling.roles.viewer] },
    ]);
    const memberToken = await loginAs(request, member);
    expect((await request('GET', '/v1/auth/me', { token: memberToken })).status).toBe(200);

    const answer = await request('DELETE', `/v1/users/${member.id}`, { token: s.tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });

    expectError(await request('GET', '/v1/auth/me', { token: memberToken }), 401, 'invalid_token');
    expectError(
      await request('GET', `/v1/users/${member.id}`, { token: s.tokens.admin }),
      404,
      'not_found',
    );
    expect(ids(await request('GET', '/v1/users', { token: s.tokens.admin }))).not.toContain(
      member.id,
    );
    const memberships = await server.db.tenantMembership.findMany({
      where: { userId: member.id },
      include: { roles: true },
    });
    const home = memberships.find((m) => m.tenantId === s.home.id);
    expect(home).toMatchObject({ status: 'removed', isDefault: false, roles: [] });
    // The remaining tenant becomes the default, so a plain login still works.
    expect(memberships.find((m) => m.tenantId === s.sibling.id)?.isDefault).toBe(true);
    await loginAs(request, member);
    const sessions = await server.db.session.findMany({
      where: { userId: member.id, tenantId: s.home.id },
    });
    expect(sessions.every((x) => x.revokedReason === 'membership_removed')).toBe(true);

    expectError(
      await request('DELETE', `/v1/users/${member.id}`, { token: s.tokens.admin }),
      404,
      'not_found',
    );
  });

  it('refuses removing yourself, viewers and users of other tenants', async () => {
    const s = await session();
    const self = await request('DELETE', `/v1/users/${s.admin.id}`, { token: s.tokens.admin });
    expectError(self, 409, 'in_use');
    expectError(
      await request('DELETE', `/v1/users/${s.admin.id}`, { token: s.tokens.viewer }),
      403,
      'forbidden',
    );
    expectError(
      await request('DELETE', `/v1/users/${s.foreignAdmin.id}`, { token: s.tokens.admin }),
      404,
      'not_found',
    );
    expectError(
      await request('DELETE', `/v1/users/${s.viewer.id}`, { token: s.tokens.foreignAdmin }),
      404,
      'not_found',
    );
  });
});
