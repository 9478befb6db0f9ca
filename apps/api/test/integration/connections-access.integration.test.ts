// Connections: who may call (viewers read, writers of connections write) and tenant isolation
// over REST and tRPC.
import { randomUUID } from 'node:crypto';
import { loadTransportTarget } from '@pim/core';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { CONNECTIONS, connectionKit } from '../helpers/connections.ts';
import { expectError } from '../helpers/expect.ts';
import { testIntegrationSettings, testServer, trpcMutation } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const { post, create, patch, rowOf, scopeOf } = await connectionKit(server, request, w);
const PATH = CONNECTIONS;

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
