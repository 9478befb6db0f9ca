// What a record's Translations tab (TranslationFields, translationsTab) and the locale pickers
// take: a stored name per locale, and the tenant's locales to choose from.

export interface TranslationItem {
  locale: string;
  name: string;
  modified_at: string;
}

export interface LocaleOption {
  code: string;
  /** "French (France)". */
  label: string;
}
