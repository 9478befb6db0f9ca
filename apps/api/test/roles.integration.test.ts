// Role operations over real HTTP: shapes and defaults of spec 000, limits, tenant isolation,
// viewer and foreign-tenant refusals, duplicates, soft delete and status moves.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from './helpers/factories.ts';
import { expectError } from './helpers/identity.ts';
import {
  createCatalogEntry,
  createRolesWorld,
  createUserWithPermissions,
  uniqueCode,
  type RolesWorld,
} from './helpers/roles-factories.ts';
import { client, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let request: ReturnType<typeof client>;
let w: RolesWorld;

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.baseUrl);
  w = await createRolesWorld(server.db, request);
});
afterAll(() => server.close());

const asAdmin = (body?: unknown) => ({ token: w.adminToken, tenant: w.home.id, body });
const asViewer = (body?: unknown) => ({ token: w.viewerToken, tenant: w.home.id, body });

async function createRole(body: Record<string, unknown> = {}) {
  const answer = await request(
    'POST',
    '/v1/roles',
    asAdmin({ code: uniqueCode('role'), name: 'A role', ...body }),
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

async function permissionIds(...codes: string[]) {
  const rows = await server.db.permission.findMany({
    where: { code: { in: codes }, deletedAt: null },
  });
  return codes.map((code) => rows.find((row) => row.code === code)!.id);
}

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
    const second = await createTenant(server.db, w.org.id);
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
      token: w.adminToken,
    });
    expect(noHeader.status).toBe(200);
  });

  it('needs X-Tenant-Id (400), one of the caller tenants (403), and a token (401)', async () => {
    expectError(await request('GET', '/v1/roles', { token: w.adminToken }), 400, 'missing_tenant');
    expectError(
      await request('GET', '/v1/roles', { token: w.adminToken, tenant: w.foreign.id }),
      403,
      'tenant_forbidden',
    );
    expectError(await request('GET', '/v1/roles', { tenant: w.home.id }), 401, 'unauthenticated');
  });

  it('lets a viewer read', async () => {
    expect((await request('GET', '/v1/roles', asViewer())).status).toBe(200);
  });
});

