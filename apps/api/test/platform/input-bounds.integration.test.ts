// Input that is well-formed JSON but built to hurt: deep nesting, NUL bytes, huge arrays, and
// a body field shadowing a path parameter. Each answers a 4xx envelope, on both transports.
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld, TWO_TENANT_USER } from '../helpers/world.ts';

const { request } = await testServer();
const world = await createTenantWorld({ ...TWO_TENANT_USER, signIn: ['user'] });
const token = world.tokens.user;

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nesting depth', () => {
  it('answers a 5,000-deep body with 400 before parsing it, without a credential', async () => {
    const raw = `{"client_id": ${deep(5000)}}`;
    const answer = await request('POST', '/v1/auth/login', { raw });
    expectError(answer, 400, 'invalid_value');
    expect(answer.body.message).toMatch(/nest/i);
    const trpc = await request('POST', '/trpc/auth.login', { raw });
    expect(trpc.status).toBe(400);
    expect(trpc.text).not.toMatch(/Maximum call stack/);
  });

  it('answers deep input in a tRPC query string with 400', async () => {
    const input = encodeURIComponent(`{"search": ${deep(1000)}}`);
    const answer = await request('GET', `/trpc/roles.list?input=${input}`, {
      token,
      tenant: world.home.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/Maximum call stack/);
  });

  it('still accepts ordinary nesting', async () => {
    const answer = await request('POST', '/v1/auth/login', {
      raw: `{"client_id": ${deep(20)}, "email": "a@b.c", "password": "x"}`,
    });
    expectError(answer, 400, 'invalid_type', 'client_id');
  });
});

