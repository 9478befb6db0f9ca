// Connections: create on a connector of the tenant, read, list, update (config replaced,
// credentials replaced or removed), status, soft delete, who may call, tenant isolation. The
// config and credential checks per connector type and the schedule:
// connections-config.integration.test.ts; credentials at rest, key rotation, and that no
// answer or log line carries them: connections-secrets.integration.test.ts.
import { randomUUID } from 'node:crypto';
import { loadTransportTarget } from '@pim/core';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { CONNECTION_KEYS, CONNECTIONS, connectionKit, VALID } from '../helpers/connections.ts';
import { expectError } from '../helpers/expect.ts';
import { testIntegrationSettings, testServer, trpcMutation } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const { connectorOf, post, create, patch, rowOf, scopeOf } = await connectionKit(
  server,
  request,
  w,
);
const PATH = CONNECTIONS;

describe('POST /v1/connections', () => {
  it.each(Object.keys(VALID))('creates a %s connection, its credentials sealed', async (type) => {
    const connection = await create(type, { description: 'Nightly feed' });
    expect(Object.keys(connection).sort()).toEqual(CONNECTION_KEYS);
    expect(connection).toMatchObject({
      connector_id: connectorOf(type),
      connector_type: type,
      description: 'Nightly feed',
      status: 'active',
      config: VALID[type]!.config,
      has_credentials: VALID[type]!.credentials !== undefined,
      last_export_at: null,
    });
    expect(connection.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(connection.updated_at).toBe(connection.created_at);
    const row = await rowOf(connection.id);
    expect(row.tenantId).toBe(w.home.id);
    if (VALID[type]!.credentials) {
      expect(row.credentialsKeyId).toBe('test-run');
      for (const value of Object.values(VALID[type]!.credentials!)) {
        expect(row.credentials).not.toContain(value);
      }
      const target = await loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id);
      expect(target).toMatchObject({
        type,
        config: VALID[type]!.config,
        credentials: VALID[type]!.credentials,
        connection,
      });
    } else {
      expect([row.credentials, row.credentialsKeyId]).toEqual([null, null]);
    }
  });

  it('creates an s3 storage connection with s3 credentials', async () => {
    const credentials = { access_key_id: 'AKIAEXAMPLE', secret_access_key: 's3-secret' };
    const connection = await create('storage', {
      config: { driver: 's3', bucket: 'pim-exports', region: 'eu-west-1', path: 'feeds' },
      credentials,
    });
    expect(connection.has_credentials).toBe(true);
    const target = await loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id);
    expect(target.credentials).toEqual(credentials);
  });

  it('refuses a connector of no tenant, another tenant or inactive', async () => {
    expectError(
      await post('api', { connector_id: randomUUID() }),
      400,
      'invalid_reference',
      'connector_id',
    );
    const foreign = await server.db.connector.findFirstOrThrow({
      where: { tenantId: w.foreign.id, code: 'api' },
    });
    expectError(
      await post('api', { connector_id: foreign.id }),
      400,
      'invalid_reference',
      'connector_id',
    );
    const inactive = await server.db.connector.create({
      data: {
        tenantId: w.home.id,
        code: uniqueCode('off'),
        name: 'Retired API',
        connectorType: 'api',
        status: 'inactive',
      },
    });
    const answer = await post('api', { connector_id: inactive.id });
    expectError(answer, 400, 'invalid_value', 'connector_id');
    expect(answer.body.message).toMatch(/inactive/);
  });

  it('refuses unknown fields, bad codes and names', async () => {
    expectError(await post('api', { credential: {} }), 400, 'unknown_field', 'credential');
    expectError(await post('api', { status: 'inactive' }), 400, 'unknown_field', 'status');
    expectError(await post('api', { code: 'a b' }), 400, 'invalid_format', 'code');
    expectError(await post('api', { code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await post('api', { name: '' }), 400, 'too_short', 'name');
    expectError(await post('api', { name: undefined }), 400, 'required', 'name');
    expectError(
      await post('api', { description: 'x'.repeat(1001) }),
      400,
      'too_long',
      'description',
    );
    expectError(await post('api', { connector_id: 'nope' }), 400, 'invalid_format', 'connector_id');
  });

  it('refuses a code a live connection has (409), and takes it again once it is deleted', async () => {
    const first = await create('api');
    const again = await post('api', { code: first.code });
    expectError(again, 409, 'already_exists', 'code');
    const race = await Promise.all([1, 2, 3].map(() => post('sftp', { code: `${first.code}_r` })));
    expect(race.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of race.filter((a) => a.status === 409)) {
      expectError(answer, 409, 'already_exists', 'code');
    }
    expect((await request('DELETE', `${PATH}/${first.id}`, w.asAdmin())).status).toBe(204);
    const reused = await create('ftp', { code: first.code });
    expect(reused.id).not.toBe(first.id);
  });
});

/** Three connections named by one tag, the second inactive. */
const tag = uniqueCode('lst');
const made: { id: string; code: string }[] = [];
for (const [index, type] of ['api', 'sftp', 'ftp'].entries()) {
  made.push(await create(type, { code: `${tag}_${index}`, name: `Listed ${tag} ${index}` }));
}
await request('PATCH', `${PATH}/${made[1]!.id}/status`, w.asAdmin({ status: 'inactive' }));

describe('GET /v1/connections', () => {
  it('pages newest first, filters by status and searches code and name', async () => {
    const all = dataOf(await request('GET', `${PATH}?search=${tag}`, w.asViewer()));
    expect(all.items.map((c: { id: string }) => c.id)).toEqual(made.map((c) => c.id).reverse());
    expect(all.pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 20,
      total_items: 3,
      total_pages: 1,
    });
    const page = dataOf(
      await request('GET', `${PATH}?search=${tag}&page=2&page_size=2`, w.asViewer()),
    );
    expect(page.items.map((c: { id: string }) => c.id)).toEqual([made[0]!.id]);
    expect(page.pagination).toMatchObject({ page: 2, page_size: 2, total_items: 3 });
    const inactive = dataOf(
      await request('GET', `${PATH}?search=${tag}&status=inactive`, w.asViewer()),
    );
    expect(inactive.items.map((c: { id: string }) => c.id)).toEqual([made[1]!.id]);
    const byName = dataOf(
      await request('GET', `${PATH}?search=${encodeURIComponent(`Listed ${tag} 2`)}`, w.asViewer()),
    );
    expect(byName.items.map((c: { id: string }) => c.id)).toEqual([made[2]!.id]);
    for (const item of all.items) expect(Object.keys(item).sort()).toEqual(CONNECTION_KEYS);
  });

  it('refuses bad paging and filters', async () => {
    expectError(await request('GET', `${PATH}?page=0`, w.asViewer()), 400, 'out_of_range', 'page');
    expectError(
      await request('GET', `${PATH}?page_size=101`, w.asViewer()),
      400,
      'out_of_range',
      'page_size',
    );
    expectError(
      await request('GET', `${PATH}?status=draft`, w.asViewer()),
      400,
      'invalid_value',
      'status.0',
    );
    expectError(
      await request('GET', `${PATH}?color=red`, w.asViewer()),
      400,
      'unknown_field',
      'color',
    );
  });

  it("lists none of another tenant's connections", async () => {
    const foreign = dataOf(await request('GET', `${PATH}?search=${tag}`, w.asForeign()));
    expect(foreign.items).toEqual([]);
  });
});

