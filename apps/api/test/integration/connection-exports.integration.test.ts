// A connection's channel export against real servers on loopback (helpers/connection-delivery.ts):
// a full export lands the channel's products in the schema's shape with the mapped categories
// on SFTP, FTP, S3, a local directory and an HTTP endpoint; a delta after changing two products
// sends those two; the watermark is held back by a writing transaction still open; a wrong key
// or password, an unreachable host and a receiver answering 500 fail the job with a clear error
// and leave the watermark where it was; a dry run sends nothing; webhooks say how each export
// ended.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {} from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  exportWatermark,
  openFileTransport,
  testIntegrationSettings as transportTestSettings,
} from '@pim/core/testing';
import { verifySignature, type TransportTarget } from '@pim/core';
import { uniqueCode } from '@pim/db/seed';
import { dataOf } from '../helpers/catalog.ts';
import {} from '../helpers/expect.ts';
import {} from '../helpers/integration.ts';
import { jobItems } from '../helpers/jobs.ts';
import {} from '../helpers/products.ts';
import { testIntegrationSettings } from '../helpers/server.ts';
import { createDeliveryWorld } from '../helpers/connection-delivery.ts';
import { createdOf } from '../helpers/integration.ts';
import { received, WEBHOOKS } from '../helpers/webhooks.ts';
import { startHttpReceiver } from '@pim/core/testing';

const d = await createDeliveryWorld();
const { server, request, w, admin, catalog, sftp, ftp, s3, receiver, failing } = d;
const { connection, sftpConfig, sftpKey, map, startExport, rename, csvRecords } = d;
const { sale, jacket, shirt, onSale } = d.products;

