// Deleting a role or a permission while it is being granted, in parallel, many rounds: no
// membership, service account or role may end up holding a deleted role or permission, and
// the two answers of each round must tell the same story (whichever ran first won).
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import {
  createPermissionTreeEntry,
  createServiceAccount,
  createUser,
  uniqueCode,
} from '../helpers/factories.ts';
import { testServer, type Answer } from '../helpers/server.ts';
import { createTenantWorld, TENANT_STAFF } from '../helpers/world.ts';

const { server, request } = await testServer();
const w = await createTenantWorld(TENANT_STAFF);

const ROUNDS = 20;
const asAdmin = (body?: unknown) => ({ token: w.tokens.admin, tenant: w.home.id, body });
const asPlatform = () => ({ token: w.tokens.platformAdmin });
// Fresh catalog permissions are held by nobody's role, and only a platform administrator may
// grant what they do not hold (README "Security rules"): they put them into roles here.
const asPlatformIn = (body?: unknown) => ({
  token: w.tokens.platformAdmin,
  tenant: w.home.id,
  body,
});

/** A role of the home tenant nobody holds yet. */
const freshRole = () =>
  server.db.role.create({
    data: { tenantId: w.home.id, code: uniqueCode('race'), name: 'Race role' },
  });

const deleteRole = (id: string) => request('DELETE', `/v1/roles/${id}`, asAdmin());
const deletePermission = (id: string) => request('DELETE', `/v1/permissions/${id}`, asPlatform());

/** The grants that point at the soft-deleted role or permission a round raced on. */
async function danglingGrants(of: { roleId: string } | { permissionId: string }) {
  const deleted = { deletedAt: { not: null } };
  if ('permissionId' in of) {
    const grants = await server.db.rolePermission.count({
      where: { permissionId: of.permissionId, permission: deleted },
    });
    return { members: 0, accounts: 0, roleGrants: 0, permissionGrants: grants };
  }
  const role = { id: of.roleId, tenantId: w.home.id, ...deleted };
  const [members, accounts, roleGrants] = await Promise.all([
    server.db.membershipRole.count({ where: { role } }),
    server.db.serviceAccountRole.count({ where: { role } }),
    server.db.rolePermission.count({ where: { role } }),
  ]);
  return { members, accounts, roleGrants, permissionGrants: 0 };
}
const NONE = { members: 0, accounts: 0, roleGrants: 0, permissionGrants: 0 };

/**
 * A role deleted while granted: either the delete saw the grant (409 in_use, grant 200) or
 * the grant saw the role gone (delete 200, grant 400 invalid_reference on role_ids).
 */
function expectOneWinner(removal: Answer, grant: Answer) {
  const story = `delete ${removal.status} ${removal.text} / grant ${grant.status} ${grant.text}`;
  if (removal.status === 200) {
    expect(grant.status, story).toBe(400);
    expectError(grant, 400, 'invalid_reference', 'role_ids');
  } else {
    expect(grant.status, story).toBe(200);
    expectError(removal, 409, 'in_use');
  }
}

/** Runs `grant` and the role's delete side by side, ROUNDS times, checking every round. */
async function raceRoleDelete(grant: (roleId: string) => Promise<Answer>) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const role = await freshRole();
    const [removal, granted] = await Promise.all([deleteRole(role.id), grant(role.id)]);
    expectOneWinner(removal, granted);
    expect(await danglingGrants({ roleId: role.id }), `round ${round}`).toEqual(NONE);
  }
}

describe('deleting a role while it is being granted', () => {
  it('POST /v1/users/{id}/roles: the grant and the delete never both succeed', async () => {
    await raceRoleDelete(async (roleId) => {
      const member = await createUser(server.db, [{ tenantId: w.home.id, roleIds: [] }]);
      return request('POST', `/v1/users/${member.id}/roles`, asAdmin({ role_ids: [roleId] }));
    });
  });

  it('PATCH /v1/users/{id} with role_ids: the grant and the delete never both succeed', async () => {
    await raceRoleDelete(async (roleId) => {
      const member = await createUser(server.db, [{ tenantId: w.home.id, roleIds: [] }]);
      return request('PATCH', `/v1/users/${member.id}`, asAdmin({ role_ids: [roleId] }));
    });
  });

  it('POST /v1/users (new user, and an existing one) with role_ids: never both', async () => {
    let round = 0;
    await raceRoleDelete(async (roleId) => {
      round += 1;
      if (round % 2 === 0) {
        // An identity of the organization joining the home tenant (assign by user_id).
        const other = await createUser(server.db, [{ tenantId: w.foreign.id, roleIds: [] }]);
        return request('POST', '/v1/users', asAdmin({ user_id: other.id, role_ids: [roleId] }));
      }
      const email = `${uniqueCode('race')}@example.test`;
      return request(
        'POST',
        '/v1/users',
        asAdmin({ email, name: 'Racer', password: 'secret1', role_ids: [roleId] }),
      );
    });
  });

  it('POST /v1/service-accounts with role_ids: the grant and the delete never both succeed', async () => {
    await raceRoleDelete((roleId) =>
      request(
        'POST',
        '/v1/service-accounts',
        asAdmin({ code: uniqueCode('sa'), name: 'Racer', role_ids: [roleId] }),
      ),
    );
  });

  it('PATCH /v1/service-accounts/{id} with role_ids: never both', async () => {
    await raceRoleDelete(async (roleId) => {
      const account = await createServiceAccount(server.db, w.home.id);
      return request(
        'PATCH',
        `/v1/service-accounts/${account.id}`,
        asAdmin({ role_ids: [roleId] }),
      );
    });
  });

  it('POST /v1/roles/{id}/permissions: the role keeps no permission once deleted', async () => {
    const { read } = await createPermissionTreeEntry(server.db);
    for (let round = 0; round < ROUNDS; round += 1) {
      const role = await freshRole();
      const [removal, granted] = await Promise.all([
        // The granted permission outranks the tenant administrator, so the platform
        // administrator deletes too.
        request('DELETE', `/v1/roles/${role.id}`, asPlatformIn()),
        request(
          'POST',
          `/v1/roles/${role.id}/permissions`,
          asPlatformIn({ permission_ids: [read.id] }),
        ),
      ]);
      // Permissions are not holders: the delete always goes through; the grant either ran
      // first (and was dropped with the role) or found the role gone.
      expect(removal.status, removal.text).toBe(200);
      if (granted.status !== 200) expectError(granted, 404, 'not_found');
      expect(await danglingGrants({ roleId: role.id }), `round ${round}`).toEqual(NONE);
    }
  });
});

