// Feature and sub-feature operations over real HTTP, and the rule that an inactive or
// deleted piece of the catalog grants nothing (checked through a real token's /auth/me,
// since the seeded permissions are shared with every test file running in parallel).
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

async function post(path: string, body: Record<string, unknown>) {
  const answer = await request('POST', path, asPlatform(body));
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

describe('features', () => {
  it('lists features with counts; page_size defaults to 20', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const answer = await request('GET', '/v1/features', asViewer());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.pagination).toMatchObject({ page: 1, page_size: 20 });
    const mine = await request('GET', `/v1/features?search=${entry.feature.code}`, asViewer());
    expect(mine.body.data.items).toHaveLength(1);
    const feature = mine.body.data.items[0];
    expect(Object.keys(feature).sort()).toEqual(
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
        'sub_feature_count',
      ].sort(),
    );
    expect(feature).toMatchObject({
      id: entry.feature.id,
      status: 'active',
      permission_count: 2,
      sub_feature_count: 1,
    });
    const identity = await request('GET', '/v1/features?search=identity', asViewer());
    const seeded = identity.body.data.items.find((f: { code: string }) => f.code === 'identity');
    // Other test files may add to the shared catalog, never take from it.
    expect(seeded.sub_feature_count).toBeGreaterThanOrEqual(5);
    expect(seeded.permission_count).toBeGreaterThanOrEqual(10);
    const inactive = await request('GET', '/v1/features?status=inactive', asViewer());
    expect(inactive.body.data.items.every((f: { status: string }) => f.status === 'inactive')).toBe(
      true,
    );
    expectError(
      await request('GET', '/v1/features?page_size=0', asViewer()),
      400,
      'out_of_range',
      'page_size',
    );
  });

  it('creates, gets, changes status and soft-deletes a feature', async () => {
    const code = uniqueCode('feat');
    const feature = await post('/v1/features', { code });
    expect(feature).toMatchObject({
      code,
      name: code,
      description: null,
      status: 'active',
      permission_count: 0,
      sub_feature_count: 0,
      created_by: { id: w.platformAdmin.id, type: 'user' },
    });
    const got = await request('GET', `/v1/features/${feature.id}`, asViewer());
    expect(got.body.data).toEqual(feature);

    const status = (value: string) =>
      request('PATCH', `/v1/features/${feature.id}/status`, asPlatform({ status: value }));
    expect((await status('inactive')).body.data.status).toBe('inactive');
    expect((await status('inactive')).body.data.status).toBe('inactive');
    expect((await status('active')).body.data.status).toBe('active');
    expectError(await status('gone'), 400, 'invalid_value', 'status');

    const removed = await request('DELETE', `/v1/features/${feature.id}`, asPlatform());
    expect(removed.body).toEqual({ success: true });
    expectError(await request('GET', `/v1/features/${feature.id}`, asViewer()), 404, 'not_found');
    // A deleted code can be reused.
    expect((await request('POST', '/v1/features', asPlatform({ code }))).status).toBe(200);
  });

  it('validates and refuses duplicates', async () => {
    const code = uniqueCode('feat');
    await post('/v1/features', { code, name: 'Named', description: 'Described' });
    expectError(
      await request('POST', '/v1/features', asPlatform({ code })),
      409,
      'already_exists',
      'code',
    );
    const bad = (body: unknown) => request('POST', '/v1/features', asPlatform(body));
    expectError(await bad({}), 400, 'required', 'code');
    expectError(await bad({ code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await bad({ code: 'has.dot' }), 400, 'invalid_format', 'code');
    expectError(
      await bad({ code: uniqueCode('f'), name: 'x'.repeat(256) }),
      400,
      'too_long',
      'name',
    );
    expectError(
      await bad({ code: uniqueCode('f'), description: 'x'.repeat(501) }),
      400,
      'too_long',
      'description',
    );
    expectError(
      await bad({ code: uniqueCode('f'), status: 'active' }),
      400,
      'unknown_field',
      'status',
    );
  });

  it('refuses to delete a feature that still has sub-features (409 has_children)', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    expectError(
      await request('DELETE', `/v1/features/${entry.feature.id}`, asPlatform()),
      409,
      'has_children',
    );
  });

  it('is written by platform administrators only; 404 for unknown ids', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    expectError(
      await request('POST', '/v1/features', asAdmin({ code: uniqueCode('f') })),
      403,
      'forbidden',
    );
    expectError(
      await request(
        'PATCH',
        `/v1/features/${entry.feature.id}/status`,
        asAdmin({ status: 'inactive' }),
      ),
      403,
      'forbidden',
    );
    expectError(
      await request('DELETE', `/v1/features/${entry.feature.id}`, asViewer()),
      403,
      'forbidden',
    );
    expectError(await request('GET', `/v1/features/${randomUUID()}`, asViewer()), 404, 'not_found');
    expectError(
      await request('DELETE', `/v1/features/${randomUUID()}`, asPlatform()),
      404,
      'not_found',
    );
    expectError(
      await request(
        'PATCH',
        `/v1/features/${randomUUID()}/status`,
        asPlatform({ status: 'active' }),
      ),
      404,
      'not_found',
    );
  });
});

