#!/usr/bin/env node
// `pnpm start`: builds the API and the console, then runs both. Without DATABASE_URL the
// API starts an embedded PostgreSQL under .data/ with demo data. Ctrl-C stops everything.
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

const children = [];
function run(name, args, extraEnv, cwd = root) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

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
  CONSOLE_FORWARD_SECRET: consoleForwardSecret,
});
if (!(await waitForApi())) {
  console.error('[start] the API did not become ready');
  stop(1);
} else {
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
  console.log(
    `[start] console: http://localhost:${webPort}   API: http://localhost:${apiPort}/v1   docs: http://localhost:${apiPort}/docs`,
  );
}
