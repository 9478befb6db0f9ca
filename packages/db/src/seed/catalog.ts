// Writes the permission catalog and a tenant's default roles. Idempotent: running it again
// adds what is missing and changes nothing else.
import type { DbTx } from '../index.ts';
import { DEFAULT_ROLES } from './default-roles.ts';
import { listCatalogPermissions, PERMISSION_CATALOG } from './permission-catalog.ts';

export const SYSTEM_ACTOR = { id: '00000000-0000-0000-0000-000000000000', name: 'System', type: 'system' };

export async function ensurePermissionCatalog(db: DbTx): Promise<void> {
  for (const feature of PERMISSION_CATALOG) {
    const featureRow =
      (await db.feature.findFirst({ where: { code: feature.code, deletedAt: null } })) ??
      (await db.feature.create({
        data: { code: feature.code, name: feature.name, createdBy: SYSTEM_ACTOR, modifiedBy: SYSTEM_ACTOR },
      }));
    for (const sub of feature.subFeatures) {
      const subRow =
        (await db.subFeature.findFirst({
          where: { featureId: featureRow.id, code: sub.code, deletedAt: null },
        })) ??
        (await db.subFeature.create({
          data: {
            featureId: featureRow.id,
            code: sub.code,
            name: sub.name,
            createdBy: SYSTEM_ACTOR,
            modifiedBy: SYSTEM_ACTOR,
          },
        }));
      const permissions = listCatalogPermissions().filter(
        (p) => p.featureCode === feature.code && p.subFeatureCode === sub.code,
      );
      for (const permission of permissions) {
        const exists = await db.permission.findFirst({
          where: { code: permission.code, deletedAt: null },
        });
        if (!exists) {
          await db.permission.create({
            data: {
              code: permission.code,
              name: permission.name,
              featureId: featureRow.id,
              subFeatureId: subRow.id,
              createdBy: SYSTEM_ACTOR,
              modifiedBy: SYSTEM_ACTOR,
            },
          });
        }
      }
    }
  }
}

/** Creates the admin, editor and viewer roles of a new tenant; returns their ids by code. */
export async function createDefaultRoles(
  db: DbTx,
  tenantId: string,
  actor: object = SYSTEM_ACTOR,
): Promise<Record<string, string>> {
  const catalog = listCatalogPermissions();
  const permissions = await db.permission.findMany({
    where: { code: { in: catalog.map((p) => p.code) }, deletedAt: null },
    select: { id: true, code: true },
  });
  const idByCode = new Map(permissions.map((p) => [p.code, p.id]));
  const roleIds: Record<string, string> = {};
  for (const role of DEFAULT_ROLES) {
    const granted = catalog.filter((p) => role.grants(p)).flatMap((p) => idByCode.get(p.code) ?? []);
    const row = await db.role.create({
      data: {
        tenantId,
        code: role.code,
        name: role.name,
        description: role.description,
        createdBy: actor,
        modifiedBy: actor,
        permissions: { create: granted.map((permissionId) => ({ permissionId, createdBy: actor })) },
      },
    });
    roleIds[role.code] = row.id;
  }
  return roleIds;
}
