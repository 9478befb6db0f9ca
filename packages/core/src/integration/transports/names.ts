// The names a file transport accepts from its callers: a file name is one path segment, a
// subdirectory (an archive) is relative and stays below the connection's directory. The
// connection's own directory was checked by its config schema; these are checked here because
// an import's file names come from the remote listing, and must not walk out of it either.
import path from 'node:path';
import { TransportError, type RemoteFile } from './types.ts';

const BAD_SEGMENT = /[\\\0]/;

/** The longest file name taken (what file systems allow, and what a job's file row keeps). */
const MAX_FILE_NAME = 255;

const isFileName = (name: string) =>
  !!name &&
  name.length <= MAX_FILE_NAME &&
  name !== '.' &&
  name !== '..' &&
  !name.includes('/') &&
  !BAD_SEGMENT.test(name);

export function checkFileName(name: string): string {
  if (!isFileName(name)) {
    throw new TransportError('not_found', `"${name.slice(0, 100)}" is not a file name`);
  }
  return name;
}

/**
 * The most entries a listing is read for. A hostile server can list without end (an S3
 * endpoint answering "truncated, here is the next page" forever); a directory past this is
 * refused rather than held in memory.
 */
export const MAX_LISTED_FILES = 10_000;

/** Refuses a listing past MAX_LISTED_FILES entries. */
export function checkListingSize(count: number, where: string): void {
  if (count > MAX_LISTED_FILES) {
    throw new TransportError(
      'remote_error',
      `${where} lists more than ${MAX_LISTED_FILES} entries: refused`,
    );
  }
}

/**
 * A remote listing as callers see it: bounded, in name order, and without the entries whose
 * name is not a file name (`../../etc/passwd`, `a/b` from a hostile server), which no caller
 * could name back, and which would otherwise fail an import that matched them.
 */
export function listingOf(files: RemoteFile[], where: string): RemoteFile[] {
  checkListingSize(files.length, where);
  return files
    .filter(({ name }) => isFileName(name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
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
