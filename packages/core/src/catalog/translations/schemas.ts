// Names per locale of catalog records: category trees, categories, channels, product families,
// variant families and attributes. PATCH creates or updates the given locales and leaves the
// others.
import { z } from 'zod';
import { LIMITS } from '../../platform/limits.ts';
import { zLocaleCode } from '../locales/schemas.ts';
import { zTimestamp, zName } from '../../platform/shared/schemas.ts';

export const ZTranslation = z.object({
  locale: z.string(),
  name: z.string(),
  created_at: zTimestamp,
  modified_at: zTimestamp,
});
export type TranslationDto = z.infer<typeof ZTranslation>;

/** `data.items`: the record's translations, by locale code. */
export const ZTranslationList = z.object({ items: z.array(ZTranslation) });
export type TranslationListDto = z.infer<typeof ZTranslationList>;

/** The body of a translations PATCH: at least one `{locale, name}`, each locale once. */
export const zTranslationsField = z
  .array(z.strictObject({ locale: zLocaleCode, name: zName }))
  .min(1)
  .max(LIMITS.translations);
export type TranslationsField = z.infer<typeof zTranslationsField>;
