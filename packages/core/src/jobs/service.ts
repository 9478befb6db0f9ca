// Job states: queued → running → completed | failed; queued or running → cancelled. Starting a job
// writes its row, its place in the queue (queue.ts); the worker (runner.ts) does the rest. A job is
// read, listed, cancelled and its items and artifact fetched only in its tenant, and only by a
// caller who may read jobs of its type: another tenant's job, or one of a type the caller cannot
// read, is 404.
import {
  actorOf,
  inTransaction,
  requirePermission,
  type TenantScope,
} from '../platform/access/index.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { pageOf, type Page } from '../platform/shared/index.ts';
import type { Prisma } from '@pim/db';
import { findLiveFile, type JobFileScope, type JobSettings } from './files.ts';
import { toJobDto, toJobItemDto } from './mappers.ts';
import * as repo from './repository.ts';
import { cancelJobRow, lockAndCountActiveJobs } from './sql.ts';
import type { JobQueue } from './queue.ts';
import { principalSnapshot } from './runner.ts';
import { checkBulkUpdate, checkExport, checkImport } from './checks.ts';
import {
  JOB_PERMISSION,
  type JobDto,
  type JobIdInput,
  type JobItemDto,
  type JobType,
  type ListJobItemsInput,
  type ListJobsInput,
  type StartBulkUpdateInput,
  type StartExportInput,
  type StartImportInput,
} from './schemas.ts';
import { storeInlineItems } from './inline-items.ts';
import { findJob, readableTypes } from './find-job.ts';

export { findFailedRecordsSource, writeFailedRecords } from './failed-records.ts';
export { importTemplate, previewImport } from './imports/help.ts';

/** What a server gives the job operations: the job files and the queue (to wake its worker). */
export interface JobServices {
  files: JobSettings;
  queue: JobQueue;
}

/** A tenant scope with the server's job files and queue. */
export interface JobScope extends JobFileScope {
  queue: JobQueue;
}

/**
 * At most `files.maxActivePerTenant` jobs queued or running per tenant: past it a start is 429,
 * so one tenant cannot fill the queue ahead of every other. Counted under a lock of the
 * tenant's job starts, so concurrent starts cannot pass it together.
 */
async function refuseOverActiveLimit(scope: JobScope): Promise<void> {
  const { db, tenantId } = scope;
  const max = scope.files.maxActivePerTenant;
  if ((await lockAndCountActiveJobs(db.sql, tenantId)) >= max) {
    throw new AppError(
      'rate_limited',
      `The tenant has ${max} jobs queued or running; start more once some have ended`,
      { retryAfter: 30 },
    );
  }
}

/**
 * Queues a job of the tenant (at most `maxActivePerTenant` queued or running) and wakes this
 * process's worker. `options.kind` names a registered kind (kinds/registry.ts) when the job is
 * not one of the three built-in ones.
 */
export async function createJob(
  scope: JobScope,
  job: { type: JobType; entity: string; options: Record<string, unknown>; fileId?: string },
): Promise<JobDto> {
  const row = await inTransaction(scope, async (tx) => {
    const { db, tenantId, principal } = tx;
    await refuseOverActiveLimit(tx);
    return repo.createJobRow(db.prisma, tenantId, {
      type: job.type,
      entity: job.entity,
      options: job.options as Prisma.InputJsonValue,
      fileId: job.fileId ?? null,
      principal: principalSnapshot(principal) as unknown as Prisma.InputJsonValue,
      createdBy: actorOf(principal),
    });
  });
  // This process's idle worker slots take it now; other processes at their next poll.
  scope.queue.wake();
  return toJobDto(row);
}

export async function startImport(scope: JobScope, input: StartImportInput): Promise<JobDto> {
  checkImport(scope, input);
  const file = input.file_id
    ? await findLiveFile(scope, input.file_id, 'import').catch(() => {
        throw new AppError(
          'invalid_reference',
          'file_id names no file of this tenant (or it expired)',
          {
            field: 'file_id',
          },
        );
      })
    : await storeInlineItems(scope, input.items!);
  return createJob(scope, {
    type: 'import',
    entity: input.entity,
    fileId: file.id,
    options: {
      format: input.format,
      mode: input.mode,
      dry_run: input.dry_run,
      file_id: input.file_id ?? null,
      filename: file.filename,
      ...(input.items ? { inline_items: input.items.length } : {}),
    },
  });
}

