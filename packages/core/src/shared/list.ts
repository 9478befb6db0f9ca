// List parameters shared by every resource: paging, `sort=<field>` / `sort=-<field>`, and
// the default order (newest first, then id).
import { z } from 'zod';
import { paginate, type Pagination } from './schemas.ts';

export const SORTABLE = ['created_at', 'modified_at', 'code', 'name'] as const;
type Sortable = (typeof SORTABLE)[number];

const COLUMN: Record<Sortable, string> = {
  created_at: 'createdAt',
  modified_at: 'modifiedAt',
  code: 'code',
  name: 'name',
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

export const pageArgs = (page: number, pageSize: number) => ({
  skip: (page - 1) * pageSize,
  take: pageSize,
});

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
