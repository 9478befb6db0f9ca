// Bad input of any shape gets a 4xx with the error envelope, never a 500: every documented
// route, with and without a valid token, against bodies and query strings built to break
// parsers and validators. Thousands of requests without a credential share one client
// address: the shared test server's rate limit is lifted for that.
import { expect, it } from 'vitest';
import { appRouter } from '../../src/routers/app-router.ts';
import { listProcedures } from '../../src/trpc/procedure-meta.ts';
import { sampleOf } from '../helpers/sample-body.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { request } = await testServer();
const world = await createTenantWorld({ users: { user: { home: 'admin' } }, signIn: ['user'] });
const token = world.tokens.user;
const tenant = world.home.id;

const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  'true',
  '42',
  '"text"',
  '[]',
  '[{}]',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"client_id": {"$gt": ""}, "email": ["a@b.c"], "password": {"nested": [1, 2]}}',
  JSON.stringify({ client_id: 'pim-api', email: 'a@b.c', password: 'x'.repeat(100_000) }),
  JSON.stringify({ client_id: 'pim-api', email: `${'a'.repeat(300)}@b.c`, password: 'x' }),
  JSON.stringify({ client_id: 'pim\u0000api', email: 'a\u0000@b.c', password: '\uD800' }),
  // Numbers JSON can carry but JavaScript cannot hold exactly.
  '{"refresh_token": 12345678901234567890, "tenant_id": 1e309, "old_password": -0}',
  JSON.stringify({
    client_id: 'pim-api',
    tenant_id: "' OR 1=1 --",
    refresh_token: '../../etc/passwd',
  }),
  '{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
];
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded'];

it('answers every documented route with a 4xx envelope for hostile input', async () => {
  const routes = listProcedures(appRouter).flatMap((p) => (p.meta.openapi ? [p.meta.openapi] : []));
  const failures: string[] = [];
  for (const route of routes) {
    const url = `/v1${route.path}`;
    for (const auth of [undefined, token]) {
      const attempts =
        route.method === 'GET'
          ? ['?page=-1&page_size=abc&status=%00', '?x[y]=1&x=2', `?${'a='.repeat(500)}`].map((q) =>
              request('GET', url + q, { token: auth, tenant }),
            )
          : RAW_BODIES.flatMap((raw) =>
              CONTENT_TYPES.map((type) =>
                request(route.method, url, {
                  raw,
                  token: auth,
                  tenant,
                  headers: { 'content-type': type },
                }),
              ),
            );
      for (const answer of await Promise.all(attempts)) {
        const ok = answer.status < 500 && (answer.status < 400 || answer.body?.success === false);
        if (!ok)
          failures.push(`${route.method} ${url}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}, 120_000);

/** Every string-valued property of a body schema, by name (one level: our bodies are flat). */
function stringProperties(schema: any): string[] {
  return Object.entries((schema?.properties ?? {}) as Record<string, any>).flatMap(([name, p]) => {
    const types = [p.type, p.items?.type, ...(p.anyOf ?? []).map((v: any) => v.type)].flat();
    return types.includes('string') ? [name] : [];
  });
}

it('answers a NUL byte in every string and parameter, and a 5,000-deep body, with a 4xx', async () => {
  const document = (await request('GET', '/v1/openapi.json')).body;
  const failures: string[] = [];
  const expect4xx = (what: string, answer: Awaited<ReturnType<typeof request>>) => {
    if (answer.status < 400 || answer.status >= 500 || answer.body?.success !== false) {
      failures.push(`${what}: ${answer.status} ${answer.text.slice(0, 160)}`);
    }
  };
  let calls = 0;
  for (const [path, item] of Object.entries(document.paths as Record<string, any>)) {
    for (const [method, op] of Object.entries(item as Record<string, any>)) {
      const verb = method.toUpperCase();
      const params: { name: string; in: string }[] = op.parameters ?? [];
      const url = (nul: string | undefined) =>
        '/v1' +
        path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          name === nul ? 'a%00b' : crypto.randomUUID(),
        );
      for (const param of params.filter((p) => p.in === 'path')) {
        expect4xx(
          `${verb} ${path} path ${param.name}`,
          await request(verb, url(param.name), { token, tenant }),
        );
        calls++;
      }
      for (const param of params.filter((p) => p.in === 'query')) {
        const answer = await request(verb, `${url(undefined)}?${param.name}=a%00b`, {
          token,
          tenant,
        });
        expect4xx(`${verb} ${path} query ${param.name}`, answer);
        calls++;
      }
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      for (const name of stringProperties(schema)) {
        const body = { ...(sampleOf(schema) as object), [name]: 'a\u0000b' };
        expect4xx(
          `${verb} ${path} body ${name}`,
          await request(verb, url(undefined), { token, tenant, body }),
        );
        calls++;
      }
      const deep = `{"a": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
      expect4xx(
        `${verb} ${path} deep body`,
        await request(verb, url(undefined), { token, tenant, raw: deep }),
      );
      expect4xx(
        `${verb} ${path} deep body, no token`,
        await request(verb, url(undefined), { raw: deep }),
      );
      calls += 2;
    }
  }
  expect(failures).toEqual([]);
  expect(calls).toBeGreaterThan(100);
}, 120_000);
