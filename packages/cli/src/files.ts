// Files on the caller's machine: read for an import, written (whole, or not at all) for an
// export, relative to where the command was typed.
import { createWriteStream, existsSync, openAsBlob, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { CliError, EXIT } from './exit.ts';

/** Where the command was typed: `pnpm pim` runs the script from the workspace's root. */
export function here(): string {
  const env = process.env;
  return env.npm_lifecycle_event === 'pim' && env.INIT_CWD ? env.INIT_CWD : process.cwd();
}

/** A file to send, read lazily as it is uploaded. */
export async function openFile(name: string): Promise<{ path: string; blob: Blob; size: number }> {
  const file = path.resolve(here(), name);
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    throw new CliError(`Cannot read ${name}: no such file`, EXIT.usage);
  }
  return { path: file, blob: await openAsBlob(file), size };
}

/**
 * The file an export is saved to when the command names none: the server's file name, without
 * any directory (a name is never a way out of the current directory), and never over a file
 * that already exists.
 */
export function defaultTarget(suggested: string | undefined, fallback: string): string {
  const base = path.basename(suggested ?? '');
  const name = base && base !== '.' && base !== '..' ? base : fallback;
  if (existsSync(path.resolve(here(), name))) {
    throw new CliError(`${name} exists already: name the file to write with -o`, EXIT.failed);
  }
  return name;
}

/**
 * Writes a stream to `name` ("-": stdout). The file appears whole or not at all: it is written
 * beside as `<name>.<pid>.part` and renamed at the end; a failure or Ctrl-C removes the part.
 */
export async function saveStream(
  stream: ReadableStream<Uint8Array>,
  name: string,
): Promise<{ path: string; bytes: number }> {
  const stop = new AbortController();
  const onInterrupt = () => stop.abort();
  process.once('SIGINT', onInterrupt);
  const source = Readable.fromWeb(stream as WebReadableStream<Uint8Array>);
  let bytes = 0;
  source.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const interrupted = () =>
    new CliError('Stopped: the download was interrupted and nothing was kept', EXIT.interrupted);
  try {
    if (name === '-') {
      try {
        await pipeline(source, process.stdout, { end: false, signal: stop.signal });
      } catch (error) {
        if (stop.signal.aborted) throw interrupted();
        // The reader stopped reading (`pim export -o - | head`): its choice, not a failure.
        if ((error as NodeJS.ErrnoException).code === 'EPIPE') return { path: '-', bytes };
        throw error;
      }
      return { path: '-', bytes };
    }
    const file = path.resolve(here(), name);
    const partial = `${file}.${process.pid}.part`;
    try {
      await pipeline(source, createWriteStream(partial), { signal: stop.signal });
      renameSync(partial, file);
    } catch (error) {
      rmSync(partial, { force: true });
      if (stop.signal.aborted) throw interrupted();
      throw new CliError(`Cannot write ${name}: ${(error as Error).message}`, EXIT.failed);
    }
    return { path: file, bytes: statSync(file).size };
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
}
