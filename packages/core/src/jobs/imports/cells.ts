// Readers of CSV and XLSX cells, shared by every importer's `fromCells`. A row arrives as
// strings by column header, '' for an empty cell; an empty cell means "not given" (left as
// is on update), so every reader answers `undefined` for it. A cell that cannot be read (a
// boolean `maybe`, bad JSON) is an AppError whose `field` is the column's name, so the job
// item points at the cell a person has to fix.
//
// The API, in short:
//   cellText(cells, 'name')          'abc' | undefined
//   cellBoolean(cells, 'is_unique')  true|false|1|0 (any case)     → invalid_type otherwise
//   cellInteger(cells, 'sort_order') whole numbers (`-3`, `12`)     → invalid_type otherwise
//   cellList(cells, 'categories')    'a, b,c' → ['a','b','c']       (empties dropped)
//   cellJson(cells, 'config')        parsed JSON                    → malformed_json otherwise
//   cellLabels(cells)                label-<locale> columns → {<locale>: name}
//   checkColumns(cells, known)       unknown_field for a column the importer does not read
//   definedOnly(record)              drops the undefined keys (what was not given)
//
// And two helpers for the JSON records every importer checks and writes:
//   parseRecord(schema, record)      the zod schema's result, or the API's codes and fields
//   renamingFields(rename, call)     a service's error fields (`parent_id`) as the record's
//   existingOrMissing(row, options, what, code)   the import mode's rule on what was found
//   requiredOnCreate(value, field)   `required` on `field` when a create lacks it
//   zLabels, writeLabels(...)        a record's `labels` {<locale>: name}, written as the
//                                    entity's translations (given locales set, others kept)
import { z } from 'zod';
import { AppError, validationError } from '../../platform/errors/index.ts';
import { LIMITS } from '../../platform/limits.ts';
import { zLocaleCode } from '../../catalog/locales/index.ts';
import { zName } from '../../platform/shared/index.ts';
import { namesByLocale, type TranslationsField } from '../../catalog/translations/index.ts';
import type { ImportOptions } from './importer.ts';

export type Cells = Record<string, string>;

/** The prefix of the columns that hold a record's labels: `label-en_US`. */
export const LABEL_PREFIX = 'label-';

