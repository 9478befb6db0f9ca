// What writing a decoded record takes, whatever its entity: the record checked by its schema
// with the API's codes and fields, a service's error fields renamed to the record's, the
// import mode's rule on what was found, and the comparisons that tell a change.
//
// The API, in short:
//   parseRecord(schema, record)      the zod schema's result, or the API's codes and fields
//   renamingFields(rename, call)     a service's error fields (`parent_id`) as the record's
//   existingOrMissing(row, mode, what, code)   the import mode's rule on what was found
//   requiredOnCreate(value, field)   `required` on `field` when a create lacks it
//   definedOnly(record)              drops the undefined keys (what was not given)
//   textFieldOf(record, 'code')      a record's key, best effort, before any check
//   sameJson(a, b)                   two JSON values alike (key order aside)
import type { z } from 'zod';
import { AppError, validationError } from '../errors/index.ts';

/** How a write treats what it finds: create or update, create only, update only. */
export interface WriteMode {
  mode: 'create_only' | 'update_only' | (string & {});
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
  options: WriteMode,
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

/** The given value when it differs from the stored one; undefined when not given or alike. */
export const differs = <T>(given: T | undefined, stored: T): T | undefined =>
  given !== undefined && given !== stored ? given : undefined;

/** The same for a nullable field a record may clear (`description: null`). */
export const differsNullable = <T>(
  given: T | null | undefined,
  stored: T | null,
): T | null | undefined => (given !== undefined && (given ?? null) !== stored ? given : undefined);

/** The same codes or ids, in any order. */
export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;
