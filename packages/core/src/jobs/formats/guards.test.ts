import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from './errors.ts';
import { capBytesBetweenRecords, capLineLength } from './guards.ts';

async function passThrough(chunks: string[], guard: NodeJS.ReadWriteStream): Promise<string> {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  await pipeline(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), guard, sink);
  return text;
}

describe('capLineLength', () => {
  it('lets lines up to the limit through, whatever the chunks', async () => {
    const chunks = ['1234', '5\n12', '345\n', '\n123', '45'];
    expect(await passThrough(chunks, capLineLength(5))).toBe(chunks.join(''));
  });

  it('fails on the first line past the limit, naming it', async () => {
    await expect(passThrough(['12\n1234', '56\n'], capLineLength(5))).rejects.toThrow(
      new UnreadableFileError('Line 2 is longer than 5 bytes'),
    );
  });
});

describe('capBytesBetweenRecords', () => {
  it('fails once more bytes than the limit pass without a record taken', async () => {
    const guard = capBytesBetweenRecords(6);
    await expect(passThrough(['1234', '567'], guard.stream)).rejects.toThrow(
      new UnreadableFileError('A record is larger than 6 bytes'),
    );
  });

  it('starts counting again at each record taken', async () => {
    const guard = capBytesBetweenRecords(6);
    const taken = new Writable({
      write(_chunk, _encoding, callback) {
        guard.recordTaken();
        callback();
      },
    });
    await expect(
      pipeline(
        Readable.from(['1234', '567', '89'].map((chunk) => Buffer.from(chunk))),
        guard.stream,
        taken,
      ),
    ).resolves.toBeUndefined();
  });
});
