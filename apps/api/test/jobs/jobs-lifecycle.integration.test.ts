// A job's life after its start: cancel's moves (queued and running → cancelled, again a no-op,
// ended 409) and the permission it needs, the artifact's absence (an export not completed, an
// import, an expired file), and who a job acts as (its creator's grants of the moment, read again
// when a worker takes it).
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { jobRow, waitForJob } from '../helpers/jobs.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
const w = await createTenantWorld({
  tenants: ['home'],
  users: {
    admin: { home: 'admin' },
    viewer: { home: 'viewer' },
    exportsOnly: { home: ['jobs.exports.read', 'jobs.exports.write', 'catalog.products.read'] },
  },
  signIn: ['admin', 'viewer', 'exportsOnly'],
});
const asAdmin = { token: w.tokens.admin, tenant: w.home.id };
const asViewer = { token: w.tokens.viewer, tenant: w.home.id };
const asExports = { token: w.tokens.exportsOnly, tenant: w.home.id };

describe('POST /v1/jobs/{id}/cancel', () => {
  it('moves queued and running jobs to cancelled, again is a no-op, an ended job is 409', async () => {
    for (const status of ['queued', 'running']) {
      const job = await jobRow(server.db, w.admin, w.home.id, { type: 'export', status });
      const cancelled = dataOf(await request('POST', `/v1/jobs/${job.id}/cancel`, asAdmin));
      expect(cancelled).toMatchObject({ status: 'cancelled' });
      expect(cancelled.finished_at).not.toBeNull();
      expect(dataOf(await request('POST', `/v1/jobs/${job.id}/cancel`, asAdmin)).status).toBe(
        'cancelled',
      );
    }
    const done = await jobRow(server.db, w.admin, w.home.id, {
      type: 'export',
      status: 'completed',
    });
    expectError(
      await request('POST', `/v1/jobs/${done.id}/cancel`, asAdmin),
      409,
      'invalid_transition',
    );
  });

  it('needs no body: none, or an empty one sent as JSON; bytes that are not JSON are refused', async () => {
    const jobA = await jobRow(server.db, w.admin, w.home.id, { type: 'export', status: 'queued' });
    const jobB = await jobRow(server.db, w.admin, w.home.id, { type: 'export', status: 'queued' });
    const empty = await request('POST', `/v1/jobs/${jobA.id}/cancel`, {
      ...asAdmin,
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(dataOf(empty).status).toBe('cancelled');
    expectError(
      await request('POST', `/v1/jobs/${jobB.id}/cancel`, {
        ...asAdmin,
        raw: 'cancel please',
        headers: { 'content-type': 'text/plain' },
      }),
      400,
      'invalid_type',
    );
    expectError(
      await request('POST', `/v1/jobs/${jobB.id}/cancel`, {
        ...asAdmin,
        raw: '{"x":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'malformed_json',
    );
  });

  it("needs the write permission of the job's type", async () => {
    const job = await jobRow(server.db, w.admin, w.home.id, {
      type: 'bulk_update',
      status: 'queued',
    });
    expectError(await request('POST', `/v1/jobs/${job.id}/cancel`, asViewer), 403, 'forbidden');
    // Exports-only cannot see a bulk update at all.
    expectError(await request('POST', `/v1/jobs/${job.id}/cancel`, asExports), 404, 'not_found');
    expect((await server.db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe(
      'queued',
    );
  });
});

describe('GET /v1/jobs/{id}/artifact', () => {
  it('is 404 for an export not completed, an import, and an expired artifact', async () => {
    const running = await jobRow(server.db, w.admin, w.home.id, {
      type: 'export',
      status: 'running',
    });
    const answer = await request('GET', `/v1/jobs/${running.id}/artifact`, asAdmin);
    expectError(answer, 404, 'not_found');
    expect(answer.body.message).toContain('running');
    const importJob = await jobRow(server.db, w.admin, w.home.id, {
      type: 'import',
      status: 'completed',
    });
    expectError(
      await request('GET', `/v1/jobs/${importJob.id}/artifact`, asAdmin),
      404,
      'not_found',
    );

    const expired = await server.db.jobFile.create({
      data: {
        tenantId: w.home.id,
        purpose: 'artifact',
        filename: 'old.csv',
        contentType: 'text/csv',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
        storageKey: `${w.home.id}/00000000-0000-4000-8000-000000000000`,
        expiresAt: new Date(Date.now() - 1000),
      },
    });
    const job = await jobRow(server.db, w.admin, w.home.id, {
      type: 'export',
      status: 'completed',
    });
    await server.db.job.update({ where: { id: job.id }, data: { artifactFileId: expired.id } });
    const gone = await request('GET', `/v1/jobs/${job.id}/artifact`, asAdmin);
    expectError(gone, 404, 'not_found');
    expect(gone.body.message).toContain('expired');
  });
});

describe('who a job acts as', () => {
  it("runs with its creator's grants of the moment: a suspended creator's job fails", async () => {
    await server.startWorker();
    // Queued by the exports-only user, who is then suspended before any worker takes it.
    const queued = await server.database.transaction(async (tx) => {
      const job = await tx.prisma.job.create({
        data: {
          tenantId: w.home.id,
          type: 'export',
          entity: 'products',
          options: { format: 'json' },
          principal: { kind: 'user', id: w.exportsOnly.id, name: 'Exports only' },
        },
      });
      await tx.prisma.user.update({
        where: { id: w.exportsOnly.id },
        data: { status: 'suspended' },
      });
      return job;
    });
    server.jobs.queue.wake();
    const ended = await waitForJob(request, asAdmin, queued.id);
    expect(ended).toMatchObject({ status: 'failed', error: { code: 'forbidden' } });
    expect(ended.error.message).toContain('can no longer act in this tenant');
    await server.db.user.update({ where: { id: w.exportsOnly.id }, data: { status: 'active' } });
  });
});
