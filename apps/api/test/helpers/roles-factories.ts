// Worlds for the role, permission-catalog and organization tests: a home tenant with an
// administrator, a viewer and a platform administrator, and a foreign tenant with its own
// administrator. The permission catalog is platform-wide and shared by every test file
// running in parallel, so tests that change it work on their own feature, sub-feature and
// permissions (unique codes) and never touch the seeded ones.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '@pim/db';
import { createOrganization, createTenant, createUser } from './factories.ts';
import { loginAs } from './identity.ts';
import type { client } from './server.ts';

type Request = ReturnType<typeof client>;

export const uniqueCode = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

export async function createRolesWorld(db: Db, request: Request) {
  const org = await createOrganization(db);
  const home = await createTenant(db, org.id);
  const foreign = await createTenant(db, org.id);
  const admin = await createUser(db, [{ tenantId: home.id, roleIds: [home.roles.admin] }]);
  const viewer = await createUser(db, [{ tenantId: home.id, roleIds: [home.roles.viewer] }]);
  const platformAdmin = await createUser(db, [{ tenantId: home.id, roleIds: [home.roles.admin] }], {
    isPlatformAdmin: true,
  });
  const foreignAdmin = await createUser(db, [
    { tenantId: foreign.id, roleIds: [foreign.roles.admin] },
  ]);
  const [adminToken, viewerToken, platformToken, foreignToken] = await Promise.all([
    loginAs(request, admin),
    loginAs(request, viewer),
    loginAs(request, platformAdmin),
    loginAs(request, foreignAdmin),
  ]);
  return {
    org,
    home,
    foreign,
    admin,
    viewer,
    platformAdmin,
    foreignAdmin,
    adminToken,
    viewerToken,
    platformToken,
    foreignToken,
  };
}

export type RolesWorld = Awaited<ReturnType<typeof createRolesWorld>>;

/** A fresh feature with one sub-feature and its read and write permissions. */
export async function createPermissionTreeEntry(db: Db) {
  const feature = await db.feature.create({
    data: { code: uniqueCode('feat'), name: 'Test feature' },
  });
  const subFeature = await db.subFeature.create({
    data: { featureId: feature.id, code: uniqueCode('sub'), name: 'Test sub-feature' },
  });
  const [read, write] = await Promise.all(
    ['read', 'write'].map((action) =>
      db.permission.create({
        data: {
          featureId: feature.id,
          subFeatureId: subFeature.id,
          code: `${feature.code}.${subFeature.code}.${action}`,
          name: `Test ${action}`,
        },
      }),
    ),
  );
  return { feature, subFeature, read: read!, write: write! };
}

/** A role of the tenant holding exactly the given permission codes, and a user holding it. */
export async function createUserWithPermissions(
  db: Db,
  tenantId: string,
  permissionCodes: string[],
) {
  const permissions = await db.permission.findMany({
    where: { code: { in: permissionCodes }, deletedAt: null },
  });
  const role = await db.role.create({
    data: {
      tenantId,
      code: uniqueCode('role'),
      name: 'Narrow role',
      permissions: { create: permissions.map((p) => ({ permissionId: p.id })) },
    },
  });
  const user = await createUser(db, [{ tenantId, roleIds: [role.id] }]);
  return { role, user };
}

/**
 * The calls every role test file makes, bound late to the file's world (created in its
 * beforeAll): requests as the home administrator or viewer, a fresh role, permission ids.
 */
export function roleHelpers(live: () => { w: RolesWorld; request: Request; db: Db }) {
  const asAdmin = (body?: unknown) => ({
    token: live().w.adminToken,
    tenant: live().w.home.id,
    body,
  });
  const asViewer = (body?: unknown) => ({
    token: live().w.viewerToken,
    tenant: live().w.home.id,
    body,
  });
  async function createRole(body: Record<string, unknown> = {}) {
    const answer = await live().request(
      'POST',
      '/v1/roles',
      asAdmin({ code: uniqueCode('role'), name: 'A role', ...body }),
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data;
  }
  async function permissionIds(...codes: string[]) {
    const rows = await live().db.permission.findMany({
      where: { code: { in: codes }, deletedAt: null },
    });
    return codes.map((code) => rows.find((row) => row.code === code)!.id);
  }
  return { asAdmin, asViewer, createRole, permissionIds };
}
