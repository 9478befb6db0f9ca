// The product list in two statements: one page (its ids found by the filters and the sort,
// offset or keyset, then the page's rows joined with their family, name, media and variant
// count: only the page's rows pay for those) and one count. Newest first by tenant, and by
// family and status, walk an index (products.prisma) at any depth with a cursor.
import { sql, type Sql, type SqlFragment } from '@pim/db';
import type { ProductStatus, ProductSortField } from './schemas.ts';
import { valueConditionSql } from './value-filters-sql.ts';
import type { ValueCondition } from './value-filters.ts';

/** A row of the page (mappers.ts makes the list item of it). */
export interface ProductListRow {
  id: string;
  code: string;
  product_type: string | null;
  status: ProductStatus;
  completeness: number;
  variant_count: number;
  name: string | null;
  media_id: string | null;
  family_id: string;
  family_code: string;
  family_name: string;
  created_at: Date;
  modified_at: Date;
  created_by: unknown;
  modified_by: unknown;
  /** With a scope: the completeness row of the pair (null when it has none). */
  scope_ratio: number | null;
  scope_missing: string[] | null;
  /** The columns' values by attribute code. */
  values: Record<string, unknown>;
  /** The sort key of the row, for the next page's cursor. */
  sort_key: Date | string | number;
}

export interface ProductFilters {
  tenantId: string;
  code?: string;
  name?: string;
  search?: string;
  statuses?: ProductStatus[];
  familyId?: string;
  categoryId?: string;
  completeness?: 'complete' | 'incomplete';
  /** Only these products (a job's selection). */
  productIds?: readonly string[];
  /** Only products in at least one live category of this tree (a channel's export). */
  categoryTreeId?: string;
  /** Only products changed after this time (a delta export's watermark). */
  modifiedAfter?: Date;
  /** The list's channel and locale: `completeness` and its sort read the pair's ratio. */
  scope?: { channelId: string; locale: string };
  /** Conditions on values, all of which a product meets (value-filters.ts). */
  values?: readonly ValueCondition[];
  /** Only products whose last change this actor made. */
  modifiedBy?: { id: string; type: string };
}

/** A `columns` attribute: its code and where its value is read (null: it reads null). */
export interface ColumnRead {
  code: string;
  path: string[] | null;
}

export interface ProductOrder {
  field: ProductSortField;
  desc: boolean;
}

/** Where the page starts: an offset, or strictly after a row (keyset). */
export type PageStart = { offset: number } | { after: { key: string | number; id: string } };

/**
 * The value of one of the family's display attributes (`name_attribute_id`, …) in the
 * product's document: at $default/$default, else the first scoped value by channel then
 * locale ($default first, then code order, as scopedValuesOf sorts them).
 */
function displayValue(column: 'name_attribute_id' | 'image_attribute_id'): SqlFragment {
  return sql.raw(`coalesce(
      p.raw_values #>> ARRAY[f.${column}::text, '$default', '$default', 'value'],
      (SELECT l.value ->> 'value'
         FROM jsonb_each(p.raw_values -> f.${column}::text) AS c (channel, locales),
              jsonb_each(c.locales) AS l (locale, value)
        ORDER BY c.channel <> '$default', c.channel COLLATE "C",
                 l.locale <> '$default', l.locale COLLATE "C"
        LIMIT 1))`);
}

const NAME = displayValue('name_attribute_id');
const MEDIA = displayValue('image_attribute_id');

/**
 * The product's completeness: the mean over its pairs, or with a scope that pair's stored
 * ratio (100 where the family requires nothing there, so the pair has no row).
 */
function completenessOf(filters: ProductFilters): SqlFragment {
  if (!filters.scope) return sql`p.completeness`;
  return sql`coalesce((SELECT pc.ratio FROM product_completeness pc
                        WHERE pc.product_id = p.id
                          AND pc.channel_id = ${filters.scope.channelId}::uuid
                          AND pc.locale_code = ${filters.scope.locale}), 100)`;
}

