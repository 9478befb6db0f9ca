// CSV import files: UTF-8 (a BOM is skipped), the first record is the header, the delimiter is
// given or guessed from the header line. csv-parse does the quoting rules as a stream; a row with
// the wrong number of cells is reported on its own and the rest of the file goes on.
import { pipeline } from 'node:stream';
import { parse, type Info } from 'csv-parse';
import { assertText, peekSource, unreadable, withoutBom } from './byte-source.ts';
import { UnreadableFileError } from './errors.ts';
import { NO_HEADER, cellsByName, checkHeader } from './header.ts';
import { MAX_RECORD_BYTES } from './limits.ts';
import type { CsvDelimiter, ReadOptions, SourceRecord } from './types.ts';

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];
/** The header line is looked for in this much of the file; past it the guess uses what it has. */
const HEADER_PROBE = 1024 * 1024;
const LINE_BREAK = /\r\n|\r|\n/g;

interface ParsedRow {
  record: string[];
  info: Info;
}

export async function* readCsvRecords(
  open: () => NodeJS.ReadableStream,
  options: ReadOptions,
): AsyncGenerator<SourceRecord> {
  const source = await peekSource(open, (head) => scanFirstRecord(head).complete, HEADER_PROBE);
  try {
    assertText(source.head, 'CSV');
    const parser = parse({
      bom: true,
      delimiter: options.delimiter ?? guessDelimiter(source.head),
      record_delimiter: ['\r\n', '\n', '\r'],
      // Inches and the like ("27" screen") in unquoted cells stay as written.
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
      info: true,
    });
    // Failures surface through the parser's iterator; pipeline only ties the two streams' ends.
    const rows: AsyncIterable<ParsedRow> = pipeline(source.stream, parser, () => {});

    let header: string[] | undefined;
    let index = 0;
    let read = 0;
    for await (const { record, info } of rows) {
      const bytes = info.bytes - read;
      read = info.bytes;
      if (header === undefined) {
        header = checkHeader(record, (position) => String(position + 1), options);
        options.checkHeader?.(header);
        continue;
      }
      const line = startLine(record, info);
      if (record.length !== header.length) {
        const message = `Row ${line} has ${record.length} cells; the header has ${header.length}`;
        const problem = { code: 'invalid_value', message } as const;
        yield { index: index++, value: null, line, bytes, problem };
      } else {
        yield { index: index++, value: cellsByName(header, record, options), line, bytes };
      }
    }
    if (header === undefined) throw new UnreadableFileError(NO_HEADER);
  } catch (error) {
    throw unreadable(source, error, 'Cannot read the CSV file');
  } finally {
    source.close();
  }
}

/** csv-parse counts the line a record ends on; quoted cells may hold line breaks before it. */
function startLine(record: readonly string[], info: Info): number {
  const breaks = record.reduce((sum, cell) => sum + (cell.match(LINE_BREAK)?.length ?? 0), 0);
  return info.lines - breaks;
}

/** The candidate found most often outside quotes in the header line; ',' on a tie. */
function guessDelimiter(head: Buffer): CsvDelimiter {
  const { counts } = scanFirstRecord(head);
  return DELIMITERS.reduce((best, candidate) =>
    counts[candidate] > counts[best] ? candidate : best,
  );
}

/** Counts the delimiters of the first non-empty record and says whether its end was reached. */
function scanFirstRecord(head: Buffer): {
  complete: boolean;
  counts: Record<CsvDelimiter, number>;
} {
  const text = withoutBom(head).toString('utf8');
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  let started = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (started) return { complete: true, counts };
      continue;
    } else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1;
    started = true;
  }
  return { complete: false, counts };
}
