// Request and response shapes of the attribute operations. `config` is checked against the type's
// schema (config.ts) as part of validation; `code`, `type` and the scope flags are fixed once
// created, so an update takes them only to compare.
import { z } from 'zod';
import { zSortOrder, SORTS_WITH_ORDER } from '../attribute-groups/schemas.ts';
import { zCatalogStatus } from '../category-trees/schemas.ts';
import { ATTRIBUTE_TYPES } from '../../platform/limits.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields } from '../../platform/shared/list.ts';
import {
  zCatalogDescription,
  zCode,
  zId,
  zName,
  zQueryArray,
} from '../../platform/shared/schemas.ts';
import { zTranslationsField } from '../translations/schemas.ts';
import { ATTRIBUTE_CONFIG_DESCRIPTION, parseAttributeConfig, UNIQUE_TYPES } from './config.ts';

export const zAttributeType = z.enum(ATTRIBUTE_TYPES);

const zRef = z.object({ code: z.string(), id: z.string(), name: z.string() });
const zConfig = z
  .record(z.string(), z.unknown())
  .meta({ description: ATTRIBUTE_CONFIG_DESCRIPTION });

export const ZAttribute = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: zAttributeType,
  attribute_group: zRef.nullable(),
  config: z.record(z.string(), z.unknown()),
  value_per_channel: z.boolean(),
  value_per_locale: z.boolean(),
  is_unique: z.boolean(),
  sort_order: z.number().int(),
  status: zCatalogStatus,
  /** Live options (select and multiselect; 0 for the other types). */
  option_count: z.number().int(),
  ...zAuditFields,
});
export type AttributeDto = z.infer<typeof ZAttribute>;

export const ZListAttributesInput = z.strictObject({
  ...zListFields(zCatalogStatus, 20, SORTS_WITH_ORDER),
  type: zQueryArray(zAttributeType),
  attribute_group_id: zId.optional(),
});
export type ListAttributesInput = z.infer<typeof ZListAttributesInput>;

type Flags = { type: string; value_per_channel: boolean; value_per_locale: boolean };

/** is_unique: text, number and date only, and never with a value per channel or locale. */
function checkUnique(input: Flags, ctx: z.RefinementCtx) {
  const refuse = (message: string) =>
    ctx.addIssue({
      code: 'custom',
      path: ['is_unique'],
      message,
      params: { code: 'invalid_combination' },
    });
  if (!(UNIQUE_TYPES as readonly string[]).includes(input.type)) {
    refuse(`is only for ${UNIQUE_TYPES.join(', ')} attributes`);
  } else if (input.value_per_channel || input.value_per_locale) {
    refuse('cannot go with value_per_channel or value_per_locale');
  }
}

export const ZCreateAttributeInput = z
  .strictObject({
    code: zCode(100),
    name: zName,
    description: zCatalogDescription.nullish(),
    type: zAttributeType,
    attribute_group_id: zId.nullish(),
    config: zConfig.optional(),
    value_per_channel: z.boolean().default(false),
    value_per_locale: z.boolean().default(false),
    is_unique: z.boolean().default(false),
    sort_order: zSortOrder.default(0),
  })
  .superRefine((input, ctx) => {
    const config = parseAttributeConfig(input.type, input.config);
    for (const issue of config.error?.issues ?? []) {
      ctx.addIssue({ ...issue, path: ['config', ...issue.path] } as z.core.$ZodRawIssue);
    }
    if (input.is_unique) checkUnique(input, ctx);
  });
export type CreateAttributeInput = z.infer<typeof ZCreateAttributeInput>;

export const ZAttributeIdInput = z.strictObject({ id: zId });
export type AttributeIdInput = z.infer<typeof ZAttributeIdInput>;

/** Fields an update accepts only with the stored value (values are stored by them). */
export const FIXED_FIELDS = [
  'code',
  'type',
  'value_per_channel',
  'value_per_locale',
  'is_unique',
] as const;

export const ZUpdateAttributeInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
  attribute_group_id: zId.nullish(),
  /** Replaces the whole config, checked against the attribute's type. */
  config: zConfig.optional(),
  sort_order: zSortOrder.optional(),
  code: zCode(100).optional(),
  type: zAttributeType.optional(),
  value_per_channel: z.boolean().optional(),
  value_per_locale: z.boolean().optional(),
  is_unique: z.boolean().optional(),
});
export type UpdateAttributeInput = z.infer<typeof ZUpdateAttributeInput>;

export const ZAttributeStatusInput = z.strictObject({ id: zId, status: zCatalogStatus });
export type AttributeStatusInput = z.infer<typeof ZAttributeStatusInput>;

export const ZAttributeTranslationsInput = z.strictObject({
  id: zId,
  translations: zTranslationsField,
});
export type AttributeTranslationsInput = z.infer<typeof ZAttributeTranslationsInput>;
