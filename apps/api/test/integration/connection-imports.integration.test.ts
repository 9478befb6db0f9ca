// A connection's channel import, its start checks, its test and its schedule, against real
// servers on loopback (helpers/connection-delivery.ts): an import from each file transport
// lands its products and archives its files; what cannot run is a 400 before any job; a test
// reports each step; a due schedule starts one delta export, and none for a tenant at its
// job limit.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  openFileTransport,
  startDueExports,
  testIntegrationSettings as transportTestSettings,
} from '@pim/core/testing';
import { JobQueue, jobSettingsIn, type TransportTarget } from '@pim/core';
import { uniqueCode } from '@pim/db/seed';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { createdOf } from '../helpers/integration.ts';
import { jobRow } from '../helpers/jobs.ts';
import { createProductsWorld } from '../helpers/products.ts';
import { testIntegrationSettings } from '../helpers/server.ts';
import { createDeliveryWorld } from '../helpers/connection-delivery.ts';

const d = await createDeliveryWorld();
const { server, request, w, sftp, ftp, s3, receiver } = d;
const { connection, sftpConfig, sftpKey, startImport } = d;

function productsCsv(codes: string[]): string {
  return ['code,family', ...codes.map((code) => `${code},shirts`)].join('\n') + '\n';
}

async function productByCode(code: string) {
  return server.db.product.findFirst({ where: { tenantId: w.home.id, code } });
}

describe('imports from each file transport', () => {
  it('imports the matching files from SFTP and moves them to archive/', async () => {
    const dir = path.join(sftp.root, uniqueCode('in'));
    mkdirSync(dir);
    const codes = [uniqueCode('sftp-a'), uniqueCode('sftp-b')];
    writeFileSync(path.join(dir, 'products-1.csv'), productsCsv([codes[0]!]));
    writeFileSync(path.join(dir, 'products-2.csv'), productsCsv([codes[1]!]));
    writeFileSync(path.join(dir, 'notes.txt'), 'not an import');
    const inbox = await connection(
      'sftp',
      { host: sftp.host, port: sftp.port, path: dir, file_pattern: 'products-*.csv' },
      sftpKey(),
    );
    const job = await startImport(inbox.id);
    expect(job).toMatchObject({
      status: 'completed',
      type: 'import',
      entity: 'products',
      progress: { total: 2, succeeded: 2, failed: 0 },
    });
    expect(job.result.files.map((f: { name: string }) => f.name)).toEqual([
      'products-1.csv',
      'products-2.csv',
    ]);
    for (const code of codes) expect(await productByCode(code)).not.toBeNull();
    expect(readdirSync(dir).sort()).toEqual(['archive', 'notes.txt']);
    expect(readdirSync(path.join(dir, 'archive')).sort()).toEqual([
      'products-1.csv',
      'products-2.csv',
    ]);
  });

  it('imports from FTP, S3 and a local directory', async () => {
    const ftpDir = uniqueCode('in');
    mkdirSync(path.join(ftp.root, ftpDir));
    const ftpCode = uniqueCode('ftp');
    writeFileSync(path.join(ftp.root, ftpDir, 'feed.csv'), productsCsv([ftpCode]));
    const viaFtp = await startImport(
      (
        await connection(
          'ftp',
          { host: ftp.host, port: ftp.port, path: `/${ftpDir}` },
          { username: ftp.username, password: ftp.password },
        )
      ).id,
    );
    expect(viaFtp.progress).toMatchObject({ total: 1, succeeded: 1 });
    expect(await productByCode(ftpCode)).not.toBeNull();
    expect(existsSync(path.join(ftp.root, ftpDir, 'archive', 'feed.csv'))).toBe(true);

    const s3Code = uniqueCode('s3');
    const s3Prefix = uniqueCode('in');
    const s3Connection = await connection(
      'storage',
      { driver: 's3', bucket: 'feeds', path: s3Prefix, endpoint: s3.endpoint, region: s3.region },
      { access_key_id: s3.accessKeyId, secret_access_key: s3.secretAccessKey },
    );
    const bucket = await openFileTransport(
      {
        type: 'storage',
        config: s3Connection.config,
        credentials: { access_key_id: s3.accessKeyId, secret_access_key: s3.secretAccessKey },
      } as TransportTarget,
      transportTestSettings(),
    );
    try {
      await bucket.write('feed.csv', Readable.from([productsCsv([s3Code])]));
      const viaS3 = await startImport(s3Connection.id);
      expect(viaS3.progress).toMatchObject({ total: 1, succeeded: 1 });
      expect(await productByCode(s3Code)).not.toBeNull();
      expect((await bucket.list()).map((f) => f.name)).toEqual([]);
    } finally {
      await bucket.close();
    }

    const localDir = uniqueCode('in');
    const root = testIntegrationSettings().storageRoot;
    mkdirSync(path.join(root, w.home.id, localDir), { recursive: true });
    const localCode = uniqueCode('local');
    writeFileSync(path.join(root, w.home.id, localDir, 'feed.csv'), productsCsv([localCode]));
    const localConnection = await connection('storage', { driver: 'local', path: localDir });
    const dry = await startImport(localConnection.id, { dry_run: true });
    expect(dry.progress).toMatchObject({ total: 1, succeeded: 1 });
    expect(await productByCode(localCode)).toBeNull();
    expect(existsSync(path.join(root, w.home.id, localDir, 'feed.csv'))).toBe(true);
    const viaLocal = await startImport(localConnection.id);
    expect(viaLocal.result.files[0]).toMatchObject({ name: 'feed.csv', records: 1 });
    expect(await productByCode(localCode)).not.toBeNull();
    expect(existsSync(path.join(root, w.home.id, localDir, 'archive', 'feed.csv'))).toBe(true);
  });
});

