// Reading users of the caller's token tenant: the tenant list, the organization list and one user.
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { expectError, USER_KEYS } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_ORGANIZATIONS } from '../helpers/world.ts';

const { server, request } = await testServer();

const session = () => createTenantWorld(TWO_ORGANIZATIONS);
const MISSING = '00000000-0000-4000-8000-000000000000';
const ids = (answer: { body: any }) => answer.body.data.items.map((u: { id: string }) => u.id);

describe('GET /v1/users', () => {
  it('lists the active members of the token tenant with the documented defaults', async () => {
    const s = await session();
    await createUser(server.db, [{ tenantId: s.sibling.id, roleIds: [s.sibling.roles.admin] }]);
    const answer = await request('GET', '/v1/users', { token: s.tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data.pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 20,
      total_items: 2,
      total_pages: 1,
    });
    expect(ids(answer).sort()).toEqual([s.admin.id, s.viewer.id].sort());
    const admin = answer.body.data.items.find((u: { id: string }) => u.id === s.admin.id);
    expect(Object.keys(admin).sort()).toEqual(USER_KEYS);
    expect(admin).toMatchObject({
      email: s.admin.email,
      name: s.admin.name,
      status: 'active',
      roles: [{ code: 'admin', id: s.home.roles.admin, name: 'Administrator' }],
      created_by: null,
    });
    // The admin just logged in.
    expect(admin.last_login_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(answer.text).not.toContain('password');
  });

  it('searches name or e-mail case-insensitively and filters by status', async () => {
    const s = await session();
    const byEmail = await request('GET', `/v1/users?search=${s.viewer.email.toUpperCase()}`, {
      token: s.tokens.admin,
    });
    expect(ids(byEmail)).toEqual([s.viewer.id]);
    const byName = await request(
      'GET',
      `/v1/users?search=${encodeURIComponent(s.admin.name.toLowerCase())}`,
      { token: s.tokens.admin },
    );
    expect(ids(byName)).toEqual([s.admin.id]);
    for (const wildcard of ['%25', '_', '%5C']) {
      const literal = await request('GET', `/v1/users?search=${wildcard}`, {
        token: s.tokens.admin,
      });
      expect(literal.body.data.items).toEqual([]);
    }

    await server.db.user.update({ where: { id: s.viewer.id }, data: { status: 'inactive' } });
    const inactive = await request('GET', '/v1/users?status=inactive', { token: s.tokens.admin });
    expect(ids(inactive)).toEqual([s.viewer.id]);
    const both = await request('GET', '/v1/users?status=active&status=inactive', {
      token: s.tokens.admin,
    });
    expect(both.body.data.pagination.total_items).toBe(2);
    const commas = await request('GET', '/v1/users?status=suspended,inactive', {
      token: s.tokens.admin,
    });
    expect(ids(commas)).toEqual([s.viewer.id]);
  });

  it('pages and sorts', async () => {
    const s = await session();
    const answer = await request('GET', '/v1/users?page_size=1&page=2&sort=name', {
      token: s.tokens.admin,
    });
    expect(answer.body.data.pagination).toEqual({
      has_next: false,
      page: 2,
      page_size: 1,
      total_items: 2,
      total_pages: 2,
    });
    const sorted = [s.admin, s.viewer].sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(ids(answer)).toEqual([sorted[1]!.id]);
    const desc = await request('GET', '/v1/users?sort=-name', { token: s.tokens.admin });
    expect(ids(desc)).toEqual([sorted[1]!.id, sorted[0]!.id]);
  });

  it('rejects bad list parameters', async () => {
    const s = await session();
    const get = (query: string) => request('GET', `/v1/users?${query}`, { token: s.tokens.admin });
    expectError(await get('page_size=101'), 400, 'out_of_range', 'page_size');
    expectError(await get('page_size=0'), 400, 'out_of_range', 'page_size');
    expectError(await get('page=0'), 400, 'out_of_range', 'page');
    expectError(await get('status=deleted'), 400, 'invalid_value');
    expectError(await get('sort=email'), 400, 'invalid_value', 'sort');
    expectError(await get(`search=${'x'.repeat(256)}`), 400, 'too_long', 'search');
    expectError(await get('bogus=1'), 400, 'unknown_field', 'bogus');
    expectError(await request('GET', '/v1/users'), 401, 'unauthenticated');
  });
});

describe('GET /v1/organizations/{org_id}/users', () => {
  it("lists active members of any tenant of the token tenant's organization", async () => {
    const s = await session();
    const siblingOnly = await createUser(server.db, [
      { tenantId: s.sibling.id, roleIds: [s.sibling.roles.admin] },
    ]);
    const answer = await request('GET', `/v1/organizations/${s.org.id}/users`, {
      token: s.tokens.viewer,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.pagination).toMatchObject({ page: 1, page_size: 20, total_items: 3 });
    expect(ids(answer).sort()).toEqual([s.admin.id, s.viewer.id, siblingOnly.id].sort());
    // Roles are those of the token tenant: none for a user who is not a member of it.
    const item = answer.body.data.items.find((u: { id: string }) => u.id === siblingOnly.id);
    expect(Object.keys(item).sort()).toEqual(USER_KEYS);
    expect(item.roles).toEqual([]);

    const searched = await request(
      'GET',
      `/v1/organizations/${s.org.id}/users?search=${siblingOnly.email}&status=active`,
      { token: s.tokens.viewer },
    );
    expect(ids(searched)).toEqual([siblingOnly.id]);
  });

  it('answers 404 for any other organization', async () => {
    const s = await session();
    expectError(
      await request('GET', `/v1/organizations/${s.org.id}/users`, { token: s.tokens.foreignAdmin }),
      404,
      'not_found',
    );
    expectError(
      await request('GET', `/v1/organizations/${MISSING}/users`, { token: s.tokens.admin }),
      404,
      'not_found',
    );
    expectError(
      await request('GET', `/v1/organizations/${s.org.id}/users?page_size=101`, {
        token: s.tokens.admin,
      }),
      400,
      'out_of_range',
      'page_size',
    );
  });
});

describe('GET /v1/users/{id}', () => {
  it('reads a member of the token tenant', async () => {
    const s = await session();
    const answer = await request('GET', `/v1/users/${s.viewer.id}`, { token: s.tokens.viewer });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(USER_KEYS);
    expect(answer.body.data).toMatchObject({
      id: s.viewer.id,
      roles: [{ code: 'viewer', id: s.home.roles.viewer, name: 'Viewer' }],
    });
  });

  it('answers 404 for users of another tenant, on both transports', async () => {
    const s = await session();
    const siblingOnly = await createUser(server.db, [
      { tenantId: s.sibling.id, roleIds: [s.sibling.roles.admin] },
    ]);
    for (const id of [s.foreignAdmin.id, siblingOnly.id, MISSING]) {
      expectError(
        await request('GET', `/v1/users/${id}`, { token: s.tokens.admin }),
        404,
        'not_found',
      );
    }
    expectError(
      await request('GET', `/v1/users/${s.admin.id}`, { token: s.tokens.foreignAdmin }),
      404,
      'not_found',
    );
    const trpc = await request(
      'GET',
      `/trpc/users.get?input=${encodeURIComponent(JSON.stringify({ id: s.admin.id }))}`,
      { token: s.tokens.foreignAdmin },
    );
    expect(trpc.status).toBe(404);
    expect(trpc.body.error.data.errors[0].code).toBe('not_found');
    expectError(
      await request('GET', '/v1/users/nope', { token: s.tokens.admin }),
      400,
      'invalid_format',
      'id',
    );
  });
});
