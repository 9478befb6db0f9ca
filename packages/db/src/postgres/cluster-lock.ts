// Reads postmaster.pid to tell a free data directory from one held by a live server or
// left behind by a run that was killed (SIGKILL leaves either a dead pid or an orphaned
// postgres whose parent is gone).
import { readFile, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type ClusterLock =
  | { state: 'free' }
  | { state: 'stale'; pid: number }
  | { state: 'running'; pid: number; port: number; orphaned: boolean };

const PID_FILE = 'postmaster.pid';
// Our own marker (PostgreSQL ignores unknown files): the Node process that started the
// server, so a later run can tell an orphan from a server another live process still uses.
const OWNER_FILE = 'embedded-owner.pid';

export async function readProcessState(pid: number): Promise<'alive' | 'dead'> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The state letter follows the parenthesised command name; zombies count as dead.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X' ? 'dead' : 'alive';
  } catch {
    try {
      process.kill(pid, 0);
      return 'alive';
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'alive' : 'dead';
    }
  }
}

async function parentPid(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = /^PPid:\s+(\d+)/m.exec(status);
  return match ? Number(match[1]) : null;
}

/** A recycled pid may now belong to anything: check it really serves this directory. */
async function servesDirectory(pid: number, dataDir: string): Promise<boolean> {
  try {
    return (await readlink(`/proc/${pid}/cwd`)) === (await realpath(dataDir));
  } catch {
    const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
    return comm.trim() === 'postgres';
  }
}

export async function inspectClusterLock(dataDir: string): Promise<ClusterLock> {
  const content = await readFile(path.join(dataDir, PID_FILE), 'utf8').catch(() => null);
  if (content === null) return { state: 'free' };
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return { state: 'stale', pid: 0 };
  if ((await readProcessState(pid)) === 'dead' || !(await servesDirectory(pid, dataDir))) {
    return { state: 'stale', pid };
  }
  const ownerText = await readFile(path.join(dataDir, OWNER_FILE), 'utf8').catch(() => null);
  const owner = ownerText === null ? null : Number(ownerText.trim());
  const ppid = await parentPid(pid);
  // Without our marker the server was started by someone else: never treat it as ours.
  const orphaned =
    owner !== null &&
    (ppid === null || ppid !== owner || (await readProcessState(owner)) === 'dead');
  return { state: 'running', pid, port, orphaned };
}

export async function removeStaleLock(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, PID_FILE), { force: true });
}

export async function recordOwner(dataDir: string): Promise<void> {
  await writeFile(path.join(dataDir, OWNER_FILE), `${process.pid}\n`);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await readProcessState(pid)) === 'dead') return true;
    await sleep(25);
  }
  return false;
}

/**
 * Stops a server that is not our child (an orphan): fast shutdown first, then immediate
 * shutdown, then SIGKILL, each given time to finish.
 */
export async function stopForeignPostmaster(pid: number): Promise<void> {
  for (const [signal, timeoutMs] of [
    ['SIGINT', 10_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, timeoutMs)) return;
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop`);
}