describe('starting, testing and scheduling', () => {
  it('refuses what cannot run with a 400 that says why, before any job', async () => {
    const noChannel = await connection('api', { url: receiver.url, channel_code: undefined });
    expectError(
      await request(
        'POST',
        `/v1/connections/${noChannel.id}/exports`,
        w.asEditor({ mode: 'full' }),
      ),
      400,
      'invalid_value',
      '',
    );
    expectError(
      await request('POST', `/v1/connections/${noChannel.id}/imports`, w.asEditor({})),
      400,
      'invalid_value',
      '',
    );
    const inactive = await connection('sftp', sftpConfig(), sftpKey());
    await request(
      'PATCH',
      `/v1/connections/${inactive.id}/status`,
      w.asAdmin({ status: 'inactive' }),
    );
    expectError(
      await request('POST', `/v1/connections/${inactive.id}/exports`, w.asEditor({ mode: 'full' })),
      400,
      'invalid_value',
      '',
    );
    expectError(
      await request('POST', `/v1/connections/${inactive.id}/exports`, w.asEditor({})),
      400,
      'required',
      'mode',
    );
    // A deactivated connector stops its connections.
    const own = createdOf(
      await request(
        'POST',
        '/v1/connectors',
        w.asAdmin({ code: uniqueCode('own'), name: 'Own store', connector_type: 'storage' }),
      ),
    );
    const onOwn = createdOf(
      await request(
        'POST',
        '/v1/connections',
        w.asAdmin({
          connector_id: own.id,
          code: uniqueCode('own'),
          name: 'On own',
          config: { driver: 'local', path: uniqueCode('own'), channel_code: 'ecommerce' },
        }),
      ),
    );
    await request('PATCH', `/v1/connectors/${own.id}/status`, w.asAdmin({ status: 'inactive' }));
    const refused = await request(
      'POST',
      `/v1/connections/${onOwn.id}/exports`,
      w.asEditor({ mode: 'full' }),
    );
    expectError(refused, 400, 'invalid_value', '');
    expect(refused.body.message).toMatch(/connector/);
    expectError(
      await request('POST', `/v1/connections/${inactive.id}/exports`, w.asViewer({ mode: 'full' })),
      403,
      'forbidden',
    );
  });

  it('reports each step of a connection test, and what failed', async () => {
    const good = await connection('sftp', sftpConfig(), sftpKey());
    const ok = dataOf(await request('POST', `/v1/connections/${good.id}/test`, w.asAdmin()));
    expect(ok.ok).toBe(true);
    expect(ok.steps.map((s: { ok: boolean }) => s.ok)).toEqual(ok.steps.map(() => true));
    const wrong = await connection('sftp', sftpConfig(), {
      username: sftp.username,
      private_key: sftp.wrongPrivateKey,
    });
    const bad = dataOf(await request('POST', `/v1/connections/${wrong.id}/test`, w.asAdmin()));
    expect(bad.ok).toBe(false);
    expect(bad.steps.at(-1)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/authentication/i),
    });
  });

  it('starts a delta export for a due schedule once, as the person who saved the connection', async () => {
    const scheduled = await connection(
      'api',
      { url: receiver.url, schedule: '0 2 * * *' },
      { token: 'tok' },
    );
    const saved = await server.db.connection.findUniqueOrThrow({ where: { id: scheduled.id } });
    expect(saved.scheduleNextAt!.toISOString()).toMatch(/T02:00:00\.000Z$/);
    await server.db.connection.update({
      where: { id: scheduled.id },
      data: { scheduleNextAt: new Date(Date.now() - 1000) },
    });
    const tick = {
      database: server.database,
      queue: new JobQueue(),
      files: jobSettingsIn(path.join(testIntegrationSettings().storageRoot, 'files'), {}),
    };
    await Promise.all([startDueExports(tick), startDueExports(tick)]);
    const jobs = await server.db.job.findMany({
      where: { tenantId: w.home.id, options: { path: ['connection_id'], equals: scheduled.id } },
    });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.options).toMatchObject({
      kind: 'connection_export',
      mode: 'delta',
      scheduled: true,
    });
    expect(jobs[0]!.createdBy).toMatchObject({ id: w.admin.id });
    const next = await server.db.connection.findUniqueOrThrow({ where: { id: scheduled.id } });
    expect(next.scheduleNextAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('skips the run of a tenant at its job limit without holding back the sweep', async () => {
    const full = await connection(
      'api',
      { url: receiver.url, schedule: '0 3 * * *' },
      { token: 't' },
    );
    const other = await createProductsWorld(server, request);
    const otherConnector = dataOf(
      await request('GET', '/v1/connectors?connector_type=api', other.asViewer()),
    ).items.find((c: { is_builtin: boolean }) => c.is_builtin);
    const free = createdOf(
      await request(
        'POST',
        '/v1/connections',
        other.asAdmin({
          connector_id: otherConnector.id,
          code: uniqueCode('free'),
          name: 'Free',
          config: { url: receiver.url, channel_code: 'ecommerce', schedule: '0 3 * * *' },
          credentials: { token: 't' },
        }),
      ),
    );
    // Home holds its 20 active jobs (rows no worker takes); both schedules are due.
    const fillers = await Promise.all(
      Array.from({ length: 20 }, () =>
        jobRow(server.db, w.admin, w.home.id, { type: 'export', status: 'queued' }),
      ),
    );
    try {
      const due = new Date(Date.now() - 1000);
      await server.db.connection.updateMany({
        where: { id: { in: [full.id, free.id] } },
        data: { scheduleNextAt: due },
      });
      const tick = {
        database: server.database,
        queue: new JobQueue(),
        files: jobSettingsIn(path.join(testIntegrationSettings().storageRoot, 'files'), {}),
      };
      await startDueExports(tick);
      const started = async (id: string) =>
        server.db.job.count({ where: { options: { path: ['connection_id'], equals: id } } });
      expect(await started(full.id)).toBe(0);
      expect(await started(free.id)).toBe(1);
      const rows = await server.db.connection.findMany({
        where: { id: { in: [full.id, free.id] } },
      });
      for (const row of rows) expect(row.scheduleNextAt!.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await server.db.job.deleteMany({ where: { id: { in: fillers.map((f) => f.id) } } });
    }
  });
});