describe('NUL bytes', () => {
  it('refuses a NUL in a query parameter with 400 invalid_value, on every list', async () => {
    for (const path of ['/v1/roles', '/v1/service-accounts', '/v1/api-keys', '/v1/permissions']) {
      const answer = await request('GET', `${path}?search=%00`, { token, tenant: world.home.id });
      expectError(answer, 400, 'invalid_value', 'search');
    }
    expectError(await request('GET', '/v1/users?search=a%00b', { token }), 400, 'invalid_value');
  });

  it('refuses a NUL in a body string on creates and updates, on both transports', async () => {
    const create = await request('POST', '/v1/roles', {
      token,
      tenant: world.home.id,
      body: { code: `nul-${Date.now()}`, name: 'a\u0000b' },
    });
    expectError(create, 400, 'invalid_value', 'name');
    const role = await request('POST', '/v1/roles', {
      token,
      tenant: world.home.id,
      body: { code: `nul-ok-${Date.now()}`, name: 'ok' },
    });
    expect(role.status, role.text).toBe(200);
    const update = await request('PATCH', `/v1/roles/${role.body.data.id}`, {
      token,
      tenant: world.home.id,
      body: { description: 'x\u0000' },
    });
    expectError(update, 400, 'invalid_value', 'description');
    const trpc = await request('POST', '/trpc/roles.create', {
      token,
      tenant: world.home.id,
      body: { code: `nul-t-${Date.now()}`, name: 'a\u0000b' },
    });
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.data.errors[0]).toMatchObject({ code: 'invalid_value', field: 'name' });
    // A NUL in a key names no field of ours either.
    const key = await request('POST', '/v1/auth/login', {
      raw: '{"client_id":"pim-api","email":"a@b.c","password":"x","a\\u0000":1}',
    });
    expect(key.status).toBe(400);
  });

  it('refuses a NUL in a path parameter', async () => {
    const answer = await request('GET', '/v1/roles/%00', { token, tenant: world.home.id });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});

describe('array sizes', () => {
  it('bounds role_ids and answers a bounded error body', async () => {
    const roleIds = Array.from({ length: 200_000 }, () => crypto.randomUUID());
    const answer = await request('POST', `/v1/users/${world.user.id}/roles`, {
      token,
      body: { role_ids: roleIds },
    });
    expectError(answer, 400, 'too_long', 'role_ids');
    expect(answer.text.length).toBeLessThan(20_000);
  });

  it('lists at most 50 errors, however many fields fail', async () => {
    const roleIds = Array.from({ length: 100 }, (_, i) => `not-a-uuid-${i}`);
    const answer = await request('POST', `/v1/users/${world.user.id}/roles`, {
      token,
      body: { role_ids: roleIds },
    });
    expectError(answer, 400, 'invalid_format');
    expect(answer.body.errors.length).toBeLessThanOrEqual(50);
  });

  it('bounds permission_ids and comma lists in query strings', async () => {
    const ids = Array.from({ length: 1001 }, () => crypto.randomUUID());
    expectError(
      await request('POST', '/v1/roles', {
        token,
        tenant: world.home.id,
        body: { code: `many-${Date.now()}`, name: 'Many', permission_ids: ids },
      }),
      400,
      'too_long',
      'permission_ids',
    );
    const statuses = Array.from({ length: 101 }, () => 'active').join(',');
    expectError(
      await request('GET', `/v1/roles?status=${statuses}`, { token, tenant: world.home.id }),
      400,
      'too_long',
      'status',
    );
  });
});

describe('path parameters in the body', () => {
  it('answers a body id on PATCH with 400 unknown_field, like any unknown field', async () => {
    const role = await request('POST', '/v1/roles', {
      token,
      tenant: world.home.id,
      body: { code: `path-${Date.now()}`, name: 'Path' },
    });
    const other = crypto.randomUUID();
    const answer = await request('PATCH', `/v1/roles/${role.body.data.id}`, {
      token,
      tenant: world.home.id,
      body: { id: other, name: 'Renamed' },
    });
    expectError(answer, 400, 'unknown_field', 'id');
    const status = await request('PATCH', `/v1/roles/${role.body.data.id}/status`, {
      token,
      tenant: world.home.id,
      body: { id: role.body.data.id, status: 'inactive' },
    });
    expectError(status, 400, 'unknown_field', 'id');
    const read = await request('GET', `/v1/roles/${role.body.data.id}`, {
      token,
      tenant: world.home.id,
    });
    expect(read.body.data).toMatchObject({ name: 'Path', status: 'active' });
  });

  it('answers a query parameter repeating a path parameter with 400 unknown_field', async () => {
    const other = crypto.randomUUID();
    const read = await request('GET', `/v1/roles/${world.home.roles.admin}?id=${other}`, {
      token,
      tenant: world.home.id,
    });
    expectError(read, 400, 'unknown_field', 'id');
    const removal = await request(
      'DELETE',
      `/v1/users/${world.user.id}/roles/${world.home.roles.viewer}?role_id=${world.home.roles.admin}`,
      { token },
    );
    expectError(removal, 400, 'unknown_field', 'role_id');
    // A request with a body too: its query string may not name the path's id either.
    const rename = await request('PATCH', `/v1/roles/${world.home.roles.viewer}?id=${other}`, {
      token,
      tenant: world.home.id,
      body: { description: 'Renamed through the query' },
    });
    expectError(rename, 400, 'unknown_field', 'id');
  });
});

describe('what an operation does not read', () => {
  it('refuses a body on DELETE, and a query string on POST and PATCH', async () => {
    const role = await request('POST', '/v1/roles', {
      token,
      tenant: world.home.id,
      body: { code: `unread-${Date.now()}`, name: 'Unread' },
    });
    const id = role.body.data.id as string;
    const as = (body?: unknown) => ({ token, tenant: world.home.id, body });
    const other = world.home.roles.viewer;
    expectError(
      await request('DELETE', `/v1/roles/${id}`, as({ id: other })),
      400,
      'unknown_field',
      'id',
    );
    expectError(await request('DELETE', `/v1/roles/${id}`, as([1, 2])), 400, 'invalid_type');
    expectError(
      await request('POST', '/v1/roles?x=%00&y=1', as({ code: `q-${Date.now()}`, name: 'Q' })),
      400,
      'unknown_field',
      'x',
    );
    expectError(
      await request('PATCH', `/v1/roles/${id}?name=x`, as({ name: 'Renamed' })),
      400,
      'unknown_field',
      'name',
    );
    // Nothing happened: the role is there, unrenamed.
    const read = await request('GET', `/v1/roles/${id}`, as());
    expect(read.body.data).toMatchObject({ name: 'Unread', status: 'active' });
  });

  it('reads whole numbers only from a query string', async () => {
    for (const page of ['0x10', '1e0', '1.5', '', '%20', '99999999999999999']) {
      expectError(
        await request('GET', `/v1/roles?page=${page}`, { token, tenant: world.home.id }),
        400,
        'invalid_type',
        'page',
      );
    }
    const second = await request('GET', '/v1/roles?page=2&page_size=1', {
      token,
      tenant: world.home.id,
    });
    expect(second.body.data.pagination).toMatchObject({ page: 2, page_size: 1 });
  });
});

describe('field names in errors', () => {
  it('never echoes a huge unknown key back in full', async () => {
    const key = 'k'.repeat(100_000);
    const answer = await request('POST', '/v1/roles', {
      token,
      tenant: world.home.id,
      raw: JSON.stringify({ [key]: 1, code: `echo-${Date.now()}`, name: 'n' }),
    });
    expectError(answer, 400, 'unknown_field');
    expect(answer.text.length).toBeLessThan(2_000);
  });
});
