// Rules of the platform-wide catalog. Codes are unique among live rows (a deleted code can
// be reused); a permission's code is `<feature>.<sub_feature>.<action>` of its sub-feature;
// a feature or sub-feature that still has live children cannot be deleted (409
// has_children), so no live permission ever hangs under a deleted parent. The entries the
// platform needs to run (protected.ts) can be neither deleted nor deactivated (409 in_use).
import type { DbTx } from '@pim/db';
import {
  actorOf,
  inTransaction,
  type Scope,
  DELETE_TX_OPTIONS,
} from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  pageOf,
  type Page,
  ACTIVE_INACTIVE,
  checkTransition,
  withUniqueField,
} from '../../platform/shared/index.ts';
import {
  isProtectedFeature,
  isProtectedPermission,
  isProtectedSubFeature,
  protectedEntry,
} from './protected.ts';
import { toFeatureDto, toPermissionDto, toSubFeatureDto } from './mappers.ts';
import * as repo from './repository.ts';
import * as locks from './sql.ts';
import type {
  PermissionTreeIdInput,
  PermissionTreeStatusInput,
  CreateFeatureInput,
  CreatePermissionInput,
  CreateSubFeatureInput,
  FeatureDto,
  ListFeaturesInput,
  ListPermissionsInput,
  ListSubFeaturesInput,
  PermissionDto,
  SubFeatureDto,
} from './schemas.ts';

const duplicate = (what: string, code: string) =>
  new AppError('already_exists', `A ${what} with the code ${code} already exists`, {
    field: 'code',
  });

async function loadPermission(db: DbTx, id: string) {
  const row = await repo.findPermission(db, id);
  if (!row) throw notFound('Permission');
  return row;
}
async function loadFeature(db: DbTx, id: string) {
  const row = await repo.findFeature(db, id);
  if (!row) throw notFound('Feature');
  return row;
}
async function loadSubFeature(db: DbTx, id: string) {
  const row = await repo.findSubFeature(db, id);
  if (!row) throw notFound('Sub-feature');
  return row;
}

// ---- reads

export async function listPermissions(
  { db: { prisma: db } }: Scope,
  input: ListPermissionsInput,
): Promise<Page<PermissionDto>> {
  const { rows, total } = await repo.listPermissions(db, input);
  return pageOf(rows.map(toPermissionDto), input.page, input.page_size, total);
}

export async function listFeatures(
  { db: { prisma: db } }: Scope,
  input: ListFeaturesInput,
): Promise<Page<FeatureDto>> {
  const { rows, total } = await repo.listFeatures(db, input);
  return pageOf(rows.map(toFeatureDto), input.page, input.page_size, total);
}

export async function listSubFeatures(
  { db: { prisma: db } }: Scope,
  input: ListSubFeaturesInput,
): Promise<Page<SubFeatureDto>> {
  const { rows, total } = await repo.listSubFeatures(db, input);
  return pageOf(rows.map(toSubFeatureDto), input.page, input.page_size, total);
}

export const getPermission = async ({ db: { prisma: db } }: Scope, { id }: PermissionTreeIdInput) =>
  toPermissionDto(await loadPermission(db, id));
export const getFeature = async ({ db: { prisma: db } }: Scope, { id }: PermissionTreeIdInput) =>
  toFeatureDto(await loadFeature(db, id));
export const getSubFeature = async ({ db: { prisma: db } }: Scope, { id }: PermissionTreeIdInput) =>
  toSubFeatureDto(await loadSubFeature(db, id));

// ---- creates

export async function createFeature(scope: Scope, input: CreateFeatureInput): Promise<FeatureDto> {
  const actor = actorOf(scope.principal);
  const row = await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    if (await repo.featureCodeTaken(tx, input.code)) throw duplicate('feature', input.code);
    const data = {
      code: input.code,
      name: input.name ?? input.code,
      description: input.description ?? null,
    };
    return withUniqueField('code', `A feature with the code ${input.code} already exists`, () =>
      repo.createFeature(tx, data, actor),
    );
  });
  return toFeatureDto(row);
}

export async function createSubFeature(
  scope: Scope,
  input: CreateSubFeatureInput,
): Promise<SubFeatureDto> {
  const actor = actorOf(scope.principal);
  const row = await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    const live = await locks.lockPermissionTreeParent(
      inTx.db.sql,
      'features',
      input.feature_id,
      'share',
    );
    const feature = live ? await repo.findFeature(tx, input.feature_id) : null;
    if (!feature) {
      throw new AppError('invalid_reference', 'No feature with this id', { field: 'feature_id' });
    }
    if (await repo.subFeatureCodeTaken(tx, feature.id, input.code)) {
      throw duplicate('sub-feature of this feature', input.code);
    }
    const data = {
      code: input.code,
      name: input.name ?? input.code,
      description: input.description ?? null,
      featureId: feature.id,
    };
    return withUniqueField('code', `A sub-feature with the code ${input.code} already exists`, () =>
      repo.createSubFeature(tx, data, actor),
    );
  });
  return toSubFeatureDto(row);
}

