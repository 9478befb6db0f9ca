// Request and response shapes of the channel operations.
import { z } from 'zod';
import { zCatalogStatus } from '../category-trees/schemas.ts';
import { zLocaleCode, ZLocale } from '../locales/schemas.ts';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields } from '../../platform/shared/list.ts';
import { zCatalogDescription, zCode, zId, zName } from '../../platform/shared/schemas.ts';
import { zTranslationsField } from '../translations/schemas.ts';

/** The most locales one channel holds (the locales table has about 200). */
export const MAX_CHANNEL_LOCALES = 300;

export const ZChannel = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: zCatalogStatus,
  category_tree: z.object({ code: z.string(), id: z.string(), name: z.string() }),
  /** In the order they were given. */
  locales: z.array(ZLocale),
  ...zAuditFields,
});
export type ChannelDto = z.infer<typeof ZChannel>;

export const ZListChannelsInput = z.strictObject(zListFields(zCatalogStatus, 20));
export type ListChannelsInput = z.infer<typeof ZListChannelsInput>;

/** `locales`: `{locale_code}` items, each a known locale, each once; the order is kept. */
export const zChannelLocales = z
  .array(z.strictObject({ locale_code: zLocaleCode }))
  .max(MAX_CHANNEL_LOCALES);
export type ChannelLocalesField = z.infer<typeof zChannelLocales>;

export const ZCreateChannelInput = z.strictObject({
  category_tree_id: zId,
  code: zCode(100),
  name: zName,
  description: zCatalogDescription.nullish(),
  locales: zChannelLocales.default([]),
});
export type CreateChannelInput = z.infer<typeof ZCreateChannelInput>;

export const ZChannelIdInput = z.strictObject({ id: zId });
export type ChannelIdInput = z.infer<typeof ZChannelIdInput>;

/** A partial update; `locales` replaces the whole list. */
export const ZUpdateChannelInput = z.strictObject({
  id: zId,
  category_tree_id: zId.optional(),
  description: zCatalogDescription.nullish(),
  locales: zChannelLocales.optional(),
  name: zName.optional(),
});
export type UpdateChannelInput = z.infer<typeof ZUpdateChannelInput>;

export const ZChannelStatusInput = z.strictObject({ id: zId, status: zCatalogStatus });
export type ChannelStatusInput = z.infer<typeof ZChannelStatusInput>;

export const ZChannelTranslationsInput = z.strictObject({
  id: zId,
  translations: zTranslationsField,
});
export type ChannelTranslationsInput = z.infer<typeof ZChannelTranslationsInput>;
