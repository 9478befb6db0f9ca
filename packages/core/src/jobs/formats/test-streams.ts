// Streams for the format tests: file bytes cut into small chunks (so every parser meets records,
// quotes and UTF-8 characters split across chunks) and an output that holds its writes.
import { Readable, Writable } from 'node:stream';
import type { SourceRecord } from './types.ts';

/** `open` for readRecords over `content`, in chunks of `chunkSize` bytes. */
export function bytesOf(content: string | Buffer, chunkSize = 5): () => Readable {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return () => {
    const chunks: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += chunkSize) {
      chunks.push(bytes.subarray(start, start + chunkSize));
    }
    return Readable.from(chunks, { objectMode: false });
  };
}

/** The records, without the bytes each took (checked on their own, in formats.test.ts). */
export async function collect(records: AsyncIterable<SourceRecord>): Promise<SourceRecord[]> {
  const all: SourceRecord[] = [];
  for await (const { bytes: _bytes, ...record } of records) all.push(record);
  return all;
}

/** Reads until the file fails; returns what came before (as `collect` does) and the failure. */
export async function collectUntilFailure(
  records: AsyncIterable<SourceRecord>,
): Promise<{ records: SourceRecord[]; failure: unknown }> {
  const all: SourceRecord[] = [];
  try {
    for await (const { bytes: _bytes, ...record } of records) all.push(record);
  } catch (failure) {
    return { records: all, failure };
  }
  return { records: all, failure: undefined };
}

/** An output that keeps every write waiting until `release()`; then it takes them all. */
export function heldOutput(): { stream: Writable; release(): void; bytes(): Buffer } {
  const chunks: Buffer[] = [];
  const waiting: (() => void)[] = [];
  let held = true;
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      if (held) waiting.push(() => callback());
      else callback();
    },
  });
  return {
    stream,
    release() {
      held = false;
      for (const callback of waiting.splice(0)) callback();
    },
    bytes: () => Buffer.concat(chunks),
  };
}

/** Whether `promise` settles while the event loop turns `turns` times. */
export async function settlesWithin(promise: Promise<unknown>, turns = 50): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < turns && !settled; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return settled;
}
