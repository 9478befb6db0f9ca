// Reading and upserting the translations of a catalog record. Stored on the row as
// {"<locale>": {"name", "created_at", "modified_at"}}; answered as a list ordered by locale.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { resolveLocales } from '../locales/index.ts';
import type { TranslationDto, TranslationListDto, TranslationsField } from './schemas.ts';
import * as store from './sql.ts';

type Stored = Record<string, { name: string; created_at: string; modified_at: string }>;

const storedOf = (value: unknown): Stored =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};

/** The stored translations as the documented list, by locale code. */
export function translationsOf(value: unknown): TranslationListDto {
  const items: TranslationDto[] = Object.entries(storedOf(value))
    .map(([locale, t]) => ({
      locale,
      name: t.name,
      created_at: t.created_at,
      modified_at: t.modified_at,
    }))
    .sort((a, b) => a.locale.localeCompare(b.locale));
  return { items };
}

/** `{locale: name}`: the shape attribute rows show (`attribute_translations`). */
export function namesByLocale(value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(storedOf(value)).map(([l, t]) => [l, t.name]));
}

/** Translations from elsewhere (an import, a create), keyed by locale, as stored. */
export function newTranslations(names: Record<string, string>, at: Date): Stored {
  const now = at.toISOString();
  return Object.fromEntries(
    Object.entries(names).map(([locale, name]) => [
      locale,
      { name, created_at: now, modified_at: now },
    ]),
  );
}

/**
 * Creates or updates the given locales of a live record (others stay), under a lock of its
 * row, and answers all of its translations. A locale the service does not know, or the same
 * locale twice, is 400 invalid_value on `translations.<n>.locale`.
 */
export async function updateTranslations(
  scope: TenantScope,
  target: { table: store.TranslatableTable; id: string; what: string },
  translations: TranslationsField,
): Promise<TranslationListDto> {
  const field = (index: number) => `translations.${index}.locale`;
  const seen = new Set<string>();
  translations.forEach(({ locale }, index) => {
    if (seen.has(locale)) {
      throw new AppError('invalid_value', `The locale ${locale} is given twice`, {
        field: field(index),
      });
    }
    seen.add(locale);
  });
  return inTransaction(scope, async ({ db, tenantId, principal }) => {
    await resolveLocales(
      db.prisma,
      translations.map((t) => t.locale),
      field,
    );
    const current = await store.lockTranslations(db.sql, target.table, tenantId, target.id);
    if (current === undefined) throw notFound(target.what);
    const stored = storedOf(current);
    const now = new Date().toISOString();
    const next: Stored = { ...stored };
    for (const { locale, name } of translations) {
      next[locale] = { name, created_at: stored[locale]?.created_at ?? now, modified_at: now };
    }
    await store.writeTranslations(
      db.sql,
      target.table,
      tenantId,
      target.id,
      next,
      actorOf(principal),
    );
    return translationsOf(next);
  });
}
