// The only place the permission catalog touches Prisma. The catalog is platform-wide (no
// tenant); every read and write sees live rows only (deleted_at IS NULL).
import type { DbTx, Prisma } from '@pim/db';
import { findPage, codeOrNameMatches } from '../../platform/shared/index.ts';
import type { ListFeaturesInput, ListPermissionsInput, ListSubFeaturesInput } from './schemas.ts';

const refSelect = { select: { id: true, code: true, name: true } } as const;
const live = { deletedAt: null };

export const permissionInclude = {
  feature: refSelect,
  subFeature: refSelect,
} satisfies Prisma.PermissionInclude;
export type PermissionRow = Prisma.PermissionGetPayload<{ include: typeof permissionInclude }>;

export const featureInclude = {
  _count: { select: { permissions: { where: live }, subFeatures: { where: live } } },
} satisfies Prisma.FeatureInclude;
export type FeatureRow = Prisma.FeatureGetPayload<{ include: typeof featureInclude }>;

export const subFeatureInclude = {
  feature: refSelect,
  _count: { select: { permissions: { where: live } } },
} satisfies Prisma.SubFeatureInclude;
export type SubFeatureRow = Prisma.SubFeatureGetPayload<{ include: typeof subFeatureInclude }>;

function filters(input: { search?: string; status?: ('active' | 'inactive')[] }) {
  return {
    ...live,
    ...(input.status?.length ? { status: { in: input.status } } : {}),
    ...codeOrNameMatches(input.search),
  };
}

export async function listPermissions(db: DbTx, input: ListPermissionsInput) {
  const where: Prisma.PermissionWhereInput = {
    ...filters(input),
    ...(input.feature_id ? { featureId: input.feature_id } : {}),
    ...(input.sub_feature_id ? { subFeatureId: input.sub_feature_id } : {}),
  };
  return findPage(
    input,
    (window) => db.permission.findMany({ where, include: permissionInclude, ...window }),
    () => db.permission.count({ where }),
  );
}

export async function listFeatures(db: DbTx, input: ListFeaturesInput) {
  const where: Prisma.FeatureWhereInput = filters(input);
  return findPage(
    input,
    (window) => db.feature.findMany({ where, include: featureInclude, ...window }),
    () => db.feature.count({ where }),
  );
}

export async function listSubFeatures(db: DbTx, input: ListSubFeaturesInput) {
  const where: Prisma.SubFeatureWhereInput = {
    ...filters(input),
    ...(input.feature_id ? { featureId: input.feature_id } : {}),
  };
  return findPage(
    input,
    (window) => db.subFeature.findMany({ where, include: subFeatureInclude, ...window }),
    () => db.subFeature.count({ where }),
  );
}

export const findPermission = (db: DbTx, id: string) =>
  db.permission.findFirst({ where: { id, ...live }, include: permissionInclude });

export const findFeature = (db: DbTx, id: string) =>
  db.feature.findFirst({ where: { id, ...live }, include: featureInclude });

export const findSubFeature = (db: DbTx, id: string) =>
  db.subFeature.findFirst({ where: { id, ...live }, include: subFeatureInclude });

export const permissionCodeTaken = async (db: DbTx, code: string) =>
  (await db.permission.count({ where: { code, ...live } })) > 0;

export const featureCodeTaken = async (db: DbTx, code: string) =>
  (await db.feature.count({ where: { code, ...live } })) > 0;

export const subFeatureCodeTaken = async (db: DbTx, featureId: string, code: string) =>
  (await db.subFeature.count({ where: { featureId, code, ...live } })) > 0;

interface NewEntry {
  code: string;
  name: string;
  description: string | null;
}

export const createPermission = (
  db: DbTx,
  data: NewEntry & { featureId: string; subFeatureId: string },
  actor: object,
) =>
  db.permission.create({
    data: { ...data, createdBy: actor, modifiedBy: actor },
    include: permissionInclude,
  });

export const createFeature = (db: DbTx, data: NewEntry, actor: object) =>
  db.feature.create({
    data: { ...data, createdBy: actor, modifiedBy: actor },
    include: featureInclude,
  });

export const createSubFeature = (db: DbTx, data: NewEntry & { featureId: string }, actor: object) =>
  db.subFeature.create({
    data: { ...data, createdBy: actor, modifiedBy: actor },
    include: subFeatureInclude,
  });

type Change = { status?: 'active' | 'inactive'; deletedAt?: Date; modifiedBy: object };

export const updatePermission = (db: DbTx, id: string, data: Change) =>
  db.permission.update({ where: { id }, data, include: permissionInclude });

export const updateFeature = (db: DbTx, id: string, data: Change) =>
  db.feature.update({ where: { id }, data, include: featureInclude });

export const updateSubFeature = (db: DbTx, id: string, data: Change) =>
  db.subFeature.update({ where: { id }, data, include: subFeatureInclude });

/** A deleted permission is taken out of every role, so no role holds a dead grant. */
export const deletePermissionGrants = (db: DbTx, permissionId: string) =>
  db.rolePermission.deleteMany({ where: { permissionId } });
