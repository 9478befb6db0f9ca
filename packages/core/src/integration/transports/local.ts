// Local storage: a directory under the deployment's storage root (CONNECTION_STORAGE_ROOT). A
// tenant names the directory, so it must never reach outside the root: the path is resolved
// against the root and refused when it leaves it (`..`, an absolute path elsewhere), and the
// real path (symlinks followed) is checked again, for the directory, every subdirectory and
// every file read, so a symlink placed inside cannot lead out either. Writes go to a temporary
// name and are renamed into place: a reader never sees half a file, and a symlink standing at
// the target name is replaced, never written through.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageConfig } from '../connections/config.ts';
import type { IntegrationSettings } from '../settings.ts';
import { checkFileName, checkSubdirectory } from './names.ts';
import { TransportError, type FileTransport, type RemoteFile } from './types.ts';

const inside = (root: string, target: string) => {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

const leavesRoot = (what: string) =>
  new TransportError('address_refused', `${what} leaves the storage root: refused`);

function fsFailure(error: unknown, what: string): unknown {
  if (error instanceof TransportError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new TransportError('not_found', `${what} does not exist`);
  if (code === 'EACCES' || code === 'EPERM') {
    return new TransportError('remote_error', `${what}: permission denied`);
  }
  if (code === 'ENOTDIR' || code === 'EISDIR') {
    return new TransportError('remote_error', `${what}: not the expected kind of entry`);
  }
  return error;
}

/**
 * Refuses `..` and absolute paths that leave the root before anything touches the disk (an
 * absolute path inside the root is the directory it names).
 */
function segmentsUnderRoot(root: string, relative: string): string[] {
  const target = path.resolve(root, relative);
  if (relative.split('/').includes('..') || !inside(root, target)) {
    throw leavesRoot(`"${relative}"`);
  }
  return path.relative(root, target).split(path.sep).filter(Boolean);
}

/**
 * Walks down from the (real) root one segment at a time, making what is missing and checking
 * each level's real path before going below it: a symlink on the way that leads out is refused
 * before anything is made on the far side.
 */
async function ensureDirectory(realRoot: string, base: string, segments: string[], what: string) {
  let current = base;
  for (const segment of segments) {
    const next = path.join(current, segment);
    await fs.mkdir(next).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw fsFailure(error, what);
    });
    current = await fs.realpath(next).catch((error: unknown) => {
      throw fsFailure(error, what);
    });
    if (!inside(realRoot, current)) throw leavesRoot(what);
  }
  return current;
}

export async function openLocalStorage(
  config: StorageConfig,
  settings: IntegrationSettings,
): Promise<FileTransport> {
  const root = path.resolve(settings.storageRoot);
  const shown = config.path ?? '.';
  const segments = segmentsUnderRoot(root, shown);
  await fs.mkdir(root, { recursive: true });
  const realRoot = await fs.realpath(root);
  /** The real path of an existing entry, refused when a symlink took it out of the root. */
  const real = async (target: string, what: string) => {
    const resolved = await fs.realpath(target).catch((error) => {
      throw fsFailure(error, what);
    });
    if (!inside(realRoot, resolved)) throw leavesRoot(what);
    return resolved;
  };
  const realDirectory = await ensureDirectory(realRoot, realRoot, segments, `"${shown}"`);

  return {
    async list(): Promise<RemoteFile[]> {
      const entries = await fs.readdir(realDirectory, { withFileTypes: true });
      const files = await Promise.all(
        entries
          .filter((entry) => entry.isFile() && !entry.name.startsWith('.pim-'))
          .map(async (entry) => {
            const stat = await fs.stat(path.join(realDirectory, entry.name));
            return { name: entry.name, size: stat.size, modifiedAt: stat.mtime };
          }),
      );
      return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },

    async read(name: string): Promise<Readable> {
      const file = await real(path.join(realDirectory, checkFileName(name)), `"${name}"`);
      const stream = createReadStream(file);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error) => reject(fsFailure(error, `"${name}"`)));
      });
      return stream;
    },

    async write(name: string, body: Readable): Promise<{ size: number }> {
      const target = path.join(realDirectory, checkFileName(name));
      const temporary = path.join(realDirectory, `.pim-${randomBytes(6).toString('hex')}.part`);
      try {
        const out = createWriteStream(temporary, { flags: 'wx' });
        await pipeline(body, out);
        await fs.rename(temporary, target);
        return { size: out.bytesWritten };
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw fsFailure(error, `"${name}"`);
      }
    },

    async remove(name: string): Promise<void> {
      await fs.unlink(path.join(realDirectory, checkFileName(name))).catch((error: unknown) => {
        throw fsFailure(error, `"${name}"`);
      });
    },

    async moveTo(name: string, dir: string): Promise<void> {
      const from = path.join(realDirectory, checkFileName(name));
      const sub = checkSubdirectory(dir);
      try {
        const destination = await ensureDirectory(
          realRoot,
          realDirectory,
          sub.split('/'),
          `"${sub}"`,
        );
        await fs.rename(from, path.join(destination, name));
      } catch (error) {
        throw fsFailure(error, `"${name}"`);
      }
    },

    // As the tenant sees it: under its storage, never the server's own directories.
    locationOf: (name: string) => `file:///${path.posix.join(...segments, name)}`,

    close: async () => undefined,
  };
}
