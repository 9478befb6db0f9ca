// The job operations themselves, apart from what each kind does: import files (raw upload, size,
// empty), the start checks (file or items, format, the permission on top), reading, filtering and
// paging jobs by the types a caller may read, items by status, and isolation (another tenant's job
// or file is 404, its header 403). Cancel, the artifact and who a job acts as are in
// jobs-lifecycle.integration.test.ts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { jobRow, startJob, uploadFile } from '../helpers/jobs.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
const w = await createTenantWorld({
  tenants: ['home'],
  foreignTenants: ['foreign'],
  users: {
    admin: { home: 'admin' },
    viewer: { home: 'viewer' },
    exportsOnly: { home: ['jobs.exports.read', 'jobs.exports.write', 'catalog.products.read'] },
    importsNoCatalog: { home: ['jobs.imports.read', 'jobs.imports.write'] },
    foreignAdmin: { foreign: 'admin' },
  },
  signIn: ['admin', 'viewer', 'exportsOnly', 'importsNoCatalog', 'foreignAdmin'],
});
const asAdmin = { token: w.tokens.admin, tenant: w.home.id };
const asViewer = { token: w.tokens.viewer, tenant: w.home.id };
const asExports = { token: w.tokens.exportsOnly, tenant: w.home.id };
const asForeign = { token: w.tokens.foreignAdmin, tenant: w.foreign.id };

