import type { ApiResult } from '@/lib/api/call';
import type { DetailTab } from '../form/detail-form';
import { LoadError } from '../notices';
import { TranslationFields } from './translation-fields';
import type { LocaleOption, TranslationItem } from './translations-section';

/**
 * The Translations tab of a detail page from what the server loaded (the record's
 * `getTranslations` and every locale): its fields, or the failed load said.
 */
export function translationsTab({
  translations,
  locales,
  canWrite,
  testId,
}: {
  translations: ApiResult<{ items: TranslationItem[] }>;
  locales: ApiResult<LocaleOption[]>;
  canWrite: boolean;
  testId: string;
}): DetailTab {
  const base = { value: 'translations', label: 'Translations' };
  if (!translations.ok) {
    return { ...base, kind: 'content', children: <LoadError failure={translations.failure} /> };
  }
  if (!locales.ok) {
    return { ...base, kind: 'content', children: <LoadError failure={locales.failure} /> };
  }
  return {
    ...base,
    label: `Translations (${translations.data.items.length})`,
    children: (
      <TranslationFields
        items={translations.data.items}
        locales={locales.data}
        canWrite={canWrite}
        testId={testId}
      />
    ),
  };
}
