// JSON export files are NDJSON: one record per line, so they stream out (and back in) one
// record at a time.
import { finished } from 'node:stream/promises';
import { drained, watchFailure } from './backpressure.ts';
import type { RecordWriter } from './types.ts';

export function createNdjsonWriter(output: NodeJS.WritableStream): RecordWriter {
  const { failure } = watchFailure(output);
  return {
    async write(record) {
      if (failure() !== undefined) throw failure();
      if (!output.write(`${JSON.stringify(record)}\n`)) await drained(output);
    },
    async close() {
      if (failure() !== undefined) throw failure();
      output.end();
      await finished(output);
    },
  };
}
