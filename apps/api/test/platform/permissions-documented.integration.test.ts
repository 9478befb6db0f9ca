// The OpenAPI document names every permission an operation checks, not only the one its
// procedure declares: starting a job also needs what the job will do (the tables the job
// checks read, which the expectations below are derived from), and approving needs
// `catalog.products.approve`. Over HTTP, a caller missing any one listed permission is 403
// naming it, and a caller holding exactly the listed permissions of an entity gets through,
// so the list is neither short nor padded.
import {
  APPROVE_PERMISSION,
  BULK_UPDATE_PERMISSIONS,
  EXPORT_PERMISSIONS,
  IMPORT_PERMISSIONS,
} from '@pim/core';
import type { PermissionCode } from '@pim/db';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { request } = await testServer();
const document = (await request('GET', '/v1/openapi.json')).body;
const listed = (method: string, path: string): string[] =>
  document.paths[path][method]['x-permissions'];

/** A job start: its operation, its own permission, what it needs per entity, a valid body. */
const STARTS = [
  {
    path: '/jobs/imports',
    declared: 'jobs.imports.write',
    byEntity: IMPORT_PERMISSIONS,
    body: (entity: string) => ({ entity, format: 'json', mode: 'upsert', items: [{}] }),
  },
  {
    path: '/jobs/exports',
    declared: 'jobs.exports.write',
    byEntity: EXPORT_PERMISSIONS,
    body: (entity: string) => ({ entity, format: 'csv' }),
  },
] as const;

const union = (lists: readonly (readonly string[])[]) => [...new Set(lists.flat())].sort();

describe('x-permissions in the OpenAPI document', () => {
  it('lists, for each job start, its own permission and every one its entities need', () => {
    expect(union([listed('post', '/jobs/imports')])).toEqual(
      union([['jobs.imports.write', APPROVE_PERMISSION], ...Object.values(IMPORT_PERMISSIONS)]),
    );
    expect(union([listed('post', '/jobs/exports')])).toEqual(
      union([['jobs.exports.write'], ...Object.values(EXPORT_PERMISSIONS)]),
    );
    expect(union([listed('post', '/jobs/bulk-updates')])).toEqual(
      union([['jobs.bulk_updates.write', APPROVE_PERMISSION], BULK_UPDATE_PERMISSIONS]),
    );
    // The description says which entity needs what.
    const exports = document.paths['/jobs/exports'].post.description as string;
    expect(exports).toContain('Also needs `catalog.products.read` for `entity` `products`');
  });

  it('lists approving where a status can become approved', () => {
    for (const [method, path] of [
      ['patch', '/products/{id}/status'],
      ['patch', '/products/{productId}/variants/{id}/status'],
      ['post', '/products/{id}/revisions/{revisionId}/restore'],
    ] as const) {
      expect(listed(method, path), path).toEqual(['catalog.products.write', APPROVE_PERMISSION]);
    }
  });

  it('lists the declared permission (or permissions) of every operation first', () => {
    for (const item of Object.values(document.paths as Record<string, Record<string, any>>)) {
      for (const operation of Object.values(item)) {
        const declared = operation['x-permission'];
        const expected = declared === null ? [] : [declared].flat();
        expect(operation['x-permissions'].slice(0, expected.length)).toEqual(expected);
      }
    }
  });
});

// One narrow user per set of permissions the checks below need (the same set is one user).
const grants = new Map<string, PermissionCode[]>();
const keyOf = (codes: readonly PermissionCode[]) => [...codes].sort().join(' ');
const need = (codes: readonly PermissionCode[]) => {
  grants.set(keyOf(codes), [...codes]);
  return keyOf(codes);
};
const cases = STARTS.flatMap((start) =>
  Object.entries(start.byEntity).map(([entity, codes]) => ({
    start,
    entity,
    enough: need([start.declared, ...codes]),
    // Each listed permission in turn withheld.
    missing: codes.map((code) => ({
      code,
      user: need([start.declared, ...codes.filter((other) => other !== code)]),
    })),
  })),
);
const bulkWithout = need(['jobs.bulk_updates.write']);
const bulkNoApprove = need(['jobs.bulk_updates.write', ...BULK_UPDATE_PERMISSIONS]);
const bulkEnough = need([
  'jobs.bulk_updates.write',
  ...BULK_UPDATE_PERMISSIONS,
  APPROVE_PERMISSION,
]);

const names = [...grants.keys()];
const w = await createTenantWorld({
  users: Object.fromEntries(names.map((key, i) => [`u${i}`, { home: grants.get(key)! }])),
  signIn: names.map((_key, i) => `u${i}`),
});
const asUser = (key: string) => ({
  token: w.tokens[`u${names.indexOf(key)}`]!,
  tenant: w.home.id,
});

describe('what the job starts check, over HTTP', () => {
  it('refuses a caller missing any one listed permission, naming it; lets the rest through', async () => {
    for (const { start, entity, enough, missing } of cases) {
      for (const { code, user } of missing) {
        const answer = await request('POST', `/v1${start.path}`, {
          ...asUser(user),
          body: start.body(entity),
        });
        expectError(answer, 403, 'forbidden');
        expect(answer.body.message, `${start.path} ${entity}`).toContain(code);
        expect(listed('post', start.path)).toContain(code);
      }
      const through = await request('POST', `/v1${start.path}`, {
        ...asUser(enough),
        body: start.body(entity),
      });
      expect(through.status, `${start.path} ${entity}: ${through.text}`).toBe(200);
    }
  });

  it('refuses a bulk update without products write, and an approving one without approve', async () => {
    const approve = { filter: {}, actions: [{ type: 'set_status', status: 'approved' }] };
    const without = await request('POST', '/v1/jobs/bulk-updates', {
      ...asUser(bulkWithout),
      body: approve,
    });
    expectError(without, 403, 'forbidden');
    expect(without.body.message).toContain(BULK_UPDATE_PERMISSIONS[0]);
    const noApprove = await request('POST', '/v1/jobs/bulk-updates', {
      ...asUser(bulkNoApprove),
      body: approve,
    });
    expectError(noApprove, 403, 'forbidden');
    expect(noApprove.body.message).toContain(APPROVE_PERMISSION);
    for (const code of [BULK_UPDATE_PERMISSIONS[0]!, APPROVE_PERMISSION]) {
      expect(listed('post', '/jobs/bulk-updates')).toContain(code);
    }
    const through = await request('POST', '/v1/jobs/bulk-updates', {
      ...asUser(bulkEnough),
      body: approve,
    });
    expect(through.status, through.text).toBe(200);
  });
});
