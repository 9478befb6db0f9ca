-- The database backs tenant isolation: every grant row carries its tenant, and each of its
-- foreign keys is (tenant_id, id), so a membership or service account of one tenant can
-- never hold a role of another, and an API key never belongs to another tenant's service
-- account, whatever the code that writes the row checked. Written to run on a database
-- that holds data: columns are added nullable, backfilled, cleaned, then constrained.

-- 1. The tenant of each grant, from the parent that owns it.
ALTER TABLE "membership_roles" ADD COLUMN "tenant_id" UUID;
ALTER TABLE "service_account_roles" ADD COLUMN "tenant_id" UUID;
ALTER TABLE "role_permissions" ADD COLUMN "tenant_id" UUID;

UPDATE "membership_roles" mr SET "tenant_id" = m."tenant_id"
  FROM "tenant_memberships" m WHERE m."id" = mr."membership_id";
UPDATE "service_account_roles" sar SET "tenant_id" = sa."tenant_id"
  FROM "service_accounts" sa WHERE sa."id" = sar."service_account_id";
UPDATE "role_permissions" rp SET "tenant_id" = r."tenant_id"
  FROM "roles" r WHERE r."id" = rp."role_id";

-- 2. Rows that cross tenants are illegal and are deleted, not repaired: a membership or a
-- service account holding another tenant's role (no API path writes one; only a bug or a
-- hand-made row could), and an API key whose service account is in another tenant (it can
-- never authenticate: the key lookup joins the account within the key's tenant). Which
-- tenant was meant cannot be known, and keeping either side would grant across tenants.
DELETE FROM "membership_roles" mr USING "roles" r
 WHERE r."id" = mr."role_id" AND r."tenant_id" <> mr."tenant_id";
DELETE FROM "service_account_roles" sar USING "roles" r
 WHERE r."id" = sar."role_id" AND r."tenant_id" <> sar."tenant_id";
DELETE FROM "api_keys" k USING "service_accounts" sa
 WHERE sa."id" = k."service_account_id" AND sa."tenant_id" <> k."tenant_id";

-- Every row had its parent (the old foreign keys saw to it), so none is left without a tenant.
ALTER TABLE "membership_roles" ALTER COLUMN "tenant_id" SET NOT NULL;
ALTER TABLE "service_account_roles" ALTER COLUMN "tenant_id" SET NOT NULL;
ALTER TABLE "role_permissions" ALTER COLUMN "tenant_id" SET NOT NULL;

-- 3. (tenant_id, id) on each parent a tenant-keyed foreign key references. On roles it also
-- serves every lookup by tenant, so the index on tenant_id alone goes.
CREATE UNIQUE INDEX "roles_tenant_id_id_key" ON "roles"("tenant_id", "id");
CREATE UNIQUE INDEX "tenant_memberships_tenant_id_id_key" ON "tenant_memberships"("tenant_id", "id");
CREATE UNIQUE INDEX "service_accounts_tenant_id_id_key" ON "service_accounts"("tenant_id", "id");
DROP INDEX "roles_tenant_id_idx";

-- 4. The single-column foreign keys give way to tenant-keyed ones (same ON DELETE/UPDATE).
ALTER TABLE "membership_roles" DROP CONSTRAINT "membership_roles_membership_id_fkey";
ALTER TABLE "membership_roles" DROP CONSTRAINT "membership_roles_role_id_fkey";
ALTER TABLE "service_account_roles" DROP CONSTRAINT "service_account_roles_service_account_id_fkey";
ALTER TABLE "service_account_roles" DROP CONSTRAINT "service_account_roles_role_id_fkey";
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_role_id_fkey";
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_service_account_id_fkey";

ALTER TABLE "membership_roles" ADD CONSTRAINT "membership_roles_tenant_id_membership_id_fkey"
  FOREIGN KEY ("tenant_id", "membership_id") REFERENCES "tenant_memberships"("tenant_id", "id")
  ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "membership_roles" ADD CONSTRAINT "membership_roles_tenant_id_role_id_fkey"
  FOREIGN KEY ("tenant_id", "role_id") REFERENCES "roles"("tenant_id", "id")
  ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "service_account_roles" ADD CONSTRAINT "service_account_roles_tenant_id_service_account_id_fkey"
  FOREIGN KEY ("tenant_id", "service_account_id") REFERENCES "service_accounts"("tenant_id", "id")
  ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "service_account_roles" ADD CONSTRAINT "service_account_roles_tenant_id_role_id_fkey"
  FOREIGN KEY ("tenant_id", "role_id") REFERENCES "roles"("tenant_id", "id")
  ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_tenant_id_role_id_fkey"
  FOREIGN KEY ("tenant_id", "role_id") REFERENCES "roles"("tenant_id", "id")
  ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_service_account_id_fkey"
  FOREIGN KEY ("tenant_id", "service_account_id") REFERENCES "service_accounts"("tenant_id", "id")
  ON DELETE CASCADE ON UPDATE CASCADE;

-- One index on api_keys serves the tenant's list (by account or not) and the cascade from a
-- service account, in place of one index per column.
DROP INDEX "api_keys_tenant_id_idx";
DROP INDEX "api_keys_service_account_id_idx";
CREATE INDEX "api_keys_tenant_id_service_account_id_idx" ON "api_keys"("tenant_id", "service_account_id");

-- 5. New keys in insert order (uuidv7, built into PostgreSQL 18), so large indexes append
-- instead of splitting pages at random. Existing ids stay as they are.
ALTER TABLE "organizations" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "tenants" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "users" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "tenant_memberships" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "roles" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "features" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "sub_features" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "permissions" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "service_accounts" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "api_keys" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "sessions" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "refresh_tokens" ALTER COLUMN "id" SET DEFAULT uuidv7();
ALTER TABLE "idempotency_keys" ALTER COLUMN "id" SET DEFAULT uuidv7();
