// Reading roles: the list (tenant_id, search, status, paging, counts) and one role.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { roleCalls } from '../helpers/role-calls.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TENANT_STAFF } from '../helpers/world.ts';

const { server, request } = await testServer();
const w = await createTenantWorld(TENANT_STAFF);
const { asAdmin, asViewer, createRole } = roleCalls(w);

describe('GET /v1/roles', () => {
  it('lists the tenant roles with counts, tenant and audit fields; page_size defaults to 10', async () => {
    const answer = await request('GET', '/v1/roles', asAdmin());
    expect(answer.status, answer.text).toBe(200);
    const { items, pagination } = answer.body.data;
    expect(pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 10,
      total_items: items.length,
      total_pages: 1,
    });
    const admin = items.find((r: { code: string }) => r.code === 'admin');
    expect(Object.keys(admin).sort()).toEqual(
      [
        'code',
        'created_at',
        'created_by',
        'description',
        'id',
        'modified_at',
        'modified_by',
        'name',
        'permission_count',
        'status',
        'tenant',
        'user_count',
      ].sort(),
    );
    expect(admin).toMatchObject({
      id: w.home.roles.admin,
      status: 'active',
      tenant: { code: w.home.code, id: w.home.id, name: w.home.name },
      // The administrator and the platform administrator hold it.
      user_count: 2,
    });
    expect(admin.permission_count).toBeGreaterThan(20);
    expect(admin.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const viewer = items.find((r: { code: string }) => r.code === 'viewer');
    expect(viewer.user_count).toBe(1);
    expect(items.every((r: { tenant: { id: string } }) => r.tenant.id === w.home.id)).toBe(true);
  });

  it('searches code or name, filters by status (repeated keys and commas) and sorts', async () => {
    const role = await createRole({ name: 'Findable Zebra' });
    await request('PATCH', `/v1/roles/${role.id}/status`, asAdmin({ status: 'inactive' }));

    const byName = await request('GET', '/v1/roles?search=zebra', asAdmin());
    expect(byName.body.data.items.map((r: { id: string }) => r.id)).toEqual([role.id]);
    const byCode = await request('GET', `/v1/roles?search=${role.code.toUpperCase()}`, asAdmin());
    expect(byCode.body.data.items.map((r: { id: string }) => r.id)).toEqual([role.id]);

    // LIKE wildcards in a search are plain characters.
    for (const wildcard of ['%25', 'a_m', 'd%25n']) {
      const none = await request('GET', `/v1/roles?search=${wildcard}`, asAdmin());
      expect(none.body.data.items).toEqual([]);
    }

    const inactive = await request('GET', '/v1/roles?status=inactive', asAdmin());
    expect(inactive.body.data.items.map((r: { id: string }) => r.id)).toContain(role.id);
    expect(inactive.body.data.items.every((r: { status: string }) => r.status === 'inactive')).toBe(
      true,
    );
    const both = await request('GET', '/v1/roles?status=active,inactive', asAdmin());
    const repeated = await request('GET', '/v1/roles?status=active&status=inactive', asAdmin());
    expect(both.body.data.pagination.total_items).toBe(repeated.body.data.pagination.total_items);
    expect(both.body.data.pagination.total_items).toBeGreaterThanOrEqual(4);

    const defaults = ['admin', 'editor', 'viewer'];
    const codesOf = (answer: { body: { data: { items: { code: string }[] } } }) =>
      answer.body.data.items.map((r) => r.code).filter((code) => defaults.includes(code));
    const ascending = await request('GET', '/v1/roles?sort=code&page_size=100', asAdmin());
    expect(codesOf(ascending)).toEqual(defaults);
    const descending = await request('GET', '/v1/roles?sort=-code&page_size=100', asAdmin());
    expect(codesOf(descending)).toEqual([...defaults].reverse());
  });

  it('pages with page and page_size, within 1..100', async () => {
    const answer = await request('GET', '/v1/roles?page=2&page_size=1&sort=code', asAdmin());
    expect(answer.body.data.items).toHaveLength(1);
    expect(answer.body.data.pagination).toMatchObject({ page: 2, page_size: 1, has_next: true });
    expectError(
      await request('GET', '/v1/roles?page_size=101', asAdmin()),
      400,
      'out_of_range',
      'page_size',
    );
    expectError(await request('GET', '/v1/roles?page=0', asAdmin()), 400, 'out_of_range', 'page');
    expectError(
      await request('GET', '/v1/roles?status=active&status=bogus', asAdmin()),
      400,
      'invalid_value',
      'status.1',
    );
  });

  it('takes tenant_id, which overrides X-Tenant-Id and must be one of the caller tenants', async () => {
    const second = await w.addTenant();
    const onlyHere = await server.db.role.create({
      data: { tenantId: second.id, code: 'only-here', name: 'X' },
    });
    await server.db.tenantMembership.create({
      data: {
        tenantId: second.id,
        userId: w.admin.id,
        roles: { create: { roleId: second.roles.viewer } },
      },
    });

    const answer = await request('GET', `/v1/roles?tenant_id=${second.id}`, asAdmin());
    expect(answer.status, answer.text).toBe(200);
    const ids = answer.body.data.items.map((r: { id: string }) => r.id);
    expect(ids).toContain(onlyHere.id);
    expect(ids).toContain(second.roles.admin);
    expect(ids).not.toContain(w.home.roles.admin);
    expect(answer.body.data.items[0].tenant.id).toBe(second.id);

    expectError(
      await request('GET', `/v1/roles?tenant_id=${w.foreign.id}`, asAdmin()),
      403,
      'tenant_forbidden',
    );
    // Without a header, tenant_id alone names the tenant.
    const noHeader = await request('GET', `/v1/roles?tenant_id=${w.home.id}`, {
      token: w.tokens.admin,
    });
    expect(noHeader.status).toBe(200);
  });

  it('needs X-Tenant-Id (400), one of the caller tenants (403), and a token (401)', async () => {
    expectError(
      await request('GET', '/v1/roles', { token: w.tokens.admin }),
      400,
      'missing_tenant',
    );
    expectError(
      await request('GET', '/v1/roles', { token: w.tokens.admin, tenant: w.foreign.id }),
      403,
      'tenant_forbidden',
    );
    expectError(await request('GET', '/v1/roles', { tenant: w.home.id }), 401, 'unauthenticated');
  });

  it('lets a viewer read', async () => {
    expect((await request('GET', '/v1/roles', asViewer())).status).toBe(200);
  });
});