describe('a full export over SFTP', () => {
  it("writes the channel's products in the schema's shape with the mapped categories", async () => {
    const sftpConnection = await connection('sftp', { ...sftpConfig(), format: 'csv' }, sftpKey());
    await map(sftpConnection.id, catalog.categories.menswear.id, 'EXT-MEN');
    await map(sftpConnection.id, catalog.categories.shirts.id, 'EXT-SHIRTS');

    const job = await startExport(sftpConnection.id);
    expect(job).toMatchObject({
      status: 'completed',
      type: 'export',
      entity: 'products',
      progress: { total: 3, processed: 3, succeeded: 2, failed: 1 },
    });
    const [file] = job.result.files;
    expect(file).toMatchObject({
      records: 2,
      location: `sftp://${sftp.host}:${sftp.port}${sftp.root}/${file.filename}`,
    });
    const written = readFileSync(path.join(sftp.root, file.filename), 'utf8');
    expect(written.split('\n')[0]).toBe(
      'code,name,description,status,family,categories,updated_at',
    );
    const records = csvRecords(written);
    expect(records.map((r) => r.code).sort()).toEqual([jacket.code, shirt.code].sort());
    const jacketRecord = records.find((r) => r.code === jacket.code)!;
    expect(jacketRecord).toMatchObject({
      name: 'Jacket',
      status: 'draft',
      family: 'shirts',
      categories: 'EXT-MEN',
    });
    expect(records.find((r) => r.code === shirt.code)!.categories).toBe('EXT-SHIRTS');

    const [failed] = await jobItems(request, admin, job.id, 'failed');
    expect(failed).toMatchObject({ key: onSale.code, status: 'failed' });
    expect(failed.errors).toEqual([
      expect.objectContaining({ code: 'unmapped_category', field: 'categories' }),
    ]);
    expect(failed.errors[0].message).toContain(sale.code);

    const after = dataOf(
      await request('GET', `/v1/connections/${sftpConnection.id}`, w.asViewer()),
    );
    expect(after.last_export_at).toBe(job.result.watermark);

    // A delta after changing two products sends exactly those two.
    await rename(jacket.id, 'Jacket, new season');
    await map(sftpConnection.id, sale.id, 'EXT-SALE');
    await rename(onSale.id, 'Shirt on sale');
    const delta = await startExport(sftpConnection.id, { mode: 'delta' });
    expect(delta.status).toBe('completed');
    expect(delta.result).toMatchObject({
      mode: 'delta',
      changed_since: job.result.watermark,
      failed: 0,
    });
    const deltaRecords = csvRecords(
      readFileSync(path.join(sftp.root, delta.result.files[0].filename), 'utf8'),
    );
    // The two changed products; and the one renamed before the first export only if another
    // test's transaction, open when that export started, held its watermark back to before
    // the rename (a delta sends a product twice rather than never). Alone, exactly the two.
    const since = new Date(job.result.watermark);
    const heldBack =
      (await server.db.product.findUniqueOrThrow({ where: { id: shirt.id } })).modifiedAt > since;
    const expected = [jacket.code, onSale.code, ...(heldBack ? [shirt.code] : [])];
    expect(deltaRecords.map((r) => r.code).sort()).toEqual(expected.sort());
    expect(delta.result).toMatchObject({ records: expected.length, sent: expected.length });
    expect(deltaRecords.find((r) => r.code === onSale.code)!.categories).toBe(
      'EXT-SHIRTS,EXT-SALE',
    );
  });

  it('fails with a clear error on a wrong key and keeps the watermark where it was', async () => {
    const wrong = await connection('sftp', sftpConfig(), {
      username: sftp.username,
      private_key: sftp.wrongPrivateKey,
    });
    const job = await startExport(wrong.id);
    expect(job.status).toBe('failed');
    expect(job.error.code).toBe('delivery_failed');
    expect(job.error.message).toMatch(/authentication/i);
    expect(job.error.message).not.toContain('PRIVATE KEY');
    const after = dataOf(await request('GET', `/v1/connections/${wrong.id}`, w.asViewer()));
    expect(after.last_export_at).toBeNull();
  });

  it('fails with a clear error when the host is unreachable', async () => {
    const closed = await connection(
      'sftp',
      { host: '127.0.0.1', port: 1, path: '/tmp' },
      sftpKey(),
    );
    const job = await startExport(closed.id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatchObject({ code: 'delivery_failed' });
    expect(job.error.message).toMatch(/127\.0\.0\.1:1/);
  });
});

describe('the delta watermark', () => {
  it('is held back to the start of a writing transaction still open, so its change is not missed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: Date;
    const writer = server.database.transaction(async (tx) => {
      const [row] = await tx.sql<{ started: Date }>`SELECT now() AS started`;
      started = row!.started;
      await tx.sql`UPDATE products SET modified_at = now() WHERE id = ${jacket.id}::uuid`;
      await held;
    });
    // Let the writer's UPDATE land, then take a watermark while it is open.
    for (let i = 0; i < 100 && !started; i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
    const during = await exportWatermark(server.database.sql);
    expect(during.getTime()).toBeLessThanOrEqual(started.getTime());
    release();
    await writer;
    // Once it committed, the watermark moves on (to now, or to another test's open writer).
    const after = await exportWatermark(server.database.sql);
    expect(after.getTime()).toBeGreaterThanOrEqual(during.getTime());
  });
});

describe('exports over the other transports', () => {
  it('lands the records on FTP (JSON lines), S3 (XLSX) and a local directory (CSV)', async () => {
    const ftpConnection = await connection(
      'ftp',
      { host: ftp.host, port: ftp.port, path: '/', format: 'json' },
      { username: ftp.username, password: ftp.password },
    );
    const s3Connection = await connection(
      'storage',
      {
        driver: 's3',
        bucket: 'feeds',
        path: 'out',
        endpoint: s3.endpoint,
        region: s3.region,
        format: 'xlsx',
      },
      { access_key_id: s3.accessKeyId, secret_access_key: s3.secretAccessKey },
    );
    const localPath = uniqueCode('out');
    const localConnection = await connection('storage', { driver: 'local', path: localPath });
    for (const { id } of [ftpConnection, s3Connection, localConnection]) {
      await map(id, catalog.categories.menswear.id, 'EXT-MEN');
      await map(id, catalog.categories.shirts.id, 'EXT-SHIRTS');
      await map(id, sale.id, 'EXT-SALE');
    }

    const viaFtp = await startExport(ftpConnection.id);
    expect(viaFtp.result).toMatchObject({ records: 3, sent: 3 });
    const lines = readFileSync(path.join(ftp.root, viaFtp.result.files[0].filename), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.find((r) => r.code === onSale.code).categories).toEqual([
      'EXT-SHIRTS',
      'EXT-SALE',
    ]);

    const viaS3 = await startExport(s3Connection.id);
    expect(viaS3.status).toBe('completed');
    expect(viaS3.result.files[0].filename).toMatch(/\.xlsx$/);
    const target = {
      type: 'storage',
      config: s3Connection.config,
      credentials: { access_key_id: s3.accessKeyId, secret_access_key: s3.secretAccessKey },
    } as TransportTarget;
    const bucket = await openFileTransport(target, transportTestSettings());
    try {
      const listed = await bucket.list();
      expect(listed.map((f) => f.name)).toContain(viaS3.result.files[0].filename);
      expect(listed.find((f) => f.name === viaS3.result.files[0].filename)!.size).toBe(
        viaS3.result.files[0].size_bytes,
      );
    } finally {
      await bucket.close();
    }

    const viaLocal = await startExport(localConnection.id);
    const root = testIntegrationSettings().storageRoot;
    const local = readFileSync(
      path.join(root, w.home.id, localPath, viaLocal.result.files[0].filename),
      'utf8',
    );
    expect(csvRecords(local)).toHaveLength(3);
  });

  it('fails the job on a wrong FTP password, saying so, watermark unmoved', async () => {
    const wrong = await connection(
      'ftp',
      { host: ftp.host, port: ftp.port, path: '/' },
      { username: ftp.username, password: 'not-the-password' },
    );
    await map(wrong.id, catalog.categories.menswear.id, 'EXT-MEN');
    const job = await startExport(wrong.id);
    expect(job.status).toBe('failed');
    expect(job.error.code).toBe('delivery_failed');
    expect(job.error.message).toMatch(/authentication/i);
    expect(job.error.message).not.toContain('not-the-password');
    const after = dataOf(await request('GET', `/v1/connections/${wrong.id}`, w.asViewer()));
    expect(after.last_export_at).toBeNull();
  });

  it('POSTs batches of records to an HTTP endpoint with its token', async () => {
    const api = await connection('api', { url: receiver.url, batch_size: 2 }, { token: 'tok-123' });
    for (const category of [catalog.categories.menswear, catalog.categories.shirts, sale]) {
      await map(api.id, category.id, `EXT-${category.code}`);
    }
    const before = receiver.received.length;
    const job = await startExport(api.id);
    expect(job.status).toBe('completed');
    const posts = receiver.received.slice(before);
    expect(posts).toHaveLength(2);
    expect(posts[0]!.headers.authorization).toBe('Bearer tok-123');
    const records = posts.flatMap((p) => JSON.parse(p.body).records);
    expect(records.map((r: { code: string }) => r.code).sort()).toEqual(
      [jacket.code, shirt.code, onSale.code].sort(),
    );
    expect(job.result.http).toMatchObject({
      url: receiver.url,
      batches: 2,
      records: 3,
      statuses: { '200': 2 },
    });
  });

  it('fails the job when the receiver answers 500 after its retries, watermark unmoved', async () => {
    const api = await connection('api', { url: failing.url }, { token: 'tok' });
    for (const category of [catalog.categories.menswear, catalog.categories.shirts, sale]) {
      await map(api.id, category.id, `EXT-${category.code}`);
    }
    const job = await startExport(api.id);
    expect(job.status).toBe('failed');
    expect(job.error.code).toBe('delivery_failed');
    expect(job.error.message).toContain('500');
    const after = dataOf(await request('GET', `/v1/connections/${api.id}`, w.asViewer()));
    expect(after.last_export_at).toBeNull();
  });

  it('keeps a dry run as the job artifact, sends nothing and keeps the watermark', async () => {
    const api = await connection('api', { url: receiver.url }, { token: 'tok' });
    await map(api.id, catalog.categories.menswear.id, 'EXT-MEN');
    const before = receiver.received.length;
    const job = await startExport(api.id, { mode: 'full', dry_run: true });
    expect(job.status).toBe('completed');
    expect(job.result).toMatchObject({ dry_run: true, sent: 0 });
    expect(receiver.received.length).toBe(before);
    const artifact = await request('GET', `/v1/jobs/${job.id}/artifact`, admin);
    expect(artifact.status).toBe(200);
    expect(
      artifact.text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).code),
    ).toEqual([jacket.code]);
    const after = dataOf(await request('GET', `/v1/connections/${api.id}`, w.asViewer()));
    expect(after.last_export_at).toBeNull();
  });
});

