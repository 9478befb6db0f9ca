// Permission tree rows to the documented shapes.
import { auditFieldsOf, refOf } from '../../platform/shared/index.ts';
import type * as repo from './repository.ts';
import type { FeatureDto, PermissionDto, SubFeatureDto } from './schemas.ts';

const base = (row: {
  id: string;
  code: string;
  name: string;
  description: string | null;
  status: 'active' | 'inactive';
}) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  status: row.status,
});

export const toPermissionDto = (row: repo.PermissionRow): PermissionDto => ({
  ...base(row),
  feature: refOf(row.feature),
  sub_feature: refOf(row.subFeature),
  ...auditFieldsOf(row),
});

export const toFeatureDto = (row: repo.FeatureRow): FeatureDto => ({
  ...base(row),
  permission_count: row._count.permissions,
  sub_feature_count: row._count.subFeatures,
  ...auditFieldsOf(row),
});

export const toSubFeatureDto = (row: repo.SubFeatureRow): SubFeatureDto => ({
  ...base(row),
  permission_count: row._count.permissions,
  feature: refOf(row.feature),
  ...auditFieldsOf(row),
});
