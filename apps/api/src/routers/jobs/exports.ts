// Exports and their files. Starting one needs `jobs.exports.write`; the service also checks
// the read permission of the exported entity (`alsoNeeds` lists it from the same table).
import {
  EXPORT_PERMISSIONS,
  jobs,
  ZAssetContent,
  ZJob,
  ZJobIdInput,
  ZStartExportInput,
} from '@pim/core';
import { restOnlyDownload } from '../../trpc/downloads.ts';
import { alsoNeedsByEntity, operations } from '../../trpc/operations.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

const op = operations({ domain: 'jobs', tag: 'Jobs', resource: 'jobs.exports' });

export const exportProcedures = {
  startExport: tenantProcedure
    .meta(
      op.write('POST', '/jobs/exports', 'Start an export; its file is the artifact', {
        alsoNeeds: alsoNeedsByEntity(EXPORT_PERMISSIONS),
      }),
    )
    .input(ZStartExportInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => jobs.startExport({ ...ctx, ...ctx.jobs }, input)),
};

/** The file of a completed export: bytes, so REST alone serves it. */
export const exportFileProcedures = {
  artifact: tenantProcedure
    .meta(
      op.read('/jobs/{id}/artifact', "Download a completed export's file (REST only)", {
        rawResponse: true,
      }),
    )
    .input(ZJobIdInput)
    .output(ZAssetContent)
    .query(async ({ ctx, input }) =>
      restOnlyDownload(
        ctx,
        await jobs.readArtifact({ ...ctx, files: ctx.jobs.files }, input),
        `Download the file from GET /v1/jobs/${input.id}/artifact`,
      ),
    ),
};
