// Import files and imports. Starting one needs `jobs.imports.write`; the service also checks
// the write permission of the imported entity, and approving for records that set `approved`
// (`alsoNeeds` lists both from the same tables).
import {
  EXPORT_PERMISSIONS,
  IMPORT_PERMISSIONS,
  jobs,
  uploadJobFile,
  ZJob,
  ZJobFile,
  ZStartImportInput,
  ZUploadJobFileInput,
  ZAssetContent,
  ZJobIdInput,
  ZImportPreview,
  ZImportPreviewInput,
  ZImportTemplateInput,
} from '@pim/core';
import { restOnlyDownload } from '../../trpc/downloads.ts';
import { alsoNeedsByEntity, approving, operations } from '../../trpc/operations.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

const op = operations({ domain: 'jobs', tag: 'Jobs', resource: 'jobs.imports' });

export const importProcedures = {
  uploadFile: tenantProcedure
    .meta(
      op.write(
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
      op.write(
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

  previewImport: tenantProcedure
    .meta(
      op.write(
        'POST',
        '/jobs/imports/preview',
        "What each column of an uploaded CSV or XLSX file's header sets, and the columns it lacks",
        { alsoNeeds: alsoNeedsByEntity(IMPORT_PERMISSIONS) },
      ),
    )
    .input(ZImportPreviewInput)
    .output(ZImportPreview)
    .mutation(({ ctx, input }) => jobs.previewImport({ ...ctx, files: ctx.jobs.files }, input)),
};

/**
 * Files of imports, bytes, so REST only: a template to fill in, and an ended import's failed
 * records to correct and import again.
 */
export const importFileProcedures = {
  importTemplate: tenantProcedure
    .meta(
      op.read(
        '/jobs/imports/template',
        "Download a template of an entity's import file: its columns (CSV, XLSX), a record's shape (JSON) (REST only)",
        { rawResponse: true, alsoNeeds: alsoNeedsByEntity(EXPORT_PERMISSIONS) },
      ),
    )
    .input(ZImportTemplateInput)
    .output(ZAssetContent)
    .query(async ({ ctx, input }) =>
      // Made first, so tRPC refuses an unknown family as REST does, then the bytes.
      restOnlyDownload(
        ctx,
        await jobs.importTemplate(ctx, input),
        'Download the template from GET /v1/jobs/imports/template',
      ),
    ),

  failedRecords: tenantProcedure
    .meta(
      op.read(
        '/jobs/{id}/failed-records',
        "Download an import's failed records, in its file's format, to correct and import again (REST only)",
        { rawResponse: true },
      ),
    )
    .input(ZJobIdInput)
    .output(ZAssetContent)
    .query(async ({ ctx, input }) => {
      const scope = { ...ctx, files: ctx.jobs.files };
      const source = await jobs.findFailedRecordsSource(scope, input);
      restOnlyDownload(
        ctx,
        source,
        `Download the file from GET /v1/jobs/${input.id}/failed-records`,
      );
      return jobs.writeFailedRecords(scope, source);
    }),
};