/** The cell's text, trimmed; undefined when the cell is empty or the column is absent. */
export function cellText(cells: Cells, column: string): string | undefined {
  const value = cells[column];
  if (value === undefined) return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** `true`, `false`, `1` or `0` (any case); anything else is invalid_type on the column. */
export function cellBoolean(cells: Cells, column: string): boolean | undefined {
  const text = cellText(cells, column);
  if (text === undefined) return undefined;
  const lower = text.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  throw new AppError('invalid_type', `${column} must be true, false, 1 or 0, not "${cut(text)}"`, {
    field: column,
  });
}

/** A whole number (`12`, `-3`); anything else is invalid_type on the column. */
export function cellInteger(cells: Cells, column: string): number | undefined {
  const text = cellText(cells, column);
  if (text === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(text)) {
    throw new AppError('invalid_type', `${column} must be a whole number, not "${cut(text)}"`, {
      field: column,
    });
  }
  return Number(text);
}

/** A comma-separated list, each item trimmed, empty items dropped. */
export function cellList(cells: Cells, column: string): string[] | undefined {
  const text = cellText(cells, column);
  if (text === undefined) return undefined;
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A JSON cell (objects, arrays); text that is not JSON is malformed_json on the column. */
export function cellJson(cells: Cells, column: string): unknown {
  const text = cellText(cells, column);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('malformed_json', `${column} must hold JSON, not "${cut(text)}"`, {
      field: column,
    });
  }
}

/** The `label-<locale>` columns with text, as `{<locale>: name}`; undefined when none. */
export function cellLabels(cells: Cells): Record<string, string> | undefined {
  const labels: Record<string, string> = {};
  for (const column of Object.keys(cells)) {
    if (!column.startsWith(LABEL_PREFIX)) continue;
    const name = cellText(cells, column);
    if (name !== undefined) labels[column.slice(LABEL_PREFIX.length)] = name;
  }
  return Object.keys(labels).length > 0 ? labels : undefined;
}

/**
 * Refuses a column the importer does not read (a typo would otherwise be dropped silently):
 * unknown_field on the first such column. `label-<locale>` columns are known when `labels`.
 */
export function checkColumns(
  cells: Cells,
  known: readonly string[],
  { labels = false }: { labels?: boolean } = {},
): void {
  for (const column of Object.keys(cells)) {
    if (known.includes(column)) continue;
    if (labels && column.startsWith(LABEL_PREFIX) && column.length > LABEL_PREFIX.length) continue;
    if (column.trim() === '' && cellText(cells, column) === undefined) continue;
    throw new AppError('unknown_field', `The column ${cut(column)} is not one this import reads`, {
      field: cut(column),
    });
  }
}

/** A record's text field (`code`, `sku`): its item key, best effort, before any check. */
export function textFieldOf(record: unknown, name: string): string | null {
  const value = (record as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : null;
}

/** The record without its undefined keys: what the row did not give stays out. */
export function definedOnly<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The record as `schema` reads it; the API's codes and fields (validationError) otherwise. */
export function parseRecord<T extends z.ZodType>(schema: T, record: unknown): z.output<T> {
  const parsed = schema.safeParse(record);
  if (!parsed.success) throw validationError(parsed.error.issues, record);
  return parsed.data;
}

/**
 * Runs a service call, and renames the fields of the AppError it throws (`parent_id`,
 * `attributes.0.attribute_id`) to the record's own (`parent`, `attributes.3.code`), so a
 * failed item points into the record a person sent.
 */
export async function renamingFields<T>(
  rename: (field: string) => string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const details = error.details.map((detail) => ({ ...detail, field: rename(detail.field) }));
    throw new AppError(error.code, error.message, { details, status: error.status, cause: error });
  }
}

/**
 * The import mode's rule, given the live row found by the record's key (or null): create_only
 * refuses an existing one (already_exists), update_only a missing one (not_found), both on
 * `field`. Answers the row, or undefined when the record is to be created.
 */
export function existingOrMissing<T>(
  found: T | null | undefined,
  options: Pick<ImportOptions, 'mode'>,
  what: string,
  key: string,
  field = 'code',
): T | undefined {
  if (found && options.mode === 'create_only') {
    throw new AppError('already_exists', `A ${what} ${key} already exists (mode create_only)`, {
      field,
    });
  }
  if (!found && options.mode === 'update_only') {
    throw new AppError('not_found', `No ${what} ${key} to update (mode update_only)`, { field });
  }
  return found ?? undefined;
}

/** A field a record may leave out on update, but not when it creates: `required` on it. */
export function requiredOnCreate<T>(value: T | undefined, field: string): T {
  if (value === undefined) {
    throw new AppError('required', `${field} is required to create a new record`, { field });
  }
  return value;
}

/** A record's `labels`: `{<locale>: name}`, at most as many locales as a translations PATCH. */
export const zLabels = z
  .record(zLocaleCode, zName)
  .refine((labels) => Object.keys(labels).length <= LIMITS.translations, {
    message: `at most ${LIMITS.translations} locales`,
    params: { code: 'too_long', maximum: LIMITS.translations, origin: 'array' },
  });

/**
 * Writes the labels that differ from the stored translations (a row's `translations` JSON)
 * through `update` (the entity's `*Translations` service); false when none differ. A locale
 * the service refuses fails on `labels.<locale>`.
 */
export async function writeLabels(
  stored: unknown,
  labels: Record<string, string> | undefined,
  update: (translations: TranslationsField) => Promise<unknown>,
  prefix = '',
): Promise<boolean> {
  const current = namesByLocale(stored);
  const changes = Object.entries(labels ?? {})
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

/** Text quoted in a message, cut short: an error never echoes a whole cell. */
function cut(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
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
