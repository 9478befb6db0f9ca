// The operations on a job of any type: they need any one of the three read permissions (to
// cancel, write), and show each caller only the job types it reads.
import {
  jobs,
  ZJob,
  ZJobIdInput,
  ZJobItem,
  ZListJobItemsInput,
  ZListJobsInput,
  zPageOf,
} from '@pim/core';
import { operations } from '../../trpc/operations.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

const op = operations({ domain: 'jobs', tag: 'Jobs' });

const READ_ANY = ['jobs.imports.read', 'jobs.exports.read', 'jobs.bulk_updates.read'] as const;
const WRITE_ANY = ['jobs.imports.write', 'jobs.exports.write', 'jobs.bulk_updates.write'] as const;

export const jobProcedures = {
  list: tenantProcedure
    .meta(op.anyOf(READ_ANY, 'GET', '/jobs', 'List jobs (of the types the caller may read)'))
    .input(ZListJobsInput)
    .output(zPageOf(ZJob))
    .query(({ ctx, input }) => jobs.listJobs(ctx, input)),

  get: tenantProcedure
    .meta(op.anyOf(READ_ANY, 'GET', '/jobs/{id}', 'Get a job: status, progress, result'))
    .input(ZJobIdInput)
    .output(ZJob)
    .query(({ ctx, input }) => jobs.getJob(ctx, input)),

  items: tenantProcedure
    .meta(op.anyOf(READ_ANY, 'GET', '/jobs/{id}/items', "List a job's items (filter by status)"))
    .input(ZListJobItemsInput)
    .output(zPageOf(ZJobItem))
    .query(({ ctx, input }) => jobs.listJobItems(ctx, input)),

  cancel: tenantProcedure
    .meta(
      op.anyOf(
        WRITE_ANY,
        'POST',
        '/jobs/{id}/cancel',
        "Cancel a queued or running job (needs the write permission of the job's type)",
      ),
    )
    .input(ZJobIdInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => jobs.cancelJob({ ...ctx, ...ctx.jobs }, input)),
};
