// The users_organization migration on a database that already holds users: each user gets
// the organization of their oldest membership (removed ones count), and a user without any
// membership stops the migration, leaving the database as it was.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  scratchDatabases,
  withClient,
  type ScratchDatabases,
} from '../testing/scratch-databases.js';
import { deployMigrations } from './index.js';

const MIGRATION = '20261122090100_users_organization';
let scratch: ScratchDatabases;

/** A fresh database migrated up to (not including) the users_organization migration. */
const databaseBeforeMigration = () => scratch.before(MIGRATION);

const insertOrganization = (c: pg.Client, code: string) =>
  c.query<{ id: string }>(`INSERT INTO organizations (code, name) VALUES ($1, $1) RETURNING id`, [
    code,
  ]);
const insertTenant = (c: pg.Client, organizationId: string, code: string) =>
  c.query<{ id: string }>(
    `INSERT INTO tenants (organization_id, code, name) VALUES ($1, $2, $2) RETURNING id`,
    [organizationId, code],
  );
const insertUser = (c: pg.Client, email: string) =>
  c.query<{ id: string }>(
    `INSERT INTO users (email, name, password_hash) VALUES ($1, $1, 'x') RETURNING id`,
    [email],
  );
const insertMembership = (
  c: pg.Client,
  tenantId: string,
  userId: string,
  createdAt: string,
  status = 'active',
) =>
  c.query(
    `INSERT INTO tenant_memberships (tenant_id, user_id, status, created_at)
     VALUES ($1, $2, $3::"MembershipStatus", $4)`,
    [tenantId, userId, status, createdAt],
  );

beforeAll(async () => {
  scratch = await scratchDatabases(inject('databaseUrl'), 'users_org_test');
});
afterAll(() => scratch.dropAll());

describe('the users_organization migration', () => {
  it('gives each user the organization of their oldest membership, removed ones included', async () => {
    const url = await databaseBeforeMigration();
    const ids = await withClient(url, async (c) => {
      const x = (await insertOrganization(c, 'org-x')).rows[0]!.id;
      const y = (await insertOrganization(c, 'org-y')).rows[0]!.id;
      const tx = (await insertTenant(c, x, 'tenant-x')).rows[0]!.id;
      const ty = (await insertTenant(c, y, 'tenant-y')).rows[0]!.id;
      const plain = (await insertUser(c, 'plain@example.test')).rows[0]!.id;
      const removed = (await insertUser(c, 'removed@example.test')).rows[0]!.id;
      const both = (await insertUser(c, 'both@example.test')).rows[0]!.id;
      await insertMembership(c, ty, plain, '2026-01-01');
      await insertMembership(c, tx, removed, '2026-01-01', 'removed');
      // Y first, then X: the user belongs to Y and keeps the membership in X.
      await insertMembership(c, ty, both, '2026-01-01');
      await insertMembership(c, tx, both, '2026-02-01');
      return { x, y, plain, removed, both };
    });

    const { applied } = await deployMigrations(url);
    expect(applied).toContain(MIGRATION);

    const rows = await withClient(url, async (c) => {
      const result = await c.query<{ id: string; organization_id: string }>(
        'SELECT id, organization_id FROM users',
      );
      return Object.fromEntries(result.rows.map((r) => [r.id, r.organization_id]));
    });
    expect(rows).toEqual({ [ids.plain]: ids.y, [ids.removed]: ids.x, [ids.both]: ids.y });
    const memberships = await withClient(url, (c) =>
      c.query('SELECT 1 FROM tenant_memberships WHERE user_id = $1', [ids.both]),
    );
    expect(memberships.rowCount).toBe(2);
  });

  it('stops, changing nothing, when a user has no membership at all', async () => {
    const url = await databaseBeforeMigration();
    await withClient(url, (c) => insertUser(c, 'orphan@example.test'));

    await expect(deployMigrations(url)).rejects.toThrow(/have no tenant membership/);

    const columns = await withClient(url, (c) =>
      c.query(
        `SELECT 1 FROM information_schema.columns
         WHERE table_name = 'users' AND column_name = 'organization_id'`,
      ),
    );
    expect(columns.rowCount).toBe(0);
    const index = await withClient(url, (c) =>
      c.query(`SELECT 1 FROM pg_indexes WHERE indexname = 'users_email_key'`),
    );
    expect(index.rowCount).toBe(1);
  });
});
