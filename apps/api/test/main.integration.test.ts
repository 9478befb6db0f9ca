// The real entry point, as `pnpm start` runs it: an empty data folder gets an embedded
// PostgreSQL, migrations and demo data; a clean stop exits 0; data survives a restart and
// an unclean stop (SIGKILL).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

let dataDir: string;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pim-main-'));
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startApi(pgPort: number) {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PIM_DATA_DIR: path.join(dataDir, 'postgres'),
        PIM_PG_PORT: String(pgPort),
        JWT_SECRET: 'main-test-secret-main-test-secret-0123456789',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`API not ready:\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, base, output, exited };
}

async function loginAsDemoAdmin(base: string) {
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: 'pim-console',
      email: 'admin@pim.local',
      password: 'admin-demo-pass',
    }),
  });
  return response.status;
}

it('starts on an empty folder with demo data, stops cleanly, and keeps its data through a crash', async () => {
  const pgPort = await freePort();
  const first = await startApi(pgPort);
  expect(first.output.join('')).toContain('demo data created');
  expect(first.output.join('')).toContain('admin@pim.local / admin-demo-pass');
  expect(await loginAsDemoAdmin(first.base)).toBe(200);

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);

  const second = await startApi(pgPort);
  expect(second.output.join('')).not.toContain('demo data created');
  expect(await loginAsDemoAdmin(second.base)).toBe(200);

  // An unclean stop leaves a postmaster.pid (and maybe an orphaned server) behind.
  second.child.kill('SIGKILL');
  await second.exited;
  const third = await startApi(pgPort);
  expect(await loginAsDemoAdmin(third.base)).toBe(200);
  third.child.kill('SIGTERM');
  expect(await third.exited).toBe(0);
}, 180_000);
