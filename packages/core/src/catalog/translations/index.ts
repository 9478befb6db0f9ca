// The face of translations: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { zTranslationsField, type TranslationListDto, type TranslationsField } from './schemas.ts';
export { namesByLocale, translationsOf, updateTranslations } from './service.ts';
export { translatedLabels, writeLabels, writeStatusAndLabels, zLabels } from './codec.ts';
