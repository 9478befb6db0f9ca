// Taking power away is guarded like granting it (README "Security rules"): changing,
// switching off or deleting a role, taking a permission out of it, or changing, switching
// off or deleting a service account or one of its keys needs the caller to hold everything
// the role or account grants. A narrow administrator cannot disable the administrators.
import { describe, expect, it } from 'vitest';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import {
  createMachine,
  createPermissionTreeEntry,
  createServiceAccount,
} from '../helpers/factories.ts';
import { testServer, trpcMutation } from '../helpers/server.ts';
import { createTenantWorld, NARROW, SISTER_TENANTS } from '../helpers/world.ts';

const { server, request } = await testServer();

function expectOutranked(answer: Parameters<typeof expectError>[0]) {
  expectError(answer, 403, 'forbidden', 'id');
  expect(answer.body.message).toMatch(/granting no more than you hold/);
}

describe('roles stronger than the caller', () => {
  it('refuses to rename, switch off, strip or delete the admin role (REST and /trpc)', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.roles);
    const admin = w.a.roles.admin;
    const opts = (body?: unknown) => ({ token: me.token, tenant: w.a.id, body });
    expectOutranked(await request('PATCH', `/v1/roles/${admin}`, opts({ name: 'Nobody' })));
    expectOutranked(
      await request('PATCH', `/v1/roles/${admin}/status`, opts({ status: 'inactive' })),
    );
    expectTrpcError(
      await trpcMutation(
        request,
        'roles.setStatus',
        { id: admin, status: 'inactive' },
        { token: me.token, tenant: w.a.id },
      ),
      403,
      'forbidden',
      'id',
    );
    const strong = await server.db.permission.findFirstOrThrow({
      where: { code: 'catalog.products.write', deletedAt: null },
    });
    expectOutranked(await request('DELETE', `/v1/roles/${admin}/permissions/${strong.id}`, opts()));
    // An unused role granting more than the caller holds cannot be deleted either.
    const spare = await request('POST', '/v1/roles', {
      token: w.tokens.adminA,
      tenant: w.a.id,
      body: {
        code: `spare-${crypto.randomUUID().slice(0, 8)}`,
        name: 'Spare',
        permission_ids: [strong.id],
      },
    });
    expect(spare.status, spare.text).toBe(200);
    expectOutranked(await request('DELETE', `/v1/roles/${spare.body.data.id}`, opts()));
    // Adding to a role one does not outrank changes what all its holders may do.
    const own = await server.db.permission.findFirstOrThrow({
      where: { code: 'identity.roles.read', deletedAt: null },
    });
    expectOutranked(
      await request(
        'POST',
        `/v1/roles/${w.a.roles.viewer}/permissions`,
        opts({ permission_ids: [own.id] }),
      ),
    );
    const role = await server.db.role.findUniqueOrThrow({ where: { id: admin } });
    expect(role).toMatchObject({ status: 'active', deletedAt: null });
    expect(role.name).not.toBe('Nobody');
    expect(await server.db.rolePermission.count({ where: { roleId: admin } })).toBeGreaterThan(30);
  });

  it('lets the caller manage roles within what they hold', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.roles);
    const opts = (body?: unknown) => ({ token: me.token, tenant: w.a.id, body });
    const created = await request(
      'POST',
      '/v1/roles',
      opts({ code: `mine-${Date.now()}`, name: 'Mine' }),
    );
    expect(created.status, created.text).toBe(200);
    const id = created.body.data.id;
    expect((await request('PATCH', `/v1/roles/${id}`, opts({ name: 'Renamed' }))).status).toBe(200);
    expect(
      (await request('PATCH', `/v1/roles/${id}/status`, opts({ status: 'inactive' }))).status,
    ).toBe(200);
    expect((await request('DELETE', `/v1/roles/${id}`, opts())).status).toBe(200);
    // The tenant administrator holds everything, so may change the admin role.
    const rename = await request('PATCH', `/v1/roles/${w.a.roles.admin}`, {
      token: w.tokens.adminA,
      tenant: w.a.id,
      body: { description: 'Still every permission' },
    });
    expect(rename.status, rename.text).toBe(200);
  });
});

