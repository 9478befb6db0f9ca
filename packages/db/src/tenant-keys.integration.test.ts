// The database itself keeps grants and API keys inside one tenant: raw inserts that bypass
// every check of the application are refused by the tenant-keyed foreign keys (23503).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertReturningId } from './testing/scratch-databases.js';

const client = new pg.Client({ connectionString: inject('databaseUrl') });
const FOREIGN_KEY_VIOLATION = '23503';

const one = (text: string, values: unknown[] = []) => insertReturningId(client, text, values);

/** A tenant with a role, a member holding nothing yet and a service account. */
async function createTenant(organizationId: string) {
  const code = `keys-${randomBytes(6).toString('hex')}`;
  const tenant = await one(
    'INSERT INTO tenants (organization_id, code, name) VALUES ($1, $2, $2)',
    [organizationId, code],
  );
  const role = await one(`INSERT INTO roles (tenant_id, code, name) VALUES ($1, 'role', 'Role')`, [
    tenant,
  ]);
  const user = await one(
    `INSERT INTO users (organization_id, email, name, password_hash) VALUES ($1, $2, $2, 'x')`,
    [organizationId, `${code}@example.test`],
  );
  const membership = await one(
    'INSERT INTO tenant_memberships (tenant_id, user_id) VALUES ($1, $2)',
    [tenant, user],
  );
  const account = await one(
    `INSERT INTO service_accounts (tenant_id, code, name) VALUES ($1, 'robot', 'Robot')`,
    [tenant],
  );
  return { tenant, role, membership, account };
}

let home: Awaited<ReturnType<typeof createTenant>>;
let foreign: Awaited<ReturnType<typeof createTenant>>;
let permission: string;

beforeAll(async () => {
  await client.connect();
  const org = await one('INSERT INTO organizations (code, name) VALUES ($1, $1)', [
    `keys-${randomBytes(6).toString('hex')}`,
  ]);
  home = await createTenant(org);
  foreign = await createTenant(org);
  const feature = await one('INSERT INTO features (code, name) VALUES ($1, $1)', [
    `keys-${randomBytes(6).toString('hex')}`,
  ]);
  const sub = await one(`INSERT INTO sub_features (feature_id, code, name) VALUES ($1, 'f', 'F')`, [
    feature,
  ]);
  permission = await one(
    `INSERT INTO permissions (feature_id, sub_feature_id, code, name) VALUES ($1, $2, $3, $3)`,
    [feature, sub, `keys-${randomBytes(6).toString('hex')}.read`],
  );
});
afterAll(() => client.end());

const insertMembershipRole = (tenant: string, membership: string, role: string) =>
  client.query(
    'INSERT INTO membership_roles (tenant_id, membership_id, role_id) VALUES ($1, $2, $3)',
    [tenant, membership, role],
  );
const insertAccountRole = (tenant: string, account: string, role: string) =>
  client.query(
    'INSERT INTO service_account_roles (tenant_id, service_account_id, role_id) VALUES ($1, $2, $3)',
    [tenant, account, role],
  );
const insertRolePermission = (tenant: string, role: string) =>
  client.query(
    'INSERT INTO role_permissions (tenant_id, role_id, permission_id) VALUES ($1, $2, $3)',
    [tenant, role, permission],
  );
const insertApiKey = (tenant: string, account: string) =>
  client.query(
    `INSERT INTO api_keys (tenant_id, service_account_id, name, key_prefix, secret_hash)
     VALUES ($1, $2, 'key', $3, repeat('0', 64))`,
    [tenant, account, randomBytes(4).toString('hex')],
  );

const refusedBy = (constraint: string) => ({ code: FOREIGN_KEY_VIOLATION, constraint });

describe('tenant-keyed foreign keys', () => {
  it("refuse a membership holding another tenant's role, whichever tenant the row names", async () => {
    await expect(
      insertMembershipRole(home.tenant, home.membership, foreign.role),
    ).rejects.toMatchObject(refusedBy('membership_roles_tenant_id_role_id_fkey'));
    await expect(
      insertMembershipRole(foreign.tenant, home.membership, foreign.role),
    ).rejects.toMatchObject(refusedBy('membership_roles_tenant_id_membership_id_fkey'));
    expect((await insertMembershipRole(home.tenant, home.membership, home.role)).rowCount).toBe(1);
  });

  it("refuse a service account holding another tenant's role", async () => {
    await expect(insertAccountRole(home.tenant, home.account, foreign.role)).rejects.toMatchObject(
      refusedBy('service_account_roles_tenant_id_role_id_fkey'),
    );
    await expect(
      insertAccountRole(foreign.tenant, home.account, foreign.role),
    ).rejects.toMatchObject(refusedBy('service_account_roles_tenant_id_service_account_id_fkey'));
    expect((await insertAccountRole(home.tenant, home.account, home.role)).rowCount).toBe(1);
  });

  it("refuse a permission grant that names another tenant's role", async () => {
    await expect(insertRolePermission(home.tenant, foreign.role)).rejects.toMatchObject(
      refusedBy('role_permissions_tenant_id_role_id_fkey'),
    );
    expect((await insertRolePermission(home.tenant, home.role)).rowCount).toBe(1);
  });

  it("refuse an API key on another tenant's service account", async () => {
    await expect(insertApiKey(home.tenant, foreign.account)).rejects.toMatchObject(
      refusedBy('api_keys_tenant_id_service_account_id_fkey'),
    );
    expect((await insertApiKey(home.tenant, home.account)).rowCount).toBe(1);
  });

  it('keep a grant from following its role into another tenant', async () => {
    const role = await one(`INSERT INTO roles (tenant_id, code, name) VALUES ($1, $2, $2)`, [
      home.tenant,
      `moved-${randomBytes(6).toString('hex')}`,
    ]);
    await insertMembershipRole(home.tenant, home.membership, role);
    // Moving the role cascades its new tenant into the grant, whose membership key then
    // names a membership the other tenant does not have.
    await expect(
      client.query('UPDATE roles SET tenant_id = $1 WHERE id = $2', [foreign.tenant, role]),
    ).rejects.toMatchObject(refusedBy('membership_roles_tenant_id_membership_id_fkey'));
  });
});