describe('sub-features', () => {
  it('lists sub-features with permission_count and feature; page_size defaults to 20', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const answer = await request(
      'GET',
      `/v1/sub-features?feature_id=${entry.feature.id}`,
      asViewer(),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.pagination).toMatchObject({ page: 1, page_size: 20, total_items: 1 });
    const sub = answer.body.data.items[0];
    expect(Object.keys(sub).sort()).toEqual(
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
        'permission_count',
        'status',
      ].sort(),
    );
    expect(sub).toMatchObject({
      id: entry.subFeature.id,
      permission_count: 2,
      feature: { code: entry.feature.code, id: entry.feature.id, name: entry.feature.name },
    });
    const search = await request(
      'GET',
      `/v1/sub-features?search=${entry.subFeature.code}`,
      asViewer(),
    );
    expect(search.body.data.items.map((s: { id: string }) => s.id)).toEqual([entry.subFeature.id]);
    const all = await request('GET', '/v1/sub-features', asViewer());
    expect(all.body.data.pagination.page_size).toBe(20);
  });

  it('creates under a feature, refuses duplicates in that feature, validates', async () => {
    const feature = await post('/v1/features', { code: uniqueCode('feat') });
    const code = uniqueCode('sub');
    const sub = await post('/v1/sub-features', { code, feature_id: feature.id });
    expect(sub).toMatchObject({
      code,
      name: code,
      description: null,
      status: 'active',
      permission_count: 0,
      feature: { id: feature.id, code: feature.code, name: feature.name },
    });
    expectError(
      await request('POST', '/v1/sub-features', asPlatform({ code, feature_id: feature.id })),
      409,
      'already_exists',
      'code',
    );
    // The same code under another feature is fine.
    const other = await post('/v1/features', { code: uniqueCode('feat') });
    await post('/v1/sub-features', { code, feature_id: other.id });

    const bad = (body: Record<string, unknown>) =>
      request(
        'POST',
        '/v1/sub-features',
        asPlatform({ code: uniqueCode('s'), feature_id: feature.id, ...body }),
      );
    expectError(await bad({ feature_id: undefined }), 400, 'required', 'feature_id');
    expectError(await bad({ feature_id: randomUUID() }), 400, 'invalid_reference', 'feature_id');
    expectError(await bad({ code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await bad({ code: 'a.b' }), 400, 'invalid_format', 'code');
    expectError(await bad({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
    expectError(await bad({ extra: true }), 400, 'unknown_field', 'extra');
    expectError(
      await request('POST', '/v1/sub-features', asAdmin({ code: 'x', feature_id: feature.id })),
      403,
      'forbidden',
    );
  });

  it('moves status, soft-deletes, and refuses to delete one with live permissions', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const path = `/v1/sub-features/${entry.subFeature.id}`;
    expect(
      (await request('PATCH', `${path}/status`, asPlatform({ status: 'inactive' }))).body.data
        .status,
    ).toBe('inactive');
    expect(
      (await request('PATCH', `${path}/status`, asPlatform({ status: 'inactive' }))).status,
    ).toBe(200);
    expect(
      (await request('PATCH', `${path}/status`, asPlatform({ status: 'active' }))).body.data.status,
    ).toBe('active');
    expectError(
      await request('PATCH', `${path}/status`, asViewer({ status: 'inactive' })),
      403,
      'forbidden',
    );

    expectError(await request('DELETE', path, asPlatform()), 409, 'has_children');
    for (const permission of [entry.read, entry.write]) {
      expect(
        (await request('DELETE', `/v1/permissions/${permission.id}`, asPlatform())).status,
      ).toBe(200);
    }
    expectError(await request('DELETE', path, asAdmin()), 403, 'forbidden');
    const removed = await request('DELETE', path, asPlatform());
    expect(removed.body).toEqual({ success: true });
    expectError(await request('GET', path, asViewer()), 404, 'not_found');
    // With its only sub-feature gone, the feature can go too.
    expect((await request('DELETE', `/v1/features/${entry.feature.id}`, asPlatform())).status).toBe(
      200,
    );
  });
});

describe('what the catalog grants', () => {
  async function holderOf(permissionId: string) {
    const role = await server.db.role.create({
      data: {
        tenantId: w.home.id,
        code: uniqueCode('role'),
        name: 'Holder',
        permissions: { create: { permissionId } },
      },
    });
    const token = await w.signIn(await w.addUser({ home: { roleIds: [role.id] } }));
    return async () => {
      const me = await request('GET', '/v1/auth/me', { token });
      expect(me.status, me.text).toBe(200);
      return me.body.data.permissions as string[];
    };
  }

  it('an inactive permission, sub-feature or feature grants nothing, at once', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const permissionsOfHolder = await holderOf(entry.read.id);
    expect(await permissionsOfHolder()).toEqual([entry.read.code]);

    const cases = [
      `/v1/permissions/${entry.read.id}/status`,
      `/v1/sub-features/${entry.subFeature.id}/status`,
      `/v1/features/${entry.feature.id}/status`,
    ];
    for (const path of cases) {
      await request('PATCH', path, asPlatform({ status: 'inactive' }));
      expect(await permissionsOfHolder()).toEqual([]);
      await request('PATCH', path, asPlatform({ status: 'active' }));
      expect(await permissionsOfHolder()).toEqual([entry.read.code]);
    }
  });

  it('a deleted permission grants nothing and leaves no grant behind', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const permissionsOfHolder = await holderOf(entry.write.id);
    expect(await permissionsOfHolder()).toEqual([entry.write.code]);
    await request('DELETE', `/v1/permissions/${entry.write.id}`, asPlatform());
    expect(await permissionsOfHolder()).toEqual([]);
    // Reusing the code does not revive the old grant.
    await request(
      'POST',
      '/v1/permissions',
      asPlatform({ code: entry.write.code, sub_feature_id: entry.subFeature.id }),
    );
    expect(await permissionsOfHolder()).toEqual([]);
  });
});
