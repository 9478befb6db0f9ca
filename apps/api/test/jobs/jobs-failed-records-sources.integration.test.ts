// Failed records of the imports that do not read a CSV, XLSX or JSON upload of their own: an
// Akeneo CSV comes back as Akeneo's CSV (`;`, its columns, texts as written) and imports back
// as it is; a connection's import comes back in the connection's format, from the copies of
// the files it fetched, one file for all of them; a fetched copy that expired is a 404 that
// says so.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { createdOf } from '../helpers/integration.ts';
import { jobItems, startJob, uploadFile, waitForJob, type As } from '../helpers/jobs.ts';
import { productIdOf, productJobsWorld } from '../helpers/product-jobs.ts';
import { testIntegrationSettings } from '../helpers/server.ts';

const { server, request, w, admin } = await productJobsWorld({ tagline: false });

/** The failed-records download: its status, headers and text. */
async function download(as: As, id: string) {
  const answer = await fetch(`${server.baseUrl}/v1/jobs/${id}/failed-records`, {
    headers: { authorization: `Bearer ${as.token}`, 'x-tenant-id': as.tenant },
  });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

async function akeneoImport(content: string) {
  const fileId = await uploadFile(request, admin, 'products.csv', content);
  const job = await startJob(request, admin, 'imports', {
    entity: 'products',
    format: 'akeneo_csv',
    file_id: fileId,
  });
  return waitForJob(request, admin, job.id);
}

/** A local storage connection reading `dir` of home's storage, with `config` added. */
async function localConnection(config: Record<string, unknown>) {
  const dir = uniqueCode('in');
  const root = path.join(testIntegrationSettings().storageRoot, w.home.id, dir);
  mkdirSync(root, { recursive: true });
  const connectors = dataOf(await request('GET', '/v1/connectors?connector_type=storage', admin));
  const connector = connectors.items.find((c: { is_builtin: boolean }) => c.is_builtin);
  const made = createdOf(
    await request(
      'POST',
      '/v1/connections',
      w.asAdmin({
        connector_id: connector.id,
        code: uniqueCode('feed'),
        name: 'Supplier feed',
        config: { driver: 'local', path: dir, channel_code: 'ecommerce', ...config },
      }),
    ),
  );
  return { id: made.id as string, code: made.code as string, root };
}

async function connectionImport(id: string) {
  const answer = await request('POST', `/v1/connections/${id}/imports`, w.asAdmin({}));
  expect(answer.status, answer.text).toBe(201);
  return waitForJob(request, admin, answer.body.data.id);
}

describe('failed records of an Akeneo import', () => {
  it("gives the failed rows back in Akeneo's own CSV, which imports back as it is", async () => {
    const [good, bad, formula] = [uniqueCode('ak'), uniqueCode('ak'), uniqueCode('ak')];
    const header = 'sku;categories;enabled;family;groups;parent;name-en_US';
    const csv = [
      header,
      `${good};;1;shirts;;;Good shirt`,
      `${bad};;1;nofamily;;;"Shirt; striped"`,
      `${formula};;1;;;;=1+2`,
    ].join('\n');
    const job = await akeneoImport(`${csv}\n`);
    expect(job.progress).toMatchObject({ succeeded: 1, failed: 2 });

    const answer = await download(admin, job.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('products-failed.csv');
    const lines = answer.text.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`${header};Import errors`);
    expect(lines[1]).toMatch(new RegExp(`^${bad};;1;nofamily;;;"Shirt; striped";family: `));
    // Akeneo's files carry no quote before a formula: the text comes back as it was read.
    expect(lines[2]).toMatch(new RegExp(`^${formula};;1;;;;=1\\+2;family: .*has no family`));

    const corrected = answer.text
      .replace(';nofamily;', ';shirts;')
      .replace(';;;;=1', ';shirts;;;=1');
    const again = await akeneoImport(corrected);
    expect(again.progress).toMatchObject({ succeeded: 2, failed: 0 });
    expect(await productIdOf(request, admin, bad)).toBeDefined();
    expect(await productIdOf(request, admin, formula)).toBeDefined();
  });
});

describe("failed records of a connection's import", () => {
  it("gives the rows of every fetched CSV file back as one CSV with every file's columns", async () => {
    const feed = await localConnection({ format: 'csv', file_pattern: 'feed-*.csv' });
    const codes = [uniqueCode('c'), uniqueCode('c'), uniqueCode('c'), uniqueCode('c')];
    writeFileSync(
      path.join(feed.root, 'feed-1.csv'),
      `code,family\n${codes[0]},shirts\n${codes[1]},nofamily\n`,
    );
    writeFileSync(
      path.join(feed.root, 'feed-2.csv'),
      `code,name:en_US,family\n${codes[2]},Blue,nofamily\n${codes[3]},Red,shirts\n`,
    );
    const job = await connectionImport(feed.id);
    expect(job.progress).toMatchObject({ total: 4, succeeded: 2, failed: 2 });
    expect((await jobItems(request, admin, job.id, 'failed')).map((i) => i.key)).toEqual([
      codes[1],
      codes[2],
    ]);

    const answer = await download(admin, job.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(`${feed.code}-failed.csv`);
    const lines = answer.text.trimEnd().split('\n');
    expect(lines[0]).toBe('code,family,name:en_US,Import errors');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual([
      [codes[1], 'nofamily', ''],
      [codes[2], 'nofamily', 'Blue'],
    ]);

    // The corrected file goes back in through the connection as its suppliers' files do.
    writeFileSync(path.join(feed.root, 'feed-3.csv'), answer.text.replaceAll('nofamily', 'shirts'));
    const again = await connectionImport(feed.id);
    expect(again.progress).toMatchObject({ total: 2, succeeded: 2, failed: 0 });
    expect(await productIdOf(request, admin, codes[2]!)).toBeDefined();
  });

  it("gives a JSON connection's failed records back as NDJSON", async () => {
    const feed = await localConnection({ format: 'json', file_pattern: '*.ndjson' });
    const [good, bad] = [uniqueCode('j'), uniqueCode('j')];
    const records = [
      { code: good, family: 'shirts' },
      { code: bad, family: 'nofamily' },
    ];
    writeFileSync(
      path.join(feed.root, 'products.ndjson'),
      records.map((r) => JSON.stringify(r)).join('\n'),
    );
    const job = await connectionImport(feed.id);
    expect(job.progress).toMatchObject({ succeeded: 1, failed: 1 });
    const answer = await download(admin, job.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('products-failed.ndjson');
    expect(JSON.parse(answer.text)).toEqual(records[1]);

    // A run that ended without a result (cancelled after its batches) still has the copies it
    // fetched, stored in the connection's format: the failed records come back all the same.
    await server.database.sql`
      UPDATE jobs SET result = NULL, status = 'cancelled' WHERE id = ${job.id}::uuid`;
    const cancelled = await download(admin, job.id);
    expect(cancelled.status).toBe(200);
    expect(JSON.parse(cancelled.text)).toEqual(records[1]);
  });

  it('answers 404 saying why once the fetched copy has expired', async () => {
    const feed = await localConnection({ format: 'csv', file_pattern: '*.csv' });
    writeFileSync(path.join(feed.root, 'late.csv'), `code,family\n${uniqueCode('x')},nofamily\n`);
    const job = await connectionImport(feed.id);
    expect(job.progress.failed).toBe(1);
    const fetched = (job.result.files as { name: string }[]).map((f) => f.name);
    expect(fetched).toEqual(['late.csv']);
    await server.db.jobFile.updateMany({
      where: { tenantId: w.home.id, filename: 'late.csv', purpose: 'import' },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const answer = await request('GET', `/v1/jobs/${job.id}/failed-records`, admin);
    expectError(answer, 404, 'not_found');
    expect(answer.body.message).toContain('late.csv expired');
  });
});
