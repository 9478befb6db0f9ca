// A connection's channel export and import against real servers on loopback: Debian's sshd
// (SFTP), ftp-srv (FTP), fauxqs (S3), a node:http receiver and a local directory. A full export
// lands the channel's products in the schema's shape with the mapped categories; a delta after
// changing two products sends exactly those two; an import from each file transport lands its
// products and archives its file; a wrong key, an unreachable host and a receiver answering
// 500 fail the job with a clear error and leave the watermark where it was.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportWatermark,
  openFileTransport,
  startDueExports,
  startFtpServer,
  startHttpReceiver,
  startS3Server,
  startSftpServer,
  testIntegrationSettings as transportTestSettings,
  type FtpServer,
  type HttpReceiver,
  type S3Server,
  type SftpServer,
} from '@pim/core/testing';
import { JobQueue, jobSettingsIn, type TransportTarget } from '@pim/core';
import { uniqueCode } from '@pim/db/seed';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { createdOf } from '../helpers/integration.ts';
import { jobItems, jobRow, waitForJob } from '../helpers/jobs.ts';
import { createProductsWorld } from '../helpers/products.ts';
import { testIntegrationSettings, testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
await server.startWorker();
const w = await createProductsWorld(server, request);
const admin = w.asAdmin();
const { catalog } = w;

let sftp: SftpServer;
let ftp: FtpServer;
let s3: S3Server;
let receiver: HttpReceiver;
let failing: HttpReceiver;
beforeAll(async () => {
  [sftp, ftp, s3, receiver, failing] = await Promise.all([
    startSftpServer(),
    startFtpServer(),
    startS3Server(),
    startHttpReceiver(),
    startHttpReceiver({ fail: { times: 100, status: 500 } }),
  ]);
  s3.createBucket('feeds');
});
afterAll(async () => {
  await Promise.all([sftp, ftp, s3, receiver, failing].map((s) => s?.stop()));
});

const connectorOf = async (type: string) =>
  dataOf(await request('GET', `/v1/connectors?connector_type=${type}`, w.asViewer())).items.find(
    (c: { is_builtin: boolean }) => c.is_builtin,
  );

async function connection(type: string, config: object, credentials?: object) {
  const connector = await connectorOf(type);
  return createdOf(
    await request(
      'POST',
      '/v1/connections',
      w.asAdmin({
        connector_id: connector.id,
        code: uniqueCode(type),
        name: `${type} feed`,
        config: { channel_code: 'ecommerce', ...config },
        ...(credentials ? { credentials } : {}),
      }),
    ),
  );
}

const sftpConfig = () => ({ host: sftp.host, port: sftp.port, path: sftp.root });
const sftpKey = () => ({ username: sftp.username, private_key: sftp.privateKey });

async function map(connectionId: string, categoryId: string, external: string) {
  createdOf(
    await request(
      'POST',
      '/v1/category-mappings',
      w.asAdmin({
        connection_id: connectionId,
        channel_code: 'ecommerce',
        category_id: categoryId,
        external_category_id: external,
        external_category_name: `External ${external}`,
      }),
    ),
  );
}

async function startExport(id: string, body: object = { mode: 'full' }) {
  const answer = await request('POST', `/v1/connections/${id}/exports`, w.asEditor(body));
  expect(answer.status, answer.text).toBe(201);
  return waitForJob(request, admin, answer.body.data.id);
}

async function startImport(id: string, body: object = {}) {
  const answer = await request('POST', `/v1/connections/${id}/imports`, w.asEditor(body));
  expect(answer.status, answer.text).toBe(201);
  return waitForJob(request, admin, answer.body.data.id);
}

/** Sets a product's English name (a change: the product's modified_at moves). */
async function rename(productId: string, name: string) {
  const answer = await request(
    'PATCH',
    `/v1/products/${productId}/attributes`,
    w.asEditor([
      {
        attribute_id: catalog.attributes.name.id,
        values: [{ channel: '$default', locale: 'en_US', data: { value: name } }],
      },
    ]),
  );
  expect(answer.status, answer.text).toBe(200);
}

const csvRecords = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

// The channel `ecommerce` shows the tree with menswear > shirts; a third category, `sale`,
// has no mapping. Products: two in mapped categories, one also in `sale`, one archived, one
// in no category of the tree.
const sale = dataOf(
  await request(
    'POST',
    '/v1/categories',
    w.asAdmin({ category_tree_id: catalog.tree.id, code: uniqueCode('sale'), name: 'Sale' }),
  ),
);
const jacket = await w.create({ category_ids: [catalog.categories.menswear.id] });
const shirt = await w.create({ category_ids: [catalog.categories.shirts.id] });
const onSale = await w.create({ category_ids: [catalog.categories.shirts.id, sale.id] });
const archived = await w.create({ category_ids: [catalog.categories.shirts.id] });
await w.create();
expect(
  (await request('PATCH', `/v1/products/${archived.id}/status`, w.asAdmin({ status: 'archived' })))
    .status,
).toBe(200);
await rename(jacket.id, 'Jacket');
await rename(shirt.id, 'Shirt');

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
