// Authority over a user (README "Security rules"): a user is one identity across tenants, so
// resetting their password or changing their e-mail, name or status needs identity.users.write
// and every permission they hold, in every tenant they belong to; a platform administrator's
// identity only a platform administrator may change. Changing their place in one tenant
// (roles, removal) needs that authority in the token tenant only.
import { describe, expect, it } from 'vitest';
import { expectError, expectLoginRefused, expectTrpcError } from '../helpers/expect.ts';
import { createMachine, createUser } from '../helpers/factories.ts';
import { testServer, trpcMutation } from '../helpers/server.ts';
import { createTenantWorld, loginAs, NARROW, SISTER_TENANTS } from '../helpers/world.ts';

const { server, request } = await testServer();

const NEW_PASSWORD = 'taken-over-pass-1';

/** Sister tenants A and B; B's administrator assigned into A by A's administrator. */
async function pulledIn() {
  const w = await createTenantWorld(SISTER_TENANTS);
  const listed = await request('GET', `/v1/organizations/${w.org.id}/users?page_size=100`, {
    token: w.tokens.adminA,
  });
  expect(listed.body.data.items.map((u: { id: string }) => u.id)).toContain(w.adminB.id);
  const assigned = await request('POST', '/v1/users', {
    token: w.tokens.adminA,
    body: { user_id: w.adminB.id },
  });
  expect(assigned.status, assigned.text).toBe(200);
  return w;
}

const resetBody = (id: string) => ({ user_id: id, new_password: NEW_PASSWORD });