/** A products CSV the importer takes: new codes in the shirts family. */

describe('webhooks of a connection export', () => {
  it('sends connection.export.completed and connection.export.failed with the job', async () => {
    server.startDispatcher();
    const hook = await startHttpReceiver();
    const subscription = createdOf(
      await request('POST', WEBHOOKS, {
        ...admin,
        body: {
          url: hook.url,
          events: ['connection.export.completed', 'connection.export.failed'],
        },
      }),
    );
    try {
      const ok = await connection('api', { url: receiver.url }, { token: 'tok' });
      const down = await connection('api', { url: failing.url }, { token: 'tok' });
      for (const api of [ok, down]) await map(api.id, catalog.categories.menswear.id, 'EXT-MEN');
      const completed = await startExport(ok.id);
      const failed = await startExport(down.id);
      const got = await received(hook, 2);
      for (const request of got) {
        const signature = String(request.headers['x-signature']);
        expect(verifySignature(signature, request.body, subscription.secret)).toBe(true);
      }
      const events = got.map((r) => JSON.parse(r.body));
      const byType = Object.fromEntries(events.map((e) => [e.type, e.data.job]));
      expect(byType['connection.export.completed']).toMatchObject({
        id: completed.id,
        status: 'completed',
        options: { connection_id: ok.id },
      });
      expect(byType['connection.export.failed']).toMatchObject({
        id: failed.id,
        status: 'failed',
        error: { code: 'delivery_failed' },
        options: { connection_id: down.id },
      });
    } finally {
      await request('DELETE', `${WEBHOOKS}/${subscription.id}`, admin);
      await hook.stop();
    }
  });
});
