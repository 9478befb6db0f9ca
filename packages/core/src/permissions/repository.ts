// The only place the permission catalog touches Prisma. The catalog is platform-wide (no
// tenant); every read and write sees live rows only (deleted_at IS NULL).
import { Prisma, type DbTx } from '@pim/db';
import { orderByOf, pageArgs } from '../shared/list.ts';
import { codeOrNameMatches } from '../shared/search.ts';
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
  const [rows, total] = await Promise.all([
    db.permission.findMany({
      where,
      include: permissionInclude,
      orderBy: orderByOf(input.sort),
      ...pageArgs(input.page, input.page_size),
    }),
    db.permission.count({ where }),
  ]);
  return { rows, total };
}

export async function listFeatures(db: DbTx, input: ListFeaturesInput) {
  const where: Prisma.FeatureWhereInput = filters(input);
  const [rows, total] = await Promise.all([
    db.feature.findMany({
      where,
      include: featureInclude,
      orderBy: orderByOf(input.sort),
      ...pageArgs(input.page, input.page_size),
    }),
    db.feature.count({ where }),
  ]);
  return { rows, total };
}

export async function listSubFeatures(db: DbTx, input: ListSubFeaturesInput) {
  const where: Prisma.SubFeatureWhereInput = {
    ...filters(input),
    ...(input.feature_id ? { featureId: input.feature_id } : {}),
  };
  const [rows, total] = await Promise.all([
    db.subFeature.findMany({
      where,
      include: subFeatureInclude,
      orderBy: orderByOf(input.sort),
      ...pageArgs(input.page, input.page_size),
    }),
    db.subFeature.count({ where }),
  ]);
  return { rows, total };
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

/**
 * Locks a live permission FOR UPDATE before its delete, so a grant running at the same
 * time either lands before it (and is dropped with the others) or finds it gone (the grant
 * protocol of roles/grant-locks.ts); false when there is none.
 */
export async function lockPermission(db: DbTx, id: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM permissions WHERE id = ${id}::uuid AND deleted_at IS NULL
    FOR UPDATE`;
  return rows.length === 1;
}

/**
 * Locks a live feature or sub-feature (the grant protocol of roles/grant-locks.ts, one level
 * up): a create locks its parents FOR SHARE, a delete locks the entry FOR UPDATE before
 * counting its children, so no live entry is ever created under a deleted parent. False when
 * the entry is not live.
 */
export async function lockPermissionTreeParent(
  db: DbTx,
  table: 'features' | 'sub_features',
  id: string,
  mode: 'share' | 'update',
): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM ${Prisma.raw(table)}
    WHERE id = ${id}::uuid AND deleted_at IS NULL
    ${Prisma.raw(mode === 'share' ? 'FOR SHARE' : 'FOR UPDATE')}`;
  return rows.length === 1;
}

/** A deleted permission is taken out of every role, so no role holds a dead grant. */
export const deletePermissionGrants = (db: DbTx, permissionId: string) =>
  db.rolePermission.deleteMany({ where: { permissionId } });
