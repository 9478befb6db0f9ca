// Organizations and tenants for platform administrators.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createOrganization, uniqueCode } from '../helpers/factories.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, loginAs, TENANT_STAFF } from '../helpers/world.ts';

const { server, request } = await testServer();
const w = await createTenantWorld(TENANT_STAFF);

const asPlatform = (body?: unknown) => ({ token: w.tokens.platformAdmin, body });
const asAdmin = (body?: unknown) => ({ token: w.tokens.admin, body });

async function createOrg() {
  const code = uniqueCode('org');
  const answer = await request(
    'POST',
    '/v1/organizations',
    asPlatform({ code, name: `Org ${code}` }),
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

describe('organizations', () => {
  it('creates an organization and lists it; page_size defaults to 20', async () => {
    const org = await createOrg();
    expect(Object.keys(org).sort()).toEqual(
      [
        'code',
        'created_at',
        'created_by',
        'id',
        'modified_at',
        'modified_by',
        'name',
        'status',
      ].sort(),
    );
    expect(org).toMatchObject({
      status: 'active',
      created_by: { id: w.platformAdmin.id, name: w.platformAdmin.name, type: 'user' },
    });
    const list = await request('GET', '/v1/organizations', asPlatform());
    expect(list.status).toBe(200);
    expect(list.body.data.pagination).toMatchObject({ page: 1, page_size: 20 });
    const found = await request('GET', `/v1/organizations?search=${org.code}`, asPlatform());
    expect(found.body.data.items).toEqual([org]);
    const active = await request(
      'GET',
      `/v1/organizations?search=${org.code}&status=inactive`,
      asPlatform(),
    );
    expect(active.body.data.items).toEqual([]);
  });

  it('validates and refuses duplicate codes', async () => {
    const org = await createOrg();
    const post = (body: unknown) => request('POST', '/v1/organizations', asPlatform(body));
    expectError(await post({ code: org.code, name: 'Again' }), 409, 'already_exists', 'code');
    expectError(await post({ name: 'No code' }), 400, 'required', 'code');
    expectError(await post({ code: uniqueCode('o') }), 400, 'required', 'name');
    expectError(await post({ code: 'x'.repeat(101), name: 'n' }), 400, 'too_long', 'code');
    expectError(await post({ code: 'bad code', name: 'n' }), 400, 'invalid_format', 'code');
    expectError(
      await post({ code: uniqueCode('o'), name: 'x'.repeat(256) }),
      400,
      'too_long',
      'name',
    );
    expectError(
      await post({ code: uniqueCode('o'), name: 'n', plan: 'x' }),
      400,
      'unknown_field',
      'plan',
    );
  });

  it('is for platform administrators only', async () => {
    expectError(await request('GET', '/v1/organizations', asAdmin()), 403, 'forbidden');
    expectError(
      await request('POST', '/v1/organizations', asAdmin({ code: uniqueCode('o'), name: 'n' })),
      403,
      'forbidden',
    );
    expectError(await request('GET', '/v1/organizations'), 401, 'unauthenticated');
  });
});

describe('tenants of an organization', () => {
  it('creates a tenant with defaults and its three default roles', async () => {
    const org = await createOrg();
    const code = uniqueCode('tenant');
    const answer = await request(
      'POST',
      `/v1/organizations/${org.id}/tenants`,
      asPlatform({ code, name: 'New tenant' }),
    );
    expect(answer.status, answer.text).toBe(200);
    const tenant = answer.body.data;
    expect(Object.keys(tenant).sort()).toEqual(
      [
        'billing_interval',
        'code',
        'contact_email',
        'created_at',
        'created_by',
        'id',
        'modified_at',
        'modified_by',
        'name',
        'organization_id',
        'phone',
        'plan',
        'status',
      ].sort(),
    );
    expect(tenant).toMatchObject({
      code,
      name: 'New tenant',
      organization_id: org.id,
      plan: 'standard',
      billing_interval: 'monthly',
      contact_email: null,
      phone: null,
      status: 'active',
    });
    const roles = await server.db.role.findMany({ where: { tenantId: tenant.id } });
    expect(roles.map((r) => r.code).sort()).toEqual(['admin', 'editor', 'viewer']);

    const list = await request('GET', `/v1/organizations/${org.id}/tenants`, asPlatform());
    expect(list.body.data.items).toEqual([tenant]);
    expect(list.body.data.pagination).toMatchObject({ page: 1, page_size: 20, total_items: 1 });
  });

  it('makes admin_user_id the first administrator, who can then run the tenant', async () => {
    // A user is an identity of one organization: the new tenant is in the viewer's.
    const answer = await request(
      'POST',
      `/v1/organizations/${w.org.id}/tenants`,
      asPlatform({
        code: uniqueCode('tenant'),
        name: 'Staffed',
        plan: 'enterprise',
        billing_interval: 'yearly',
        contact_email: 'ops@example.test',
        phone: '+1 555 0100',
        admin_user_id: w.viewer.id,
      }),
    );
    expect(answer.status, answer.text).toBe(200);
    const tenant = answer.body.data;
    expect(tenant).toMatchObject({
      plan: 'enterprise',
      billing_interval: 'yearly',
      contact_email: 'ops@example.test',
      phone: '+1 555 0100',
    });
    const token = await loginAs(request, w.viewer, tenant.id);
    const roles = await request('GET', '/v1/roles', { token, tenant: tenant.id });
    expect(roles.status, roles.text).toBe(200);
    const admin = roles.body.data.items.find((r: { code: string }) => r.code === 'admin');
    expect(admin.user_count).toBe(1);
    // The new membership does not take over the user's default tenant.
    const memberships = await server.db.tenantMembership.findMany({
      where: { userId: w.viewer.id, isDefault: true },
    });
    expect(memberships.map((m) => m.tenantId)).toEqual([w.home.id]);
  });

  it('takes admin_user_id from the organization, or a platform administrator for a new one', async () => {
    const org = await createOrg();
    const post = (adminUserId: string) =>
      request(
        'POST',
        `/v1/organizations/${org.id}/tenants`,
        asPlatform({ code: uniqueCode('tenant'), name: 'First', admin_user_id: adminUserId }),
      );
    // A user of another organization is no reference here (not even a hint it exists).
    expectError(await post(w.viewer.id), 400, 'invalid_reference', 'admin_user_id');
    // A new organization has no users yet: a platform administrator staffs its first tenant.
    const answer = await post(w.platformAdmin.id);
    expect(answer.status, answer.text).toBe(200);
    const token = await loginAs(request, w.platformAdmin, answer.body.data.id);
    const users = await request('POST', '/v1/users', {
      token,
      body: { email: w.viewer.email, name: 'Local', password: 'secret1' },
    });
    expect(users.status, users.text).toBe(200);
    const row = await server.db.user.findUniqueOrThrow({ where: { id: users.body.data.id } });
    expect(row.organizationId).toBe(org.id);
  });

  it('validates, refuses duplicates and unknown organizations', async () => {
    const org = await createOrg();
    const post = (body: Record<string, unknown>, orgId = org.id) =>
      request(
        'POST',
        `/v1/organizations/${orgId}/tenants`,
        asPlatform({ code: uniqueCode('t'), name: 'T', ...body }),
      );
    expectError(await post({ code: w.home.code }), 409, 'already_exists', 'code');
    expectError(await post({}, randomUUID()), 404, 'not_found');
    expectError(await post({ name: undefined }), 400, 'required', 'name');
    expectError(await post({ code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await post({ contact_email: 'nope' }), 400, 'invalid_format', 'contact_email');
    expectError(
      await post({ billing_interval: 'weekly' }),
      400,
      'invalid_value',
      'billing_interval',
    );
    expectError(await post({ phone: 'x'.repeat(51) }), 400, 'too_long', 'phone');
    expectError(await post({ plan: 'x'.repeat(101) }), 400, 'too_long', 'plan');
    expectError(
      await post({ admin_user_id: randomUUID() }),
      400,
      'invalid_reference',
      'admin_user_id',
    );
    expectError(await post({ status: 'active' }), 400, 'unknown_field', 'status');
    expectError(
      await request('GET', `/v1/organizations/${randomUUID()}/tenants`, asPlatform()),
      404,
      'not_found',
    );
    expectError(
      await request('GET', '/v1/organizations/nope/tenants', asPlatform()),
      400,
      'invalid_format',
      'org_id',
    );
    // Nothing was half-created by the refused requests.
    const list = await request('GET', `/v1/organizations/${org.id}/tenants`, asPlatform());
    expect(list.body.data.items).toEqual([]);
  });

  it('is for platform administrators only', async () => {
    expectError(
      await request('GET', `/v1/organizations/${w.org.id}/tenants`, asAdmin()),
      403,
      'forbidden',
    );
    expectError(
      await request(
        'POST',
        `/v1/organizations/${w.org.id}/tenants`,
        asAdmin({ code: 'x', name: 'x' }),
      ),
      403,
      'forbidden',
    );
  });
});

describe('GET /v1/organizations/{org_id}', () => {
  it('reads any organization for a platform administrator, on both transports', async () => {
    const org = await createOrganization(server.db);
    const rest = await request('GET', `/v1/organizations/${org.id}`, {
      token: w.tokens.platformAdmin,
    });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.data).toMatchObject({ id: org.id, code: org.code, status: 'active' });
    const input = encodeURIComponent(JSON.stringify({ org_id: org.id }));
    const trpc = await request('GET', `/trpc/organizations.get?input=${input}`, {
      token: w.tokens.platformAdmin,
    });
    expect(trpc.body.result.data).toEqual(rest.body.data);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 403 for tenant administrators', async () => {
    const org = await createOrganization(server.db);
    expectError(
      await request('GET', `/v1/organizations/${randomUUID()}`, { token: w.tokens.platformAdmin }),
      404,
      'not_found',
    );
    expectError(
      await request('GET', '/v1/organizations/not-a-uuid', { token: w.tokens.platformAdmin }),
      400,
      'invalid_format',
      'org_id',
    );
    expectError(
      await request('GET', `/v1/organizations/${org.id}`, { token: w.tokens.admin }),
      403,
      'forbidden',
    );
  });
});
