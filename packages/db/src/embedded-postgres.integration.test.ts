import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { readProcessState } from './postgres/cluster-lock.js';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  // Under the OS temp dir: world-traversable, so the postgres user can reach it.
  const dir = await mkdtemp(path.join(tmpdir(), 'pim-pg-test-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = async (dataDir: string) =>
  Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);

async function waitUntilDead(pid: number): Promise<void> {
  for (let i = 0; i < 200 && (await readProcessState(pid)) === 'alive'; i++) await sleep(25);
  expect(await readProcessState(pid)).toBe('dead');
}

describe('startEmbeddedPostgres', () => {
  it('non-persistent: a fresh temp dir with the app database, removed on stop', async () => {
    const postgres = await startEmbeddedPostgres({ persistent: false });
    expect(postgres.connectionString).toMatch(/^postgresql:\/\/.+@127\.0\.0\.1:\d+\/pim$/);
    const [row] = await query<{ db: string }>(
      postgres.connectionString,
      'SELECT current_database() AS db',
    );
    expect(row?.db).toBe('pim');
    await postgres.stop();
    await postgres.stop(); // idempotent
    expect(existsSync(postgres.dataDir)).toBe(false);
  });

  it('persistent: a restart on the same directory keeps the data', async () => {
    const dataDir = await tempDir();
    const first = await startEmbeddedPostgres({ persistent: true, dataDir });
    await query(
      first.connectionString,
      'CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$hello$$)',
    );
    await first.stop();

    const second = await startEmbeddedPostgres({ persistent: true, dataDir });
    try {
      expect(await query(second.connectionString, 'SELECT v FROM kept')).toEqual([{ v: 'hello' }]);
    } finally {
      await second.stop();
    }
  });

  it('recovers from a stale postmaster.pid whose pid is dead', async () => {
    const dataDir = await tempDir();
    const first = await startEmbeddedPostgres({ persistent: true, dataDir });
    await query(
      first.connectionString,
      'CREATE TABLE survivor (v int); INSERT INTO survivor VALUES (1)',
    );
    // An unclean end: the postmaster dies without removing its lock file.
    const pid = await postmasterPid(dataDir);
    process.kill(pid, 'SIGKILL');
    await waitUntilDead(pid);
    await first.stop(); // must not hang on a server that is already gone
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);

    const second = await startEmbeddedPostgres({ persistent: true, dataDir });
    try {
      expect(await query(second.connectionString, 'SELECT v FROM survivor')).toEqual([{ v: 1 }]);
    } finally {
      await second.stop();
    }
  });

  it('recovers a lock file naming a pid that is not a postgres at all', async () => {
    const dataDir = await tempDir();
    const first = await startEmbeddedPostgres({ persistent: true, dataDir });
    const lockFile = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
    await first.stop();
    // Recycled pid: the lock file points at a live process unrelated to PostgreSQL.
    lockFile[0] = String(process.pid);
    await writeFile(path.join(dataDir, 'postmaster.pid'), lockFile.join('\n'));

    const second = await startEmbeddedPostgres({ persistent: true, dataDir });
    await second.stop();
  });

  it('shares a cluster whose owner is alive, and replaces it once the owner was SIGKILLed', async () => {
    const dataDir = await tempDir();
    const script = fileURLToPath(new URL('./testing/hold-embedded-postgres.ts', import.meta.url));
    const holder = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = await new Promise<string>((resolve, reject) => {
      holder.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      holder.once('exit', (code) => reject(new Error(`holder exited early (${String(code)})`)));
    });
    const held = JSON.parse(line) as { connectionString: string };
    await query(
      held.connectionString,
      'CREATE TABLE shared (v int); INSERT INTO shared VALUES (7)',
    );
    const orphanPid = await postmasterPid(dataDir);

    const attached = await startEmbeddedPostgres({ persistent: true, dataDir });
    expect(attached.attached).toBe(true);
    expect(attached.connectionString).toBe(held.connectionString);
    await attached.stop();
    expect(await readProcessState(orphanPid)).toBe('alive');

    // SIGKILL leaves the server running as an orphan with nobody to stop it.
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const adopted = await startEmbeddedPostgres({ persistent: true, dataDir });
    try {
      expect(adopted.attached).toBe(false);
      await waitUntilDead(orphanPid);
      expect(await query(adopted.connectionString, 'SELECT v FROM shared')).toEqual([{ v: 7 }]);
    } finally {
      await adopted.stop();
    }
  });

  it('refuses to initdb into a non-empty directory that is not a cluster', async () => {
    const dataDir = await tempDir();
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'important.txt'), 'do not touch');
    await expect(startEmbeddedPostgres({ persistent: true, dataDir })).rejects.toThrow(
      /refusing to initdb/,
    );
    expect(await readFile(path.join(dataDir, 'important.txt'), 'utf8')).toBe('do not touch');
  });
});
