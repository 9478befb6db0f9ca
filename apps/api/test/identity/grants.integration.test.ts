// Granting (README "Security rules"): a caller may give a user, a role or a service account
// only permissions they hold themselves in the tenant, and roles whose permissions they all
// hold; switching a role, a service account or an API key back on grants again. Platform
// administrators may grant anything.
import { describe, expect, it } from 'vitest';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import {
  createApiKey,
  createServiceAccount,
  createUser,
  permissionIds,
  uniqueCode,
} from '../helpers/factories.ts';
import { testServer, trpcMutation } from '../helpers/server.ts';
import {
  createTenantWorld,
  loginAs,
  NARROW,
  permissionsOf,
  SISTER_TENANTS,
} from '../helpers/world.ts';

const { server, request } = await testServer();

/** 403 forbidden on `field`, the message naming missing codes and at most ten of them. */
function expectRefusedGrant(answer: Parameters<typeof expectError>[0], field: string) {
  expectError(answer, 403, 'forbidden', field);
  const listed = answer.body.message.match(/[a-z_]+\.[a-z_]+\.[a-z_]+/g) ?? [];
  expect(listed.length, answer.body.message).toBeGreaterThan(0);
  expect(listed.length, answer.body.message).toBeLessThanOrEqual(10);
}

describe('granting roles to users', () => {
  it('refuses a user administrator the admin role for themselves (REST and /trpc)', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.users);
    const admin = [w.a.roles.admin];
    const add = await request('POST', `/v1/users/${me.user.id}/roles`, {
      token: me.token,
      body: { role_ids: admin },
    });
    expectRefusedGrant(add, 'role_ids');
    expect(add.body.message).toMatch(/and \d+ more/);
    const patch = await request('PATCH', `/v1/users/${me.user.id}`, {
      token: me.token,
      body: { role_ids: [me.role.id, ...admin] },
    });
    expectRefusedGrant(patch, 'role_ids');
    const trpc = await trpcMutation(
      request,
      'users.addRoles',
      { id: me.user.id, role_ids: admin },
      { token: me.token },
    );
    expectTrpcError(trpc, 403, 'forbidden', 'role_ids');
    expect((await permissionsOf(request, me.token)).sort()).toEqual(NARROW.users);
  });

  it('refuses roles beyond the caller on a new or an assigned user', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.users);
    const email = `grant-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const created = await request('POST', '/v1/users', {
      token: me.token,
      body: { email, name: 'G', password: 'secret-pass', role_ids: [w.a.roles.viewer] },
    });
    expectRefusedGrant(created, 'role_ids');
    expect(await server.db.user.findFirst({ where: { email } })).toBeNull();
    const assigned = await request('POST', '/v1/users', {
      token: me.token,
      body: { user_id: w.adminB.id, role_ids: [w.a.roles.admin] },
    });
    expectRefusedGrant(assigned, 'role_ids');
    const membership = await server.db.tenantMembership.findFirst({
      where: { tenantId: w.a.id, userId: w.adminB.id },
    });
    expect(membership).toBeNull();
  });

  it('lets a user administrator grant a role they hold all of', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.users);
    const tag = crypto.randomUUID().slice(0, 8);
    const created = await request('POST', '/v1/users', {
      token: me.token,
      body: {
        email: `peer-${tag}@example.test`,
        name: 'Peer',
        password: 'secret-pass',
        role_ids: [me.role.id],
      },
    });
    expect(created.status, created.text).toBe(200);
  });
});

describe('granting permissions to roles', () => {
  it('refuses a role administrator every permission on their own role (REST and /trpc)', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.roles);
    const all = await permissionIds(server.db);
    const opts = (body: unknown) => ({ token: me.token, tenant: w.a.id, body });
    const assign = await request(
      'POST',
      `/v1/roles/${me.role.id}/permissions`,
      opts({ permission_ids: all }),
    );
    expectRefusedGrant(assign, 'permission_ids');
    const trpc = await trpcMutation(
      request,
      'roles.assignPermissions',
      { id: me.role.id, permission_ids: all },
      { token: me.token, tenant: w.a.id },
    );
    expectTrpcError(trpc, 403, 'forbidden', 'permission_ids');
    const create = await request(
      'POST',
      '/v1/roles',
      opts({
        code: uniqueCode('role'),
        name: 'Mine',
        permission_ids: await permissionIds(server.db, ['identity.users.write']),
      }),
    );
    expectRefusedGrant(create, 'permission_ids');
    expect((await permissionsOf(request, me.token)).sort()).toEqual(NARROW.roles);
    const held = await request(
      'POST',
      '/v1/roles',
      opts({
        code: uniqueCode('role'),
        name: 'Held',
        permission_ids: await permissionIds(server.db, ['identity.roles.read']),
      }),
    );
    expect(held.status, held.text).toBe(200);
  });

  it('refuses to switch on a role granting more than the caller holds', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.roles);
    const role = await server.db.role.create({
      data: {
        tenantId: w.a.id,
        code: uniqueCode('parked'),
        name: 'Parked',
        status: 'inactive',
        permissions: {
          create: (await permissionIds(server.db, ['identity.users.write'])).map((id) => ({
            permissionId: id,
          })),
        },
      },
    });
    const on = (token: string) =>
      request('PATCH', `/v1/roles/${role.id}/status`, {
        token,
        tenant: w.a.id,
        body: { status: 'active' },
      });
    expectRefusedGrant(await on(me.token), 'status');
    expect((await on(w.tokens.adminA)).body.data?.status).toBe('active');
  });
});

describe('granting to service accounts and their keys', () => {
  async function machineWorld() {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.machines);
    const adminAccount = await createServiceAccount(server.db, w.a.id, {
      roleIds: [w.a.roles.admin],
    });
    const opts = (token: string, body?: unknown) => ({ token, tenant: w.a.id, body });
    return { ...w, me, adminAccount, opts };
  }

  it('refuses an admin service account, its roles and a key for it (REST and /trpc)', async () => {
    const { me, a, adminAccount, opts } = await machineWorld();
    const admin = { role_ids: [a.roles.admin] };
    const create = await request(
      'POST',
      '/v1/service-accounts',
      opts(me.token, { code: uniqueCode('sa'), name: 'Escalator', ...admin }),
    );
    expectRefusedGrant(create, 'role_ids');
    const trpc = await trpcMutation(
      request,
      'serviceAccounts.create',
      { code: uniqueCode('sa'), name: 'Escalator', ...admin },
      { token: me.token, tenant: a.id },
    );
    expectTrpcError(trpc, 403, 'forbidden', 'role_ids');
    const own = await createServiceAccount(server.db, a.id);
    const update = await request('PATCH', `/v1/service-accounts/${own.id}`, opts(me.token, admin));
    expectRefusedGrant(update, 'role_ids');
    const key = await request(
      'POST',
      '/v1/api-keys',
      opts(me.token, { name: 'Escalator key', service_account_id: adminAccount.id }),
    );
    expectRefusedGrant(key, 'service_account_id');
    expect(await server.db.apiKey.count({ where: { serviceAccountId: adminAccount.id } })).toBe(0);
  });

  it('refuses to switch on a revoked or expired key, or an inactive account, of a stronger account', async () => {
    const { me, a, adminAccount, tokens, opts } = await machineWorld();
    const adminAToken = tokens.adminA;
    const revoked = await createApiKey(server.db, adminAccount, { status: 'revoked' });
    const keyOn = (token: string) =>
      request('PATCH', `/v1/api-keys/${revoked.id}/status`, opts(token, { status: 'active' }));
    expectRefusedGrant(await keyOn(me.token), 'status');
    const expired = await createApiKey(server.db, adminAccount, {
      expiresAt: new Date(Date.now() - 60_000),
    });
    const extend = await request(
      'PATCH',
      `/v1/api-keys/${expired.id}`,
      opts(me.token, { expires_at: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expectRefusedGrant(extend, 'expires_at');
    const parked = await createServiceAccount(server.db, a.id, {
      roleIds: [a.roles.editor],
      status: 'inactive',
    });
    const accountOn = (token: string) =>
      request(
        'PATCH',
        `/v1/service-accounts/${parked.id}/status`,
        opts(token, { status: 'active' }),
      );
    expectRefusedGrant(await accountOn(me.token), 'status');
    // The tenant administrator holds all of it.
    expect((await keyOn(adminAToken)).body.data?.status).toBe('active');
    expect((await accountOn(adminAToken)).body.data?.status).toBe('active');
  });

  it('lets the caller create accounts and keys within what they hold', async () => {
    const { me, opts } = await machineWorld();
    const created = await request(
      'POST',
      '/v1/service-accounts',
      opts(me.token, { code: uniqueCode('sa'), name: 'Held', role_ids: [me.role.id] }),
    );
    expect(created.status, created.text).toBe(200);
    const key = await request(
      'POST',
      '/v1/api-keys',
      opts(me.token, { name: 'Held key', service_account_id: created.body.data.id }),
    );
    expect(key.status, key.text).toBe(200);
  });
});

describe('callers who may grant everything', () => {
  it('lets a tenant administrator grant every role, permission and account', async () => {
    const { a, tokens } = await createTenantWorld(SISTER_TENANTS);
    const adminAToken = tokens.adminA;
    const opts = (body: unknown) => ({ token: adminAToken, tenant: a.id, body });
    const user = await createUser(server.db, [{ tenantId: a.id, roleIds: [] }]);
    const add = await request('POST', `/v1/users/${user.id}/roles`, {
      token: adminAToken,
      body: { role_ids: [a.roles.admin] },
    });
    expect(add.status, add.text).toBe(200);
    const role = await request(
      'POST',
      '/v1/roles',
      opts({
        code: uniqueCode('role'),
        name: 'All',
        permission_ids: await permissionIds(server.db, await permissionsOf(request, adminAToken)),
      }),
    );
    expect(role.status, role.text).toBe(200);
    const account = await request(
      'POST',
      '/v1/service-accounts',
      opts({ code: uniqueCode('sa'), name: 'Admin SA', role_ids: [a.roles.admin] }),
    );
    expect(account.status, account.text).toBe(200);
    const key = await request(
      'POST',
      '/v1/api-keys',
      opts({ name: 'Admin key', service_account_id: account.body.data.id }),
    );
    expect(key.status, key.text).toBe(200);
  });

  it('lets a platform administrator grant what their tenant roles do not hold', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const { role } = await w.narrowCaller('a', NARROW.users);
    const platform = await createUser(server.db, [{ tenantId: w.a.id, roleIds: [role.id] }], {
      isPlatformAdmin: true,
    });
    const token = await loginAs(request, platform);
    const add = await request('POST', `/v1/users/${platform.id}/roles`, {
      token,
      body: { role_ids: [w.a.roles.admin] },
    });
    expect(add.status, add.text).toBe(200);
  });
});
