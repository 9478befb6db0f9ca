-- A user belongs to one organization, and the e-mail is unique per organization instead of
-- globally (an administrator of one organization must not learn, through a 409, that an
-- address has an account in another).
ALTER TABLE "users" ADD COLUMN "organization_id" UUID;

-- Backfill: the organization of the user's oldest membership, removed ones included. A user
-- with memberships in several organizations (possible before, through a tenant's
-- admin_user_id) keeps them all and belongs to the first.
UPDATE "users" AS u
SET "organization_id" = first."organization_id"
FROM (
  SELECT DISTINCT ON (m."user_id") m."user_id", t."organization_id"
  FROM "tenant_memberships" m
  JOIN "tenants" t ON t."id" = m."tenant_id"
  ORDER BY m."user_id", m."created_at", m."id"
) AS first
WHERE first."user_id" = u."id";

-- A user who never had any membership cannot be created through the API, cannot log in and
-- cannot be assigned anywhere. Rather than guess an organization for it (and make it
-- assignable there) or delete it, stop here so an operator decides.
DO $$
DECLARE
  orphans bigint;
BEGIN
  SELECT count(*) INTO orphans FROM "users" WHERE "organization_id" IS NULL;
  IF orphans > 0 THEN
    RAISE EXCEPTION '% user(s) have no tenant membership, so no organization can be derived', orphans
      USING HINT = 'SELECT id, email FROM users u WHERE NOT EXISTS (SELECT 1 FROM tenant_memberships m WHERE m.user_id = u.id); give each one a membership or delete it, then deploy again';
  END IF;
END
$$;

ALTER TABLE "users" ALTER COLUMN "organization_id" SET NOT NULL;

-- DropIndex
DROP INDEX "users_email_key";

-- CreateIndex
CREATE INDEX "users_email_idx" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_organization_id_email_key" ON "users"("organization_id", "email");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
