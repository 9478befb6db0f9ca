// What the socket-level transports (SFTP, FTP) share: the host resolved once through the
// outbound policy and the socket opened to that checked address (so a name cannot answer a
// public address to the check and a private one to the connect), a connect deadline, and the
// watchdogs that fail a stalled transfer instead of letting it hang a job.
import net from 'node:net';
import { Readable } from 'node:stream';
import {
  checkHostLiteral,
  guardedLookup,
  type OutboundPolicy,
} from '../../platform/outbound/index.ts';
import { networkFailure, unreachable, type Endpoint } from './failures.ts';

/** The address the policy allows for a host: an IP literal checked as is, a name resolved. */
export async function resolveGuarded(host: string, policy: OutboundPolicy): Promise<string> {
  checkHostLiteral(host, policy);
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (net.isIP(bare) !== 0) return bare;
  return new Promise((resolve, reject) => {
    guardedLookup(policy)(bare, {}, (error, address) => {
      if (error) reject(error);
      else resolve(address as string);
    });
  });
}

/** A TCP socket to the endpoint's checked address, connected within `connectMs`. */
export async function connectGuarded(
  endpoint: Endpoint,
  policy: OutboundPolicy,
  connectMs: number,
): Promise<net.Socket> {
  try {
    const address = await resolveGuarded(endpoint.host, policy);
    return await new Promise<net.Socket>((resolve, reject) => {
      // No Nagle: SFTP and FTP commands are small request/answer round trips.
      const socket = net.connect({ host: address, port: endpoint.port, noDelay: true });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(unreachable(endpoint, `no answer within ${connectMs} ms`));
      }, connectMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(socket);
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  } catch (error) {
    throw networkFailure(error, endpoint) ?? error;
  }
}

/**
 * Runs one remote operation with a deadline: when it passes, `abort` closes the connection
 * (which makes the library's pending call fail) and the operation rejects with `onTimeout()`.
 */
export async function withDeadline<T>(
  ms: number,
  operation: Promise<T>,
  abort: () => void,
  onTimeout: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort();
      reject(onTimeout());
    }, ms);
  });
  try {
    return await Promise.race([operation, deadline]);
  } finally {
    clearTimeout(timer);
    // The operation's own failure after an abort is expected and already reported.
    operation.catch(() => undefined);
  }
}

/**
 * A download's bytes, failed with `onIdle()` when the remote side sends nothing for `ms` while
 * the reader waits for more. The clock runs only while waiting on the remote side, so a slow
 * reader (the job parsing rows) never trips it.
 */
export function idleGuardedRead(
  source: AsyncIterable<Buffer>,
  ms: number,
  onIdle: () => Error,
  abort: () => void,
): Readable {
  async function* guarded() {
    const iterator = source[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await withDeadline(ms, iterator.next(), abort, onIdle);
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // Not awaited: a source stuck in its own await would never answer.
      void iterator.return?.()?.catch(() => undefined);
    }
  }
  return Readable.from(guarded(), { objectMode: false });
}

/**
 * An upload's bytes, counted, failed through `onStall()` when the remote side takes no chunk
 * for `ms`: the clock runs from a chunk handed over until the next one is asked for (so a slow
 * source, the job producing rows, never trips it), and from the last chunk until the caller
 * says the upload is complete (`settle`).
 */
export function stallGuardedWrite(
  body: AsyncIterable<Buffer | string>,
  ms: number,
  onStall: () => void,
): { stream: Readable; written: () => number; settle: () => void } {
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(onStall, ms);
  };
  async function* guarded() {
    for await (const chunk of body) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      bytes += buffer.length;
      arm();
      yield buffer;
      clearTimeout(timer);
    }
    arm();
  }
  return {
    stream: Readable.from(guarded(), { objectMode: false }),
    written: () => bytes,
    settle: () => clearTimeout(timer),
  };
}
