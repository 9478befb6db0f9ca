// Waiting for a full stream buffer to empty, as every writer does before it takes more records,
// without ever waiting forever on an output that has failed.
import type { EventEmitter } from 'node:events';

/**
 * Resolves on `stream`'s 'drain'. Rejects if `stream`, or one of the streams it feeds
 * (`downstream`), fails or closes first: those would never let it drain.
 */
export function drained(stream: EventEmitter, ...downstream: EventEmitter[]): Promise<void> {
  const watched = [stream, ...downstream];
  const dead = watched.find(isDestroyed);
  if (dead !== undefined) return Promise.reject(errorOf(dead) ?? closedEarly());
  return new Promise((resolve, reject) => {
    const settle = (error?: unknown) => {
      stream.off('drain', onDrain);
      for (const each of watched) {
        each.off('error', onError);
        each.off('close', onClose);
      }
      if (error === undefined) resolve();
      else reject(error);
    };
    const onDrain = () => settle();
    const onError = (error: unknown) => settle(error);
    const onClose = () => settle(closedEarly());
    stream.on('drain', onDrain);
    for (const each of watched) {
      each.on('error', onError);
      each.on('close', onClose);
    }
  });
}

function isDestroyed(stream: object): boolean {
  return 'destroyed' in stream && stream.destroyed === true;
}

function errorOf(stream: object): unknown {
  return 'errored' in stream && stream.errored !== null ? stream.errored : undefined;
}

function closedEarly(): Error {
  return new Error('The output closed before it took every record');
}

/** Whether `stream` has more buffered than it wants; false for a stream that does not say. */
export function needsDrain(stream: object): boolean {
  return 'writableNeedDrain' in stream && stream.writableNeedDrain === true;
}

/**
 * Keeps the first error of `output`: a writer reports it on its next call instead of letting an
 * unheard 'error' event crash the process, and `failed` lets it stop waiting on a dead output.
 */
export function watchFailure(output: EventEmitter): { failure(): unknown; failed: Promise<never> } {
  let failure: unknown;
  const failed = new Promise<never>((_resolve, reject) => {
    output.on('error', (error: unknown) => {
      failure ??= error;
      reject(failure);
    });
  });
  failed.catch(() => {}); // observed through failure() and by those who race it
  return { failure: () => failure, failed };
}
