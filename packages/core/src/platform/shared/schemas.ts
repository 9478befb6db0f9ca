// Building blocks every domain's schemas use, so limits and formats are stated once.
import { z } from 'zod';
import { LIMITS } from '../limits.ts';

/**
 * An id: a UUID in either case, answered and compared in lower case (as PostgreSQL writes
 * them), so `A…` and `a…` never name two things to the code that compares them.
 */
export const zId = z.uuid({ error: 'must be a UUID' }).transform((id) => id.toLowerCase());
export const zCode = (max: number = LIMITS.code) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_\-.]+$/, { error: 'may contain only letters, digits, _ - and .' });

/** The most ids one request may name (role_ids, permission_ids, ...). */
export const MAX_IDS = 1000;
/** The most values one array query parameter may carry. */
export const MAX_QUERY_VALUES = 100;

export const zIdList = () => z.array(zId).max(MAX_IDS);

/** A display name: 1 to 255 characters. */
export const zName = z.string().min(1).max(LIMITS.name);
/** A list's `search` text. */
export const zSearch = z.string().max(LIMITS.search);
/** A free-text description: at most 500 characters. */
export const zDescription = z.string().max(LIMITS.description);
/** A catalog record's description: at most 1,000 characters. */
export const zCatalogDescription = z.string().max(LIMITS.catalogDescription);

/**
 * A boolean query parameter: `true`/`false` (also `1`/`0`); a JSON boolean from /trpc too.
 * Anything else is 400 invalid_type.
 */
export const zQueryBoolean = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean(),
);

/**
 * A whole number from a query string (`12`, `-3`) or from JSON. Anything else a query may hold
 * (`0x10`, `1e0`, `1.5`, an empty value) stays a string and is 400 invalid_type, not the
 * number JavaScript would read into it.
 */
export const zQueryInt = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value),
  z.number().int(),
);

export const zPage = zQueryInt.pipe(z.number().min(1)).default(1);
export const zPageSize = (fallback: number) =>
  zQueryInt.pipe(z.number().min(1).max(100)).default(fallback);

/**
 * An array query parameter that accepts both `?status=a&status=b` and `?status=a,b`.
 * Splitting happens before validation, so each value is checked against `item`.
 */
export function zQueryArray<T extends z.ZodType>(item: T, max: number = MAX_QUERY_VALUES) {
  return z.preprocess((value) => {
    if (value === undefined) return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((entry) =>
      typeof entry === 'string'
        ? entry
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [entry],
    );
  }, z.array(item).max(max).optional());
}

export const zActorRef = z.object({ id: z.string(), name: z.string(), type: z.string() });
export const zTimestamp = z.string().meta({ format: 'date-time' });

export interface Pagination {
  has_next: boolean;
  page: number;
  page_size: number;
  total_items: number;
  total_pages: number;
}

export function paginate(page: number, pageSize: number, totalItems: number): Pagination {
  const totalPages = Math.ceil(totalItems / pageSize);
  return {
    has_next: page < totalPages,
    page,
    page_size: pageSize,
    total_items: totalItems,
    total_pages: totalPages,
  };
}

export const zPagination = z.object({
  has_next: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
  total_pages: z.number().int(),
});

/** A list answer: `items` of `item` and the pagination block. */
export const zPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), pagination: zPagination });
