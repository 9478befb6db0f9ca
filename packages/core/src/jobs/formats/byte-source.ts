// The bytes of an import file, with its first bytes looked at before any parser sees them: the
// readers choose a parser (or refuse the file) from the head, then read the whole file, head
// included, as one stream. Only the head is held in memory.
import { Readable } from 'node:stream';
import { UnreadableFileError } from './errors.ts';

export interface PeekedSource {
  /** The first bytes of the file: up to where `enough` was satisfied, the limit or the end. */
  head: Buffer;
  /** All the bytes of the file, head included. */
  stream: Readable;
  /** The error the opened stream failed with, if it did: a transport failure, not a bad file. */
  failure(): unknown;
  /** Destroys `stream` and the opened stream at once, even while a read of it is pending. */
  close(): void;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** How much of the head is searched for NUL bytes: enough to tell text from binary. */
const BINARY_PROBE = 8192;

/**
 * `onFailure: 'end'` ends `stream` where the opened stream failed instead of failing it, for a
 * parser that never listens for errors (exceljs pipes its input, so a failing input would leave
 * it waiting forever); the reader then checks `failure()` itself.
 */
export async function peekSource(
  open: () => NodeJS.ReadableStream,
  enough: (head: Buffer) => boolean,
  limit: number,
  { onFailure = 'error' }: { onFailure?: 'error' | 'end' } = {},
): Promise<PeekedSource> {
  const opened = open();
  const iterator = opened[Symbol.asyncIterator]();
  let failure: unknown;
  const read = async (): Promise<IteratorResult<string | Buffer>> => {
    try {
      return await iterator.next();
    } catch (error) {
      failure = error;
      throw error;
    }
  };

  const chunks: Buffer[] = [];
  let head = Buffer.alloc(0);
  try {
    while (head.length < limit && !enough(head)) {
      const next = await read();
      if (next.done) break;
      chunks.push(toBuffer(next.value));
      head = Buffer.concat(chunks);
    }
  } catch (error) {
    await iterator.return?.();
    throw error;
  }

  async function* replay(): AsyncGenerator<Buffer> {
    try {
      if (head.length > 0) yield head;
      for (;;) {
        const next = await read();
        if (next.done) return;
        yield toBuffer(next.value);
      }
    } catch (error) {
      if (onFailure === 'error') throw error;
    } finally {
      // Runs when the replay ends, fails or is destroyed: the opened stream is released too.
      await iterator.return?.();
    }
  }

  const stream = Readable.from(replay(), { objectMode: false });
  return {
    head,
    stream,
    failure: () => failure,
    close() {
      stream.destroy();
      if ('destroy' in opened && typeof opened.destroy === 'function') opened.destroy();
    },
  };
}

function toBuffer(chunk: string | Buffer): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
}

export function isZip(head: Buffer): boolean {
  return head.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
}

export function withoutBom(head: Buffer): Buffer {
  return head.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? head.subarray(UTF8_BOM.length) : head;
}

/** Refuses a head that is not UTF-8 text, saying what the file looks like when it can tell. */
export function assertText(head: Buffer, format: 'CSV' | 'JSON'): void {
  if (isZip(head)) {
    throw new UnreadableFileError('This looks like an XLSX file; use format xlsx');
  }
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (utf16) {
    throw new UnreadableFileError(`This ${format} file is UTF-16 text; save it as UTF-8`);
  }
  if (head.subarray(0, BINARY_PROBE).includes(0)) {
    throw new UnreadableFileError(`This is not a ${format} file: it holds binary data, not text`);
  }
}

/**
 * Turns a parser's failure into UnreadableFileError, unless the opened stream itself failed: a
 * transport error is rethrown as it is, so the job can tell a broken upload from a broken file.
 */
export function unreadable(source: PeekedSource, error: unknown, what: string): unknown {
  if (error instanceof UnreadableFileError) return error;
  if (source.failure() !== undefined) return source.failure();
  const reason = error instanceof Error ? error.message : String(error);
  return new UnreadableFileError(`${what}: ${reason}`, { cause: error });
}
