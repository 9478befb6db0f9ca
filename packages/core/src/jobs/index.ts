// The face of the jobs context for the contexts above it (integration): how to queue a job,
// add a kind of job the engine runs, read and write the job file formats, keep files, and run
// an import over files a kind fetched. The API and the worker use the package's entries.
export { createJob, type JobScope } from './service.ts';
export {
  JobFailure,
  registerJobKind,
  type JobContext,
  type JobKind,
  type JobOutcome,
} from './runner.ts';
export type { ItemRow } from './sql.ts';
export { jobFileSource, runImport, type ImportResult, type ImportSource } from './kinds/import.ts';
export { CONTENT_TYPES, createRecordWriter, EXTENSIONS, type FileFormat } from './formats/index.ts';
export { findLiveFile, storeFinishedFile, type JobFileScope, type JobSettings } from './files.ts';
export { IMPORT_PERMISSIONS } from './checks.ts';
export { registerWorkerTask, type WorkerTask } from './engine.ts';
