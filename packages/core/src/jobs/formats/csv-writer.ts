// CSV export files: a header row of the columns, ',' between cells, '\n' after each row, cells
// quoted by csv-stringify only where they must be.
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { drained } from './backpressure.ts';
import { csvCell } from './cell-text.ts';
import { neutralizeFormula } from './formula-guard.ts';
import type { CsvDelimiter, RecordWriter } from './types.ts';

export function createCsvWriter(
  output: NodeJS.WritableStream,
  columns: readonly string[],
  options: { delimiter?: CsvDelimiter; asWritten?: boolean } = {},
): RecordWriter {
  // A foreign format's file given back (Akeneo's) keeps its texts as they were read: its
  // importer reads them as written, so a quote added here would become part of the value.
  const guard = options.asWritten ? (text: string) => text : neutralizeFormula;
  const cellOf = (value: unknown) =>
    options.asWritten && typeof value === 'string' ? value : csvCell(value);
  const stringifier = stringify({
    header: true,
    // Column names come from codes, which may start with '-'.
    columns: columns.map((key) => ({ key, header: guard(key) })),
    delimiter: options.delimiter ?? ',',
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
      if (!stringifier.write(columns.map((column) => cellOf(record[column])))) {
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
