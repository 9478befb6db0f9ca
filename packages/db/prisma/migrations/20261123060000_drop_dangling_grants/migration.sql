-- Data only. Grants that point at a soft-deleted role or permission: left behind by a delete
-- racing a grant (before the grant protocol of packages/core/src/roles/grant-locks.ts), and
-- the permissions of roles deleted before a role's delete dropped them. Reads already ignore
-- them; removing them makes "no grant points at a deleted role or permission" hold for old
-- data too.
DELETE FROM "membership_roles" mr USING "roles" r
 WHERE mr."role_id" = r."id" AND r."deleted_at" IS NOT NULL;

DELETE FROM "service_account_roles" sar USING "roles" r
 WHERE sar."role_id" = r."id" AND r."deleted_at" IS NOT NULL;

DELETE FROM "role_permissions" rp USING "roles" r
 WHERE rp."role_id" = r."id" AND r."deleted_at" IS NOT NULL;

DELETE FROM "role_permissions" rp USING "permissions" p
 WHERE rp."permission_id" = p."id" AND p."deleted_at" IS NOT NULL;
