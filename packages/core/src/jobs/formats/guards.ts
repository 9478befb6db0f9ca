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

/**
 * Fails when more than `maxBytes` pass without `recordTaken()` being called: the reader calls it
 * for each record it takes out of the parser, which reads little ahead of it.
 */
export function capBytesBetweenRecords(maxBytes: number): {
  stream: Transform;
  recordTaken(): void;
} {
  let pending = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending += chunk.length;
      if (pending > maxBytes) {
        callback(new UnreadableFileError(`A record is larger than ${sizeText(maxBytes)}`));
      } else {
        callback(null, chunk);
      }
    },
  });
  return { stream, recordTaken: () => (pending = 0) };
}

/**
 * Fails when the JSON passing through nests deeper than `maxDepth` (brackets counted outside
 * strings, across chunks): the array's elements are built whole by the parser, so a record
 * nested millions deep must be stopped before it is.
 */
export function capNestingDepth(maxDepth: number): Transform {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      // An indexed loop: a Buffer's iterator is several times slower over megabytes.
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === 0x5c) escaped = true;
          else if (byte === 0x22) inString = false;
        } else if (byte === 0x22) inString = true;
        else if (byte === 0x5b || byte === 0x7b) {
          if (++depth > maxDepth) {
            callback(new UnreadableFileError(`A record nests deeper than ${maxDepth - 1} levels`));
            return;
          }
        } else if (byte === 0x5d || byte === 0x7d) depth--;
      }
      callback(null, chunk);
    },
  });
}

function sizeText(bytes: number): string {
  return bytes >= MIB ? `${bytes / MIB} MiB` : `${bytes} bytes`;
}