/** Names sort by their first 255 characters (a cursor carries the key). */
function sortKeyOf(
  field: ProductSortField,
  filters: ProductFilters,
): { expr: SqlFragment; cast: string } {
  switch (field) {
    case 'created_at':
      return { expr: sql`p.created_at`, cast: 'timestamptz' };
    case 'modified_at':
      return { expr: sql`p.modified_at`, cast: 'timestamptz' };
    case 'code':
      return { expr: sql`p.code`, cast: 'text' };
    case 'name':
      return { expr: sql`left(coalesce(${NAME}, ''), 255)`, cast: 'text' };
    case 'completeness':
      return { expr: completenessOf(filters), cast: 'int' };
  }
}

/** `%text%` for ILIKE, with LIKE's wildcards meaning themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The words of a search (at most 10: more say nothing a list could use). */
const searchWords = (search: string) => search.split(/\s+/).filter(Boolean).slice(0, 10);

/** One search word: part of the code, the name, or the SKU of one of the product's variants. */
function wordMatches(word: string): SqlFragment {
  const pattern = containing(word);
  return sql`(p.code ILIKE ${pattern} OR ${NAME} ILIKE ${pattern}
              OR EXISTS (SELECT 1 FROM variants v
                          WHERE v.tenant_id = p.tenant_id AND v.product_id = p.id
                            AND v.sku ILIKE ${pattern}))`;
}

/** The filters' conditions, and whether they read the family (the name). */
export function conditionsOf(filters: ProductFilters): { where: SqlFragment; family: boolean } {
  const parts: SqlFragment[] = [
    sql`p.tenant_id = ${filters.tenantId}::uuid`,
    sql`p.deleted_at IS NULL`,
  ];
  let family = false;
  if (filters.code) parts.push(sql`p.code ILIKE ${containing(filters.code)}`);
  if (filters.name) {
    family = true;
    parts.push(sql`${NAME} ILIKE ${containing(filters.name)}`);
  }
  if (filters.search) {
    family = true;
    parts.push(...searchWords(filters.search).map(wordMatches));
  }
  if (filters.statuses) parts.push(sql`p.status = ANY(${filters.statuses}::"ProductStatus"[])`);
  if (filters.familyId) parts.push(sql`p.product_family_id = ${filters.familyId}::uuid`);
  if (filters.productIds) parts.push(sql`p.id = ANY(${[...filters.productIds]}::uuid[])`);
  if (filters.completeness === 'complete') parts.push(sql`${completenessOf(filters)} = 100`);
  if (filters.completeness === 'incomplete') parts.push(sql`${completenessOf(filters)} < 100`);
  for (const condition of filters.values ?? []) {
    parts.push(valueConditionSql(condition, filters.tenantId));
  }
  if (filters.modifiedBy) {
    parts.push(sql`p.modified_by ->> 'id' = ${filters.modifiedBy.id}
                   AND p.modified_by ->> 'type' = ${filters.modifiedBy.type}`);
  }
  if (filters.categoryTreeId) {
    parts.push(sql`EXISTS (
      SELECT 1 FROM product_categories pc
        JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
       WHERE pc.tenant_id = p.tenant_id AND pc.product_id = p.id
         AND c.category_tree_id = ${filters.categoryTreeId}::uuid AND c.deleted_at IS NULL)`);
  }
  if (filters.modifiedAfter) {
    parts.push(sql`p.modified_at > ${filters.modifiedAfter.toISOString()}::timestamptz`);
  }
  if (filters.categoryId) {
    parts.push(sql`p.id IN (
      SELECT pc.product_id FROM product_categories pc
       WHERE pc.tenant_id = ${filters.tenantId}::uuid
         AND pc.category_id IN (SELECT id FROM subtree))`);
  }
  return { where: sql.join(parts, ' AND '), family };
}

