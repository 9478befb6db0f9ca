// Locales: every locale the service knows, the same for all tenants. A locale code is
// `language_COUNTRY`, with a script where a language has several (`sr_Latn_RS`).
import { z } from 'zod';
import { zPaging } from '../../platform/shared/list.ts';
import { zSearch } from '../../platform/shared/schemas.ts';

export const zLocaleCode = z
  .string()
  .min(4)
  .max(20)
  .regex(/^[a-z]{2,3}(_[A-Z][a-z]{3})?_[A-Z0-9]{2,3}$/, {
    error: 'must be a locale code such as en_US or sr_Latn_RS',
  });

export const ZLocale = z.object({
  id: z.string(),
  locale_code: z.string(),
  language_name: z.string(),
  country_name: z.string(),
});
export type LocaleDto = z.infer<typeof ZLocale>;

export const ZListLocalesInput = z.strictObject({
  /** Part of the code, the language name or the country name, any case. */
  search: zSearch.optional(),
  ...zPaging(20, ['code']),
});
export type ListLocalesInput = z.infer<typeof ZListLocalesInput>;