describe('GET /v1/roles/{id}', () => {
  it('answers the role with permission_count', async () => {
    const answer = await request('GET', `/v1/roles/${w.home.roles.viewer}`, asAdmin());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: w.home.roles.viewer, code: 'viewer' });
    expect(answer.body.data.permission_count).toBeGreaterThan(0);
    expect(answer.body.data).not.toHaveProperty('user_count');
  });

  it('answers 404 for a role of another tenant, an unknown id and a deleted role', async () => {
    expectError(
      await request('GET', `/v1/roles/${w.foreign.roles.admin}`, asAdmin()),
      404,
      'not_found',
    );
    expectError(await request('GET', `/v1/roles/${randomUUID()}`, asAdmin()), 404, 'not_found');
    const role = await createRole();
    await request('DELETE', `/v1/roles/${role.id}`, asAdmin());
    expectError(await request('GET', `/v1/roles/${role.id}`, asAdmin()), 404, 'not_found');
    expectError(
      await request('GET', '/v1/roles/not-a-uuid', asAdmin()),
      400,
      'invalid_format',
      'id',
    );
  });
  it('hides roles of other tenants over tRPC too', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: w.foreign.roles.admin }));
    const get = await request('GET', `/trpc/roles.get?input=${input}`, asAdmin());
    expect(get.status).toBe(404);
    expect(get.body.error.data.errors[0].code).toBe('not_found');
    const mine = encodeURIComponent(JSON.stringify({ id: w.home.roles.admin }));
    const ok = await request('GET', `/trpc/roles.get?input=${mine}`, asAdmin());
    expect(ok.body.result.data.id).toBe(w.home.roles.admin);
    const remove = await request(
      'POST',
      '/trpc/roles.delete',
      asAdmin({ id: w.foreign.roles.viewer }),
    );
    expect(remove.status).toBe(404);
  });
});