describe('GET /v1/connections/{id}', () => {
  it('answers the connection, 404 for none', async () => {
    const connection = await create('ftp');
    expect(dataOf(await request('GET', `${PATH}/${connection.id}`, w.asViewer()))).toEqual(
      connection,
    );
    expectError(await request('GET', `${PATH}/${randomUUID()}`, w.asViewer()), 404, 'not_found');
    expectError(await request('GET', `${PATH}/nope`, w.asViewer()), 400, 'invalid_format', 'id');
  });
});

describe('PATCH /v1/connections/{id}', () => {
  it('renames, describes, and replaces the whole config, validated against the type', async () => {
    const connection = await create('sftp');
    const updated = dataOf(
      await patch(connection.id, {
        name: 'Renamed',
        description: 'Moved',
        config: { host: 'other.example.com' },
      }),
    );
    expect(updated).toMatchObject({
      name: 'Renamed',
      description: 'Moved',
      config: { host: 'other.example.com' },
      has_credentials: true,
    });
    expect(updated.config).toEqual({ host: 'other.example.com' });
    expect(updated.updated_at > connection.updated_at).toBe(true);
    expect(updated.created_at).toBe(connection.created_at);
    expect(dataOf(await patch(connection.id, { description: null })).description).toBeNull();
    expectError(await patch(connection.id, { config: {} }), 400, 'required', 'config.host');
    expectError(
      await patch(connection.id, { config: { host: 'h.example.com', url: 'x' } }),
      400,
      'unknown_field',
      'config.url',
    );
    expectError(await patch(connection.id, { code: 'other' }), 400, 'unknown_field', 'code');
    expectError(
      await patch(connection.id, { connector_id: connectorOf('api') }),
      400,
      'unknown_field',
      'connector_id',
    );
    expectError(await patch(connection.id, { name: '' }), 400, 'too_short', 'name');
    expect(dataOf(await request('GET', `${PATH}/${connection.id}`, w.asViewer())).name).toBe(
      'Renamed',
    );
  });

  it('replaces the credentials, and removes them with null', async () => {
    const connection = await create('api');
    const before = await rowOf(connection.id);
    const replaced = dataOf(
      await patch(connection.id, { credentials: { username: 'u', password: 'p' } }),
    );
    expect(replaced.has_credentials).toBe(true);
    const after = await rowOf(connection.id);
    expect(after.credentials).not.toBe(before.credentials);
    const target = await loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id);
    expect(target.credentials).toEqual({ username: 'u', password: 'p' });
    // Kept when not named.
    expect(dataOf(await patch(connection.id, { name: 'Kept' })).has_credentials).toBe(true);
    expect((await rowOf(connection.id)).credentials).toBe(after.credentials);
    const removed = dataOf(await patch(connection.id, { credentials: null }));
    expect(removed.has_credentials).toBe(false);
    const row = await rowOf(connection.id);
    expect([row.credentials, row.credentialsKeyId]).toEqual([null, null]);
    expect(
      (await loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id)).credentials,
    ).toBeNull();
    expectError(
      await patch(connection.id, { credentials: { token: '' } }),
      400,
      'too_short',
      'credentials.token',
    );
    expectError(
      await patch(connection.id, { credentials: { token: 't', password: 'p' } }),
      400,
      'unknown_field',
      'credentials.password',
    );
  });

  it('refuses to keep credentials a new config does not take', async () => {
    const connection = await create('storage', {
      config: { driver: 's3', bucket: 'b-1' },
      credentials: { access_key_id: 'a', secret_access_key: 'b' },
    });
    const local = { config: { driver: 'local', path: 'here' } };
    expectError(await patch(connection.id, local), 400, 'invalid_value', 'credentials');
    expectError(
      await patch(connection.id, {
        ...local,
        credentials: { access_key_id: 'a', secret_access_key: 'b' },
      }),
      400,
      'invalid_value',
      'credentials',
    );
    const moved = dataOf(await patch(connection.id, { ...local, credentials: null }));
    expect(moved).toMatchObject({ config: local.config, has_credentials: false });
  });

  it('answers 404 for no connection, a deleted one, or another tenant’s', async () => {
    expectError(await patch(randomUUID(), { name: 'x' }), 404, 'not_found');
    const connection = await create('api');
    await request('DELETE', `${PATH}/${connection.id}`, w.asAdmin());
    expectError(await patch(connection.id, { name: 'x' }), 404, 'not_found');
  });
});

