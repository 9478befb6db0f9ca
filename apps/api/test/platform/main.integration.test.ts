// The real entry points, as `pnpm start` runs them: an empty data folder gets an embedded
// PostgreSQL, migrations and demo data; a clean stop exits 0; data survives a restart and
// an unclean stop (SIGKILL). A job worker process without DATABASE_URL joins the API's
// embedded database and works its jobs; it never starts a database of its own.
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

async function startApi(pgPort: number, extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../src/main.ts')],
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
        ...extraEnv,
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

/** `src/worker.ts` as `pnpm worker` runs it, without DATABASE_URL. */
function startWorker(dataFolder: string, pgPort: number) {
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../src/worker.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: '',
        PIM_DATA_DIR: dataFolder,
        PIM_PG_PORT: String(pgPort),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output, exited };
}

/** A JSON call with a bearer token (and a tenant, when given). */
async function call(
  base: string,
  token: string,
  tenantId: string | undefined,
  method: string,
  url: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(tenantId ? { 'x-tenant-id': tenantId } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: any } };
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

it("runs jobs in a worker process that joins the API's embedded database", async () => {
  const pgPort = await freePort();
  const api = await startApi(pgPort, { JOB_WORKER: 'off' });
  const login = await fetch(`${api.base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: 'pim-api',
      email: 'admin@pim.local',
      password: 'admin-demo-pass',
    }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const me = await call(api.base, token, undefined, 'GET', '/v1/auth/me');
  const tenantId = me.body.data.active_tenant.tenant_id as string;
  const inTenant = (method: string, url: string, body?: unknown) =>
    call(api.base, token, tenantId, method, url, body);

  const started = await inTenant('POST', '/v1/jobs/imports', {
    entity: 'categories',
    format: 'json',
    mode: 'upsert',
    items: [{ code: 'worker_tree', name: 'Worked by the worker process' }],
  });
  expect(started.status).toBe(200);
  const jobId = started.body.data.id as string;

  const worker = startWorker(path.join(dataDir, 'postgres'), pgPort);
  const deadline = Date.now() + 60_000;
  let job: { status: string; result: unknown } | undefined;
  for (;;) {
    job = (await inTenant('GET', `/v1/jobs/${jobId}`)).body.data;
    if (job!.status !== 'queued' && job!.status !== 'running') break;
    if (worker.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the job was not worked (${job!.status}):\n${worker.output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(job).toMatchObject({ status: 'completed', result: { created: 1, failed: 0 } });

  worker.child.kill('SIGTERM');
  expect(await worker.exited).toBe(0);
  api.child.kill('SIGTERM');
  expect(await api.exited).toBe(0);

  // With no API running there is no database to join: the worker says so and starts none.
  const alone = startWorker(path.join(dataDir, 'no-database-here'), await freePort());
  expect(await alone.exited).toBe(1);
  expect(alone.output.join('')).toContain('start the API first');
}, 180_000);
