import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/routers/app-router.ts';
import { listProcedures } from '../../src/trpc/procedure-meta.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const document = (await request('GET', '/v1/openapi.json')).body;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const documentedRoutes = (doc: any): string[] =>
  Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .flatMap(([p, item]) =>
      Object.keys(item)
        .filter((m) => METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${p}`),
    )
    .sort();

describe('OpenAPI document', () => {
  it('lists every served /v1 route and nothing else', async () => {
    expect(document.servers).toEqual([{ url: '/v1' }]);
    const served = listProcedures(appRouter)
      .flatMap((p) => (p.meta.openapi ? [`${p.meta.openapi.method} ${p.meta.openapi.path}`] : []))
      .sort();
    expect(documentedRoutes(document)).toEqual(served);
    // Each listed route answers from a procedure, not the not-found handler.
    for (const route of served) {
      const [method, url] = route.split(' ') as [string, string];
      const answer = await request(
        method,
        '/v1' + url.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        method === 'GET' ? {} : { body: {} },
      );
      expect(answer.body?.message, route).not.toBe('No such route');
    }
  });

  it('states the success status, envelopes, credential and permission of each operation', () => {
    for (const item of Object.values(document.paths as Record<string, Record<string, any>>)) {
      for (const operation of Object.values(item)) {
        expect(operation.summary).toBeTruthy();
        expect(operation).toHaveProperty('x-permission');
        const success = Object.keys(operation.responses).filter((s) => s.startsWith('2'));
        expect(success).toHaveLength(1);
        expect(operation.responses['400'].content['application/json'].schema.$ref).toBe(
          '#/components/schemas/ErrorEnvelope',
        );
      }
    }
    const login = document.paths['/auth/login'].post;
    expect(login.security).toEqual([]);
    const me = document.paths['/auth/me'].get;
    expect(me.security).toEqual([{ bearerAuth: [] }]);
    expect(me.responses['200'].content['application/json'].schema.properties.data).toBeTruthy();
  });

  it('lists 413 on every operation that is not a GET (the body limit answers any method)', async () => {
    const missing = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(
      ([route, item]) =>
        Object.entries(item)
          .filter(([method, op]) => method !== 'get' && !('413' in op.responses))
          .map(([method]) => `${method} ${route}`),
    );
    expect(missing).toEqual([]);
    const big = await request('DELETE', `/v1/roles/${crypto.randomUUID()}`, {
      raw: JSON.stringify({ a: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
  });

  it('serves one document per domain that has operations, together the whole document', async () => {
    const routesOf = (domain: string) =>
      listProcedures(appRouter)
        .filter((p) => p.meta.openapi && p.meta.domain === domain)
        .map((p) => `${p.meta.openapi!.method} ${p.meta.openapi!.path}`)
        .sort();
    const all: string[] = [];
    for (const domain of [
      'identity',
      'catalog',
      'attributes',
      'assets',
      'integration',
      'jobs',
      'webhooks',
    ]) {
      const part = await request('GET', `/v1/openapi/${domain}.json`);
      expect(part.status).toBe(200);
      expect(documentedRoutes(part.body)).toEqual(routesOf(domain));
      all.push(...documentedRoutes(part.body));
    }
    expect(all.sort()).toEqual(documentedRoutes(document));
    expect((await request('GET', '/v1/openapi/bogus.json')).status).toBe(404);
  });

  it('documents pagination beside data for the lists that repeat it', () => {
    const schema = (route: string) =>
      document.paths[route].get.responses['200'].content['application/json'].schema;
    const trees = schema('/category-trees');
    expect(trees.required).toContain('pagination');
    expect(trees.properties.pagination).toEqual(trees.properties.data.properties.pagination);
    expect(schema('/roles').properties).not.toHaveProperty('pagination');
  });

  it('passes redocly lint', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pim-openapi-'));
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const run = promisify(execFile);
    const result = await run(process.execPath, [cli, 'lint', file, '--format=stylish'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout: string; stderr: string; code: number }) => error);
    expect('code' in result ? `${result.stdout}\n${result.stderr}` : 'ok').toBe('ok');
  }, 60_000);

  it('renders the interactive reference at /docs', async () => {
    const response = await fetch(`${server.baseUrl}/docs`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger-ui');
  });
});
