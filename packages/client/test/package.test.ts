// The package as npm would ship it: built to ES modules with declarations, imported by plain
// Node (no TypeScript loader) and compiled against by a consumer with Node's own module
// resolution and the browser's library only (no Node types).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// Inside the package's node_modules, so the build's `openapi-fetch` import resolves as installed.
const out = path.join(root, 'node_modules/.package-test', String(process.pid));
const require = createRequire(import.meta.url);

beforeAll(() => {
  execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/build.ts', out], {
    cwd: root,
    stdio: 'pipe',
  });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('@pim/client as shipped', () => {
  it('runs in plain Node: API key, tenant header and an Idempotency-Key on a create', () => {
    const script = `
      import { createPimClient, PimApiError } from ${JSON.stringify(path.join(out, 'index.js'))};
      const seen = [];
      const fetch = async (request) => {
        seen.push([request.method, new URL(request.url).pathname,
          request.headers.get('authorization'), request.headers.get('x-tenant-id'),
          request.headers.get('idempotency-key') !== null]);
        if (request.method === 'POST') return Response.json(
          { success: false, message: 'Validation failed', errors: [{ code: 'invalid', field: 'code', message: 'Too long' }] },
          { status: 400 });
        return Response.json({ success: true, data: { items: [], pagination: {} } });
      };
      const pim = createPimClient({ baseUrl: 'http://pim.test/', credentials: { apiKey: 'pim_k' }, tenantId: 't1', fetch });
      await pim.api.GET('/category-trees');
      const refused = await pim.api.POST('/category-trees', { body: { code: 'x', name: 'X' } }).catch((e) => e);
      console.log(JSON.stringify({ seen, refused: refused instanceof PimApiError && [refused.status, refused.code] }));
    `;
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(printed)).toEqual({
      seen: [
        ['GET', '/v1/category-trees', 'Bearer pim_k', 't1', false],
        ['POST', '/v1/category-trees', 'Bearer pim_k', 't1', true],
      ],
      refused: [400, 'invalid'],
    });
  });

  it('types a consumer compiled with Node’s module resolution and no Node types', () => {
    const consumer = path.join(out, 'consumer');
    mkdirSync(consumer, { recursive: true });
    writeFileSync(
      path.join(consumer, 'use.ts'),
      `import { createPimClient, type PimJob } from '../index.js';
       const pim = createPimClient({ baseUrl: 'https://pim.example', credentials: { apiKey: 'k' } });
       export async function names(): Promise<string[]> {
         const { data } = await pim.api.GET('/products', { params: { query: { page_size: 10 } } });
         return (data?.data.items ?? []).map((product) => product.code);
       }
       export const status = (job: PimJob): 'queued' | 'running' | 'completed' | 'failed' | 'cancelled' => job.status;
       // @ts-expect-error: no such operation
       void pim.api.GET('/no-such-path');
       // @ts-expect-error: entity is one of the documented values
       void pim.startExport({ entity: 'unicorns', format: 'csv' });
      `,
    );
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022', 'DOM'],
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    const tsc = require.resolve('typescript/bin/tsc');
    const compiled = spawnSync(process.execPath, [tsc, '-p', consumer], { encoding: 'utf8' });
    expect(compiled.stdout + compiled.stderr).toBe('');
    expect(compiled.status).toBe(0);
  });
});
