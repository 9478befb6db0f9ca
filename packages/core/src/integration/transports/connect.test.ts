import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { idleGuardedRead, stallGuardedWrite } from './connect.ts';

describe('transfer watchdogs', () => {
  it('fails a download whose source stops sending, and aborts it', async () => {
    let aborted = false;
    async function* stalls() {
      yield Buffer.from('first');
      await new Promise(() => undefined);
    }
    const stream = idleGuardedRead(
      stalls(),
      50,
      () => new Error('stalled'),
      () => (aborted = true),
    );
    await expect(text(stream)).rejects.toThrow('stalled');
    expect(aborted).toBe(true);
  });

  it('lets a slow reader take its time (the clock runs only while waiting on the source)', async () => {
    const stream = idleGuardedRead(
      Readable.from([Buffer.from('a'), Buffer.from('b')]),
      20,
      () => new Error('stalled'),
      () => undefined,
    );
    const chunks: string[] = [];
    for await (const chunk of stream) {
      chunks.push(String(chunk));
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    expect(chunks.join('')).toBe('ab');
  });

  it('calls out an upload whose sink stops taking chunks, and counts what was handed over', async () => {
    let stalled = false;
    const upload = stallGuardedWrite(Readable.from(['ab', 'cd', 'ef']), 50, () => (stalled = true));
    const stuck = new Writable({ highWaterMark: 1, write: () => undefined });
    void pipeline(upload.stream, stuck).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(stalled).toBe(true);
    expect(upload.written()).toBeGreaterThan(0);
    upload.settle();
  });

  it('stays quiet for an upload that completes', async () => {
    let stalled = false;
    const upload = stallGuardedWrite(Readable.from(['ab', 'cd']), 30, () => (stalled = true));
    const chunks: Buffer[] = [];
    await pipeline(
      upload.stream,
      new Writable({ write: (chunk, _, done) => (chunks.push(chunk), done()) }),
    );
    upload.settle();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect([stalled, upload.written(), Buffer.concat(chunks).toString()]).toEqual([
      false,
      4,
      'abcd',
    ]);
  });
});
