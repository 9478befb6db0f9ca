// Request and response shapes of the options of select and multiselect attributes
// (`/attributes/{id}/options`). `name` is the default label; `labels` holds one label per locale.
// An option list has a defined order: sort_order, then code.
import { z } from 'zod';
import { zSortOrder } from '../attribute-groups/schemas.ts';
import { LIMITS } from '../../platform/limits.ts';
import { zLocaleCode } from '../locales/schemas.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zSort } from '../../platform/shared/list.ts';
import {
  zCode,
  zId,
  zName,
  zPage,
  zPageSize,
  zQueryArray,
  zSearch,
} from '../../platform/shared/schemas.ts';

const zLabel = z.string().min(1).max(LIMITS.name);

/** `{locale: label}`, each locale a known one (checked by the service), at most 300. */
const zLabelsOf = <T extends z.ZodType>(label: T) =>
  z
    .record(zLocaleCode, label)
    .refine((labels) => Object.keys(labels).length <= LIMITS.translations, {
      message: `at most ${LIMITS.translations} locales`,
      params: { code: 'too_long', maximum: LIMITS.translations, origin: 'array' },
    });

export const ZAttributeOption = z.object({
  id: z.string(),
  attribute_id: z.string(),
  code: z.string(),
  name: z.string(),
  labels: z.record(z.string(), z.string()),
  sort_order: z.number().int(),
  ...zAuditFields,
});
export type AttributeOptionDto = z.infer<typeof ZAttributeOption>;

export const ZListAttributeOptionsInput = z.strictObject({
  id: zId,
  /** Part of the code, the name or any label, any case. */
  search: zSearch.optional(),
  /**
   * Only the options of these codes (`?codes=a,b` or repeated, at most 100): how a page naming
   * option codes reads their labels in one request. Codes no option has are left out.
   */
  codes: zQueryArray(zCode(100)),
  page: zPage,
  page_size: zPageSize(20),
  /** Without it: sort_order, then code. */
  sort: zSort(['sort_order', 'code', 'name', 'created_at', 'modified_at']),
});
export type ListAttributeOptionsInput = z.infer<typeof ZListAttributeOptionsInput>;

export const ZCreateAttributeOptionInput = z.strictObject({
  id: zId,
  code: zCode(100),
  name: zName,
  labels: zLabelsOf(zLabel).optional(),
  /** Without it: one more than the attribute's highest. */
  sort_order: zSortOrder.optional(),
});
export type CreateAttributeOptionInput = z.infer<typeof ZCreateAttributeOptionInput>;

export const ZAttributeOptionIdInput = z.strictObject({ id: zId, optionId: zId });
export type AttributeOptionIdInput = z.infer<typeof ZAttributeOptionIdInput>;

export const ZUpdateAttributeOptionInput = z.strictObject({
  id: zId,
  optionId: zId,
  /** Fixed once created: accepted only with the option's own code. */
  code: zCode(100).optional(),
  name: zName.optional(),
  /** Merged by locale into the stored labels; a null label removes that locale. */
  labels: zLabelsOf(zLabel.nullable()).optional(),
  sort_order: zSortOrder.optional(),
});
export type UpdateAttributeOptionInput = z.infer<typeof ZUpdateAttributeOptionInput>;
