// Locales: read once per process (they change only with a migration), named from their code,
// searched and paged in memory. Other domains check locale codes here.
import type { DbTx } from '@pim/db';
import type { Scope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { pageOf, type Page } from '../../platform/shared/index.ts';
import { localeNames } from './names.ts';
import * as repo from './repository.ts';
import type { ListLocalesInput, LocaleDto } from './schemas.ts';

let known: Promise<LocaleDto[]> | undefined;

/**
 * Every locale, by code. Cached for the process: the table is written only by migrations, with
 * the same ids in every database (UUIDv5 of the code).
 */
function allLocales(db: DbTx): Promise<LocaleDto[]> {
  known ??= repo.listAllLocales(db).then(
    (rows) => rows.map((row) => ({ id: row.id, locale_code: row.code, ...localeNames(row.code) })),
    (error: unknown) => {
      known = undefined;
      throw error;
    },
  );
  return known;
}

/** Lower case without accents, so `maori` finds "Māori" and `turkiye` "Türkiye". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export async function listLocales(
  { db }: Scope,
  input: ListLocalesInput,
): Promise<Page<LocaleDto>> {
  const search = input.search && folded(input.search.trim());
  let items = await allLocales(db.prisma);
  if (search) {
    items = items.filter((l) =>
      [l.locale_code, l.language_name, l.country_name].some((text) =>
        folded(text).includes(search),
      ),
    );
  }
  if (input.sort === '-code') items = [...items].reverse();
  const start = (input.page - 1) * input.page_size;
  return pageOf(
    items.slice(start, start + input.page_size),
    input.page,
    input.page_size,
    items.length,
  );
}

/**
 * The locales of these codes, in the order given; an unknown code is 400 invalid_value on
 * `fieldOf(index)`.
 */
export async function resolveLocales(
  db: DbTx,
  codes: readonly string[],
  fieldOf: (index: number) => string,
): Promise<LocaleDto[]> {
  const byCode = new Map((await allLocales(db)).map((l) => [l.locale_code, l]));
  return codes.map((code, index) => {
    const locale = byCode.get(code);
    if (!locale) {
      throw new AppError('invalid_value', `Unknown locale ${code} (see GET /v1/locales)`, {
        field: fieldOf(index),
      });
    }
    return locale;
  });
}

/** The locales of these ids (a channel's), named. */
export async function localesByIds(db: DbTx, ids: readonly string[]): Promise<LocaleDto[]> {
  const byId = new Map((await allLocales(db)).map((l) => [l.id, l]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
