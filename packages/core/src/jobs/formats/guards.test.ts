import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from './errors.ts';
import { jsonShapeFault } from '../../platform/shared/index.ts';
import { capArrayRecords, capLineLength } from './guards.ts';

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

describe('capArrayRecords', () => {
  const bounds = { maxDepth: 2, maxBytes: 12, maxValues: 4 };
  const run = (chunks: string[]) => passThrough(chunks, capArrayRecords(bounds).stream);

  it('lets records within the bounds through, whatever the chunks', async () => {
    const chunks = ['[{"a":[1', ',2]},', ' "a,b[{",', '[[3]]', ']'];
    expect(await run(chunks)).toBe(chunks.join(''));
  });

  it('fails on the first record past a bound, naming it', async () => {
    await expect(run(['[1,"12345', '678901"]'])).rejects.toThrow(
      new UnreadableFileError('Record 2 is larger than 12 bytes'),
    );
    await expect(run(['[1,', '"12345678901', '2345"'])).rejects.toThrow(
      new UnreadableFileError('Record 2 is larger than 12 bytes'),
    );
    await expect(run(['[1,[1,2', ',3,4]]'])).rejects.toThrow(
      new UnreadableFileError('Record 2 holds more than 4 values'),
    );
    await expect(run(['[1,[[[', ']]]]'])).rejects.toThrow(
      new UnreadableFileError('A record nests deeper than 2 levels'),
    );
  });
});

describe('the values of a JSON line (jsonShapeFault total)', () => {
  it('counts objects, arrays and the values in them, not what strings hold', () => {
    const line = '{"a":[1,2],"b":"x,y[{"}';
    const values = (max: number) =>
      jsonShapeFault(line, { depth: 32, members: Infinity, total: max - 1 })?.kind === 'total';
    expect(values(5)).toBe(false);
    expect(values(4)).toBe(true);
  });
});
