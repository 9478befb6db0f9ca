// Stream guards that keep one oversized record from being gathered in memory without end: the
// parsers hold a record whole, so the bytes a record may span are capped before they reach them.
import { Transform, type TransformCallback } from 'node:stream';
import { UnreadableFileError } from './errors.ts';

const NEWLINE = 0x0a;
const MIB = 1024 * 1024;

/** Fails when a line (bytes between two '\n') is longer than `maxBytes`. */
export function capLineLength(maxBytes: number): Transform {
  let line = 1;
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      let start = 0;
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        if (length + end - start > maxBytes) break;
        line += 1;
        length = 0;
        start = end + 1;
      }
      length += chunk.length - start;
      if (length > maxBytes) {
        callback(new UnreadableFileError(`Line ${line} is longer than ${sizeText(maxBytes)}`));
      } else {
        callback(null, chunk);
      }
    },
  });
}

export interface JsonRecordBounds {
  /** Levels a record may nest (the array around the records not counted). */
  maxDepth: number;
  /** Bytes of one record. */
  maxBytes: number;
  /** Values of one record (objects, arrays and the values in them): bounds what it is built into. */
  maxValues: number;
}

/**
 * Fails when a record of a JSON array (an element of the outermost array) passes a bound, as
 * its bytes go by and before the parser builds it: brackets and commas are counted outside
 * strings, across chunks, and a comma of the outermost array ends a record.
 */
export function capArrayRecords({ maxDepth, maxBytes, maxValues }: JsonRecordBounds): {
  stream: Transform;
  /** Bytes passed on so far. */
  passed(): number;
} {
  let passed = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let record = 1;
  /** Bytes of the current record before this chunk. */
  let carried = 0;
  let values = 1;
  const tooLarge = () =>
    new UnreadableFileError(`Record ${record} is larger than ${sizeText(maxBytes)}`);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      // Where the current record starts in this chunk (negative: in an earlier one).
      let start = -carried;
      // An indexed loop: a Buffer's iterator is several times slower over megabytes.
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === 0x5c) escaped = true;
          else if (byte === 0x22) inString = false;
        } else if (byte === 0x22) inString = true;
        else if (byte === 0x5b || byte === 0x7b) {
          if (++depth > maxDepth + 1) {
            callback(new UnreadableFileError(`A record nests deeper than ${maxDepth} levels`));
            return;
          }
          if (depth === 1) start = i + 1;
          else if (++values > maxValues) {
            callback(
              new UnreadableFileError(`Record ${record} holds more than ${maxValues} values`),
            );
            return;
          }
        } else if (byte === 0x5d || byte === 0x7d) {
          // The array's end ends its last record.
          if (--depth === 0 && i - start > maxBytes) return callback(tooLarge());
        } else if (byte === 0x2c && depth === 1) {
          if (i - start > maxBytes) return callback(tooLarge());
          record++;
          values = 1;
          start = i + 1;
        } else if (byte === 0x2c && depth > 1 && ++values > maxValues) {
          callback(new UnreadableFileError(`Record ${record} holds more than ${maxValues} values`));
          return;
        }
      }
      carried = depth >= 1 ? chunk.length - start : 0;
      if (carried > maxBytes) return callback(tooLarge());
      passed += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, passed: () => passed };
}

function sizeText(bytes: number): string {
  return bytes >= MIB ? `${bytes / MIB} MiB` : `${bytes} bytes`;
}
