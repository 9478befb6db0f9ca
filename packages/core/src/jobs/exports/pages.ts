// What the exporters of the catalog structure (categories, attributes, families) share:
// keyset pages (never OFFSET, never the whole set in memory), the `filters.code` match, and
// labels as a record's `labels` or as `label-<locale>` cells.
import { sql, type SqlFragment } from '@pim/db';
import type { TenantScope } from '../../platform/access/index.ts';
import { namesByLocale } from '../../catalog/translations/index.ts';
import { LABEL_PREFIX } from '../../platform/codecs/index.ts';

/** Rows read per query. */
export const PAGE_SIZE = 500;

/**
 * Every row, page by page: `page(after)` reads the rows after `after` (the last row of the
 * previous page; undefined for the first), at most PAGE_SIZE, in the keyset's order.
 */
export async function* keysetPages<Row>(
  page: (after: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1];
  }
}

/** `AND <column> ILIKE '%code%'` for `filters.code` (part of the code, any case), or nothing. */
export function codeMatches(column: string, code: string | undefined): SqlFragment {
  if (!code) return sql``;
  const pattern = `%${code.replace(/[\\%_]/g, '\\$&')}%`;
  return sql` AND ${sql.raw(column)} ILIKE ${pattern}`;
}

/**
 * The locales of the labels of the tenant's live rows of `table` that match `filters.code`:
 * the `label-<locale>` columns of a CSV or XLSX export. `table` is one of the code's constants.
 */
export async function labelLocales(
  { db, tenantId }: TenantScope,
  table: 'category_trees' | 'categories' | 'attributes' | 'product_families',
  code: string | undefined,
): Promise<string[]> {
  const rows = await db.sql.query<{ locale: string }>(sql`
    SELECT DISTINCT jsonb_object_keys(translations) AS locale FROM ${sql.raw(table)}
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL ${codeMatches('code', code)}`);
  return rows.map((row) => row.locale);
}

/** The `label-<locale>` columns of these locales, in locale order, without repeats. */
export const labelColumns = (...locales: string[][]) =>
  [...new Set(locales.flat())].sort().map((locale) => `${LABEL_PREFIX}${locale}`);

/** A row's translations as a record's `labels`, or undefined when it has none. */
export function labelsOf(translations: unknown): Record<string, string> | undefined {
  const labels = namesByLocale(translations);
  return Object.keys(labels).length > 0 ? labels : undefined;
}

/** A row's translations as `label-<locale>` cells. */
export function labelCells(translations: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(namesByLocale(translations)).map(([l, name]) => [`${LABEL_PREFIX}${l}`, name]),
  );
}

/** The tenant's live rows of `table` that match `filters.code`. */
export async function countLive(
  { db, tenantId }: TenantScope,
  table: 'category_trees' | 'categories' | 'attributes' | 'product_families',
  code: string | undefined,
): Promise<number> {
  const [row] = await db.sql.query<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM ${sql.raw(table)}
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL ${codeMatches('code', code)}`);
  return row?.count ?? 0;
}
