// The face of delivery: a connection's channel export and import (job kinds it registers with
// the job engine on load, as products register their catalog hooks), its scheduled exports
// (a task of every worker's sweep) and its test.
import { registerJobKind, registerWorkerTask } from '../../jobs/index.ts';
import { connectionExportKind } from './export-kind.ts';
import { connectionImportKind } from './import-kind.ts';
import { startDueExports } from './scheduler.ts';

export { CONNECTION_EXPORT_PERMISSIONS } from './permissions.ts';
export { startConnectionExport, startConnectionImport, testConnection } from './service.ts';
export { startDueExports };

registerJobKind('connection_export', connectionExportKind);
registerJobKind('connection_import', connectionImportKind);
registerWorkerTask('scheduled-exports', startDueExports);
