// E-mail addresses are unique per organization, not globally: an administrator of one
// organization must not learn, through a 409 or any other answer, that an address has an
// account in another. The same address in two organizations is two identities, each with
// its own password and tenants.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_ORGANIZATIONS, loginAs } from '../helpers/world.ts';

const { server, request } = await testServer();

const session = () => createTenantWorld(TWO_ORGANIZATIONS);
const newEmail = () => `shared-${randomUUID().slice(0, 8)}@example.test`;

const createIn = (token: string, body: Record<string, unknown>) =>
  request('POST', '/v1/users', { token, body: { name: 'Shared', password: 'secret1', ...body } });

const login = (email: string, password: string, tenantId?: string) =>
  request('POST', '/v1/auth/login', {
    body: { client_id: 'pim-api', email, password, ...(tenantId ? { tenant_id: tenantId } : {}) },
  });

async function activeTenantOf(token: string): Promise<string> {
  const me = await request('GET', '/v1/auth/me', { token });
  expect(me.status, me.text).toBe(200);
  return me.body.data.active_tenant.tenant_id;
}

describe('e-mail addresses are unique per organization', () => {
  let s: Awaited<ReturnType<typeof session>>;
  beforeAll(async () => {
    s = await session();
  });

  it('creates the same e-mail in two organizations as two identities, each with its own login', async () => {
    const email = newEmail();
    const inX = await createIn(s.tokens.admin, { email, password: 'x-password' });
    expect(inX.status, inX.text).toBe(200);
    const inY = await createIn(s.tokens.foreignAdmin, {
      email: email.toUpperCase(),
      password: 'y-pass',
    });
    expect(inY.status, inY.text).toBe(200);
    expect(inY.body.data.id).not.toBe(inX.body.data.id);
    expect(inY.body.data.email).toBe(email);

    const tokenX = await loginAs(request, { email, password: 'x-password' });
    expect(await activeTenantOf(tokenX)).toBe(s.home.id);
    const tokenY = await loginAs(request, { email, password: 'y-pass' });
    expect(await activeTenantOf(tokenY)).toBe(s.foreign.id);
    // Naming the tenant picks the identity of that tenant.
    const chosen = await loginAs(request, { email, password: 'y-pass' }, s.foreign.id);
    expect(await activeTenantOf(chosen)).toBe(s.foreign.id);
    // X's password does not open Y's tenant, and Y's does not open X's.
    expectError(await login(email, 'x-password', s.foreign.id), 403, 'tenant_forbidden');
    expectError(await login(email, 'y-pass', s.home.id), 403, 'tenant_forbidden');
    expectError(await login(email, 'neither-password'), 401, 'invalid_credentials');
  });

  it('with one password for both identities, the tenant named at login decides', async () => {
    const email = newEmail();
    const inX = await createIn(s.tokens.admin, { email, password: 'same-password' });
    const inY = await createIn(s.tokens.foreignAdmin, { email, password: 'same-password' });
    expect([inX.status, inY.status]).toEqual([200, 200]);
    const intoY = await loginAs(request, { email, password: 'same-password' }, s.foreign.id);
    const meY = await request('GET', '/v1/auth/me', { token: intoY });
    expect(meY.body.data.user.id).toBe(inY.body.data.id);
    const intoX = await loginAs(request, { email, password: 'same-password' }, s.home.id);
    const meX = await request('GET', '/v1/auth/me', { token: intoX });
    expect(meX.body.data.user.id).toBe(inX.body.data.id);
    // Without a tenant, the newest identity whose password matches (README: an identity
    // made later with someone's address is tried first, never the other way round).
    const newest = await loginAs(request, { email, password: 'same-password' });
    const me = await request('GET', '/v1/auth/me', { token: newest });
    expect(me.body.data.user.id).toBe(inY.body.data.id);
  });

  it('only logs in active identities, whichever organization they belong to', async () => {
    const email = newEmail();
    const inX = await createIn(s.tokens.admin, { email, password: 'x-password' });
    await createIn(s.tokens.foreignAdmin, { email, password: 'y-pass' });
    const suspended = await request('PATCH', `/v1/users/${inX.body.data.id}/status`, {
      token: s.tokens.admin,
      body: { status: 'suspended' },
    });
    expect(suspended.status, suspended.text).toBe(200);
    expectError(await login(email, 'x-password'), 401, 'invalid_credentials');
    const token = await loginAs(request, { email, password: 'y-pass' });
    expect(await activeTenantOf(token)).toBe(s.foreign.id);
  });

  it('answers 409 only for an address used inside the same organization', async () => {
    const email = newEmail();
    expect((await createIn(s.tokens.admin, { email })).status).toBe(200);
    expectError(await createIn(s.tokens.admin, { email }), 409, 'already_exists', 'email');
    // From the sibling tenant of the same organization too.
    const siblingAdmin = await createUser(server.db, [
      { tenantId: s.sibling.id, roleIds: [s.sibling.roles.admin] },
    ]);
    const siblingToken = await loginAs(request, siblingAdmin);
    const viaSibling = await createIn(siblingToken, { email: email.toUpperCase() });
    expectError(viaSibling, 409, 'already_exists', 'email');
  });

  it('answers 409 to parallel creates of one address in one organization, 200 to one of them', async () => {
    const email = newEmail();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createIn(s.tokens.admin, { email })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expectError(answer, 409, 'already_exists', 'email');
    }
  });

  it('lets an administrator of X learn nothing about the addresses of Y', async () => {
    // Y's administrator's address is free in X: creating it there is a new identity.
    const taken = await createIn(s.tokens.admin, { email: s.foreignAdmin.email });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body.data.id).not.toBe(s.foreignAdmin.id);

    // Renaming a user of X to an address of Y works like renaming to an unused one.
    const other = await createIn(s.tokens.foreignAdmin, { email: newEmail() });
    const renamed = await request('PATCH', `/v1/users/${s.viewer.id}`, {
      token: s.tokens.admin,
      body: { email: other.body.data.email },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data.email).toBe(other.body.data.email);

    // Assigning a user of Y by id is the same 404 as an id that does not exist.
    for (const userId of [s.foreignAdmin.id, randomUUID()]) {
      expectError(
        await request('POST', '/v1/users', { token: s.tokens.admin, body: { user_id: userId } }),
        404,
        'not_found',
      );
    }
    // Y's identity is untouched: its administrator still logs in to Y.
    const token = await loginAs(request, s.foreignAdmin);
    expect(await activeTenantOf(token)).toBe(s.foreign.id);
  });

  it('refuses an e-mail change to an address of the same organization', async () => {
    const email = newEmail();
    await createIn(s.tokens.admin, { email });
    expectError(
      await request('PATCH', `/v1/users/${s.admin.id}`, {
        token: s.tokens.admin,
        body: { email: email.toUpperCase() },
      }),
      409,
      'already_exists',
      'email',
    );
  });

  it('stores the organization on the user', async () => {
    const created = await createIn(s.tokens.foreignAdmin, { email: newEmail() });
    const row = await server.db.user.findUniqueOrThrow({ where: { id: created.body.data.id } });
    expect(row.organizationId).toBe(s.otherOrg.id);
  });
});
