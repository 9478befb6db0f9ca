// Walks every identity operation of the served OpenAPI document with (a) no token, (b) a
// token of another tenant (another organization, too), (c) a viewer's token, and checks the
// contract's answer: 401; 403 or 404; 403 for writes. Never 2xx, never 500. Every status
// any caller gets, the administrator and an API key included, is one the document lists.
// cross-tenant.integration.test.ts goes further for callers of another tenant.
import { describe, expect, it } from 'vitest';
import { sampleOf } from '../helpers/sample-body.ts';
import { testServer, type Answer } from '../helpers/server.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { request } = await testServer();
const w = await createTenantWorld({
  foreignTenants: ['foreign'],
  users: {
    admin: { home: 'admin' },
    viewer: { home: 'viewer' },
    outsider: { foreign: 'admin' },
    member: { home: 'viewer' },
  },
  machines: { target: { tenant: 'home' }, keyHolder: { tenant: 'home', grant: 'admin' } },
  signIn: ['admin', 'viewer', 'outsider'],
});
const tokens = { home: w.tokens.admin, foreign: w.tokens.outsider, viewer: w.tokens.viewer };
const homeTenant = w.home.id;
const apiKeyToken = w.keyHolder.key.rawKey;
const permission = await w.db.permission.findFirstOrThrow({
  where: { code: 'catalog.products.read' },
});
const ids: Record<string, string> = {
  users: w.member.id,
  role_id: w.home.roles.viewer,
  roles: w.home.roles.editor,
  permission_id: permission.id,
  permissions: permission.id,
  features: permission.featureId,
  'sub-features': permission.subFeatureId,
  'service-accounts': w.target.account.id,
  'api-keys': w.target.key.id,
  org_id: w.org.id,
};
const document = (await request('GET', '/v1/openapi/identity.json')).body;
const operations: Entry[] = Object.entries(
  document.paths as Record<string, Record<string, any>>,
).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);

/** Platform-wide resources: any tenant with the read permission sees the same rows. */
const PLATFORM_WIDE = new Set(['permissions', 'features', 'sub-features']);

/** Real ids of the home tenant for path parameters: a foreign caller must not reach them. */
function urlOf(path: string): string {
  return (
    '/v1' +
    path.replace(/\{(\w+)\}/g, (_match, param: string, offset: number) => {
      if (param !== 'id') return ids[param] ?? '00000000-0000-4000-8000-000000000000';
      const resource = path.slice(1, offset).split('/')[0]!;
      return ids[resource] ?? '00000000-0000-4000-8000-000000000000';
    })
  );
}

function call(entry: { method: string; path: string; op: any }, token?: string) {
  const schema = entry.op.requestBody?.content?.['application/json']?.schema;
  const body =
    entry.method === 'GET' || entry.method === 'DELETE'
      ? undefined
      : ((sampleOf(schema) ?? {}) as Record<string, unknown>);
  // reset-password repeats the path's user id in its body.
  if (body && 'user_id' in body && entry.path.startsWith('/users/{id}')) body.user_id = ids.users;
  // Token-tenant operations ignore X-Tenant-Id; without it a foreign caller reaches the
  // lookup, which must not find this tenant's rows.
  const tenant = entry.op['x-access'] === 'token_tenant' ? undefined : homeTenant;
  return request(entry.method, urlOf(entry.path), { token, tenant, body });
}

type Entry = { method: string; path: string; op: any };

/** The answer's status must be documented for the operation, whatever else is expected. */
function checkDocumented(failures: string[], entry: Entry, who: string, answer: Answer) {
  if (!(String(answer.status) in (entry.op.responses ?? {}))) {
    failures.push(`${who} ${entry.method} ${entry.path}: ${answer.status} is not documented`);
  }
}

function check(failures: string[], entry: Entry, who: string, answer: Answer, allowed: number[]) {
  checkDocumented(failures, entry, who, answer);
  if (!allowed.includes(answer.status) || answer.body?.success !== false) {
    failures.push(
      `${who} ${entry.method} ${entry.path}: ${answer.status} ${answer.text.slice(0, 160)}`,
    );
  }
}

describe('identity access matrix', () => {
  it('covers the identity document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(6);
  });

  it('(a) refuses every operation that needs a credential without one', async () => {
    const failures: string[] = [];
    for (const entry of operations.filter((e) => e.op['x-access'] !== 'public')) {
      check(failures, entry, 'anonymous', await call(entry), [401]);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('(b) never lets a token of another tenant reach this tenant', async () => {
    const failures: string[] = [];
    for (const entry of operations) {
      const access = entry.op['x-access'];
      const hasId = /\{\w+\}/.test(entry.path);
      if (access === 'tenant' || access === 'platform') {
        check(failures, entry, 'foreign', await call(entry, tokens.foreign), [403]);
      } else if (
        access === 'token_tenant' &&
        hasId &&
        !PLATFORM_WIDE.has(entry.path.split('/')[1]!)
      ) {
        check(failures, entry, 'foreign', await call(entry, tokens.foreign), [403, 404]);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('(c) refuses every write, and every platform operation, to a viewer', async () => {
    const failures: string[] = [];
    for (const entry of operations) {
      const access = entry.op['x-access'];
      const isWrite = String(entry.op['x-permission'] ?? '').endsWith('.write');
      if (
        access === 'platform' ||
        ((access === 'tenant' || access === 'token_tenant') && isWrite)
      ) {
        check(failures, entry, 'viewer', await call(entry, tokens.viewer), [403]);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('(d) documents every status the administrator, an API key and a viewer get', async () => {
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const entry of operations) {
      for (const [who, token] of [
        ['admin', tokens.home],
        ['api key', apiKeyToken],
        ['viewer', tokens.viewer],
      ] as const) {
        const answer = await call(entry, token);
        statuses.add(answer.status);
        if (answer.status >= 500) failures.push(`${who} ${entry.method} ${entry.path}: 500`);
        checkDocumented(failures, entry, who, answer);
      }
    }
    expect(failures).toEqual([]);
    // Not vacuous: successes and the common refusals were all met.
    for (const status of [200, 400, 403, 404]) expect(statuses).toContain(status);
  }, 120_000);

  it('lets the tenant administrator through the same calls (the matrix is not vacuous)', async () => {
    const me = await request('GET', '/v1/auth/me', { token: tokens.home });
    expect(me.status).toBe(200);
    expect(me.body.data.permissions).toContain('identity.users.write');
  });
});