/** `extra` goes into the job's options as it is (a profile's run names the profile). */
export async function startExport(
  scope: JobScope,
  input: StartExportInput,
  extra: Record<string, unknown> = {},
): Promise<JobDto> {
  await checkExport(scope, input);
  return createJob(scope, {
    type: 'export',
    entity: input.entity,
    options: {
      ...extra,
      format: input.format,
      ...(input.filters ? { filters: input.filters } : {}),
      ...(input.channel_code ? { channel_code: input.channel_code } : {}),
      ...(input.locales ? { locales: input.locales } : {}),
      ...(input.attributes ? { attributes: input.attributes } : {}),
    },
  });
}

export async function startBulkUpdate(
  scope: JobScope,
  input: StartBulkUpdateInput,
): Promise<JobDto> {
  await checkBulkUpdate(scope, input);
  return createJob(scope, {
    type: 'bulk_update',
    entity: 'products',
    options: { filter: input.filter, actions: input.actions },
  });
}

export async function listJobs(scope: TenantScope, input: ListJobsInput): Promise<Page<JobDto>> {
  const readable = readableTypes(scope);
  const where: Prisma.JobWhereInput & { tenantId: string } = {
    tenantId: scope.tenantId,
    type: { in: input.type?.length ? input.type.filter((t) => readable.includes(t)) : readable },
    ...(input.status?.length ? { status: { in: input.status } } : {}),
    ...(input.entity?.length ? { entity: { in: input.entity } } : {}),
  };
  const [rows, total] = await repo.findJobPage(scope.db.prisma, where, {
    skip: (input.page - 1) * input.page_size,
    take: input.page_size,
    newestFirst: input.sort !== 'created_at',
  });
  return pageOf(rows.map(toJobDto), input.page, input.page_size, total);
}

export async function getJob(scope: TenantScope, input: JobIdInput): Promise<JobDto> {
  return toJobDto(await findJob(scope, input.id));
}

export async function listJobItems(
  scope: TenantScope,
  input: ListJobItemsInput,
): Promise<Page<JobItemDto>> {
  await findJob(scope, input.id);
  const where = {
    tenantId: scope.tenantId,
    jobId: input.id,
    ...(input.status?.length ? { status: { in: input.status } } : {}),
  };
  const [rows, total] = await repo.findJobItemPage(scope.db.prisma, where, {
    skip: (input.page - 1) * input.page_size,
    take: input.page_size,
  });
  return pageOf(rows.map(toJobItemDto), input.page, input.page_size, total);
}

/**
 * queued or running → cancelled; cancelled again is a no-op. A running job stops at its next batch:
 * the batch in flight waits on the row lock taken here, or commits before it and is the last.
 */
export async function cancelJob(scope: JobScope, input: JobIdInput): Promise<JobDto> {
  const job = await findJob(scope, input.id);
  requirePermission(scope.principal, `${JOB_PERMISSION[job.type]}.write`);
  if (job.status === 'cancelled') return toJobDto(job);
  const cancelled = await cancelJobRow(scope.db.sql, scope.tenantId, input.id);
  const now = await findJob(scope, input.id);
  if (!cancelled && now.status !== 'cancelled') {
    throw new AppError(
      'invalid_transition',
      `The job is ${now.status}: only a queued or running job can be cancelled`,
    );
  }
  return toJobDto(now);
}

/** An export's file once it completed, until it expires. */
export async function readArtifact(scope: JobFileScope, input: JobIdInput) {
  const job = await findJob(scope, input.id);
  if (job.type !== 'export') throw notFound('Artifact (only exports have one)');
  if (!job.artifactFileId) {
    throw notFound(`Artifact (the export is ${job.status}; its file is there once completed)`);
  }
  const file = await findLiveFile(scope, job.artifactFileId, 'artifact').catch(() => {
    throw notFound('Artifact (it expired)');
  });
  return {
    contentType: file.contentType,
    sizeBytes: Number(file.sizeBytes),
    filename: file.filename,
    inline: false,
    open: () => scope.files.storage.read(file.storageKey),
  };
}
