// List parameters shared by every resource: paging, `sort=<field>` / `sort=-<field>`, and
// the default order (newest first, then id).
import { z } from 'zod';
import { paginate, type Pagination, zPage, zPageSize, zQueryArray, zSearch } from './schemas.ts';

export const SORTABLE = ['created_at', 'modified_at', 'code', 'name', 'sort_order'] as const;
type Sortable = (typeof SORTABLE)[number];
/** What a list sorts by unless it says otherwise (`sort_order` only where the rows have one). */
const COMMON_SORTS = ['created_at', 'modified_at', 'code', 'name'] as const;

const COLUMN: Record<Sortable, string> = {
  created_at: 'createdAt',
  modified_at: 'modifiedAt',
  code: 'code',
  name: 'name',
  sort_order: 'sortOrder',
};

/** `sort` for a resource with the given sortable fields. */
export function zSort<const F extends readonly Sortable[]>(fields: F) {
  const allowed = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.enum(allowed).optional();
}

/** Prisma orderBy for a `sort` value; newest first when absent; id breaks ties. */
export function orderByOf(sort: string | undefined): Record<string, 'asc' | 'desc'>[] {
  if (!sort) return [{ createdAt: 'desc' }, { id: 'asc' }];
  const desc = sort.startsWith('-');
  const field = (desc ? sort.slice(1) : sort) as Sortable;
  return [{ [COLUMN[field]]: desc ? 'desc' : 'asc' }, { id: 'asc' }];
}

/** The paging fields of a list: `page`, `page_size` (with the list's default) and `sort`. */
export function zPaging<const F extends readonly Sortable[] = typeof COMMON_SORTS>(
  pageSize: number,
  sortFields: F = COMMON_SORTS as unknown as F,
) {
  return { page: zPage, page_size: zPageSize(pageSize), sort: zSort(sortFields) };
}

/** The fields of a searchable list filtered by status: `search`, `status` (array) and paging. */
export function zListFields<
  S extends z.ZodType,
  const F extends readonly Sortable[] = typeof COMMON_SORTS,
>(status: S, pageSize: number, sortFields: F = COMMON_SORTS as unknown as F) {
  return {
    search: zSearch.optional(),
    status: zQueryArray(status),
    ...zPaging(pageSize, sortFields),
  };
}

export const pageArgs = (page: number, pageSize: number) => ({
  skip: (page - 1) * pageSize,
  take: pageSize,
});

/** What every list input has (zPageOf's page, page_size and, where sortable, sort). */
export interface PageInput {
  page: number;
  page_size: number;
  sort?: string;
}

/** The rows of one page and the total they come from. */
export interface PageRows<Row> {
  rows: Row[];
  total: number;
}

/**
 * Reads one page with `read` (given skip, take and the `sort` order) and the total with
 * `count`. A page that is not full tells the total by itself, so most lists (one short page)
 * cost one query, not two.
 */
export async function findPage<Row>(
  input: PageInput,
  read: (window: {
    skip: number;
    take: number;
    orderBy: Record<string, 'asc' | 'desc'>[];
  }) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<PageRows<Row>> {
  const window = { ...pageArgs(input.page, input.page_size), orderBy: orderByOf(input.sort) };
  const rows = await read(window);
  const known = rows.length < window.take && (rows.length > 0 || window.skip === 0);
  return { rows, total: known ? window.skip + rows.length : await count() };
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export function pageOf<T>(items: T[], page: number, pageSize: number, total: number): Page<T> {
  return { items, pagination: paginate(page, pageSize, total) };
}

/** Up to `max` values for a message, and how many more there are. */
export function listSome(values: readonly string[], max = 10): string {
  const shown = values.slice(0, max).join(', ');
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}
