import type { ApiResult } from '@/lib/api/call';
import type { FormAction } from '../form/action-form';
import { LoadError } from '../notices';
import { Section } from '../page';
import {
  TranslationsSection,
  type LocaleOption,
  type TranslationItem,
} from './translations-section';

/**
 * The Translations card of a catalog page from what the server loaded: the record's
 * translations (`getTranslations`) and every locale (`loadLocales()`); a failed load is said.
 */
export function LoadedTranslations({
  translations,
  locales,
  action,
  id,
  canWrite,
  testId,
}: {
  translations: ApiResult<{ items: TranslationItem[] }>;
  locales: ApiResult<LocaleOption[]>;
  action: FormAction;
  /** The record's id, posted as `id`. */
  id: string;
  canWrite: boolean;
  testId: string;
}) {
  const failure = !translations.ok ? translations.failure : !locales.ok ? locales.failure : null;
  if (failure || !translations.ok || !locales.ok) {
    return (
      <Section title="Translations" testId={testId}>
        {failure ? <LoadError failure={failure} /> : null}
      </Section>
    );
  }
  return (
    <TranslationsSection
      action={action}
      hidden={{ id }}
      items={translations.data.items}
      locales={locales.data}
      canWrite={canWrite}
      testId={testId}
    />
  );
}