describe('deleting a permission while it is being granted to a role', () => {
  /** The grant either ran first (and was dropped) or found the permission gone. */
  function expectGrantSettled(removal: Answer, granted: Answer) {
    expect(removal.status, removal.text).toBe(200);
    if (granted.status !== 200) {
      expectError(granted, 400, 'invalid_reference', 'permission_ids');
    }
  }

  it('POST /v1/roles/{id}/permissions: no role keeps a deleted permission', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [role, { write }] = await Promise.all([
        freshRole(),
        createPermissionTreeEntry(server.db),
      ]);
      const [removal, granted] = await Promise.all([
        deletePermission(write.id),
        request(
          'POST',
          `/v1/roles/${role.id}/permissions`,
          asPlatformIn({ permission_ids: [write.id] }),
        ),
      ]);
      expectGrantSettled(removal, granted);
      expect(await danglingGrants({ permissionId: write.id }), `round ${round}`).toEqual(NONE);
    }
  });

  it('POST /v1/roles with permission_ids: no new role keeps a deleted permission', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { write } = await createPermissionTreeEntry(server.db);
      const [removal, granted] = await Promise.all([
        deletePermission(write.id),
        request(
          'POST',
          '/v1/roles',
          asPlatformIn({ code: uniqueCode('race'), name: 'Racer', permission_ids: [write.id] }),
        ),
      ]);
      expectGrantSettled(removal, granted);
      expect(await danglingGrants({ permissionId: write.id }), `round ${round}`).toEqual(NONE);
    }
  });
});

describe('deleting a feature or sub-feature while something is created under it', () => {
  /** Live permissions under deleted sub-features or features, live sub-features under deleted features. */
  async function orphans() {
    const deleted = { deletedAt: { not: null } };
    const [permissions, subFeatures] = await Promise.all([
      server.db.permission.count({
        where: { deletedAt: null, OR: [{ subFeature: deleted }, { feature: deleted }] },
      }),
      server.db.subFeature.count({ where: { deletedAt: null, feature: deleted } }),
    ]);
    return { permissions, subFeatures };
  }

  it('DELETE /v1/sub-features/{id} against POST /v1/permissions: never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const feature = await server.db.feature.create({
        data: { code: uniqueCode('feat'), name: 'Race feature' },
      });
      const sub = await server.db.subFeature.create({
        data: { featureId: feature.id, code: uniqueCode('sub'), name: 'Race sub-feature' },
      });
      const [removal, created] = await Promise.all([
        request('DELETE', `/v1/sub-features/${sub.id}`, asPlatform()),
        request('POST', '/v1/permissions', {
          ...asPlatform(),
          body: { code: `${feature.code}.${sub.code}.read`, sub_feature_id: sub.id },
        }),
      ]);
      const story = `delete ${removal.status} ${removal.text} / create ${created.status} ${created.text}`;
      if (removal.status === 200) expectError(created, 400, 'invalid_reference', 'sub_feature_id');
      else {
        expect(created.status, story).toBe(200);
        expectError(removal, 409, 'has_children');
      }
    }
    expect(await orphans()).toEqual({ permissions: 0, subFeatures: 0 });
  });

  it('DELETE /v1/features/{id} against POST /v1/sub-features: never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const feature = await server.db.feature.create({
        data: { code: uniqueCode('feat'), name: 'Race feature' },
      });
      const [removal, created] = await Promise.all([
        request('DELETE', `/v1/features/${feature.id}`, asPlatform()),
        request('POST', '/v1/sub-features', {
          ...asPlatform(),
          body: { code: uniqueCode('sub'), feature_id: feature.id },
        }),
      ]);
      const story = `delete ${removal.status} ${removal.text} / create ${created.status} ${created.text}`;
      if (removal.status === 200) expectError(created, 400, 'invalid_reference', 'feature_id');
      else {
        expect(created.status, story).toBe(200);
        expectError(removal, 409, 'has_children');
      }
    }
    expect(await orphans()).toEqual({ permissions: 0, subFeatures: 0 });
  });
});