describe('identity changes need authority in every tenant of the user', () => {
  it('refuses to reset the password of a sister tenant administrator assigned into the tenant', async () => {
    const w = await pulledIn();
    const reset = await request('POST', `/v1/users/${w.adminB.id}/reset-password`, {
      token: w.tokens.adminA,
      body: resetBody(w.adminB.id),
    });
    expectError(reset, 403, 'forbidden', 'id');
    expect(reset.body.message).toContain('another tenant where you lack identity.users.write');
    await expectLoginRefused(request, w.adminB.email, NEW_PASSWORD);
    await loginAs(request, w.adminB, w.b.id);
  });

  it('refuses the same over /trpc (users.resetPassword)', async () => {
    const w = await pulledIn();
    const answer = await trpcMutation(
      request,
      'users.resetPassword',
      { id: w.adminB.id, ...resetBody(w.adminB.id) },
      { token: w.tokens.adminA },
    );
    expectTrpcError(answer, 403, 'forbidden', 'id');
    await loginAs(request, w.adminB, w.b.id);
  });

  it('refuses to change their e-mail or name', async () => {
    const w = await pulledIn();
    const email = `taken-${crypto.randomUUID().slice(0, 8)}@example.test`;
    for (const body of [{ email }, { name: 'Taken over' }, { email, role_ids: [] }]) {
      const answer = await request('PATCH', `/v1/users/${w.adminB.id}`, {
        token: w.tokens.adminA,
        body,
      });
      expectError(answer, 403, 'forbidden', 'id');
    }
    const row = await server.db.user.findUniqueOrThrow({ where: { id: w.adminB.id } });
    expect(row).toMatchObject({ email: w.adminB.email, name: w.adminB.name });
    const trpc = await trpcMutation(
      request,
      'users.update',
      { id: w.adminB.id, email },
      { token: w.tokens.adminA },
    );
    expectTrpcError(trpc, 403, 'forbidden');
  });

  it('refuses to suspend them (REST and /trpc users.setStatus)', async () => {
    const w = await pulledIn();
    const answer = await request('PATCH', `/v1/users/${w.adminB.id}/status`, {
      token: w.tokens.adminA,
      body: { status: 'suspended' },
    });
    expectError(answer, 403, 'forbidden', 'id');
    const trpc = await trpcMutation(
      request,
      'users.setStatus',
      { id: w.adminB.id, status: 'inactive' },
      { token: w.tokens.adminA },
    );
    expectTrpcError(trpc, 403, 'forbidden', 'id');
    const row = await server.db.user.findUniqueOrThrow({ where: { id: w.adminB.id } });
    expect(row.status).toBe('active');
    await loginAs(request, w.adminB, w.b.id);
  });

  it('lets an administrator of both tenants reset, rename and suspend them', async () => {
    const w = await pulledIn();
    const both = await createUser(server.db, [
      { tenantId: w.a.id, roleIds: [w.a.roles.admin] },
      { tenantId: w.b.id, roleIds: [w.b.roles.admin] },
    ]);
    const token = await loginAs(request, both, w.a.id);
    const reset = await request('POST', `/v1/users/${w.adminB.id}/reset-password`, {
      token,
      body: resetBody(w.adminB.id),
    });
    expect(reset.status, reset.text).toBe(200);
    await loginAs(request, { email: w.adminB.email, password: NEW_PASSWORD }, w.b.id);
    const renamed = await request('PATCH', `/v1/users/${w.adminB.id}`, {
      token,
      body: { name: 'Renamed by both' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const suspended = await request('PATCH', `/v1/users/${w.adminB.id}/status`, {
      token,
      body: { status: 'suspended' },
    });
    expect(suspended.body.data?.status, suspended.text).toBe('suspended');
  });

  it('counts a tenant the user was removed from: no reset between removal and return', async () => {
    // B's administrator takes adminB out of B; A's administrator (no authority in B) must not
    // set a password that would walk into B with them when B adds them back.
    const w = await pulledIn();
    const helper = await createUser(server.db, [{ tenantId: w.b.id, roleIds: [w.b.roles.admin] }]);
    const helperToken = await loginAs(request, helper);
    const removed = await request('DELETE', `/v1/users/${w.adminB.id}`, { token: helperToken });
    expect(removed.status, removed.text).toBe(200);
    const reset = await request('POST', `/v1/users/${w.adminB.id}/reset-password`, {
      token: w.tokens.adminA,
      body: resetBody(w.adminB.id),
    });
    expectError(reset, 403, 'forbidden', 'id');
    expect(reset.body.message).toMatch(/belonged/);
    const back = await request('POST', '/v1/users', {
      token: helperToken,
      body: { user_id: w.adminB.id, role_ids: [w.b.roles.admin] },
    });
    expect(back.status, back.text).toBe(200);
    await expectLoginRefused(request, w.adminB.email, NEW_PASSWORD);
  });

  it('keeps 404 for users who are not members of the token tenant', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const reset = await request('POST', `/v1/users/${w.adminB.id}/reset-password`, {
      token: w.tokens.adminA,
      body: resetBody(w.adminB.id),
    });
    expectError(reset, 404, 'not_found');
  });
});

describe('authority inside one tenant', () => {
  it('refuses a narrow user administrator any change to a more powerful colleague', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const narrow = await w.narrowCaller('a', NARROW.users);
    const opts = (body?: unknown) => ({ token: narrow.token, body });
    const target = w.adminA.id;
    const answers = [
      await request('POST', `/v1/users/${target}/reset-password`, opts(resetBody(target))),
      await request('PATCH', `/v1/users/${target}`, opts({ name: 'Renamed' })),
      await request('PATCH', `/v1/users/${target}/status`, opts({ status: 'suspended' })),
      await request('PATCH', `/v1/users/${target}`, opts({ role_ids: [] })),
      await request('DELETE', `/v1/users/${target}/roles/${w.a.roles.admin}`, opts()),
      await request('POST', `/v1/users/${target}/roles`, opts({ role_ids: [narrow.role.id] })),
      await request('DELETE', `/v1/users/${target}`, opts()),
      // Nothing new at all still writes the audit fields: refused too.
      await request('PATCH', `/v1/users/${target}`, opts({ name: w.adminA.name })),
    ];
    for (const answer of answers) {
      expectError(answer, 403, 'forbidden', 'id');
      expect(answer.body.message).toMatch(/hold permissions you lack here: \S+, .+ and \d+ more$/);
    }
    const trpc = await trpcMutation(
      request,
      'users.removeRole',
      { id: target, role_id: w.a.roles.admin },
      { token: narrow.token },
    );
    expectTrpcError(trpc, 403, 'forbidden', 'id');
    // Nothing changed: the administrator still signs in with every permission.
    const me = await request('GET', '/v1/auth/me', { token: await loginAs(request, w.adminA) });
    expect(me.body.data.roles).toEqual(['admin']);
  });

  it('lets a narrow user administrator manage a colleague holding no more than they do', async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const narrow = await w.narrowCaller('a', NARROW.users);
    const peer = await createUser(server.db, [{ tenantId: w.a.id, roleIds: [narrow.role.id] }]);
    const reset = await request('POST', `/v1/users/${peer.id}/reset-password`, {
      token: narrow.token,
      body: resetBody(peer.id),
    });
    expect(reset.status, reset.text).toBe(200);
    const removed = await request('DELETE', `/v1/users/${peer.id}`, { token: narrow.token });
    expect(removed.status, removed.text).toBe(200);
  });

  it("changes a sister tenant user's place in the token tenant without authority elsewhere", async () => {
    const w = await pulledIn();
    const opts = (body?: unknown) => ({ token: w.tokens.adminA, body });
    const added = await request(
      'POST',
      `/v1/users/${w.adminB.id}/roles`,
      opts({ role_ids: [w.a.roles.viewer] }),
    );
    expect(added.status, added.text).toBe(200);
    // As the console saves: e-mail and name unchanged, so only the roles here change.
    const patched = await request(
      'PATCH',
      `/v1/users/${w.adminB.id}`,
      opts({ email: w.adminB.email, name: w.adminB.name, role_ids: [w.a.roles.editor] }),
    );
    expect(patched.status, patched.text).toBe(200);
    const dropped = await request(
      'DELETE',
      `/v1/users/${w.adminB.id}/roles/${w.a.roles.editor}`,
      opts(),
    );
    expect(dropped.status, dropped.text).toBe(200);
    const removed = await request('DELETE', `/v1/users/${w.adminB.id}`, opts());
    expect(removed.status, removed.text).toBe(200);
    // Still the administrator of B.
    const me = await request('GET', '/v1/auth/me', {
      token: await loginAs(request, w.adminB, w.b.id),
    });
    expect(me.body.data.roles).toEqual(['admin']);
  });
});

