// The names a file transport accepts from its callers: a file name is one path segment, a
// subdirectory (an archive) is relative and stays below the connection's directory. The
// connection's own directory was checked by its config schema; these are checked here because
// an import's file names come from the remote listing, and must not walk out of it either.
import path from 'node:path';
import { TransportError } from './types.ts';

const BAD_SEGMENT = /[\\\0]/;

export function checkFileName(name: string): string {
  if (!name || name === '.' || name === '..' || name.includes('/') || BAD_SEGMENT.test(name)) {
    throw new TransportError('not_found', `"${name.slice(0, 100)}" is not a file name`);
  }
  return name;
}

export function checkSubdirectory(dir: string): string {
  const segments = dir.split('/').filter(Boolean);
  if (
    dir.startsWith('/') ||
    segments.length === 0 ||
    segments.some((segment) => segment === '.' || segment === '..' || BAD_SEGMENT.test(segment))
  ) {
    throw new TransportError('not_found', `"${dir.slice(0, 100)}" is not a subdirectory`);
  }
  return segments.join('/');
}

/** A remote POSIX path: the connection's directory (or the login directory) and what follows. */
export function remotePath(base: string | undefined, ...parts: string[]): string {
  return path.posix.join(base ?? '.', ...parts);
}