describe('POST /v1/files', () => {
  it('keeps the bytes with their size and SHA-256 for a day and more', async () => {
    const file = dataOf(
      await request('POST', '/v1/files?filename=products.csv', {
        ...asAdmin,
        raw: 'code,family\na,b\n',
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
    );
    expect(file).toMatchObject({
      filename: 'products.csv',
      content_type: 'text/csv',
      size_bytes: 16,
      sha256: createHash('sha256').update('code,family\na,b\n').digest('hex'),
    });
    expect(Date.parse(file.expires_at) - Date.parse(file.created_at)).toBeGreaterThan(86_000_000);
    const row = await server.db.jobFile.findUniqueOrThrow({ where: { id: file.file_id } });
    expect(row).toMatchObject({ tenantId: w.home.id, purpose: 'import' });
  });

  it('refuses an empty body, a missing file name, and a caller without jobs.imports.write', async () => {
    expectError(
      await request('POST', '/v1/files?filename=a.csv', { ...asAdmin, raw: '' }),
      400,
      'invalid_value',
      'content',
    );
    expectError(
      await request('POST', '/v1/files', {
        ...asAdmin,
        raw: 'x',
        headers: { 'content-type': 'text/csv' },
      }),
      400,
      'required',
      'filename',
    );
    expectError(
      await request('POST', '/v1/files?filename=a.csv', { ...asViewer, raw: 'x' }),
      403,
      'forbidden',
    );
  });

  it('answers 413 past the upload limit', async () => {
    const big = 'x'.repeat(server.jobs.files.maxBytes + 1);
    expectError(
      await request('POST', '/v1/files?filename=big.csv', { ...asAdmin, raw: big }),
      413,
      'payload_too_large',
    );
  });
});

describe('POST /v1/jobs/imports: what is checked before anything is queued', () => {
  it('needs a file_id or items, not both, and a format with a file', async () => {
    const fileId = await uploadFile(request, asAdmin, 'a.csv', 'code\nx\n');
    const post = (body: unknown) => request('POST', '/v1/jobs/imports', { ...asAdmin, body });
    expectError(await post({ entity: 'categories', format: 'csv' }), 400, 'required', 'file_id');
    expectError(
      await post({ entity: 'categories', format: 'csv', file_id: fileId, items: [{ code: 'a' }] }),
      400,
      'invalid_combination',
      'items',
    );
    expectError(await post({ entity: 'categories', file_id: fileId }), 400, 'required', 'format');
    expectError(await post({ entity: 'categories', items: [{}] }), 400, 'required', 'format');
    expectError(
      await post({ entity: 'categories', format: 'csv', items: [{ code: 'a' }] }),
      400,
      'invalid_combination',
      'format',
    );
    expectError(
      await post({ entity: 'widgets', format: 'json', items: [{}] }),
      400,
      'invalid_value',
      'entity',
    );
    expectError(
      await post({ entity: 'products', format: 'json', items: [{}], mode: 'merge' }),
      400,
      'invalid_value',
      'mode',
    );
    expectError(
      await post({
        entity: 'products',
        format: 'json',
        items: Array.from({ length: 10_001 }, () => ({})),
      }),
      400,
      'too_long',
      'items',
    );
  });

  it("refuses another tenant's file as an unknown reference", async () => {
    const foreignFile = await uploadFile(request, asForeign, 'f.csv', 'code\nx\n');
    expectError(
      await request('POST', '/v1/jobs/imports', {
        ...asAdmin,
        body: { entity: 'categories', format: 'csv', file_id: foreignFile },
      }),
      400,
      'invalid_reference',
      'file_id',
    );
  });

  it('needs, on top of jobs.imports.write, the write permission of the imported entity', async () => {
    const answer = await request('POST', '/v1/jobs/imports', {
      token: w.tokens.importsNoCatalog,
      tenant: w.home.id,
      body: { entity: 'products', format: 'json', items: [{ code: 'p' }] },
    });
    expectError(answer, 403, 'forbidden');
    expect(answer.body.message).toContain('catalog.products.write');
    expect(
      await server.db.job.count({
        where: { tenantId: w.home.id, type: 'import', entity: 'products' },
      }),
    ).toBe(0);
  });
});

describe('GET /v1/jobs, /v1/jobs/{id}, /v1/jobs/{id}/items', () => {
  it('lists newest first with filters, showing each caller the job types it may read', async () => {
    const importJob = await jobRow(server.db, w.admin, w.home.id, {
      type: 'import',
      status: 'completed',
      entity: 'categories',
    });
    const exportJob = await jobRow(server.db, w.admin, w.home.id, {
      type: 'export',
      status: 'queued',
    });
    const ids = (answer: { body: { data: { items: { id: string }[] } } }) =>
      answer.body.data.items.map((job) => job.id);

    const all = ids(await request('GET', '/v1/jobs?page_size=100', asAdmin));
    expect(all.indexOf(exportJob.id)).toBeLessThan(all.indexOf(importJob.id));
    expect(ids(await request('GET', '/v1/jobs?type=import&page_size=100', asAdmin))).toContain(
      importJob.id,
    );
    expect(ids(await request('GET', '/v1/jobs?type=import&page_size=100', asAdmin))).not.toContain(
      exportJob.id,
    );
    expect(
      ids(await request('GET', '/v1/jobs?status=queued,running&page_size=100', asAdmin)),
    ).toContain(exportJob.id);
    expect(ids(await request('GET', '/v1/jobs?entity=categories&page_size=100', asAdmin))).toEqual([
      importJob.id,
    ]);

    // Exports only: the import is not there, not even by id.
    expect(ids(await request('GET', '/v1/jobs?page_size=100', asExports))).toEqual([exportJob.id]);
    expectError(await request('GET', `/v1/jobs/${importJob.id}`, asExports), 404, 'not_found');
    expectError(
      await request('GET', `/v1/jobs/${importJob.id}/items`, asExports),
      404,
      'not_found',
    );

    const job = dataOf(await request('GET', `/v1/jobs/${exportJob.id}`, asViewer));
    expect(Object.keys(job).sort()).toEqual(
      [
        'created_at',
        'created_by',
        'entity',
        'error',
        'finished_at',
        'id',
        'options',
        'progress',
        'result',
        'started_at',
        'status',
        'type',
      ].sort(),
    );
    expect(job).toMatchObject({
      type: 'export',
      status: 'queued',
      progress: { total: 0, processed: 0, succeeded: 0, failed: 0 },
      started_at: null,
      created_by: { id: w.admin.id, type: 'user' },
    });
    expectError(
      await request('GET', '/v1/jobs?status=done', asAdmin),
      400,
      'invalid_value',
      'status.0',
    );
  });

  it('pages items in index order and filters them by status', async () => {
    const job = await jobRow(server.db, w.admin, w.home.id, {
      type: 'import',
      status: 'completed',
    });
    await server.db.jobItem.createMany({
      data: [0, 1, 2, 3].map((index) => ({
        tenantId: w.home.id,
        jobId: job.id,
        index,
        key: `p${index}`,
        status: index % 2 ? ('failed' as const) : ('succeeded' as const),
        errors:
          index % 2 ? [{ code: 'required', field: 'family', message: 'family is required' }] : [],
        payload: { code: `p${index}` },
      })),
    });
    const failed = dataOf(await request('GET', `/v1/jobs/${job.id}/items?status=failed`, asViewer));
    expect(failed.items).toEqual([
      {
        index: 1,
        key: 'p1',
        status: 'failed',
        errors: [{ code: 'required', field: 'family', message: 'family is required' }],
        payload: { code: 'p1' },
        // Written without the line of a file.
        line: null,
      },
      {
        index: 3,
        key: 'p3',
        status: 'failed',
        errors: [{ code: 'required', field: 'family', message: 'family is required' }],
        payload: { code: 'p3' },
        line: null,
      },
    ]);
    const page = dataOf(
      await request('GET', `/v1/jobs/${job.id}/items?page=2&page_size=3`, asViewer),
    );
    expect(page.items.map((item: { index: number }) => item.index)).toEqual([3]);
    expect(page.pagination).toMatchObject({
      page: 2,
      page_size: 3,
      total_items: 4,
      has_next: false,
    });
  });
});

describe('isolation', () => {
  it("answers 404 for another tenant's job, and 403 for another tenant's header", async () => {
    const foreignJob = await jobRow(server.db, w.admin, w.foreign.id, {
      type: 'export',
      status: 'queued',
    });
    for (const path of [
      `/v1/jobs/${foreignJob.id}`,
      `/v1/jobs/${foreignJob.id}/items`,
      `/v1/jobs/${foreignJob.id}/artifact`,
    ]) {
      expectError(await request('GET', path, asAdmin), 404, 'not_found');
    }
    expectError(
      await request('POST', `/v1/jobs/${foreignJob.id}/cancel`, asAdmin),
      404,
      'not_found',
    );
    expect((await server.db.job.findUniqueOrThrow({ where: { id: foreignJob.id } })).status).toBe(
      'queued',
    );
    const listed = dataOf(await request('GET', '/v1/jobs?page_size=100', asAdmin));
    expect(listed.items.map((job: { id: string }) => job.id)).not.toContain(foreignJob.id);
    expectError(
      await request('GET', '/v1/jobs', { token: w.tokens.admin, tenant: w.foreign.id }),
      403,
      'tenant_forbidden',
    );
    const started = await request('POST', '/v1/jobs/exports', {
      token: w.tokens.admin,
      tenant: w.foreign.id,
      body: { entity: 'products', format: 'csv' },
    });
    expectError(started, 403, 'tenant_forbidden');
  });

  it('starts an export that a viewer cannot start', async () => {
    expectError(
      await request('POST', '/v1/jobs/exports', {
        ...asViewer,
        body: { entity: 'products', format: 'csv' },
      }),
      403,
      'forbidden',
    );
    const job = await startJob(request, asExports, 'exports', {
      entity: 'products',
      format: 'json',
    });
    expect(job).toMatchObject({ type: 'export', entity: 'products', options: { format: 'json' } });
    expect(['queued', 'running', 'completed']).toContain(job.status);
  });
});