describe('what a switched-off permission grants', () => {
  it('still counts a permission, sub-feature or feature switched off for a while', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', [...NARROW.users, ...NARROW.roles]);
    const entry = await createPermissionTreeEntry(server.db);
    const role = await server.db.role.create({
      data: {
        tenantId: w.a.id,
        code: `approver-${crypto.randomUUID().slice(0, 8)}`,
        name: 'Approver',
        permissions: { create: [{ permissionId: entry.write.id }] },
      },
    });
    const grant = () =>
      request('POST', `/v1/users/${me.user.id}/roles`, {
        token: me.token,
        body: { role_ids: [role.id] },
      });
    expectError(await grant(), 403, 'forbidden', 'role_ids');
    for (const off of [
      () =>
        server.db.permission.update({
          where: { id: entry.write.id },
          data: { status: 'inactive' },
        }),
      () =>
        server.db.subFeature.update({
          where: { id: entry.subFeature.id },
          data: { status: 'inactive' },
        }),
      () =>
        server.db.feature.update({ where: { id: entry.feature.id }, data: { status: 'inactive' } }),
    ]) {
      await off();
      expectError(await grant(), 403, 'forbidden', 'role_ids');
      expectOutranked(
        await request('PATCH', `/v1/roles/${role.id}/status`, {
          token: me.token,
          tenant: w.a.id,
          body: { status: 'inactive' },
        }),
      );
    }
  });
});

describe('service accounts and keys stronger than the caller', () => {
  it('refuses to change, switch off or delete an admin account, or touch its keys', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.machines);
    const { account, key } = await createMachine(server.db, w.a.id, [w.a.roles.admin]);
    const opts = (body?: unknown) => ({ token: me.token, tenant: w.a.id, body });
    expectOutranked(
      await request('PATCH', `/v1/service-accounts/${account.id}`, opts({ name: 'Renamed' })),
    );
    expectOutranked(
      await request(
        'PATCH',
        `/v1/service-accounts/${account.id}/status`,
        opts({ status: 'inactive' }),
      ),
    );
    expectOutranked(await request('DELETE', `/v1/service-accounts/${account.id}`, opts()));
    expectOutranked(await request('PATCH', `/v1/api-keys/${key.id}`, opts({ name: 'Renamed' })));
    expectOutranked(
      await request('PATCH', `/v1/api-keys/${key.id}/status`, opts({ status: 'revoked' })),
    );
    expectTrpcError(
      await trpcMutation(
        request,
        'apiKeys.delete',
        { id: key.id },
        { token: me.token, tenant: w.a.id },
      ),
      403,
      'forbidden',
      'id',
    );
    // The key still works, and nothing changed.
    expect((await request('GET', '/v1/auth/me', { token: key.rawKey })).status).toBe(200);
    const row = await server.db.serviceAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(row).toMatchObject({ status: 'active', name: account.name });
  });

  it('lets the caller manage accounts and keys within what they hold', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const me = await w.narrowCaller('a', NARROW.machines);
    const weak = await createServiceAccount(server.db, w.a.id);
    const { key } = await createMachine(server.db, w.a.id, []);
    const opts = (body?: unknown) => ({ token: me.token, tenant: w.a.id, body });
    expect(
      (await request('PATCH', `/v1/service-accounts/${weak.id}`, opts({ name: 'Renamed' }))).status,
    ).toBe(200);
    expect(
      (await request('PATCH', `/v1/api-keys/${key.id}/status`, opts({ status: 'revoked' }))).status,
    ).toBe(200);
    expect((await request('DELETE', `/v1/api-keys/${key.id}`, opts())).status).toBe(200);
    expect((await request('DELETE', `/v1/service-accounts/${weak.id}`, opts())).status).toBe(200);
  });
});
