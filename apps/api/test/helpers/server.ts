// The real server on a free loopback port against the test database: one shared by every
// test file of a vitest worker (testServer()), or a file's own when it needs another router,
// rate limit or log stream (startTestServer()).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AssetSettings,
  type CatalogSettings,
  configureIntegration,
  type IntegrationSettings,
  JobQueue,
  type JobServices,
  type JobWorker,
  LocalAssetStorage,
  jobSettingsIn,
  loadAuthConfig,
  loadIntegrationSettings,
  startJobWorker,
  startWebhookDispatcher,
  type WebhookDispatcher,
} from '@pim/core';
import { connectDatabase } from '@pim/db';
import type { AnyRouter } from '@trpc/server';
import { afterAll } from 'vitest';
import type { CorsOrigins } from '../../src/config.ts';
import type { RateLimitOptions } from '../../src/http/rate-limit.ts';
import { buildServer } from '../../src/server.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export async function startTestServer(
  options: {
    router?: AnyRouter;
    logLevel?: string;
    logStream?: { write(line: string): void };
    rateLimit?: RateLimitOptions;
    /** The secret the console proves its forwarded client addresses with. */
    consoleForwardSecret?: string;
    /** Origins whose pages may call `/v1` from a browser (CORS). */
    corsOrigins?: CorsOrigins;
    /** Asset storage and upload limit; a fresh temporary directory and 20 MB by default. */
    assets?: AssetSettings;
    /** Job files in a fresh temporary directory (20 MB uploads) and a fast-polling queue. */
    jobs?: JobServices;
    /** Catalog settings of this server's requests (the environment's by default). */
    catalog?: CatalogSettings;
    /** Integration settings of this server's requests (testIntegrationSettings() by default). */
    integration?: IntegrationSettings;
  } = {},
) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the tests through vitest (globalSetup)');
  const database = connectDatabase(url, { max: 5 });
  const config = loadAuthConfig({}, TEST_JWT_SECRET);
  const assets = options.assets ?? {
    storage: new LocalAssetStorage(mkdtempSync(path.join(tmpdir(), 'pim-assets-'))),
    maxBytes: 20 * 1024 * 1024,
  };
  // One directory for the run's job files: both vitest workers work the one queue of the
  // run's database, so a job may run in the process that did not take its upload.
  const filesDir = path.join(
    tmpdir(),
    `pim-files-${createHash('sha256').update(url).digest('hex').slice(0, 16)}`,
  );
  mkdirSync(filesDir, { recursive: true });
  const jobs = options.jobs ?? {
    files: jobSettingsIn(filesDir, {
      FILE_MAX_BYTES: 20 * 1024 * 1024,
      JOB_FILE_TTL_HOURS: 24,
      JOB_IMPORT_BATCH: 250,
    }),
    queue: new JobQueue({ pollingIntervalSeconds: 0.5 }),
  };
  const integration = options.integration ?? testIntegrationSettings();
  // Jobs run in the test process (startWorker) read the process's settings.
  if (!options.integration) configureIntegration(integration);
  const app = await buildServer({
    database,
    config,
    logLevel: 'silent',
    ...options,
    assets,
    jobs,
    integration,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  let worker: Promise<JobWorker> | undefined;
  let dispatcher: WebhookDispatcher | undefined;
  return {
    app,
    db: database.prisma,
    /** Prisma and SQL on the server's pool, for calling the domain rules directly. */
    database,
    config,
    baseUrl,
    jobs,
    /**
     * Works this server's queue in the test process (once; jobs of every file of the vitest
     * worker): one job at a time, a short lease so a lost worker is noticed in seconds.
     */
    startWorker(): Promise<JobWorker> {
      worker ??= startJobWorker({
        database,
        queue: jobs.queue,
        files: jobs.files,
        concurrency: 1,
        leaseSeconds: 6,
        sweepSeconds: 2,
      });
      return worker;
    },
    /** Sends this database's webhook deliveries from the test process (once). */
    startDispatcher(): WebhookDispatcher {
      dispatcher ??= startWebhookDispatcher({ database, settings: integration });
      return dispatcher;
    },
    async close() {
      await app.close();
      if (worker) await (await worker).stop();
      await dispatcher?.stop();
      await database.close();
    },
  };
}

/**
 * The integration settings of a test server: connections may reach loopback and plain HTTP
 * (the transport tests run their servers there), local storage under a temporary directory
 * of the run, and one credentials key of the run: random for each run (derived from the run's
 * database, whose port and directory are random), the same in both vitest workers, since a
 * job may run in the worker that did not save its connection. A test that needs other
 * settings passes its own (`{...testIntegrationSettings(), allowHttp: false}`).
 */
/** The run's local storage root, the same in both vitest workers (like its key). */
function storageRootOf(url: string): string {
  const hash = createHash('sha256').update(`storage-root:${url}`).digest('hex').slice(0, 16);
  const root = path.join(tmpdir(), `pim-connections-${hash}`);
  mkdirSync(root, { recursive: true });
  return root;
}

export function testIntegrationSettings(): IntegrationSettings {
  const url = process.env.DATABASE_URL ?? '';
  const key = createHash('sha256').update(`credentials-key:${url}`).digest();
  return loadIntegrationSettings(
    {
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOW_HTTP: 'true',
      CONNECTION_STORAGE_ROOT: storageRootOf(url),
      // Webhooks retried within seconds, not hours, and looked for often.
      WEBHOOK_RETRY_SCHEDULE: '1,2,3,4,5',
      WEBHOOK_TIMEOUT_MS: '3000',
      WEBHOOK_POLL_MS: '50',
    },
    { repoRoot: process.cwd(), credentialKeys: [{ id: 'test-run', key }] },
  );
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
export type Request = ReturnType<typeof client>;

/** A file's own server (another router, rate limit or log stream), closed after the file. */
export async function ownTestServer(options: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  afterAll(() => server.close());
  return { server, request: client(server.baseUrl) };
}

let shared: Promise<{ server: TestServer; request: Request }> | undefined;

/**
 * The server of this vitest worker, started by the first file that asks (test files share a
 * worker's modules: vitest.config.ts sets isolate: false) and left running until the worker
 * exits. Files call it at the top: `const { server, request } = await testServer();`. Its
 * rate limit is lifted: files share one client address, and the limit has tests of its own.
 */
export function testServer(): Promise<{ server: TestServer; request: Request }> {
  shared ??= startTestServer({ rateLimit: { max: 1_000_000, windowMs: 60_000 } }).then(
    (server) => ({ server, request: client(server.baseUrl) }),
  );
  return shared;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** A request from a given loopback source address (127.0.0.x), as another client would. */
function sendFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: init.method, headers: init.headers, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers, text });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/**
 * A small HTTP client: JSON in, parsed JSON out, never throws on 4xx/5xx. With
 * `localAddress`, requests leave from that loopback address (per-address rate limits).
 */
export function client(baseUrl: string, { localAddress }: { localAddress?: string } = {}) {
  return async function request(
    method: string,
    path: string,
    options: {
      body?: unknown;
      raw?: string;
      token?: string;
      tenant?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.tenant) headers['x-tenant-id'] = options.tenant;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = localAddress
      ? await sendFrom(localAddress, `${baseUrl}${path}`, { method, headers, body })
      : await fetch(`${baseUrl}${path}`, { method, headers, body }).then(async (r) => ({
          status: r.status,
          headers: r.headers,
          text: await r.text(),
        }));
    const text = response.text;
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

/** A tRPC mutation: the input is the procedure's whole input, ids included. */
export function trpcMutation(
  request: Request,
  procedure: string,
  input: unknown,
  options: { token: string; tenant?: string },
): Promise<Answer> {
  return request('POST', `/trpc/${procedure}`, { ...options, body: input });
}
