// A user's roles in the caller's token tenant: list, add (keeping existing), remove one.
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_ORGANIZATIONS } from '../helpers/world.ts';

const { server, request } = await testServer();

const session = () => createTenantWorld(TWO_ORGANIZATIONS);
const MISSING = '00000000-0000-4000-8000-000000000000';
const AUDIT = ['created_at', 'created_by', 'modified_at', 'modified_by'];

describe('GET /v1/users/{id}/roles', () => {
  it("pages the user's live roles in the token tenant, each with its tenant", async () => {
    const s = await session();
    const member = await createUser(server.db, [
      { tenantId: s.home.id, roleIds: [s.home.roles.editor, s.home.roles.viewer] },
      { tenantId: s.sibling.id, roleIds: [s.sibling.roles.admin] },
    ]);
    const answer = await request('GET', `/v1/users/${member.id}/roles?sort=code`, {
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
    const [editor, viewer] = answer.body.data.items;
    expect(Object.keys(editor).sort()).toEqual(
      [
        'code',
        'description',
        'id',
        'name',
        'permission_count',
        'status',
        'tenant',
        ...AUDIT,
      ].sort(),
    );
    expect(editor).toMatchObject({
      id: s.home.roles.editor,
      code: 'editor',
      name: 'Editor',
      status: 'active',
      tenant: { code: s.home.code, id: s.home.id, name: s.home.name },
    });
    expect(viewer.code).toBe('viewer');
    const viewerPermissions = await server.db.rolePermission.count({
      where: { roleId: s.home.roles.viewer },
    });
    expect(viewer.permission_count).toBe(viewerPermissions);
    expect(viewer.permission_count).toBeGreaterThan(0);

    await server.db.role.update({
      where: { id: s.home.roles.editor },
      data: { deletedAt: new Date() },
    });
    const live = await request('GET', `/v1/users/${member.id}/roles?page_size=1`, {
      token: s.tokens.viewer,
    });
    expect(live.body.data.items.map((r: { code: string }) => r.code)).toEqual(['viewer']);
    expect(live.body.data.pagination).toMatchObject({ page_size: 1, total_items: 1 });
  });

  it('answers 404 for users of other tenants and 400 for bad paging', async () => {
    const s = await session();
    expectError(
      await request('GET', `/v1/users/${s.foreignAdmin.id}/roles`, { token: s.tokens.admin }),
      404,
      'not_found',
    );
    expectError(
      await request('GET', `/v1/users/${s.admin.id}/roles`, { token: s.tokens.foreignAdmin }),
      404,
      'not_found',
    );
    expectError(
      await request('GET', `/v1/users/${s.admin.id}/roles?page_size=101`, {
        token: s.tokens.admin,
      }),
      400,
      'out_of_range',
      'page_size',
    );
  });
});

describe('POST /v1/users/{id}/roles', () => {
  it('adds roles and keeps those already held', async () => {
    const s = await session();
    const answer = await request('POST', `/v1/users/${s.viewer.id}/roles`, {
      token: s.tokens.admin,
      body: { role_ids: [s.home.roles.editor, s.home.roles.viewer] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: null });
    const user = await request('GET', `/v1/users/${s.viewer.id}`, { token: s.tokens.admin });
    expect(user.body.data.roles.map((r: { code: string }) => r.code)).toEqual(['editor', 'viewer']);
    // The new role's permissions apply at once.
    const me = await request('GET', '/v1/auth/me', { token: s.tokens.viewer });
    expect(me.body.data.permissions).toContain('catalog.products.write');
  });

  it('validates the body and the roles, and refuses viewers and other tenants', async () => {
    const s = await session();
    const post = (id: string, body: unknown, token = s.tokens.admin) =>
      request('POST', `/v1/users/${id}/roles`, { token, body });
    expectError(await post(s.viewer.id, { role_ids: [] }), 400, 'too_short', 'role_ids');
    expectError(await post(s.viewer.id, {}), 400, 'required', 'role_ids');
    expectError(await post(s.viewer.id, { role_ids: ['x'] }), 400, 'invalid_format', 'role_ids.0');
    expectError(
      await post(s.viewer.id, { role_ids: [s.home.roles.admin], extra: true }),
      400,
      'unknown_field',
      'extra',
    );
    expectError(
      await post(s.viewer.id, { role_ids: [s.foreign.roles.admin] }),
      400,
      'invalid_reference',
      'role_ids',
    );
    expectError(
      await post(s.foreignAdmin.id, { role_ids: [s.home.roles.admin] }),
      404,
      'not_found',
    );
    expectError(
      await post(s.viewer.id, { role_ids: [s.home.roles.admin] }, s.tokens.viewer),
      403,
      'forbidden',
    );
  });
});

describe('DELETE /v1/users/{id}/roles/{role_id}', () => {
  it('removes one role the user holds', async () => {
    const s = await session();
    const member = await createUser(server.db, [
      { tenantId: s.home.id, roleIds: [s.home.roles.editor, s.home.roles.viewer] },
    ]);
    const answer = await request('DELETE', `/v1/users/${member.id}/roles/${s.home.roles.editor}`, {
      token: s.tokens.admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const user = await request('GET', `/v1/users/${member.id}`, { token: s.tokens.admin });
    expect(user.body.data.roles.map((r: { code: string }) => r.code)).toEqual(['viewer']);
    expectError(
      await request('DELETE', `/v1/users/${member.id}/roles/${s.home.roles.editor}`, {
        token: s.tokens.admin,
      }),
      404,
      'not_found',
    );
  });

  it('answers 404 for roles not held or of another tenant, 403 for viewers', async () => {
    const s = await session();
    for (const roleId of [s.home.roles.editor, s.foreign.roles.admin, MISSING]) {
      expectError(
        await request('DELETE', `/v1/users/${s.viewer.id}/roles/${roleId}`, {
          token: s.tokens.admin,
        }),
        404,
        'not_found',
      );
    }
    expectError(
      await request('DELETE', `/v1/users/${s.foreignAdmin.id}/roles/${s.foreign.roles.admin}`, {
        token: s.tokens.admin,
      }),
      404,
      'not_found',
    );
    expectError(
      await request('DELETE', `/v1/users/${s.viewer.id}/roles/${s.home.roles.viewer}`, {
        token: s.tokens.viewer,
      }),
      403,
      'forbidden',
    );
  });
});