export async function createPermission(
  scope: Scope,
  input: CreatePermissionInput,
): Promise<PermissionDto> {
  const actor = actorOf(scope.principal);
  const row = await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    const live = await locks.lockPermissionTreeParent(
      inTx.db.sql,
      'sub_features',
      input.sub_feature_id,
      'share',
    );
    const sub = live ? await repo.findSubFeature(tx, input.sub_feature_id) : null;
    if (
      sub &&
      !(await locks.lockPermissionTreeParent(inTx.db.sql, 'features', sub.featureId, 'share'))
    ) {
      throw new AppError('invalid_reference', 'The feature of this sub-feature is deleted', {
        field: 'sub_feature_id',
      });
    }
    if (!sub) {
      throw new AppError('invalid_reference', 'No sub-feature with this id', {
        field: 'sub_feature_id',
      });
    }
    const prefix = `${sub.feature.code}.${sub.code}.`;
    if (!input.code.startsWith(prefix)) {
      throw new AppError('invalid_value', `code must start with ${prefix} (its sub-feature)`, {
        field: 'code',
      });
    }
    if (await repo.permissionCodeTaken(tx, input.code)) throw duplicate('permission', input.code);
    const data = {
      code: input.code,
      name: input.name ?? input.code,
      description: input.description ?? null,
      featureId: sub.featureId,
      subFeatureId: sub.id,
    };
    return withUniqueField('code', `A permission with the code ${input.code} already exists`, () =>
      repo.createPermission(tx, data, actor),
    );
  });
  return toPermissionDto(row);
}

// ---- status

export async function setPermissionStatus(
  { db: { prisma: db }, principal }: Scope,
  input: PermissionTreeStatusInput,
) {
  const actor = actorOf(principal);
  const row = await loadPermission(db, input.id);
  if (input.status === 'inactive' && isProtectedPermission(row.code)) {
    throw protectedEntry('permission', row.code, 'deactivated', 'status');
  }
  if (!checkTransition(ACTIVE_INACTIVE, row.status, input.status)) return toPermissionDto(row);
  return toPermissionDto(
    await repo.updatePermission(db, row.id, { status: input.status, modifiedBy: actor }),
  );
}

export async function setFeatureStatus(
  { db: { prisma: db }, principal }: Scope,
  input: PermissionTreeStatusInput,
) {
  const actor = actorOf(principal);
  const row = await loadFeature(db, input.id);
  if (input.status === 'inactive' && isProtectedFeature(row.code)) {
    throw protectedEntry('feature', row.code, 'deactivated', 'status');
  }
  if (!checkTransition(ACTIVE_INACTIVE, row.status, input.status)) return toFeatureDto(row);
  return toFeatureDto(
    await repo.updateFeature(db, row.id, { status: input.status, modifiedBy: actor }),
  );
}

export async function setSubFeatureStatus(
  { db: { prisma: db }, principal }: Scope,
  input: PermissionTreeStatusInput,
) {
  const actor = actorOf(principal);
  const row = await loadSubFeature(db, input.id);
  if (input.status === 'inactive' && isProtectedSubFeature(row.feature.code, row.code)) {
    throw protectedEntry('sub-feature', `${row.feature.code}.${row.code}`, 'deactivated', 'status');
  }
  if (!checkTransition(ACTIVE_INACTIVE, row.status, input.status)) return toSubFeatureDto(row);
  return toSubFeatureDto(
    await repo.updateSubFeature(db, row.id, { status: input.status, modifiedBy: actor }),
  );
}

// ---- soft deletes

/** Soft-deletes a permission and takes it out of every role in the same transaction. */
export async function deletePermission(scope: Scope, { id }: PermissionTreeIdInput): Promise<void> {
  const actor = actorOf(scope.principal);
  await inTransaction(
    scope,
    async (inTx) => {
      const tx = inTx.db.prisma;
      if (!(await locks.lockPermission(inTx.db.sql, id))) throw notFound('Permission');
      const row = await loadPermission(tx, id);
      if (isProtectedPermission(row.code)) {
        throw protectedEntry('permission', row.code, 'deleted', 'id');
      }
      await repo.deletePermissionGrants(tx, row.id);
      await repo.updatePermission(tx, row.id, { deletedAt: new Date(), modifiedBy: actor });
    },
    DELETE_TX_OPTIONS,
  );
}

export async function deleteSubFeature(scope: Scope, { id }: PermissionTreeIdInput): Promise<void> {
  const actor = actorOf(scope.principal);
  await inTransaction(
    scope,
    async (inTx) => {
      const tx = inTx.db.prisma;
      if (!(await locks.lockPermissionTreeParent(inTx.db.sql, 'sub_features', id, 'update'))) {
        throw notFound('Sub-feature');
      }
      const row = await loadSubFeature(tx, id);
      if (isProtectedSubFeature(row.feature.code, row.code)) {
        throw protectedEntry('sub-feature', `${row.feature.code}.${row.code}`, 'deleted', 'id');
      }
      if (row._count.permissions > 0) {
        throw new AppError(
          'has_children',
          `The sub-feature still has ${row._count.permissions} permission(s); delete them first`,
        );
      }
      await repo.updateSubFeature(tx, row.id, { deletedAt: new Date(), modifiedBy: actor });
    },
    DELETE_TX_OPTIONS,
  );
}

export async function deleteFeature(scope: Scope, { id }: PermissionTreeIdInput): Promise<void> {
  const actor = actorOf(scope.principal);
  await inTransaction(
    scope,
    async (inTx) => {
      const tx = inTx.db.prisma;
      if (!(await locks.lockPermissionTreeParent(inTx.db.sql, 'features', id, 'update')))
        throw notFound('Feature');
      const row = await loadFeature(tx, id);
      if (isProtectedFeature(row.code)) throw protectedEntry('feature', row.code, 'deleted', 'id');
      if (row._count.subFeatures > 0 || row._count.permissions > 0) {
        throw new AppError(
          'has_children',
          `The feature still has ${row._count.subFeatures} sub-feature(s) and ${row._count.permissions} permission(s); delete them first`,
        );
      }
      await repo.updateFeature(tx, row.id, { deletedAt: new Date(), modifiedBy: actor });
    },
    DELETE_TX_OPTIONS,
  );
}
