// CSV export files: a header row of the columns, ',' between cells, '\n' after each row, cells
// quoted by csv-stringify only where they must be.
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { drained } from './backpressure.ts';
import { csvCell } from './cell-text.ts';
import { neutralizeFormula } from './formula-guard.ts';
import type { RecordWriter } from './types.ts';

export function createCsvWriter(
  output: NodeJS.WritableStream,
  columns: readonly string[],
): RecordWriter {
  const stringifier = stringify({
    header: true,
    // Column names come from codes, which may start with '-'.
    columns: columns.map((key) => ({ key, header: neutralizeFormula(key) })),
    delimiter: ',',
    record_delimiter: '\n',
    // csv-stringify quotes a '\n' but not a lone '\r', which readers also take for a line end.
    quoted_match: /\r/,
  });
  let failure: unknown;
  const flushed = pipeline(stringifier, output).catch((error: unknown) => {
    failure = error;
  });

  return {
    async write(record) {
      if (failure !== undefined) throw failure;
      if (!stringifier.write(columns.map((column) => csvCell(record[column])))) {
        await drained(stringifier);
      }
    },
    async close() {
      stringifier.end();
      await flushed;
      if (failure !== undefined) throw failure;
    },
  };
}
