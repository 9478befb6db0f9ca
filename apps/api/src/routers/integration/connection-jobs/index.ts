// A connection at work: its channel export and import (each starts a job, polled under
// /jobs/{id}) and its test. Starting an export needs `jobs.exports.write` and an import
// `jobs.imports.write`, as any job does, so whoever runs jobs can run a configured
// connection; configuring one is `integration.connections.write`.
import {
  CONNECTION_EXPORT_PERMISSIONS,
  IMPORT_PERMISSIONS,
  startConnectionExport,
  startConnectionImport,
  testConnection,
  ZConnectionTest,
  ZJob,
  ZStartConnectionExportInput,
  ZStartConnectionImportInput,
  ZTestConnectionInput,
} from '@pim/core';
import { router } from '../../../trpc/init.ts';
import { alsoNeedsByEntity, operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const exportsOp = operations({
  domain: 'integration',
  tag: 'Connections',
  resource: 'jobs.exports',
});
const importsOp = operations({
  domain: 'integration',
  tag: 'Connections',
  resource: 'jobs.imports',
});
const connectionsOp = operations({
  domain: 'integration',
  tag: 'Connections',
  resource: 'integration.connections',
});

export const connectionJobsRouter = router({
  startExport: tenantProcedure
    .meta(
      exportsOp.write(
        'POST',
        '/connections/{id}/exports',
        "Start an export of the connection's channel through its transport (a job)",
        {
          successStatus: 201,
          alsoNeeds: CONNECTION_EXPORT_PERMISSIONS.map((permission) => ({
            permission,
            when: 'always',
          })),
        },
      ),
    )
    .input(ZStartConnectionExportInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => startConnectionExport({ ...ctx, ...ctx.jobs }, input)),

  startImport: tenantProcedure
    .meta(
      importsOp.write(
        'POST',
        '/connections/{id}/imports',
        "Start an import of the files in the connection's directory (a job)",
        {
          successStatus: 201,
          alsoNeeds: [
            { permission: 'integration.connections.read', when: 'always' },
            ...alsoNeedsByEntity(IMPORT_PERMISSIONS),
          ],
        },
      ),
    )
    .input(ZStartConnectionImportInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => startConnectionImport({ ...ctx, ...ctx.jobs }, input)),

  test: tenantProcedure
    .meta(
      connectionsOp.write(
        'POST',
        '/connections/{id}/test',
        "Open the connection's transport and report each step: what worked, what failed",
      ),
    )
    .input(ZTestConnectionInput)
    .output(ZConnectionTest)
    .mutation(({ ctx, input }) => testConnection(ctx, input)),
});
