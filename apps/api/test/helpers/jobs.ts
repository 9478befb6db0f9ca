// Jobs in tests: upload a file, start a job, wait for it to end, read its items, or write a
// job row as a worker would leave it. The shared test server's worker runs in the test process
// (server.startWorker()).
import type { Db } from '@pim/db';
import { expect } from 'vitest';
import type { Request } from './server.ts';

export interface As {
  token: string;
  tenant: string;
}

/** Uploads bytes as an import file; returns its file_id. */
export async function uploadFile(
  request: Request,
  as: As,
  filename: string,
  content: string | Buffer,
  contentType = 'text/csv',
): Promise<string> {
  const answer = await request('POST', `/v1/files?filename=${encodeURIComponent(filename)}`, {
    ...as,
    raw: content as string,
    headers: { 'content-type': contentType },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.file_id as string;
}

/** Starts a job (`imports`, `exports`, `bulk-updates`); returns the job. */
export async function startJob(
  request: Request,
  as: As,
  kind: 'imports' | 'exports' | 'bulk-updates',
  body: unknown,
): Promise<any> {
  const answer = await request('POST', `/v1/jobs/${kind}`, { ...as, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

/** A job row of `creator`'s as a worker would leave it (nothing runs it). */
export async function jobRow(
  db: Db,
  creator: { id: string; name: string },
  tenantId: string,
  fields: { type: 'import' | 'export' | 'bulk_update'; status: string; entity?: string },
) {
  return db.job.create({
    data: {
      tenantId,
      type: fields.type,
      entity: fields.entity ?? 'products',
      status: fields.status as 'queued',
      principal: { kind: 'user', id: creator.id, name: creator.name, permissions: [], roles: [] },
      createdBy: { id: creator.id, name: creator.name, type: 'user' },
      ...(fields.status === 'completed' ? { startedAt: new Date(), finishedAt: new Date() } : {}),
      // A queued or running row stays as made: it reads as held by a worker that never ends,
      // so no worker of the run (the job rows are the queue) takes it.
      ...(fields.status === 'queued' || fields.status === 'running'
        ? { leaseOwner: 'test-fixture', leaseExpiresAt: new Date(Date.now() + 24 * 3600_000) }
        : {}),
    },
  });
}

const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

/** Polls the job until it ends (or `timeoutMs` passes: the test fails with its last state). */
export async function waitForJob(
  request: Request,
  as: As,
  id: string,
  timeoutMs = 60_000,
): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await request('GET', `/v1/jobs/${id}`, as);
    expect(answer.status, answer.text).toBe(200);
    const job = answer.body.data;
    if (TERMINAL.has(job.status)) return job;
    if (Date.now() > deadline) {
      throw new Error(`job ${id} still ${job.status} after ${timeoutMs} ms: ${answer.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every item of a job (optionally of one status), page by page. */
export async function jobItems(
  request: Request,
  as: As,
  id: string,
  status?: 'succeeded' | 'failed' | 'skipped',
): Promise<any[]> {
  const items: any[] = [];
  for (let page = 1; ; page++) {
    const query = `page=${page}&page_size=100${status ? `&status=${status}` : ''}`;
    const answer = await request('GET', `/v1/jobs/${id}/items?${query}`, as);
    expect(answer.status, answer.text).toBe(200);
    items.push(...answer.body.data.items);
    if (!answer.body.data.pagination.has_next) return items;
  }
}

/** Runs an import of inline JSON records to its end. */
export async function importItems(
  request: Request,
  as: As,
  entity: string,
  items: unknown[],
  extra: Record<string, unknown> = {},
) {
  const job = await startJob(request, as, 'imports', { entity, format: 'json', items, ...extra });
  return waitForJob(request, as, job.id);
}

/** Downloads a completed export's file. */
export async function downloadArtifact(request: Request, as: As, id: string): Promise<string> {
  const answer = await request('GET', `/v1/jobs/${id}/artifact`, as);
  expect(answer.status, answer.text).toBe(200);
  return answer.text;
}