describe('platform administrators', () => {
  it("refuses a tenant administrator a platform administrator's password, e-mail and status", async () => {
    const w = await createTenantWorld(SISTER_TENANTS);
    const platform = await createUser(
      server.db,
      [{ tenantId: w.a.id, roleIds: [w.a.roles.viewer] }],
      { isPlatformAdmin: true },
    );
    const opts = (body: unknown) => ({ token: w.tokens.adminA, body });
    const answers = [
      await request(
        'POST',
        `/v1/users/${platform.id}/reset-password`,
        opts(resetBody(platform.id)),
      ),
      await request('PATCH', `/v1/users/${platform.id}`, opts({ email: `x-${platform.email}` })),
      await request('PATCH', `/v1/users/${platform.id}/status`, opts({ status: 'suspended' })),
    ];
    for (const answer of answers) {
      expectError(answer, 403, 'forbidden', 'id');
      expect(answer.body.message).toContain('only a platform administrator');
    }
    await expectLoginRefused(request, platform.email, NEW_PASSWORD);
    await loginAs(request, platform);
  });

  it('lets a platform administrator reset a platform administrator (and any user)', async () => {
    const w = await pulledIn();
    const [target, caller] = await Promise.all([
      createUser(server.db, [{ tenantId: w.a.id, roleIds: [w.a.roles.admin] }], {
        isPlatformAdmin: true,
      }),
      createUser(server.db, [{ tenantId: w.a.id, roleIds: [w.a.roles.admin] }], {
        isPlatformAdmin: true,
      }),
    ]);
    const token = await loginAs(request, caller);
    for (const id of [target.id, w.adminB.id]) {
      const reset = await request('POST', `/v1/users/${id}/reset-password`, {
        token,
        body: resetBody(id),
      });
      expect(reset.status, reset.text).toBe(200);
    }
    await loginAs(request, { email: target.email, password: NEW_PASSWORD });
  });
});

describe('service accounts (API keys)', () => {
  it('have authority only over users whose every membership is in their tenant', async () => {
    const w = await pulledIn();
    const { key } = await createMachine(server.db, w.a.id, [w.a.roles.admin]);
    const local = await createUser(server.db, [{ tenantId: w.a.id, roleIds: [w.a.roles.viewer] }]);
    const ok = await request('POST', `/v1/users/${local.id}/reset-password`, {
      token: key.rawKey,
      body: resetBody(local.id),
    });
    expect(ok.status, ok.text).toBe(200);
    const refused = await request('POST', `/v1/users/${w.adminB.id}/reset-password`, {
      token: key.rawKey,
      body: resetBody(w.adminB.id),
    });
    expectError(refused, 403, 'forbidden', 'id');
  });
});
