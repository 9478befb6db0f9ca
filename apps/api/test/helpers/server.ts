// Starts the real server on a free loopback port against the test database.
import { loadAuthConfig } from '@pim/core';
import { connectDatabase } from '@pim/db';
import type { AnyRouter } from '@trpc/server';
import { buildServer } from '../../src/server.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export async function startTestServer(
  options: {
    router?: AnyRouter;
    logLevel?: string;
    logStream?: { write(line: string): void };
  } = {},
) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the tests through vitest (globalSetup)');
  const database = connectDatabase(url, { max: 5 });
  const config = loadAuthConfig({}, TEST_JWT_SECRET);
  const app = await buildServer({ database, config, logLevel: 'silent', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    db: database.prisma,
    config,
    baseUrl,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** A small HTTP client: JSON in, parsed JSON out, never throws on 4xx/5xx. */
export function client(baseUrl: string) {
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
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}
