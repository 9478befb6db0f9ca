// JSON import files come in two shapes, told apart by their first significant byte: a JSON
// array of records ('['), parsed as a stream by stream-json one element at a time, or NDJSON
// (anything else), one value per non-empty line, where a bad line is reported on its own.
import { pipeline } from 'node:stream';
import { createInterface } from 'node:readline';
import type { ParserOptions } from 'stream-json/parser.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import {
  assertText,
  peekSource,
  unreadable,
  withoutBom,
  type PeekedSource,
} from './byte-source.ts';
import { MAX_INPUT_DEPTH, jsonShapeFault } from '../../platform/shared/index.ts';
import { capArrayRecords, capLineLength } from './guards.ts';
import { MAX_JSON_VALUES, MAX_RECORD_BYTES } from './limits.ts';
import type { RecordProblem, SourceRecord } from './types.ts';

/** Leading whitespace looked through for the first significant byte. */
const HEAD_PROBE = 64 * 1024;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const OPEN_BRACKET = 0x5b;
/** stream-json hands these Duplex options on to its stream: one parsed element waits at a time. */
const ONE_ELEMENT_AHEAD: ParserOptions = { readableHighWaterMark: 1 };

export async function* readJsonRecords(
  open: () => NodeJS.ReadableStream,
): AsyncGenerator<SourceRecord> {
  const source = await peekSource(
    open,
    (head) => firstSignificantByte(head) !== undefined,
    HEAD_PROBE,
  );
  try {
    assertText(source.head, 'JSON');
    if (firstSignificantByte(source.head) === OPEN_BRACKET) yield* readArrayElements(source);
    else yield* readLines(source);
  } finally {
    source.close();
  }
}

function firstSignificantByte(head: Buffer): number | undefined {
  return withoutBom(head).find((byte) => !WHITESPACE.has(byte));
}

async function* readArrayElements(source: PeekedSource): AsyncGenerator<SourceRecord> {
  const guard = capArrayRecords({
    maxDepth: MAX_INPUT_DEPTH,
    maxBytes: MAX_RECORD_BYTES,
    maxValues: MAX_JSON_VALUES,
  });
  const elements: AsyncIterable<{ key: number; value: unknown }> = pipeline(
    source.stream,
    guard.stream,
    streamArray.withParserAsStream(ONE_ELEMENT_AHEAD),
    () => {}, // failures surface through the iterator below
  );
  let index = 0;
  let taken = 0;
  try {
    for await (const { value } of elements) {
      // What the parser took in since the record before: about this record (it reads ahead).
      const bytes = guard.passed() - taken;
      taken += bytes;
      yield { index: index++, value, bytes };
    }
  } catch (error) {
    throw unreadable(source, error, `The JSON array is broken after ${index} records`);
  }
}

async function* readLines(source: PeekedSource): AsyncGenerator<SourceRecord> {
  const lines = createInterface({
    input: pipeline(source.stream, capLineLength(MAX_RECORD_BYTES), () => {}),
    crlfDelay: Infinity,
  });
  let line = 0;
  let index = 0;
  try {
    for await (const text of lines) {
      line += 1;
      const content = (line === 1 ? text.replace(/^\uFEFF/, '') : text).trim();
      if (content === '') continue;
      yield { index: index++, line, bytes: text.length, ...parseLine(content, line) };
    }
  } catch (error) {
    throw unreadable(source, error, 'Cannot read the NDJSON file');
  } finally {
    lines.close();
  }
}

function parseLine(
  content: string,
  line: number,
): { value: unknown } | { value: null; problem: RecordProblem } {
  const refused = (what: string) => ({
    value: null,
    problem: {
      code: 'invalid_value' as const,
      message: `Line ${line} ${what}, which no record needs`,
    },
  });
  // One pass for both bounds: the total counts the containers and the commas, one fewer
  // than the values they hold.
  const limits = { depth: MAX_INPUT_DEPTH, members: Infinity, total: MAX_JSON_VALUES - 1 };
  const fault = jsonShapeFault(content, limits);
  if (fault?.kind === 'depth') return refused(`nests deeper than ${MAX_INPUT_DEPTH} levels`);
  if (fault?.kind === 'total') return refused(`holds more than ${MAX_JSON_VALUES} values`);
  try {
    return { value: JSON.parse(content) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      value: null,
      problem: { code: 'malformed_json', message: `Line ${line} is not valid JSON: ${reason}` },
    };
  }
}
