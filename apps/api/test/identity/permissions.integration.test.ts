// Permission operations over real HTTP. The catalog is platform-wide and shared with every
// other test file, so writes here touch only features, sub-features and permissions this
// file created itself.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createPermissionTreeEntry, uniqueCode } from '../helpers/factories.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TENANT_STAFF } from '../helpers/world.ts';

const { server, request } = await testServer();
const w = await createTenantWorld(TENANT_STAFF);

const asPlatform = (body?: unknown) => ({ token: w.tokens.platformAdmin, body });
const asAdmin = (body?: unknown) => ({ token: w.tokens.admin, body });
const asViewer = (body?: unknown) => ({ token: w.tokens.viewer, body });

async function createPermission(body: Record<string, unknown> = {}) {
  const entry = await createPermissionTreeEntry(server.db);
  const code = `${entry.feature.code}.${entry.subFeature.code}.${uniqueCode('act')}`;
  const answer = await request(
    'POST',
    '/v1/permissions',
    asPlatform({ code, sub_feature_id: entry.subFeature.id, ...body }),
  );
  expect(answer.status, answer.text).toBe(200);
  return { entry, permission: answer.body.data };
}

describe('GET /v1/permissions', () => {
  it('lists live permissions with feature and sub-feature; page_size defaults to 10', async () => {
    const answer = await request('GET', '/v1/permissions', asViewer());
    expect(answer.status, answer.text).toBe(200);
    const { items, pagination } = answer.body.data;
    expect(items).toHaveLength(10);
    expect(pagination).toMatchObject({ page: 1, page_size: 10, has_next: true });
    expect(Object.keys(items[0]).sort()).toEqual(
      [
        'code',
        'created_at',
        'created_by',
        'description',
        'feature',
        'id',
        'modified_at',
        'modified_by',
        'name',
        'status',
        'sub_feature',
      ].sort(),
    );
  });

  it('filters by feature_id, sub_feature_id, search and status', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const byFeature = await request(
      'GET',
      `/v1/permissions?feature_id=${entry.feature.id}&sort=code`,
      asViewer(),
    );
    expect(byFeature.body.data.items.map((p: { id: string }) => p.id)).toEqual([
      entry.read.id,
      entry.write.id,
    ]);
    expect(byFeature.body.data.items[0]).toMatchObject({
      code: entry.read.code,
      status: 'active',
      description: null,
      feature: { code: entry.feature.code, id: entry.feature.id, name: entry.feature.name },
      sub_feature: {
        code: entry.subFeature.code,
        id: entry.subFeature.id,
        name: entry.subFeature.name,
      },
    });
    const bySub = await request(
      'GET',
      `/v1/permissions?sub_feature_id=${entry.subFeature.id}&search=WRITE`,
      asViewer(),
    );
    expect(bySub.body.data.items.map((p: { id: string }) => p.id)).toEqual([entry.write.id]);

    await server.db.permission.update({
      where: { id: entry.read.id },
      data: { status: 'inactive' },
    });
    const inactive = await request(
      'GET',
      `/v1/permissions?feature_id=${entry.feature.id}&status=inactive`,
      asViewer(),
    );
    expect(inactive.body.data.items.map((p: { id: string }) => p.id)).toEqual([entry.read.id]);
    const both = await request(
      'GET',
      `/v1/permissions?feature_id=${entry.feature.id}&status=active&status=inactive`,
      asViewer(),
    );
    expect(both.body.data.pagination.total_items).toBe(2);
    expectError(
      await request('GET', '/v1/permissions?feature_id=nope', asViewer()),
      400,
      'invalid_format',
      'feature_id',
    );
    expectError(
      await request('GET', '/v1/permissions?page_size=101', asViewer()),
      400,
      'out_of_range',
      'page_size',
    );
  });

  it('needs identity.permissions.read in the token tenant', async () => {
    const { token } = await w.narrowCaller('home', ['identity.roles.read']);
    const answer = await request('GET', '/v1/permissions', { token });
    expectError(answer, 403, 'forbidden');
    expect(answer.body.message).toContain('identity.permissions.read');
    expectError(await request('GET', '/v1/permissions'), 401, 'unauthenticated');
  });
});