describe('POST /v1/roles', () => {
  it('creates a role with its permissions and answers the role', async () => {
    const ids = await permissionIds('catalog.products.read', 'catalog.products.write');
    const code = uniqueCode('role');
    const answer = await request(
      'POST',
      '/v1/roles',
      asAdmin({ code, name: 'Product editor', description: 'Edits products', permission_ids: ids }),
    );
    expect(answer.status, answer.text).toBe(200);
    const role = answer.body.data;
    expect(role).toMatchObject({
      code,
      name: 'Product editor',
      description: 'Edits products',
      status: 'active',
      permission_count: 2,
      tenant: { id: w.home.id, code: w.home.code, name: w.home.name },
      created_by: { id: w.admin.id, name: w.admin.name, type: 'user' },
      modified_by: { id: w.admin.id, name: w.admin.name, type: 'user' },
    });
    expect(role).not.toHaveProperty('user_count');
    const stored = await server.db.role.findUniqueOrThrow({ where: { id: role.id } });
    expect(stored.tenantId).toBe(w.home.id);
  });

  it('defaults description to null and permissions to none', async () => {
    const role = await createRole();
    expect(role).toMatchObject({ description: null, permission_count: 0, status: 'active' });
  });

  it('validates code, name, description and permission_ids', async () => {
    const post = (body: Record<string, unknown>) =>
      request('POST', '/v1/roles', asAdmin({ code: uniqueCode('r'), name: 'N', ...body }));
    expectError(await post({ code: undefined }), 400, 'required', 'code');
    expectError(await post({ code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await post({ code: 'has space' }), 400, 'invalid_format', 'code');
    expectError(await post({ name: undefined }), 400, 'required', 'name');
    expectError(await post({ name: '' }), 400, 'too_short', 'name');
    expectError(await post({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await post({ description: 'x'.repeat(501) }), 400, 'too_long', 'description');
    expectError(await post({ permission_ids: 'nope' }), 400, 'invalid_type', 'permission_ids');
    expectError(
      await post({ permission_ids: ['nope'] }),
      400,
      'invalid_format',
      'permission_ids.0',
    );
    expectError(
      await post({ permission_ids: [randomUUID()] }),
      400,
      'invalid_reference',
      'permission_ids',
    );
    expectError(await post({ color: 'red' }), 400, 'unknown_field', 'color');
    expect((await post({ code: 'x'.repeat(100), name: 'x'.repeat(255) })).status).toBe(200);
  });

  it('refuses a deleted permission as invalid_reference', async () => {
    const entry = await createCatalogEntry(server.db);
    await server.db.permission.update({
      where: { id: entry.read.id },
      data: { deletedAt: new Date() },
    });
    expectError(
      await request(
        'POST',
        '/v1/roles',
        asAdmin({ code: uniqueCode('r'), name: 'N', permission_ids: [entry.read.id] }),
      ),
      400,
      'invalid_reference',
      'permission_ids',
    );
  });

  it('answers 409 already_exists on a live duplicate code; a deleted code can be reused', async () => {
    const role = await createRole();
    expectError(
      await request('POST', '/v1/roles', asAdmin({ code: role.code, name: 'Again' })),
      409,
      'already_exists',
      'code',
    );
    expectError(
      await request('POST', '/v1/roles', asAdmin({ code: 'admin', name: 'Again' })),
      409,
      'already_exists',
      'code',
    );
    // The same code in another tenant is fine.
    const foreign = await request('POST', '/v1/roles', {
      token: w.foreignToken,
      tenant: w.foreign.id,
      body: { code: role.code, name: 'Elsewhere' },
    });
    expect(foreign.status, foreign.text).toBe(200);

    expect((await request('DELETE', `/v1/roles/${role.id}`, asAdmin())).status).toBe(200);
    const again = await request('POST', '/v1/roles', asAdmin({ code: role.code, name: 'Again' }));
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.id).not.toBe(role.id);
  });

  it('refuses a viewer (403 forbidden, before validation) and a foreign tenant', async () => {
    const forbidden = await request('POST', '/v1/roles', asViewer({ code: 'x', name: 'x' }));
    expectError(forbidden, 403, 'forbidden');
    expect(forbidden.body.message).toContain('identity.roles.write');
    expectError(await request('POST', '/v1/roles', asViewer({ bogus: 1 })), 403, 'forbidden');
    expectError(
      await request('POST', '/v1/roles', {
        token: w.adminToken,
        tenant: w.foreign.id,
        body: { code: uniqueCode('r'), name: 'x' },
      }),
      403,
      'tenant_forbidden',
    );
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

describe('PATCH /v1/roles/{id}', () => {
  it('updates name and description and records who did it', async () => {
    const role = await createRole({ description: 'old' });
    const answer = await request(
      'PATCH',
      `/v1/roles/${role.id}`,
      asAdmin({ name: 'Renamed', description: 'new' }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: role.id,
      code: role.code,
      name: 'Renamed',
      description: 'new',
    });
    const onlyName = await request('PATCH', `/v1/roles/${role.id}`, asAdmin({ name: 'Again' }));
    expect(onlyName.body.data).toMatchObject({ name: 'Again', description: 'new' });
    const cleared = await request('PATCH', `/v1/roles/${role.id}`, asAdmin({ description: null }));
    expect(cleared.body.data.description).toBeNull();
  });

  it('validates, refuses code changes, and hides other tenants', async () => {
    const role = await createRole();
    const patch = (body: unknown, id = role.id) =>
      request('PATCH', `/v1/roles/${id}`, asAdmin(body));
    expectError(await patch({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await patch({ name: '' }), 400, 'too_short', 'name');
    expectError(await patch({ description: 'x'.repeat(501) }), 400, 'too_long', 'description');
    expectError(await patch({ code: 'new' }), 400, 'unknown_field', 'code');
    expectError(await patch({ name: 'x' }, w.foreign.roles.admin), 404, 'not_found');
    expectError(
      await request('PATCH', `/v1/roles/${role.id}`, asViewer({ name: 'x' })),
      403,
      'forbidden',
    );
    expectError(
      await request('PATCH', `/v1/roles/${role.id}`, {
        token: w.adminToken,
        tenant: w.foreign.id,
        body: { name: 'x' },
      }),
      403,
      'tenant_forbidden',
    );
  });
});

describe('DELETE /v1/roles/{id}', () => {
  it('soft-deletes an unused role: envelope without data, gone from lists', async () => {
    const role = await createRole();
    const answer = await request('DELETE', `/v1/roles/${role.id}`, asAdmin());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const stored = await server.db.role.findUniqueOrThrow({ where: { id: role.id } });
    expect(stored.deletedAt).not.toBeNull();
    const list = await request('GET', `/v1/roles?search=${role.code}`, asAdmin());
    expect(list.body.data.items).toEqual([]);
    expectError(await request('DELETE', `/v1/roles/${role.id}`, asAdmin()), 404, 'not_found');
  });

  it('answers 409 in_use while a user or a service account holds the role', async () => {
    const { role, user } = await createUserWithPermissions(server.db, w.home.id, []);
    const held = await request('DELETE', `/v1/roles/${role.id}`, asAdmin());
    expectError(held, 409, 'in_use');
    expect(held.body.message).toContain('1 user');

    const other = await createRole();
    const account = await server.db.serviceAccount.create({
      data: { tenantId: w.home.id, code: uniqueCode('sa'), name: 'Robot' },
    });
    await server.db.serviceAccountRole.create({
      data: { serviceAccountId: account.id, roleId: other.id },
    });
    expectError(await request('DELETE', `/v1/roles/${other.id}`, asAdmin()), 409, 'in_use');

    // Once nobody active holds it, it can go, and leftover mappings go with it.
    await server.db.tenantMembership.updateMany({
      where: { userId: user.id },
      data: { status: 'removed' },
    });
    expect((await request('DELETE', `/v1/roles/${role.id}`, asAdmin())).status).toBe(200);
    expect(await server.db.membershipRole.count({ where: { roleId: role.id } })).toBe(0);
  });

  it('refuses a viewer, a foreign tenant header, and hides roles of other tenants', async () => {
    const role = await createRole();
    expectError(await request('DELETE', `/v1/roles/${role.id}`, asViewer()), 403, 'forbidden');
    expectError(
      await request('DELETE', `/v1/roles/${role.id}`, {
        token: w.adminToken,
        tenant: w.foreign.id,
      }),
      403,
      'tenant_forbidden',
    );
    expectError(
      await request('DELETE', `/v1/roles/${role.id}`, {
        token: w.foreignToken,
        tenant: w.foreign.id,
      }),
      404,
      'not_found',
    );
    expect((await request('GET', `/v1/roles/${role.id}`, asAdmin())).status).toBe(200);
  });
});
