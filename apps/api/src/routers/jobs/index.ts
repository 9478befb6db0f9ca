// Jobs and job files (CONTRACT.md sections 6 and 9). Starting a job needs `jobs.<type>.write`
// (plus, checked by the service, what the job will do: write the imported entity, read the
// exported one, write and approve products; `alsoNeeds` lists those from the same tables).
// The type-agnostic operations need any of the three read (or, to cancel, write) permissions
// and show each caller the job types it reads.
import {
  AppError,
  BULK_UPDATE_PERMISSIONS,
  EXPORT_PERMISSIONS,
  IMPORT_PERMISSIONS,
  ZAssetContent,
  jobs,
  uploadJobFile,
  ZJob,
  ZJobFile,
  ZJobIdInput,
  ZJobItem,
  ZListJobItemsInput,
  ZListJobsInput,
  zPageOf,
  ZStartBulkUpdateInput,
  ZStartExportInput,
  ZStartImportInput,
  ZUploadJobFileInput,
} from '@pim/core';
import { router } from '../../trpc/init.ts';
import { alsoNeedsByEntity, approving, operations } from '../../trpc/operations.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

const imports = operations({ domain: 'jobs', tag: 'Jobs', resource: 'jobs.imports' });
const exportsOp = operations({ domain: 'jobs', tag: 'Jobs', resource: 'jobs.exports' });
const bulk = operations({ domain: 'jobs', tag: 'Jobs', resource: 'jobs.bulk_updates' });
const any = operations({ domain: 'jobs', tag: 'Jobs' });

const READ_ANY = ['jobs.imports.read', 'jobs.exports.read', 'jobs.bulk_updates.read'] as const;
const WRITE_ANY = ['jobs.imports.write', 'jobs.exports.write', 'jobs.bulk_updates.write'] as const;

export const jobsRouter = router({
  uploadFile: tenantProcedure
    .meta(
      imports.write(
        'POST',
        '/files',
        'Upload an import file as the raw request body (?filename=); returns its file_id',
        { rawBody: 'import_file' },
      ),
    )
    .input(ZUploadJobFileInput)
    .output(ZJobFile)
    .mutation(({ ctx, input }) => uploadJobFile({ ...ctx, files: ctx.jobs.files }, input)),

  startImport: tenantProcedure
    .meta(
      imports.write(
        'POST',
        '/jobs/imports',
        'Start an import of a file (file_id) or of JSON records (items)',
        {
          alsoNeeds: [
            ...alsoNeedsByEntity(IMPORT_PERMISSIONS),
            approving(
              'for each product or variant record that sets `approved` (without it, that item fails)',
            ),
          ],
        },
      ),
    )
    .input(ZStartImportInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => jobs.startImport({ ...ctx, ...ctx.jobs }, input)),

  startExport: tenantProcedure
    .meta(
      exportsOp.write('POST', '/jobs/exports', 'Start an export; its file is the artifact', {
        alsoNeeds: alsoNeedsByEntity(EXPORT_PERMISSIONS),
      }),
    )
    .input(ZStartExportInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => jobs.startExport({ ...ctx, ...ctx.jobs }, input)),

  startBulkUpdate: tenantProcedure
    .meta(
      bulk.write(
        'POST',
        '/jobs/bulk-updates',
        'Start a bulk update of the products a filter selects',
        {
          alsoNeeds: [
            ...BULK_UPDATE_PERMISSIONS.map((permission) => ({
              permission,
              when: 'for the products it changes',
            })),
            approving('when an action sets `approved`'),
          ],
        },
      ),
    )
    .input(ZStartBulkUpdateInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => jobs.startBulkUpdate({ ...ctx, ...ctx.jobs }, input)),

  list: tenantProcedure
    .meta(any.anyOf(READ_ANY, 'GET', '/jobs', 'List jobs (of the types the caller may read)'))
    .input(ZListJobsInput)
    .output(zPageOf(ZJob))
    .query(({ ctx, input }) => jobs.listJobs(ctx, input)),

  get: tenantProcedure
    .meta(any.anyOf(READ_ANY, 'GET', '/jobs/{id}', 'Get a job: status, progress, result'))
    .input(ZJobIdInput)
    .output(ZJob)
    .query(({ ctx, input }) => jobs.getJob(ctx, input)),

  items: tenantProcedure
    .meta(any.anyOf(READ_ANY, 'GET', '/jobs/{id}/items', "List a job's items (filter by status)"))
    .input(ZListJobItemsInput)
    .output(zPageOf(ZJobItem))
    .query(({ ctx, input }) => jobs.listJobItems(ctx, input)),

  cancel: tenantProcedure
    .meta(
      any.anyOf(
        WRITE_ANY,
        'POST',
        '/jobs/{id}/cancel',
        "Cancel a queued or running job (needs the write permission of the job's type)",
      ),
    )
    .input(ZJobIdInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => jobs.cancelJob({ ...ctx, ...ctx.jobs }, input)),

  artifact: tenantProcedure
    .meta(
      exportsOp.read('/jobs/{id}/artifact', "Download a completed export's file (REST only)", {
        rawResponse: true,
      }),
    )
    .input(ZJobIdInput)
    .output(ZAssetContent)
    .query(async ({ ctx, input }) => {
      const content = await jobs.readArtifact({ ...ctx, files: ctx.jobs.files }, input);
      if (!ctx.rawResponse) {
        throw new AppError(
          'invalid_value',
          `Download the file from GET /v1/jobs/${input.id}/artifact`,
        );
      }
      return content;
    }),
});
