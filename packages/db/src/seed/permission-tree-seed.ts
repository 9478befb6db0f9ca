// Writes the permission catalog and a tenant's default roles. Idempotent and safe to run
// concurrently: inserts skip rows that exist (ON CONFLICT DO NOTHING), nothing is updated.
import type { DbTx } from '../index.ts';
import { DEFAULT_ROLES } from './default-roles.ts';
import { listTreePermissions, PERMISSION_TREE } from './permission-tree.ts';

export const SYSTEM_ACTOR = {
  id: '00000000-0000-0000-0000-000000000000',
  name: 'System',
  type: 'system',
} as const;

const audit = { createdBy: SYSTEM_ACTOR, modifiedBy: SYSTEM_ACTOR };

export async function ensurePermissionTree(db: DbTx): Promise<void> {
  await db.feature.createMany({
    data: PERMISSION_TREE.map((f) => ({ code: f.code, name: f.name, ...audit })),
    skipDuplicates: true,
  });
  const features = await db.feature.findMany({
    where: { code: { in: PERMISSION_TREE.map((f) => f.code) }, deletedAt: null },
  });
  const featureId = new Map(features.map((f) => [f.code, f.id]));

  await db.subFeature.createMany({
    data: PERMISSION_TREE.flatMap((f) =>
      f.subFeatures.map((sub) => ({
        featureId: featureId.get(f.code)!,
        code: sub.code,
        name: sub.name,
        ...audit,
      })),
    ),
    skipDuplicates: true,
  });
  const subFeatures = await db.subFeature.findMany({
    where: { featureId: { in: features.map((f) => f.id) }, deletedAt: null },
  });
  const subFeatureId = new Map(subFeatures.map((s) => [`${s.featureId}/${s.code}`, s.id]));

  await db.permission.createMany({
    data: listTreePermissions().map((p) => {
      const feature = featureId.get(p.featureCode)!;
      return {
        code: p.code,
        name: p.name,
        featureId: feature,
        subFeatureId: subFeatureId.get(`${feature}/${p.subFeatureCode}`)!,
        ...audit,
      };
    }),
    skipDuplicates: true,
  });
}

/** Creates the admin, editor and viewer roles of a new tenant; returns their ids by code. */
export async function createDefaultRoles(
  db: DbTx,
  tenantId: string,
  actor: object = SYSTEM_ACTOR,
): Promise<Record<string, string>> {
  const catalog = listTreePermissions();
  const permissions = await db.permission.findMany({
    where: { code: { in: catalog.map((p) => p.code) }, deletedAt: null },
    select: { id: true, code: true },
  });
  const idByCode = new Map(permissions.map((p) => [p.code, p.id]));
  const roleIds: Record<string, string> = {};
  for (const role of DEFAULT_ROLES) {
    const granted = catalog
      .filter((p) => role.grants(p))
      .flatMap((p) => idByCode.get(p.code) ?? []);
    const row = await db.role.create({
      data: {
        tenantId,
        code: role.code,
        name: role.name,
        description: role.description,
        createdBy: actor,
        modifiedBy: actor,
        permissions: {
          create: granted.map((permissionId) => ({ permissionId, createdBy: actor })),
        },
      },
    });
    roleIds[role.code] = row.id;
  }
  return roleIds;
}
