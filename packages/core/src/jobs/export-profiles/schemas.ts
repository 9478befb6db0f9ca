// Export profiles: an export's choices (entity, format, filters, channel, locales, attributes)
// saved under a name, to be run again as a new export job.
import { z } from 'zod';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zPaging } from '../../platform/shared/list.ts';
import { zCode, zId, zName, zQueryArray, zSearch } from '../../platform/shared/schemas.ts';
import {
  EXPORT_ENTITIES,
  EXPORT_FORMATS,
  MAX_EXPORT_ATTRIBUTES,
  ZExportFilters,
} from '../schemas.ts';

const zLocales = z.array(z.string().min(2).max(20)).min(1).max(50);
const zAttributes = z.array(zCode()).min(1).max(MAX_EXPORT_ATTRIBUTES);

export const ZExportProfile = z.object({
  id: z.string(),
  name: z.string(),
  entity: z.enum(EXPORT_ENTITIES),
  format: z.enum(EXPORT_FORMATS),
  filters: z.record(z.string(), z.unknown()),
  channel_code: z.string().nullable(),
  /** Null: every locale. */
  locales: z.array(z.string()).nullable(),
  /** Null: every attribute. */
  attributes: z.array(z.string()).nullable(),
  ...zAuditFields,
});
export type ExportProfileDto = z.infer<typeof ZExportProfile>;

export const ZCreateExportProfileInput = z.strictObject({
  name: zName,
  entity: z.enum(EXPORT_ENTITIES),
  format: z.enum(EXPORT_FORMATS),
  filters: ZExportFilters.default({}),
  channel_code: zCode().nullish(),
  locales: zLocales.nullish(),
  attributes: zAttributes.nullish(),
});
export type CreateExportProfileInput = z.infer<typeof ZCreateExportProfileInput>;

/** A partial update; `null` clears the channel, locales or attributes. */
export const ZUpdateExportProfileInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  entity: z.enum(EXPORT_ENTITIES).optional(),
  format: z.enum(EXPORT_FORMATS).optional(),
  filters: ZExportFilters.optional(),
  channel_code: zCode().nullish(),
  locales: zLocales.nullish(),
  attributes: zAttributes.nullish(),
});
export type UpdateExportProfileInput = z.infer<typeof ZUpdateExportProfileInput>;

export const ZExportProfileIdInput = z.strictObject({ id: zId });
export type ExportProfileIdInput = z.infer<typeof ZExportProfileIdInput>;

export const ZListExportProfilesInput = z.strictObject({
  /** Part of the name, any case. */
  search: zSearch.optional(),
  entity: zQueryArray(z.enum(EXPORT_ENTITIES)),
  ...zPaging(20, ['created_at', 'modified_at', 'name'] as const),
});
export type ListExportProfilesInput = z.infer<typeof ZListExportProfilesInput>;
