// Connections: create on a connector of the tenant, read and list. Updates, status and soft
// delete: connections-updates.integration.test.ts; who may call and tenant isolation:
// connections-access.integration.test.ts. The config and credential checks per connector type
// and the schedule: connections-config.integration.test.ts; credentials at rest, key rotation,
// and that no answer or log line carries them: connections-secrets.integration.test.ts. The
// requests and valid bodies they share are in helpers/connections.ts.
import { randomUUID } from 'node:crypto';
import { loadTransportTarget } from '@pim/core';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { CONNECTION_KEYS, CONNECTIONS, connectionKit, VALID } from '../helpers/connections.ts';
import { expectError } from '../helpers/expect.ts';
import { testIntegrationSettings, testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const { connectorOf, post, create, rowOf, scopeOf } = await connectionKit(server, request, w);
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
