// Non-persistent clusters live in fresh `pim-pg-*` directories. A test run killed with
// SIGKILL cannot clean up, so each new run removes the leftovers it can prove abandoned.
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { inspectClusterLock, stopForeignPostmaster } from './cluster-lock.js';

const PREFIX = 'pim-pg-';
const UNLOCKED_GRACE_MS = 60 * 60 * 1000;

export async function makeTempClusterDir(base: string): Promise<string> {
  await mkdir(base, { recursive: true });
  return mkdtemp(path.join(base, PREFIX));
}

export async function sweepAbandonedClusters(base: string): Promise<void> {
  const entries = await readdir(base, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(PREFIX))
      .map(async (entry) => {
        const dir = path.join(base, entry.name);
        try {
          const lock = await inspectClusterLock(dir);
          if (lock.state === 'running') {
            // A live owner still uses it (e.g. a concurrent test run): leave it alone.
            if (!lock.orphaned) return;
            await stopForeignPostmaster(lock.pid);
          } else {
            // No server, or a lock file that names no server of this directory: either
            // abandoned, or another process is still in initdb — whose bootstrap backend
            // writes a postmaster.pid that looks stale. Only old directories are swept.
            const age = Date.now() - (await stat(dir)).mtimeMs;
            if (age < UNLOCKED_GRACE_MS) return;
          }
          await rm(dir, { recursive: true, force: true });
        } catch {
          // Best effort: a directory we cannot judge is left for a human.
        }
      }),
  );
}
