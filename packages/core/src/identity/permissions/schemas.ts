// Request and response shapes of the platform-wide permission catalog: features hold sub-features,
// sub-features hold permissions. A create needs only `code`; `name` (defaults to the code) and
// `description` are optional, a sub-feature names its feature and a permission its sub-feature (its
// feature follows from it).
import { z } from 'zod';
import { PERMISSION_TREE_STATUSES } from '../../platform/limits.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields } from '../../platform/shared/list.ts';
import { zId, zName, zDescription } from '../../platform/shared/schemas.ts';

export { PERMISSION_TREE_STATUSES } from '../../platform/limits.ts';
const zPermissionTreeStatus = z.enum(PERMISSION_TREE_STATUSES);
const zRef = z.object({ code: z.string(), id: z.string(), name: z.string() });

// Permission codes are `<feature>.<sub_feature>.<action>`, so feature and sub-feature codes
// may not contain a dot: every permission code then reads back unambiguously.
const zSegment = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'may contain only letters, digits, _ and -' });
const zPermissionCode = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, {
    error: 'must read <feature>.<sub_feature>.<action>',
  });

const common = {
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: zPermissionTreeStatus,
};

export const ZPermission = z.object({
  ...common,
  feature: zRef,
  sub_feature: zRef,
  ...zAuditFields,
});
export type PermissionDto = z.infer<typeof ZPermission>;

export const ZFeature = z.object({
  ...common,
  permission_count: z.number().int(),
  sub_feature_count: z.number().int(),
  ...zAuditFields,
});
export type FeatureDto = z.infer<typeof ZFeature>;

export const ZSubFeature = z.object({
  ...common,
  permission_count: z.number().int(),
  feature: zRef,
  ...zAuditFields,
});
export type SubFeatureDto = z.infer<typeof ZSubFeature>;

const listOf = (pageSize: number) => zListFields(zPermissionTreeStatus, pageSize);

export const ZListPermissionsInput = z.strictObject({
  feature_id: zId.optional(),
  sub_feature_id: zId.optional(),
  ...listOf(10),
});
export type ListPermissionsInput = z.infer<typeof ZListPermissionsInput>;

export const ZListFeaturesInput = z.strictObject(listOf(20));
export type ListFeaturesInput = z.infer<typeof ZListFeaturesInput>;

export const ZListSubFeaturesInput = z.strictObject({
  feature_id: zId.optional(),
  ...listOf(20),
});
export type ListSubFeaturesInput = z.infer<typeof ZListSubFeaturesInput>;

export const ZCreatePermissionInput = z.strictObject({
  code: zPermissionCode,
  sub_feature_id: zId,
  name: zName.optional(),
  description: zDescription.nullish(),
});
export type CreatePermissionInput = z.infer<typeof ZCreatePermissionInput>;

export const ZCreateFeatureInput = z.strictObject({
  code: zSegment,
  name: zName.optional(),
  description: zDescription.nullish(),
});
export type CreateFeatureInput = z.infer<typeof ZCreateFeatureInput>;

export const ZCreateSubFeatureInput = z.strictObject({
  code: zSegment,
  feature_id: zId,
  name: zName.optional(),
  description: zDescription.nullish(),
});
export type CreateSubFeatureInput = z.infer<typeof ZCreateSubFeatureInput>;

export const ZPermissionTreeIdInput = z.strictObject({ id: zId });
export type PermissionTreeIdInput = z.infer<typeof ZPermissionTreeIdInput>;

export const ZPermissionTreeStatusInput = z.strictObject({
  id: zId,
  status: zPermissionTreeStatus,
});
export type PermissionTreeStatusInput = z.infer<typeof ZPermissionTreeStatusInput>;
