// Labels in the catalog entities' codecs: a record's `labels` {<locale>: name} (one
// `label-<locale>` column each in CSV and XLSX), exported from an entity's stored
// translations, and written through the entity's `*Translations` service.
import { z } from 'zod';
import { labels, renamingFields, type ExportRow } from '../../platform/codecs/index.ts';
import { LIMITS } from '../../platform/limits.ts';
import { zName } from '../../platform/shared/index.ts';
import { zLocaleCode } from '../locales/index.ts';
import type { TranslationsField } from './schemas.ts';
import { namesByLocale } from './service.ts';

/** A record's `labels`: `{<locale>: name}`, at most as many locales as a translations PATCH. */
export const zLabels = z
  .record(zLocaleCode, zName)
  .refine((labels) => Object.keys(labels).length <= LIMITS.translations, {
    message: `at most ${LIMITS.translations} locales`,
    params: { code: 'too_long', maximum: LIMITS.translations, origin: 'array' },
  });

/** The `labels` field of an entity whose row stores them as `translations`. */
export const translatedLabels = () =>
  labels(zLabels.optional(), (row: ExportRow) => namesByLocale(row.translations));

/**
 * Writes the labels that differ from the stored translations (a row's `translations` JSON)
 * through `update` (the entity's `*Translations` service); false when none differ. A locale
 * the service refuses fails on `labels.<locale>`.
 */
export async function writeLabels(
  stored: unknown,
  given: Record<string, string> | undefined,
  update: (translations: TranslationsField) => Promise<unknown>,
  prefix = '',
): Promise<boolean> {
  const current = namesByLocale(stored);
  const changes = Object.entries(given ?? {})
    .filter(([locale, name]) => current[locale] !== name)
    .map(([locale, name]) => ({ locale, name }));
  if (changes.length === 0) return false;
  await renamingFields(
    (field) => {
      const index = /^translations\.(\d+)/.exec(field)?.[1];
      const locale = index === undefined ? undefined : changes[Number(index)]?.locale;
      return locale === undefined ? `${prefix}labels` : `${prefix}labels.${locale}`;
    },
    () => update(changes),
  );
  return true;
}

/**
 * The record's status, when given and other than the row's (a row just created is `active`),
 * then its labels (writeLabels); whether either was written.
 */
export async function writeStatusAndLabels<S extends string>(
  current: { status: string; translations: unknown } | undefined,
  record: { status?: S; labels?: Record<string, string> },
  write: {
    status: (status: S) => Promise<unknown>;
    translations: (translations: TranslationsField) => Promise<unknown>;
  },
): Promise<boolean> {
  const status = record.status !== (current?.status ?? 'active') ? record.status : undefined;
  if (status !== undefined) await write.status(status);
  const labelled = await writeLabels(current?.translations, record.labels, write.translations);
  return status !== undefined || labelled;
}
