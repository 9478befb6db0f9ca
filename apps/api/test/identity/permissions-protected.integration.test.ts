// The catalog entries the platform needs to run (identity.permissions.read/write,
// identity.roles.read/write, their sub-features and the identity feature) can be neither
// deleted nor deactivated, over both transports: otherwise a platform administrator could
// lock everyone out of ever creating or restoring a permission.
import { PLATFORM_PERMISSIONS } from '@pim/core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createPermissionTreeEntry, uniqueCode } from '../helpers/factories.ts';
import { testServer, type Answer } from '../helpers/server.ts';
import { createTenantWorld, TENANT_STAFF } from '../helpers/world.ts';

const { server, request } = await testServer();
const w = await createTenantWorld(TENANT_STAFF);
const grants = await server.db.rolePermission.findMany({
  where: { permission: { code: { in: [...PLATFORM_PERMISSIONS] }, deletedAt: null } },
  select: { tenantId: true, roleId: true, permissionId: true },
});

const PROTECTED_SUB_FEATURES = ['permissions', 'roles'];

// The catalog is shared with every test file running in parallel. Should a refusal ever
// fail, put the entries and their grants back at once so the other files keep their
// permissions (the failed assertion still fails this test).
afterEach(async () => {
  const restore = { deletedAt: null, status: 'active' as const };
  const changed = { OR: [{ deletedAt: { not: null } }, { status: 'inactive' as const }] };
  const identity = await server.db.feature.findFirst({
    where: { code: 'identity' },
    orderBy: { createdAt: 'asc' },
  });
  if (!identity) return;
  await server.db.feature.updateMany({ where: { id: identity.id, ...changed }, data: restore });
  await server.db.subFeature.updateMany({
    where: { featureId: identity.id, code: { in: PROTECTED_SUB_FEATURES }, ...changed },
    data: restore,
  });
  await server.db.permission.updateMany({
    where: { code: { in: [...PLATFORM_PERMISSIONS] }, featureId: identity.id, ...changed },
    data: restore,
  });
  await server.db.rolePermission.createMany({ data: grants, skipDuplicates: true });
});

const asPlatform = (body?: unknown) => ({ token: w.tokens.platformAdmin, body });

async function protectedEntries() {
  const feature = await server.db.feature.findFirstOrThrow({
    where: { code: 'identity', deletedAt: null },
  });
  const subFeatures = await server.db.subFeature.findMany({
    where: { featureId: feature.id, code: { in: PROTECTED_SUB_FEATURES }, deletedAt: null },
  });
  const permissions = await server.db.permission.findMany({
    where: { code: { in: [...PLATFORM_PERMISSIONS] }, deletedAt: null },
  });
  expect(subFeatures).toHaveLength(2);
  expect(permissions).toHaveLength(4);
  return { feature, subFeatures, permissions };
}

/** 409 in_use whose message names the entry and says why. */
function expectProtected(answer: Answer, code: string, field: string) {
  expectError(answer, 409, 'in_use', field);
  expect(answer.body.message).toContain(code);
  expect(answer.body.message).toContain('protected');
}

async function expectStillLive() {
  const { feature, subFeatures, permissions } = await protectedEntries();
  for (const row of [feature, ...subFeatures, ...permissions]) {
    expect(row).toMatchObject({ status: 'active', deletedAt: null });
  }
}

describe('the permissions the platform needs', () => {
  it('DELETE /v1/permissions/{id} answers 409 in_use for each of them', async () => {
    const { permissions } = await protectedEntries();
    for (const permission of permissions) {
      const answer = await request('DELETE', `/v1/permissions/${permission.id}`, asPlatform());
      expectProtected(answer, permission.code, 'id');
    }
    await expectStillLive();
  });

  it('PATCH /v1/permissions/{id}/status to inactive answers 409 in_use; to active is a no-op', async () => {
    const { permissions } = await protectedEntries();
    for (const permission of permissions) {
      const path = `/v1/permissions/${permission.id}/status`;
      const answer = await request('PATCH', path, asPlatform({ status: 'inactive' }));
      expectProtected(answer, permission.code, 'status');
      const active = await request('PATCH', path, asPlatform({ status: 'active' }));
      expect(active.status, active.text).toBe(200);
      expect(active.body.data.status).toBe('active');
    }
    await expectStillLive();
  });

  it('their sub-features cannot be deleted or deactivated (409 in_use)', async () => {
    const { subFeatures } = await protectedEntries();
    for (const sub of subFeatures) {
      const code = `identity.${sub.code}`;
      const removal = await request('DELETE', `/v1/sub-features/${sub.id}`, asPlatform());
      expectProtected(removal, code, 'id');
      const status = await request(
        'PATCH',
        `/v1/sub-features/${sub.id}/status`,
        asPlatform({ status: 'inactive' }),
      );
      expectProtected(status, code, 'status');
    }
    await expectStillLive();
  });

  it('the identity feature cannot be deleted or deactivated (409 in_use)', async () => {
    const { feature } = await protectedEntries();
    const removal = await request('DELETE', `/v1/features/${feature.id}`, asPlatform());
    expectProtected(removal, 'identity', 'id');
    const status = await request(
      'PATCH',
      `/v1/features/${feature.id}/status`,
      asPlatform({ status: 'inactive' }),
    );
    expectProtected(status, 'identity', 'status');
    await expectStillLive();
  });

  it('refuses the same over tRPC', async () => {
    const { feature, subFeatures, permissions } = await protectedEntries();
    const write = permissions.find((p) => p.code === 'identity.permissions.write')!;
    const calls: [string, unknown][] = [
      ['permissions.delete', { id: write.id }],
      ['permissions.setStatus', { id: write.id, status: 'inactive' }],
      ['subFeatures.delete', { id: subFeatures[0]!.id }],
      ['subFeatures.setStatus', { id: subFeatures[0]!.id, status: 'inactive' }],
      ['features.delete', { id: feature.id }],
      ['features.setStatus', { id: feature.id, status: 'inactive' }],
    ];
    for (const [procedure, input] of calls) {
      const answer = await request('POST', `/trpc/${procedure}`, asPlatform(input));
      expect(answer.status, `${procedure} ${answer.text}`).toBe(409);
      expect(answer.body.error.data.errors[0].code).toBe('in_use');
    }
    await expectStillLive();
  });

  it('leaves the platform able to create a permission and give it to a role', async () => {
    const entry = await createPermissionTreeEntry(server.db);
    const created = await request(
      'POST',
      '/v1/permissions',
      asPlatform({
        code: `${entry.feature.code}.${entry.subFeature.code}.${uniqueCode('act')}`,
        sub_feature_id: entry.subFeature.id,
      }),
    );
    expect(created.status, created.text).toBe(200);
    const granted = await request('POST', `/v1/roles/${w.home.roles.viewer}/permissions`, {
      token: w.tokens.platformAdmin,
      tenant: w.home.id,
      body: { permission_ids: [created.body.data.id] },
    });
    expect(granted.status, granted.text).toBe(200);
    // Not protected: it can go again, and so can its sub-feature and feature.
    const path = `/v1/permissions/${created.body.data.id}`;
    expect((await request('DELETE', path, asPlatform())).status).toBe(200);
    const inactive = await request(
      'PATCH',
      `/v1/permissions/${entry.read.id}/status`,
      asPlatform({ status: 'inactive' }),
    );
    expect(inactive.status, inactive.text).toBe(200);
  });
});