/** The live category and every live category below it (for the category filter). */
export function withSubtree(filters: ProductFilters): SqlFragment {
  if (!filters.categoryId) return sql``;
  return sql`WITH RECURSIVE subtree (id) AS (
      SELECT id FROM categories
       WHERE tenant_id = ${filters.tenantId}::uuid AND id = ${filters.categoryId}::uuid
         AND deleted_at IS NULL
    UNION
      SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id
       WHERE c.tenant_id = ${filters.tenantId}::uuid AND c.deleted_at IS NULL
  ) `;
}

export const FROM_FAMILY = sql`
  JOIN product_families f ON f.tenant_id = p.tenant_id AND f.id = p.product_family_id`;

/** `(key, id) > (…)` (ascending) or `<` (descending): the rows after the cursor's row. */
function afterRow(
  order: ProductOrder,
  filters: ProductFilters,
  after: { key: string | number; id: string },
) {
  const key = sortKeyOf(order.field, filters);
  const op = sql.raw(order.desc ? '<' : '>');
  return sql`(${key.expr}, p.id) ${op} (${after.key}::${sql.raw(key.cast)}, ${after.id}::uuid)`;
}

/** The columns' values of the page's rows, by code (JSON null where there is none). */
function valuesOf(columns: readonly ColumnRead[]): SqlFragment {
  if (!columns.length) return sql`'{}'::jsonb`;
  const pairs = columns.map(({ code, path }) =>
    path ? sql`${code}::text, p.raw_values #> ${path}::text[]` : sql`${code}::text, NULL::jsonb`,
  );
  return sql`jsonb_build_object(${sql.join(pairs, ', ')})`;
}

/** One page of products: `take` rows from `start`, in `order`. */
export async function findProductPage(
  db: Sql,
  filters: ProductFilters,
  order: ProductOrder,
  start: PageStart,
  take: number,
  columns: readonly ColumnRead[] = [],
): Promise<ProductListRow[]> {
  const { where, family } = conditionsOf(filters);
  const key = sortKeyOf(order.field, filters);
  const dir = sql.raw(order.desc ? 'DESC' : 'ASC');
  const keyset = 'after' in start ? sql` AND ${afterRow(order, filters, start.after)}` : sql``;
  const offset = 'offset' in start ? start.offset : 0;
  const needsFamily = family || order.field === 'name';
  return db.query<ProductListRow>(sql`
    ${withSubtree(filters)}
    SELECT p.id, p.code, p.product_type, p.status::text AS status, p.completeness,
           p.created_at, p.modified_at, p.created_by, p.modified_by,
           f.id AS family_id, f.code AS family_code, f.name AS family_name,
           ${NAME} AS name, ${MEDIA} AS media_id,
           (SELECT count(*)::int FROM variants v
             WHERE v.tenant_id = p.tenant_id AND v.product_id = p.id) AS variant_count,
           ${valuesOf(columns)} AS values,
           sc.ratio AS scope_ratio, sc.missing_codes AS scope_missing,
           page.sort_key
      FROM (SELECT p.id, ${key.expr} AS sort_key
              FROM products p ${needsFamily ? FROM_FAMILY : sql``}
             WHERE ${where}${keyset}
             ORDER BY ${key.expr} ${dir}, p.id ${dir}
             LIMIT ${take} OFFSET ${offset}) AS page
      JOIN products p ON p.tenant_id = ${filters.tenantId}::uuid AND p.id = page.id
      ${FROM_FAMILY}
      LEFT JOIN product_completeness sc
        ON sc.product_id = p.id AND sc.channel_id = ${filters.scope?.channelId ?? null}::uuid
       AND sc.locale_code = ${filters.scope?.locale ?? null}
     ORDER BY page.sort_key ${dir}, page.id ${dir}`);
}

/** How many products the filters keep. */
export async function countProducts(db: Sql, filters: ProductFilters): Promise<number> {
  const { where, family } = conditionsOf(filters);
  const [row] = await db.query<{ total: number }>(sql`
    ${withSubtree(filters)}
    SELECT count(*)::int AS total
      FROM products p ${family ? FROM_FAMILY : sql``}
     WHERE ${where}`);
  return row?.total ?? 0;
}
