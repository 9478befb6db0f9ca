// Connections once created: update (config replaced, credentials replaced or removed), status
// moves and soft delete. Create, read and list: connections.integration.test.ts.
import { randomUUID } from 'node:crypto';
import { loadTransportTarget } from '@pim/core';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { CONNECTIONS, connectionKit } from '../helpers/connections.ts';
import { expectError } from '../helpers/expect.ts';
import { testIntegrationSettings, testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const { connectorOf, create, patch, rowOf, scopeOf } = await connectionKit(server, request, w);
const PATH = CONNECTIONS;

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
