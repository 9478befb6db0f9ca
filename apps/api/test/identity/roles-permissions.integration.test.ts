// Role permissions (list, assign, remove) and role status moves over real HTTP, including
// that an inactive role grants nothing to tokens already issued.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { roleCalls } from '../helpers/role-calls.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TENANT_STAFF } from '../helpers/world.ts';

const { request } = await testServer();
const w = await createTenantWorld(TENANT_STAFF);
const { asAdmin, asViewer, createRole, permissionIds } = roleCalls(w);

describe('role permissions', () => {
  it('lists a role permissions with feature and sub-feature; page_size defaults to 20', async () => {
    const answer = await request('GET', `/v1/roles/${w.home.roles.admin}/permissions`, asAdmin());
    expect(answer.status, answer.text).toBe(200);
    const { items, pagination } = answer.body.data;
    expect(items).toHaveLength(20);
    expect(pagination).toMatchObject({ page: 1, page_size: 20, has_next: true });
    expect(Object.keys(items[0]).sort()).toEqual(
      ['code', 'description', 'feature', 'id', 'name', 'status', 'sub_feature'].sort(),
    );
    const all = await request(
      'GET',
      `/v1/roles/${w.home.roles.admin}/permissions?page_size=100`,
      asAdmin(),
    );
    expect(all.body.data.pagination.total_items).toBe(pagination.total_items);
    const roles = all.body.data.items.find(
      (p: { code: string }) => p.code === 'identity.roles.read',
    );
    expect(roles).toMatchObject({
      feature: { code: 'identity', id: expect.any(String), name: expect.any(String) },
      sub_feature: { code: 'roles', id: expect.any(String), name: expect.any(String) },
      status: 'active',
    });
  });

  it('adds permissions (keeping existing ones) and removes one; data is null', async () => {
    const [read, write, users] = await permissionIds(
      'catalog.products.read',
      'catalog.products.write',
      'identity.users.read',
    );
    const role = await createRole({ permission_ids: [read] });
    const add = await request(
      'POST',
      `/v1/roles/${role.id}/permissions`,
      asAdmin({ permission_ids: [read, write, users] }),
    );
    expect(add.status, add.text).toBe(200);
    expect(add.body).toEqual({ success: true, data: null });
    const list = await request('GET', `/v1/roles/${role.id}/permissions`, asAdmin());
    expect(list.body.data.items.map((p: { id: string }) => p.id).sort()).toEqual(
      [read, write, users].sort(),
    );
    const product = list.body.data.items.find((p: { id: string }) => p.id === write);
    expect(product).toMatchObject({
      code: 'catalog.products.write',
      status: 'active',
      feature: { code: 'catalog', id: expect.any(String), name: expect.any(String) },
      sub_feature: { code: 'products', id: expect.any(String), name: expect.any(String) },
    });

    const remove = await request('DELETE', `/v1/roles/${role.id}/permissions/${write}`, asAdmin());
    expect(remove.status).toBe(200);
    expect(remove.body).toEqual({ success: true, data: null });
    const role2 = await request('GET', `/v1/roles/${role.id}`, asAdmin());
    expect(role2.body.data.permission_count).toBe(2);
    expectError(
      await request('DELETE', `/v1/roles/${role.id}/permissions/${write}`, asAdmin()),
      404,
      'not_found',
    );
  });

  it('validates permission_ids', async () => {
    const role = await createRole();
    const post = (body: unknown) =>
      request('POST', `/v1/roles/${role.id}/permissions`, asAdmin(body));
    expectError(await post({}), 400, 'required', 'permission_ids');
    expectError(await post({ permission_ids: [] }), 400, 'too_short', 'permission_ids');
    expectError(
      await post({ permission_ids: [randomUUID()] }),
      400,
      'invalid_reference',
      'permission_ids',
    );
    expectError(await post({ permission_ids: [], extra: 1 }), 400, 'unknown_field', 'extra');
    expectError(
      await request('GET', `/v1/roles/${role.id}/permissions?page_size=101`, asAdmin()),
      400,
      'out_of_range',
      'page_size',
    );
  });

  it('hides the roles of other tenants and refuses viewers', async () => {
    const [read] = await permissionIds('catalog.products.read');
    const foreignRole = w.foreign.roles.viewer;
    expectError(
      await request('GET', `/v1/roles/${foreignRole}/permissions`, asAdmin()),
      404,
      'not_found',
    );
    expectError(
      await request(
        'POST',
        `/v1/roles/${foreignRole}/permissions`,
        asAdmin({ permission_ids: [read] }),
      ),
      404,
      'not_found',
    );
    expectError(
      await request('DELETE', `/v1/roles/${foreignRole}/permissions/${read}`, asAdmin()),
      404,
      'not_found',
    );
    const role = await createRole({ permission_ids: [read] });
    expectError(
      await request(
        'POST',
        `/v1/roles/${role.id}/permissions`,
        asViewer({ permission_ids: [read] }),
      ),
      403,
      'forbidden',
    );
    expectError(
      await request('DELETE', `/v1/roles/${role.id}/permissions/${read}`, asViewer()),
      403,
      'forbidden',
    );
    expect((await request('GET', `/v1/roles/${role.id}/permissions`, asViewer())).status).toBe(200);
    expectError(
      await request('GET', `/v1/roles/${role.id}/permissions`, {
        token: w.tokens.admin,
        tenant: w.foreign.id,
      }),
      403,
      'tenant_forbidden',
    );
  });
});

