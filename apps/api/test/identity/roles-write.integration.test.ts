// Changing roles: create, update and soft delete, with limits, duplicates and refusals.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createPermissionTreeEntry, uniqueCode } from '../helpers/factories.ts';
import { roleCalls } from '../helpers/role-calls.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TENANT_STAFF } from '../helpers/world.ts';

const { server, request } = await testServer();
const w = await createTenantWorld(TENANT_STAFF);
const { asAdmin, asViewer, createRole, permissionIds } = roleCalls(w);

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
    const entry = await createPermissionTreeEntry(server.db);
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
      token: w.tokens.foreignAdmin,
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
        token: w.tokens.admin,
        tenant: w.foreign.id,
        body: { code: uniqueCode('r'), name: 'x' },
      }),
      403,
      'tenant_forbidden',
    );
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
        token: w.tokens.admin,
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
    const { role, user } = await w.narrowCaller('home', []);
    const held = await request('DELETE', `/v1/roles/${role.id}`, asAdmin());
    expectError(held, 409, 'in_use');
    expect(held.body.message).toContain('1 user');

    const other = await createRole();
    const account = await server.db.serviceAccount.create({
      data: { tenantId: w.home.id, code: uniqueCode('sa'), name: 'Robot' },
    });
    await server.db.serviceAccountRole.create({
      data: { tenantId: w.home.id, serviceAccountId: account.id, roleId: other.id },
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
        token: w.tokens.admin,
        tenant: w.foreign.id,
      }),
      403,
      'tenant_forbidden',
    );
    expectError(
      await request('DELETE', `/v1/roles/${role.id}`, {
        token: w.tokens.foreignAdmin,
        tenant: w.foreign.id,
      }),
      404,
      'not_found',
    );
    expect((await request('GET', `/v1/roles/${role.id}`, asAdmin())).status).toBe(200);
  });
});
