// Jobs and job files: imports, exports and bulk updates (each started with
// `jobs.<type>.write`, in a file of its own), and the operations on a job of any type. One
// router, `jobs.*`; its order is the OpenAPI document's, the files (an export's, an import's
// failed records) last.
import { router } from '../../trpc/init.ts';
import { bulkUpdateProcedures } from './bulk-updates.ts';
import { exportFileProcedures, exportProcedures } from './exports.ts';
import { importFileProcedures, importProcedures } from './imports.ts';
import { jobProcedures } from './jobs.ts';

export const jobsRouter = router({
  ...importProcedures,
  ...exportProcedures,
  ...bulkUpdateProcedures,
  ...jobProcedures,
  ...exportFileProcedures,
  ...importFileProcedures,
});
