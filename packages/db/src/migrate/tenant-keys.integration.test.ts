// The tenant_keys migration on a database holding the demo data plus rows that cross
// tenants: grants get the tenant of their owner, the crossing rows are deleted, and the
// tenant-keyed foreign keys hold afterwards.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../index.js';
import { DEFAULT_ROLES } from '../seed/default-roles.js';
import { DEMO_CREDENTIALS, ensurePermissionTree } from '../seed/index.js';
import { listTreePermissions } from '../seed/permission-tree.js';
import {
  insertReturningId,
  scratchDatabases,
  withClient,
  type ScratchDatabases,
} from '../testing/scratch-databases.js';
import { deployMigrations } from './index.js';

const MIGRATION = '20261123070000_tenant_keys';
let scratch: ScratchDatabases;

beforeAll(async () => {
  scratch = await scratchDatabases(inject('databaseUrl'), 'tenant_keys_test');
});
afterAll(() => scratch.dropAll());

const one = insertReturningId;

/**
 * The demo data of seedDatabase, inserted the way the old schema takes it: the seed itself
 * writes through today's Prisma client, which already names the new tenant_id columns. The
 * permission tree is the seed's own (those tables do not change).
 */
async function insertDemoData(url: string) {
  const database = connectDatabase(url);
  try {
    await ensurePermissionTree(database.prisma);
  } finally {
    await database.close();
  }
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ id: string; code: string }>(
      'SELECT id, code FROM permissions',
    );
    const permissionId = new Map(rows.map((p) => [p.code, p.id]));
    const org = await one(c, `INSERT INTO organizations (code, name) VALUES ('demo', 'Demo')`);
    const tenant = (code: string) =>
      one(c, 'INSERT INTO tenants (organization_id, code, name) VALUES ($1, $2, $2)', [org, code]);
    const defaultRoles = async (tenantId: string) => {
      const ids: Record<string, string> = {};
      for (const role of DEFAULT_ROLES) {
        ids[role.code] = await one(
          c,
          'INSERT INTO roles (tenant_id, code, name) VALUES ($1, $2, $3)',
          [tenantId, role.code, role.name],
        );
        const granted = listTreePermissions()
          .filter((p) => role.grants(p))
          .map((p) => permissionId.get(p.code));
        await c.query(
          `INSERT INTO role_permissions (role_id, permission_id)
           SELECT $1, unnest($2::uuid[])`,
          [ids[role.code], granted],
        );
      }
      return ids;
    };
    const user = (email: string) =>
      one(
        c,
        `INSERT INTO users (organization_id, email, name, password_hash) VALUES ($1, $2, $2, 'x')`,
        [org, email],
      );
    const member = async (userId: string, tenantId: string, roleId: string) => {
      const id = await one(
        c,
        'INSERT INTO tenant_memberships (tenant_id, user_id) VALUES ($1, $2)',
        [tenantId, userId],
      );
      await c.query('INSERT INTO membership_roles (membership_id, role_id) VALUES ($1, $2)', [
        id,
        roleId,
      ]);
      return id;
    };

    const eu = await tenant('demo-eu');
    const us = await tenant('demo-us');
    const euRoles = await defaultRoles(eu);
    const usRoles = await defaultRoles(us);
    const admin = await user(DEMO_CREDENTIALS.admin.email);
    const editor = await user(DEMO_CREDENTIALS.editor.email);
    const adminEu = await member(admin, eu, euRoles.admin!);
    const adminUs = await member(admin, us, usRoles.admin!);
    const editorEu = await member(editor, eu, euRoles.editor!);
    const feed = await one(
      c,
      `INSERT INTO service_accounts (tenant_id, code, name) VALUES ($1, 'feed', 'Feed')`,
      [eu],
    );
    await c.query(
      'INSERT INTO service_account_roles (service_account_id, role_id) VALUES ($1, $2)',
      [feed, euRoles.viewer],
    );
    const key = (tenantId: string, prefix: string) =>
      one(
        c,
        `INSERT INTO api_keys (tenant_id, service_account_id, name, key_prefix, secret_hash)
         VALUES ($1, $2, $3, $3, repeat('0', 64))`,
        [tenantId, feed, prefix],
      );
    const feedKey = await key(eu, 'feed0001');

    // The illegal rows: an EU membership and an EU account holding US roles, and a key of
    // the US tenant on the EU account.
    await c.query('INSERT INTO membership_roles (membership_id, role_id) VALUES ($1, $2)', [
      editorEu,
      usRoles.admin,
    ]);
    await c.query(
      'INSERT INTO service_account_roles (service_account_id, role_id) VALUES ($1, $2)',
      [feed, usRoles.admin],
    );
    const crossingKey = await key(us, 'cross001');
    return { eu, us, euRoles, usRoles, adminEu, adminUs, editorEu, feed, feedKey, crossingKey };
  });
}

const rowsOf = async (c: pg.Client, text: string) =>
  (await c.query<{ row: string }>(text)).rows.map((r) => r.row).sort();

describe('the tenant_keys migration', () => {
  it('keys the demo data by tenant and deletes the rows that cross tenants', async () => {
    const url = await scratch.before(MIGRATION);
    const demo = await insertDemoData(url);
    const grantsBefore = await withClient(url, (c) =>
      rowsOf(c, `SELECT role_id || '/' || permission_id AS row FROM role_permissions`),
    );

    const { applied } = await deployMigrations(url);
    // This migration first; the ones after it run too.
    expect(applied[0]).toBe(MIGRATION);

    await withClient(url, async (c) => {
      expect(
        await rowsOf(
          c,
          `SELECT concat_ws('/', tenant_id, membership_id, role_id) AS row FROM membership_roles`,
        ),
      ).toEqual(
        [
          [demo.eu, demo.adminEu, demo.euRoles.admin],
          [demo.us, demo.adminUs, demo.usRoles.admin],
          [demo.eu, demo.editorEu, demo.euRoles.editor],
        ]
          .map((r) => r.join('/'))
          .sort(),
      );
      expect(
        await rowsOf(
          c,
          `SELECT concat_ws('/', tenant_id, service_account_id, role_id) AS row FROM service_account_roles`,
        ),
      ).toEqual([[demo.eu, demo.feed, demo.euRoles.viewer].join('/')]);
      // Every permission grant is kept, with its role's tenant.
      expect(
        await rowsOf(
          c,
          `SELECT rp.role_id || '/' || rp.permission_id AS row FROM role_permissions rp
           JOIN roles r ON r.id = rp.role_id AND r.tenant_id = rp.tenant_id`,
        ),
      ).toEqual(grantsBefore);
      expect(await rowsOf(c, 'SELECT id::text AS row FROM api_keys')).toEqual([demo.feedKey]);
    });
  });

  it('makes the keys tenant-keyed and new ids uuidv7', async () => {
    const url = await scratch.before(MIGRATION);
    const demo = await insertDemoData(url);
    await deployMigrations(url);

    await withClient(url, async (c) => {
      const refused = c.query(
        'INSERT INTO membership_roles (tenant_id, membership_id, role_id) VALUES ($1, $2, $3)',
        [demo.eu, demo.editorEu, demo.usRoles.viewer],
      );
      await expect(refused).rejects.toMatchObject({
        code: '23503',
        constraint: 'membership_roles_tenant_id_role_id_fkey',
      });
      const { rows } = await c.query<{ version: number }>(
        `INSERT INTO organizations (code, name) VALUES ('later', 'Later')
         RETURNING uuid_extract_version(id) AS version`,
      );
      expect(rows[0]!.version).toBe(7);
    });
  });
});
