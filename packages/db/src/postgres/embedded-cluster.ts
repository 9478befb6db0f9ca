// Starts and stops one embedded cluster. See packages/db/README.md for the traps handled.
import { existsSync, rmSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  inspectClusterLock,
  recordOwner,
  removeStaleLock,
  stopForeignPostmaster,
} from './cluster-lock.js';
import { connectionUrl, ensureDatabase } from './database.js';
import { findFreePort } from './free-port.js';
import { claimDirectory, ensureTraversable, resolveRunAs, type RunAs } from './run-as.js';
import { runInitdb, spawnPostgres, type ServerProcess } from './server-process.js';
import { makeTempClusterDir, sweepAbandonedClusters } from './temp-clusters.js';

interface CommonOptions {
  /** TCP port on 127.0.0.1; a free random port when omitted. */
  port?: number;
  /** Application database created when missing. Default `pim`. */
  database?: string;
  /** Receives PostgreSQL's log lines (silent by default). */
  onLog?: (line: string) => void;
}

export type StartEmbeddedPostgresOptions =
  /**
   * Reuses (or initialises) `dataDir`; data survives stop() and unclean exits. With `join`,
   * only attaches to the server another live process runs there (an error when none does).
   */
  | (CommonOptions & { persistent: true; dataDir: string; join?: boolean })
  /** A fresh directory under `dataDir` (default: the OS temp dir), deleted on stop(). */
  | (CommonOptions & { persistent: false; dataDir?: string });

export interface EmbeddedPostgres {
  readonly connectionString: string;
  readonly port: number;
  readonly dataDir: string;
  readonly database: string;
  /** True when another live process runs this cluster: stop() then leaves it running. */
  readonly attached: boolean;
  /** Idempotent; also runs (best effort, synchronously) when the process exits. */
  stop(): Promise<void>;
}

const DEFAULT_DATABASE = 'pim';
const live = new Set<{ server: ServerProcess; dataDir: string; persistent: boolean }>();

process.on('exit', () => {
  for (const entry of live) {
    // No async work is possible here: signal, and drop temporary data right away.
    entry.server.signal(entry.persistent ? 'SIGINT' : 'SIGQUIT');
    if (!entry.persistent) rmSync(entry.dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
});

export async function startEmbeddedPostgres(
  options: StartEmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const runAs = await resolveRunAs();
  const database = options.database ?? DEFAULT_DATABASE;
  const log = options.onLog;
  if (!options.persistent) {
    const base = path.resolve(options.dataDir ?? tmpdir());
    await sweepAbandonedClusters(base);
    const dataDir = await makeTempClusterDir(base);
    try {
      await ensureTraversable(dataDir, runAs);
      await claimDirectory(dataDir, runAs);
      await runInitdb(dataDir, true, { runAs, onLog: log });
      return await launch({
        dataDir,
        persistent: false,
        database,
        runAs,
        port: options.port,
        onLog: log,
      });
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  const dataDir = path.resolve(options.dataDir);
  if (options.join) {
    const running = await inspectClusterLock(dataDir);
    if (running.state !== 'running' || running.orphaned) {
      throw new Error(`No embedded PostgreSQL runs in ${dataDir} to join`);
    }
    await ensureDatabase(running.port, database);
    return handle({
      dataDir,
      database,
      port: running.port,
      attached: true,
      stop: async () => undefined,
    });
  }
  await mkdir(dataDir, { recursive: true });
  await ensureTraversable(dataDir, runAs);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if ((await readdir(dataDir)).length > 0) {
      throw new Error(
        `${dataDir} is neither empty nor a PostgreSQL data directory; refusing to initdb into it`,
      );
    }
    await claimDirectory(dataDir, runAs);
    await runInitdb(dataDir, false, { runAs, onLog: log });
  }

  // Another live process (say the API dev server) runs it: share rather than fight.
  const attach = async (port: number) => {
    await ensureDatabase(port, database);
    return handle({ dataDir, database, port, attached: true, stop: async () => undefined });
  };
  const lock = await inspectClusterLock(dataDir);
  if (lock.state === 'running' && !lock.orphaned) return attach(lock.port);
  if (lock.state === 'running') await stopForeignPostmaster(lock.pid);
  if (lock.state !== 'free') await removeStaleLock(dataDir);
  try {
    return await launch({
      dataDir,
      persistent: true,
      database,
      runAs,
      port: options.port,
      onLog: log,
    });
  } catch (error) {
    // Lost a race with a concurrent start on the same directory: use the winner's server.
    const now = await inspectClusterLock(dataDir);
    if (now.state === 'running' && !now.orphaned) return attach(now.port);
    throw error;
  }
}

interface LaunchOptions {
  dataDir: string;
  persistent: boolean;
  database: string;
  runAs: RunAs | null;
  port: number | undefined;
  onLog: ((line: string) => void) | undefined;
}

async function launch(options: LaunchOptions): Promise<EmbeddedPostgres> {
  const { dataDir, persistent, database } = options;
  const { server, port } = await spawnWithRetries(options);
  const entry = { server, dataDir, persistent };
  live.add(entry);
  try {
    await recordOwner(dataDir);
    await ensureDatabase(port, database);
  } catch (error) {
    live.delete(entry);
    await server.stop();
    throw error;
  }
  return handle({
    dataDir,
    database,
    port,
    attached: false,
    stop: async () => {
      try {
        await server.stop();
      } finally {
        live.delete(entry);
        if (!persistent) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
      }
    },
  });
}

// Retry what a previous crash or a port race can cause: backends of a killed postmaster
// still holding its shared memory for a moment, or a random port taken in between.
async function spawnWithRetries(
  options: LaunchOptions,
): Promise<{ server: ServerProcess; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await findFreePort());
    try {
      const server = await spawnPostgres(options.dataDir, port, !options.persistent, options);
      return { server, port };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const leftovers =
        /pre-existing shared memory block|lock file "postmaster.pid" already exists/.test(message);
      const portTaken = options.port === undefined && /Address already in use/.test(message);
      if (attempt >= 20 || !(leftovers || portTaken)) throw error;
      if (leftovers) {
        const lock = await inspectClusterLock(options.dataDir);
        // A live server holds the directory: retrying cannot help (the caller may attach).
        if (lock.state === 'running') throw error;
        if (lock.state === 'stale') await removeStaleLock(options.dataDir);
      }
      await sleep(250);
    }
  }
}

function handle(
  fields: Omit<EmbeddedPostgres, 'connectionString' | 'stop'> & { stop: () => Promise<void> },
): EmbeddedPostgres {
  let stopping: Promise<void> | undefined;
  return {
    connectionString: connectionUrl(fields.port, fields.database),
    port: fields.port,
    dataDir: fields.dataDir,
    database: fields.database,
    attached: fields.attached,
    stop: () => (stopping ??= fields.stop()),
  };
}
