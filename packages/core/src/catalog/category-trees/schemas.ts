// Request and response shapes of the category tree operations.
import { z } from 'zod';
import { CATALOG_STATUSES } from '../../platform/limits.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields } from '../../platform/shared/list.ts';
import { zCatalogDescription, zCode, zId, zName } from '../../platform/shared/schemas.ts';
import { zTranslationsField } from '../translations/schemas.ts';

export const zCatalogStatus = z.enum(CATALOG_STATUSES);

export const ZCategoryTree = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: zCatalogStatus,
  ...zAuditFields,
});
export type CategoryTreeDto = z.infer<typeof ZCategoryTree>;

export const ZListCategoryTreesInput = z.strictObject(zListFields(zCatalogStatus, 20));
export type ListCategoryTreesInput = z.infer<typeof ZListCategoryTreesInput>;

export const ZCreateCategoryTreeInput = z.strictObject({
  code: zCode(100),
  name: zName,
  description: zCatalogDescription.nullish(),
});
export type CreateCategoryTreeInput = z.infer<typeof ZCreateCategoryTreeInput>;

export const ZCategoryTreeIdInput = z.strictObject({ id: zId });
export type CategoryTreeIdInput = z.infer<typeof ZCategoryTreeIdInput>;

export const ZUpdateCategoryTreeInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
});
export type UpdateCategoryTreeInput = z.infer<typeof ZUpdateCategoryTreeInput>;

export const ZCategoryTreeStatusInput = z.strictObject({ id: zId, status: zCatalogStatus });
export type CategoryTreeStatusInput = z.infer<typeof ZCategoryTreeStatusInput>;

export const ZCategoryTreeTranslationsInput = z.strictObject({
  id: zId,
  translations: zTranslationsField,
});
export type CategoryTreeTranslationsInput = z.infer<typeof ZCategoryTreeTranslationsInput>;
