// A floor under a whole transfer's rate. The transports' watchdogs catch a remote side that
// stops; a hostile or broken one can instead trickle a byte every few seconds and hold one of
// the worker's few job slots (shared by every tenant) for days. Past a grace period, a
// transfer whose average rate falls under the floor fails as a timeout.
import { Transform } from 'node:stream';
import { TransportError } from './types.ts';

export interface ThroughputFloor {
  /** The least average rate, in bytes a second, once the grace period has passed. */
  minBytesPerSecond: number;
  /** How long a transfer may take before its rate is judged (connection set-up, slow start). */
  graceMs: number;
}

/** 16 KB/s after 60 s: a 1 GB import file still has over 17 hours, a trickle 60 seconds. */
export const DEFAULT_THROUGHPUT_FLOOR: ThroughputFloor = {
  minBytesPerSecond: 16 * 1024,
  graceMs: 60_000,
};

/**
 * A pass-through stream that fails the transfer it is piped into once, past the grace period,
 * its average rate is under the floor (checked as chunks pass and every second between them).
 * `what` names the transfer in the message.
 */
export function throughputGuard(what: string, floor: ThroughputFloor = DEFAULT_THROUGHPUT_FLOOR) {
  const started = Date.now();
  let bytes = 0;
  const tooSlow = () => {
    const elapsed = Date.now() - started;
    if (elapsed < floor.graceMs) return undefined;
    const rate = (bytes * 1000) / elapsed;
    if (rate >= floor.minBytesPerSecond) return undefined;
    return new TransportError(
      'timeout',
      `${what} went at ${Math.round(rate)} bytes/s over ${Math.round(elapsed / 1000)} s, under the ${floor.minBytesPerSecond} bytes/s a transfer must keep: stopped`,
    );
  };
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(tooSlow() ?? null, chunk);
    },
    flush(done) {
      clearInterval(timer);
      done();
    },
    destroy(error, done) {
      clearInterval(timer);
      done(error);
    },
  });
  const timer = setInterval(() => {
    const error = tooSlow();
    if (error) guard.destroy(error);
  }, 1000);
  timer.unref();
  return guard;
}