describe('PATCH /v1/connections/{id}/status', () => {
  it('moves active <-> inactive; the same status again changes nothing', async () => {
    const connection = await create('api');
    const setStatus = (status: unknown) =>
      request('PATCH', `${PATH}/${connection.id}/status`, w.asAdmin({ status }));
    const inactive = dataOf(await setStatus('inactive'));
    expect(inactive.status).toBe('inactive');
    const again = dataOf(await setStatus('inactive'));
    expect(again).toEqual(inactive);
    expect(dataOf(await setStatus('active')).status).toBe('active');
    expectError(await setStatus('deleted'), 400, 'invalid_value', 'status');
    expectError(await setStatus(undefined), 400, 'required', 'status');
    expectError(
      await request('PATCH', `${PATH}/${randomUUID()}/status`, w.asAdmin({ status: 'active' })),
      404,
      'not_found',
    );
  });
});

describe('DELETE /v1/connections/{id}', () => {
  it('soft-deletes (204, empty body); the connection is gone from every operation', async () => {
    const connection = await create('sftp');
    const answer = await request('DELETE', `${PATH}/${connection.id}`, w.asAdmin());
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await rowOf(connection.id)).deletedAt).not.toBeNull();
    expectError(await request('GET', `${PATH}/${connection.id}`, w.asViewer()), 404, 'not_found');
    expectError(await request('DELETE', `${PATH}/${connection.id}`, w.asAdmin()), 404, 'not_found');
    const listed = dataOf(await request('GET', `${PATH}?search=${connection.code}`, w.asViewer()));
    expect(listed.items).toEqual([]);
    await expect(
      loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('who may call', () => {
  it('lets viewers read and only writers of connections write', async () => {
    const connection = await create('api');
    dataOf(await request('GET', `${PATH}/${connection.id}`, w.asViewer()));
    dataOf(await request('GET', PATH, w.asEditor()));
    for (const as of [w.asViewer, w.asEditor]) {
      expectError(await post('api', {}, as), 403, 'forbidden');
      expectError(await patch(connection.id, { name: 'x' }, as), 403, 'forbidden');
      expectError(
        await request('PATCH', `${PATH}/${connection.id}/status`, as({ status: 'inactive' })),
        403,
        'forbidden',
      );
      expectError(await request('DELETE', `${PATH}/${connection.id}`, as()), 403, 'forbidden');
    }
    expectError(await request('GET', PATH), 401, 'unauthenticated');
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another tenant's connection and 403 for a tenant the caller is not in", async () => {
    const theirs = await request(
      'POST',
      PATH,
      w.asForeign({
        connector_id: (
          await server.db.connector.findFirstOrThrow({
            where: { tenantId: w.foreign.id, code: 'api' },
          })
        ).id,
        code: uniqueCode('conn'),
        name: 'Theirs',
        config: { url: 'https://their.example.com' },
        credentials: { token: 'their-token' },
      }),
    );
    expect(theirs.status, theirs.text).toBe(201);
    const id = theirs.body.data.id;
    expectError(await request('GET', `${PATH}/${id}`, w.asAdmin()), 404, 'not_found');
    expectError(await patch(id, { name: 'mine' }), 404, 'not_found');
    expectError(
      await request('PATCH', `${PATH}/${id}/status`, w.asAdmin({ status: 'inactive' })),
      404,
      'not_found',
    );
    expectError(await request('DELETE', `${PATH}/${id}`, w.asAdmin()), 404, 'not_found');
    expectError(await request('GET', PATH, w.asAdminInForeign()), 403, 'tenant_forbidden');
    await expect(loadTransportTarget(scopeOf(testIntegrationSettings()), id)).rejects.toMatchObject(
      { code: 'not_found' },
    );
    const row = await rowOf(id);
    expect([row.name, row.status, row.deletedAt]).toEqual(['Theirs', 'active', null]);
  });

  it('serves the same rules over tRPC', async () => {
    const answer = await trpcMutation(
      request,
      'connections.create',
      { connector_id: randomUUID(), code: uniqueCode('conn'), name: 'N', config: {} },
      { token: w.tokens.admin, tenant: w.home.id },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.data.errors).toContainEqual(
      expect.objectContaining({ code: 'invalid_reference', field: 'connector_id' }),
    );
  });
});
