// Jobs and job files: imports, exports and bulk updates (each started with
// `jobs.<type>.write`, in a file of its own), and the operations on a job of any type. One
// router, `jobs.*`; its order is the OpenAPI document's, an export's file last.
import { router } from '../../trpc/init.ts';
import { bulkUpdateProcedures } from './bulk-updates.ts';
import { exportFileProcedures, exportProcedures } from './exports.ts';
import { importProcedures } from './imports.ts';
import { jobProcedures } from './jobs.ts';

export const jobsRouter = router({
  ...importProcedures,
  ...exportProcedures,
  ...bulkUpdateProcedures,
  ...jobProcedures,
  ...exportFileProcedures,
});
