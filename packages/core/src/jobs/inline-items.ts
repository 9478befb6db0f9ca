// `items` sent in place of a file (at most 10,000 records) are kept as an NDJSON job file, so
// the worker reads every import the same way, and a restarted job reads the same records.
import { storeImportBytes, type JobFileScope } from './files.ts';

export const storeInlineItems = (scope: JobFileScope, items: readonly unknown[]) =>
  storeImportBytes(
    scope,
    { filename: 'items.ndjson', contentType: 'application/x-ndjson' },
    Buffer.from(items.map((item) => JSON.stringify(item)).join('\n') + '\n'),
  );
