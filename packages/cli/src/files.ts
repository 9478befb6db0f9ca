// Files on the caller's machine: read for an import, written (whole, or not at all) for an
// export, relative to where the command was typed.
import { createWriteStream, openAsBlob, renameSync, rmSync, statSync } from 'node:fs';
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

/** Writes a stream to `name` ("-": stdout); a failed download leaves no partial file. */
export async function saveStream(
  stream: ReadableStream<Uint8Array>,
  name: string,
): Promise<{ path: string; bytes: number }> {
  const source = Readable.fromWeb(stream as WebReadableStream<Uint8Array>);
  if (name === '-') {
    let bytes = 0;
    source.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await pipeline(source, process.stdout, { end: false });
    return { path: '-', bytes };
  }
  const file = path.resolve(here(), name);
  const partial = `${file}.${process.pid}.part`;
  try {
    await pipeline(source, createWriteStream(partial));
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new CliError(`Cannot write ${name}: ${(error as Error).message}`, EXIT.failed);
  }
  return { path: file, bytes: statSync(file).size };
}
