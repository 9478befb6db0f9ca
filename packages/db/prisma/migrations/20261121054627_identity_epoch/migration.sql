-- CreateTable
CREATE TABLE "identity_epoch" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "value" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "identity_epoch_pkey" PRIMARY KEY ("id")
);

-- Not modelled by Prisma: the single epoch row and the triggers that bump it whenever
-- identity data that a cached caller depends on changes. Statement-level, so a bulk change
-- bumps once. New sessions and login timestamps do not invalidate anyone's cache.
INSERT INTO "identity_epoch" ("id", "value") VALUES (1, 0);

CREATE FUNCTION bump_identity_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE identity_epoch SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_identity_epoch AFTER UPDATE OF status, name, email, is_platform_admin, password_hash OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER sessions_identity_epoch AFTER UPDATE OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER organizations_identity_epoch AFTER UPDATE OR DELETE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER tenants_identity_epoch AFTER UPDATE OR DELETE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER tenant_memberships_identity_epoch AFTER INSERT OR UPDATE OR DELETE ON tenant_memberships
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER membership_roles_identity_epoch AFTER INSERT OR UPDATE OR DELETE ON membership_roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER roles_identity_epoch AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER role_permissions_identity_epoch AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER permissions_identity_epoch AFTER UPDATE OR DELETE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER sub_features_identity_epoch AFTER UPDATE OR DELETE ON sub_features
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
CREATE TRIGGER features_identity_epoch AFTER UPDATE OR DELETE ON features
  FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_epoch();