describe('POST /v1/permissions', () => {
  it('creates a permission under its sub-feature (name defaults to the code)', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const code = `${entry.feature.code}.${entry.subFeature.code}.export`;
    const answer = await request(
      'POST',
      '/v1/permissions',
      asPlatform({ code, sub_feature_id: entry.subFeature.id }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({
      code,
      name: code,
      description: null,
      status: 'active',
      feature: { id: entry.feature.id, code: entry.feature.code, name: entry.feature.name },
      sub_feature: { id: entry.subFeature.id, code: entry.subFeature.code },
      created_by: { id: w.platformAdmin.id, type: 'user' },
    });
    const named = await request(
      'POST',
      '/v1/permissions',
      asPlatform({
        code: `${entry.feature.code}.${entry.subFeature.code}.approve`,
        sub_feature_id: entry.subFeature.id,
        name: 'Approve',
        description: 'Approves things',
      }),
    );
    expect(named.body.data).toMatchObject({ name: 'Approve', description: 'Approves things' });
  });

  it('validates the code (at most 100, <feature>.<sub_feature>.<action> of its sub-feature)', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const prefix = `${entry.feature.code}.${entry.subFeature.code}.`;
    const post = (body: Record<string, unknown>) =>
      request(
        'POST',
        '/v1/permissions',
        asPlatform({ code: `${prefix}x`, sub_feature_id: entry.subFeature.id, ...body }),
      );
    expectError(await post({ code: undefined }), 400, 'required', 'code');
    expectError(await post({ code: `${prefix}${'x'.repeat(101)}` }), 400, 'too_long', 'code');
    expectError(await post({ code: 'no-dots' }), 400, 'invalid_format', 'code');
    expectError(await post({ code: 'other.feature.read' }), 400, 'invalid_value', 'code');
    expectError(await post({ sub_feature_id: undefined }), 400, 'required', 'sub_feature_id');
    expectError(
      await post({ sub_feature_id: randomUUID() }),
      400,
      'invalid_reference',
      'sub_feature_id',
    );
    expectError(await post({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await post({ description: 'x'.repeat(501) }), 400, 'too_long', 'description');
    expectError(await post({ feature_id: entry.feature.id }), 400, 'unknown_field', 'feature_id');
    const exact = `${prefix}${'a'.repeat(100 - prefix.length)}`;
    expect((await post({ code: exact })).status).toBe(200);
  });

  it('answers 409 already_exists on a live duplicate code; a deleted code can be reused', async () => {
    const { entry, permission } = await createPermission();
    const again = () =>
      request(
        'POST',
        '/v1/permissions',
        asPlatform({ code: permission.code, sub_feature_id: entry.subFeature.id }),
      );
    expectError(await again(), 409, 'already_exists', 'code');
    expect((await request('DELETE', `/v1/permissions/${permission.id}`, asPlatform())).status).toBe(
      200,
    );
    const reused = await again();
    expect(reused.status, reused.text).toBe(200);
    expect(reused.body.data.id).not.toBe(permission.id);
  });

  it('is for platform administrators only: a tenant admin gets 403 forbidden', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const body = {
      code: `${entry.feature.code}.${entry.subFeature.code}.x`,
      sub_feature_id: entry.subFeature.id,
    };
    expectError(await request('POST', '/v1/permissions', asAdmin(body)), 403, 'forbidden');
    expectError(await request('POST', '/v1/permissions', asViewer(body)), 403, 'forbidden');
    expectError(await request('POST', '/v1/permissions', asAdmin({ junk: 1 })), 403, 'forbidden');
    expectError(await request('POST', '/v1/permissions', { body }), 401, 'unauthenticated');
  });
});

describe('GET /v1/permissions/{id}', () => {
  it('answers the permission; 404 for unknown or deleted ids', async () => {
    const { permission } = await createPermission();
    const answer = await request('GET', `/v1/permissions/${permission.id}`, asViewer());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(permission);
    expectError(
      await request('GET', `/v1/permissions/${randomUUID()}`, asViewer()),
      404,
      'not_found',
    );
    await request('DELETE', `/v1/permissions/${permission.id}`, asPlatform());
    expectError(
      await request('GET', `/v1/permissions/${permission.id}`, asViewer()),
      404,
      'not_found',
    );
    expectError(
      await request('GET', '/v1/permissions/nope', asViewer()),
      400,
      'invalid_format',
      'id',
    );
  });
});

describe('DELETE /v1/permissions/{id}', () => {
  it('soft-deletes: envelope without data, gone from lists, taken out of every role', async () => {
    const { entry, permission } = await createPermission();
    const role = await server.db.role.create({
      data: {
        tenantId: w.home.id,
        code: uniqueCode('role'),
        name: 'Holder',
        permissions: { create: [{ permissionId: permission.id }, { permissionId: entry.read.id }] },
      },
    });
    expectError(
      await request('DELETE', `/v1/permissions/${permission.id}`, asAdmin()),
      403,
      'forbidden',
    );
    const answer = await request('DELETE', `/v1/permissions/${permission.id}`, asPlatform());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const stored = await server.db.permission.findUniqueOrThrow({ where: { id: permission.id } });
    expect(stored.deletedAt).not.toBeNull();
    expect(await server.db.rolePermission.count({ where: { roleId: role.id } })).toBe(1);
    const list = await request(
      'GET',
      `/v1/permissions?sub_feature_id=${entry.subFeature.id}`,
      asViewer(),
    );
    expect(list.body.data.items.map((p: { id: string }) => p.id)).not.toContain(permission.id);
    expectError(
      await request('DELETE', `/v1/permissions/${permission.id}`, asPlatform()),
      404,
      'not_found',
    );
  });
});

describe('PATCH /v1/permissions/{id}/status', () => {
  it('moves active <-> inactive; the same status again is a no-op', async () => {
    const { permission } = await createPermission();
    const status = (value: unknown) =>
      request('PATCH', `/v1/permissions/${permission.id}/status`, asPlatform({ status: value }));
    const off = await status('inactive');
    expect(off.status, off.text).toBe(200);
    expect(off.body.data).toMatchObject({ id: permission.id, status: 'inactive' });
    expect((await status('inactive')).body.data.modified_at).toBe(off.body.data.modified_at);
    expect((await status('active')).body.data.status).toBe('active');
    expect((await status('active')).body.data.status).toBe('active');
    expectError(await status('archived'), 400, 'invalid_value', 'status');
    expectError(
      await request(
        'PATCH',
        `/v1/permissions/${permission.id}/status`,
        asAdmin({ status: 'inactive' }),
      ),
      403,
      'forbidden',
    );
    expectError(
      await request(
        'PATCH',
        `/v1/permissions/${randomUUID()}/status`,
        asPlatform({ status: 'inactive' }),
      ),
      404,
      'not_found',
    );
  });
});
