#!/usr/bin/env node
// `pnpm start`: builds the API and the console, then runs the API, its job workers (processes
// of their own) and the console. Without DATABASE_URL the API starts an embedded PostgreSQL
// under .data/ with demo data, which the workers join. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function persistentSecret(name) {
  const file = path.join(root, '.data', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

if (process.env.PIM_SKIP_BUILD !== 'true') {
  const build = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@pim/api', '--filter=@pim/web'],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every child runs in a process group of its own (`detached`), so a Ctrl-C reaches only this
// script, which stops them in order: workers and console first (a worker finishes its batch in
// flight and hands its jobs back), then the API, which stops the embedded database last.
const children = new Map(); // name -> child process
function run(name, args, extraEnv, cwd = root) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    detached: true,
    env: { ...env, ...extraEnv },
  });
  children.set(name, child);
  return child;
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

async function stopChildren(names, graceMs) {
  const stopping = names.map((name) => children.get(name)).filter(Boolean);
  for (const child of stopping) if (child.exitCode === null) child.kill('SIGTERM');
  const all = Promise.all(stopping.map(exited));
  const late = await Promise.race([
    all.then(() => false),
    new Promise((r) => setTimeout(() => r(true), graceMs).unref()),
  ]);
  if (late) for (const child of stopping) if (child.exitCode === null) child.kill('SIGKILL');
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const others = [...children.keys()].filter((name) => name !== 'api');
  await stopChildren(others, 35_000);
  await stopChildren(['api'], 20_000);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));
// Detached children outlive this script unless told: an unexpected exit still stops them.
process.on('exit', () => {
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
});

/** The API or the console stopping on its own stops everything: the product is down. */
function superviseFatal(name) {
  children.get(name).on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? code}); stopping the rest`);
    void stop(code || 1);
  });
}

// Job workers run apart from the API, so a job that exhausts memory or CPU takes down only its
// worker, with a heap of its own (JOB_WORKER_MAX_HEAP_MB). A worker that dies is started again
// (after 1 s, doubling up to 30 s while it keeps dying within a minute): the API keeps serving,
// jobs wait in their rows, and the job it held is taken over from its checkpoint once the lease
// runs out. Without DATABASE_URL a worker joins the API's embedded database.
const workerCount = Number(process.env.JOB_WORKERS ?? '1');
const workerHeapMb = Number(process.env.JOB_WORKER_MAX_HEAP_MB ?? '1024');
for (const [name, value] of [
  ['JOB_WORKERS', workerCount],
  ['JOB_WORKER_MAX_HEAP_MB', workerHeapMb],
]) {
  if (!Number.isInteger(value) || value < (name === 'JOB_WORKERS' ? 0 : 64)) {
    console.error(`[start] ${name} must be an integer (workers ≥ 0, heap ≥ 64 MB)`);
    process.exit(1);
  }
}

function startWorker(index, delayMs = 1000) {
  const name = `worker-${index}`;
  const startedAt = Date.now();
  run(name, [`--max-old-space-size=${workerHeapMb}`, 'apps/api/dist/worker.js'], {});
  children.get(name).on('exit', (code, signal) => {
    if (stopping) return;
    const next = Date.now() - startedAt > 60_000 ? 1000 : Math.min(delayMs * 2, 30_000);
    console.error(
      `[start] ${name} stopped (${signal ?? code}); starting it again in ${next / 1000} s`,
    );
    setTimeout(() => stopping || startWorker(index, next), next).unref();
  });
}

async function waitForApi() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/ready`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

// Shared by API and console: the console's calls count under the browser's address.
const consoleForwardSecret =
  process.env.CONSOLE_FORWARD_SECRET ?? persistentSecret('console-forward-secret');
run('api', ['apps/api/dist/main.js'], {
  PORT: apiPort,
  JOB_WORKER: 'off',
  CONSOLE_FORWARD_SECRET: consoleForwardSecret,
});
superviseFatal('api');
if (!(await waitForApi())) {
  console.error('[start] the API did not become ready');
  void stop(1);
} else {
  for (let i = 1; i <= workerCount; i++) startWorker(i);
  // Next's own binary, not through pnpm, so Ctrl-C stops it without a wrapper's error.
  const webDir = path.join(root, 'apps', 'web');
  const nextBin = path.join(webDir, 'node_modules', 'next', 'dist', 'bin', 'next');
  run(
    'console',
    [nextBin, 'start', '-p', webPort],
    {
      API_URL: `http://127.0.0.1:${apiPort}`,
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${webPort}`,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? persistentSecret('nextauth-secret'),
      CONSOLE_FORWARD_SECRET: consoleForwardSecret,
    },
    webDir,
  );
  superviseFatal('console');
  console.log(
    `[start] console: http://localhost:${webPort}   API: http://localhost:${apiPort}/v1   docs: http://localhost:${apiPort}/docs   job workers: ${workerCount}`,
  );
}
