// A hostile tenant against the connections' channel export and import: a local storage
// connection of one tenant never reaches another tenant's files (each tenant has its own
// directory under the storage root), and a job started on a connection runs only while its
// creator still holds every permission that starting it needed (a scheduled export acts as the
// person who last saved the connection, who need not be allowed to read the products).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDueExports } from '@pim/core/testing';
import { JobQueue, jobSettingsIn } from '@pim/core';
import { createRole, createUser, uniqueCode } from '../helpers/factories.ts';
import { dataOf } from '../helpers/catalog.ts';
import { createdOf } from '../helpers/integration.ts';
import { waitForJob } from '../helpers/jobs.ts';
import { createProductsWorld } from '../helpers/products.ts';
import { testIntegrationSettings, testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
await server.startWorker();
const w = await createProductsWorld(server, request);
const root = testIntegrationSettings().storageRoot;

const connectorOf = async (as: ReturnType<typeof w.asAdmin>) =>
  dataOf(await request('GET', '/v1/connectors?connector_type=storage', as)).items.find(
    (c: { is_builtin: boolean }) => c.is_builtin,
  );

async function localConnection(
  as: (body?: unknown) => ReturnType<typeof w.asAdmin>,
  dir: string,
  config: object = {},
) {
  const connector = await connectorOf(as());
  return createdOf(
    await request(
      'POST',
      '/v1/connections',
      as({
        connector_id: connector.id,
        code: uniqueCode('local'),
        name: 'Local feed',
        config: { driver: 'local', path: dir, ...config },
      }),
    ),
  );
}

const productsCsv = (codes: string[]) =>
  ['code,family', ...codes.map((code) => `${code},shirts`)].join('\n') + '\n';

describe("a tenant's local storage", () => {
  it('is its own: the same path in another tenant names another directory', async () => {
    const dir = uniqueCode('shared');
    const home = await localConnection(w.asAdmin, dir, { channel_code: 'ecommerce' });
    const exported = await waitForJob(
      request,
      w.asAdmin(),
      createdOf(
        await request('POST', `/v1/connections/${home.id}/exports`, w.asAdmin({ mode: 'full' })),
      ).id,
    );
    expect(exported.status, JSON.stringify(exported.error)).toBe('completed');
    const [file] = exported.result.files;
    expect(existsSync(path.join(root, w.home.id, dir, file.filename))).toBe(true);
    expect(existsSync(path.join(root, dir))).toBe(false);
    expect(file.location).not.toContain(root);

    // The foreign tenant names the same directory: its import finds nothing there, and
    // archives nothing of home's.
    const foreign = await localConnection(w.asForeign, dir);
    const imported = await waitForJob(
      request,
      w.asForeign(),
      createdOf(await request('POST', `/v1/connections/${foreign.id}/imports`, w.asForeign({}))).id,
    );
    expect(imported.status).toBe('completed');
    expect(imported.result.files).toEqual([]);
    expect(existsSync(path.join(root, w.home.id, dir, file.filename))).toBe(true);
  });

  it("imports the files of the tenant's own directory", async () => {
    const dir = uniqueCode('in');
    const code = uniqueCode('sku');
    mkdirSync(path.join(root, w.home.id, dir), { recursive: true });
    writeFileSync(path.join(root, w.home.id, dir, 'feed.csv'), productsCsv([code]));
    const home = await localConnection(w.asAdmin, dir);
    const imported = await waitForJob(
      request,
      w.asAdmin(),
      createdOf(await request('POST', `/v1/connections/${home.id}/imports`, w.asAdmin({}))).id,
    );
    expect(imported.result.files).toEqual([
      expect.objectContaining({ name: 'feed.csv', records: 1 }),
    ]);
    expect(existsSync(path.join(root, w.home.id, dir, 'archive', 'feed.csv'))).toBe(true);
  });
});

/** A job row queued directly as `creator` (what the start would have made). */
async function queueAs(creator: { id: string }, type: 'export' | 'import', options: object) {
  const job = await server.db.job.create({
    data: {
      tenantId: w.home.id,
      type,
      entity: 'products',
      options: { ...options },
      principal: { kind: 'user', id: creator.id, name: 'Limited' },
      createdBy: { id: creator.id, name: 'Limited', type: 'user' },
    },
  });
  server.jobs.queue.wake();
  return waitForJob(request, w.asAdmin(), job.id);
}

async function userWith(permissionCodes: string[]) {
  const role = await createRole(server.db, w.home.id, { permissionCodes });
  return createUser(server.db, [{ tenantId: w.home.id, roleIds: [role.id] }]);
}

describe('who a connection job acts as', () => {
  it('fails an export whose creator may no longer read the products or the connection', async () => {
    const connection = await localConnection(w.asAdmin, uniqueCode('out'), {
      channel_code: 'ecommerce',
    });
    const options = {
      kind: 'connection_export',
      connection_id: connection.id,
      connection_code: connection.code,
      mode: 'full',
      dry_run: false,
    };
    // Enough to save a connection with a schedule, and to hold jobs.exports.write.
    const noProducts = await userWith([
      'jobs.exports.write',
      'integration.connections.read',
      'integration.connections.write',
    ]);
    const refused = await queueAs(noProducts, 'export', options);
    expect(refused).toMatchObject({ status: 'failed', error: { code: 'forbidden' } });
    expect(refused.error.message).toContain('catalog.products.read');

    const noConnections = await userWith(['jobs.exports.write', 'catalog.products.read']);
    expect(await queueAs(noConnections, 'export', options)).toMatchObject({
      status: 'failed',
      error: { code: 'forbidden' },
    });
  });

  it('fails an import whose creator may no longer write what it imports', async () => {
    const dir = uniqueCode('in');
    const code = uniqueCode('sku');
    mkdirSync(path.join(root, w.home.id, dir), { recursive: true });
    writeFileSync(path.join(root, w.home.id, dir, 'feed.csv'), productsCsv([code]));
    const connection = await localConnection(w.asAdmin, dir);
    const readOnly = await userWith([
      'jobs.imports.write',
      'integration.connections.read',
      'catalog.products.read',
    ]);
    const refused = await queueAs(readOnly, 'import', {
      kind: 'connection_import',
      connection_id: connection.id,
      connection_code: connection.code,
      entity: 'products',
      mode: 'upsert',
      dry_run: false,
    });
    expect(refused).toMatchObject({ status: 'failed', error: { code: 'forbidden' } });
    expect(existsSync(path.join(root, w.home.id, dir, 'feed.csv'))).toBe(true);
    const products = await server.db.product.findMany({ where: { tenantId: w.home.id, code } });
    expect(products).toEqual([]);
  });
});

describe('scheduled exports', () => {
  it('start no export for a connection whose last one has not ended', async () => {
    const connection = await localConnection(w.asAdmin, uniqueCode('out'), {
      channel_code: 'ecommerce',
      schedule: '* * * * *',
    });
    // Its previous export, held by a worker that is still on it.
    await server.db.job.create({
      data: {
        tenantId: w.home.id,
        type: 'export',
        entity: 'products',
        status: 'running',
        options: { kind: 'connection_export', connection_id: connection.id, mode: 'delta' },
        principal: { kind: 'user', id: w.admin.id, name: 'Admin' },
        createdBy: { id: w.admin.id, name: 'Admin', type: 'user' },
        leaseOwner: 'test-fixture',
        leaseExpiresAt: new Date(Date.now() + 3600_000),
      },
    });
    await server.db.connection.update({
      where: { id: connection.id },
      data: { scheduleNextAt: new Date(Date.now() - 1000) },
    });
    await startDueExports({
      database: server.database,
      queue: new JobQueue(),
      files: jobSettingsIn(path.join(root, 'files'), {}),
    });
    const jobs = await server.db.job.findMany({
      where: { tenantId: w.home.id, options: { path: ['connection_id'], equals: connection.id } },
    });
    expect(jobs).toHaveLength(1);
    const after = await server.db.connection.findUniqueOrThrow({ where: { id: connection.id } });
    expect(after.scheduleNextAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
