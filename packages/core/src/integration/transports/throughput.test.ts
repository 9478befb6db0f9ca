import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { throughputGuard } from './throughput.ts';
import { TransportError } from './types.ts';

const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** A source that sends `count` chunks of `size` bytes, `gapMs` apart. */
function trickle(count: number, size: number, gapMs: number) {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < count; i++) {
        await new Promise((resolve) => setTimeout(resolve, gapMs));
        yield Buffer.alloc(size);
      }
    })(),
  );
}

describe('throughputGuard', () => {
  it('lets a transfer at or above the floor through', async () => {
    const floor = { minBytesPerSecond: 1000, graceMs: 50 };
    await pipeline(trickle(10, 1000, 20), throughputGuard('Reading a.csv', floor), sink());
  });

  it('stops a trickle once the grace period has passed, as a timeout naming the transfer', async () => {
    const floor = { minBytesPerSecond: 10_000, graceMs: 100 };
    const failure = await pipeline(
      trickle(50, 10, 30),
      throughputGuard('Reading a.csv', floor),
      sink(),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportError);
    expect((failure as TransportError).failure).toBe('timeout');
    expect((failure as TransportError).message).toMatch(/^Reading a\.csv went at \d+ bytes\/s/);
  });

  it('stops a transfer that sends nothing at all between chunks, without waiting for a chunk', async () => {
    const floor = { minBytesPerSecond: 10_000, graceMs: 100 };
    const failure = await pipeline(
      trickle(2, 10, 5_000),
      throughputGuard('Writing b.csv', floor),
      sink(),
    ).catch((error: unknown) => error);
    // Stopped by the guard's own clock before the first chunk came: nothing had passed.
    expect((failure as TransportError).failure).toBe('timeout');
    expect((failure as TransportError).message).toMatch(/^Writing b\.csv went at 0 bytes\/s/);
  });
});