describe('PATCH /v1/roles/{id}/status', () => {
  it('moves active -> inactive -> active; the same status again is a no-op', async () => {
    const role = await createRole();
    const status = (value: unknown) =>
      request('PATCH', `/v1/roles/${role.id}/status`, asAdmin({ status: value }));
    const off = await status('inactive');
    expect(off.status, off.text).toBe(200);
    expect(off.body.data).toMatchObject({ id: role.id, status: 'inactive' });
    const again = await status('inactive');
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('inactive');
    expect(again.body.data.modified_at).toBe(off.body.data.modified_at);
    const on = await status('active');
    expect(on.body.data.status).toBe('active');
    expect((await status('active')).body.data.status).toBe('active');
    expectError(await status('deleted'), 400, 'invalid_value', 'status');
    expectError(await status(undefined), 400, 'required', 'status');
  });

  it('refuses viewers and foreign tenants, hides other tenants roles', async () => {
    const role = await createRole();
    expectError(
      await request('PATCH', `/v1/roles/${role.id}/status`, asViewer({ status: 'inactive' })),
      403,
      'forbidden',
    );
    expectError(
      await request(
        'PATCH',
        `/v1/roles/${w.foreign.roles.editor}/status`,
        asAdmin({ status: 'inactive' }),
      ),
      404,
      'not_found',
    );
    expectError(
      await request('PATCH', `/v1/roles/${role.id}/status`, {
        token: w.tokens.admin,
        tenant: w.foreign.id,
        body: { status: 'inactive' },
      }),
      403,
      'tenant_forbidden',
    );
  });

  it('an inactive role grants nothing, at once, to tokens already issued', async () => {
    const { role, token } = await w.narrowCaller('home', ['identity.roles.read']);
    const asUser = { token, tenant: w.home.id };
    expect((await request('GET', '/v1/roles', asUser)).status).toBe(200);

    await request('PATCH', `/v1/roles/${role.id}/status`, asAdmin({ status: 'inactive' }));
    expectError(await request('GET', '/v1/roles', asUser), 403, 'forbidden');

    await request('PATCH', `/v1/roles/${role.id}/status`, asAdmin({ status: 'active' }));
    expect((await request('GET', '/v1/roles', asUser)).status).toBe(200);
  });
});
