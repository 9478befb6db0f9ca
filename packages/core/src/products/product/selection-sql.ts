// The products a job selects (a bulk update's walk, an export's pages): the product list's
// own filters and SQL (list-sql.ts), read in id order by keyset, never by OFFSET.
import { sql, type Sql, type SqlFragment } from '@pim/db';
import { conditionsOf, FROM_FAMILY, withSubtree, type ProductFilters } from './list-sql.ts';

/** A product of the selection: what an item is keyed by. */
export interface SelectedProduct {
  id: string;
  code: string;
}

/** The next `take` products the filters select, after the product `after` in id order. */
export async function selectionPage(
  db: Sql,
  filters: ProductFilters,
  after: string | null,
  take: number,
): Promise<SelectedProduct[]> {
  const { where, family } = conditionsOf(filters);
  const from = after === null ? sql`` : sql` AND p.id > ${after}::uuid`;
  return db.query<SelectedProduct>(sql`
    ${withSubtree(filters)}
    SELECT p.id, p.code
      FROM products p ${family ? FROM_FAMILY : sql``}
     WHERE ${where}${from}
     ORDER BY p.id
     LIMIT ${take}`);
}

/** The categories the product is in. */
export async function productCategoryIds(
  db: Sql,
  tenantId: string,
  productId: string,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(sql`
    SELECT category_id::text AS id FROM product_categories
     WHERE tenant_id = ${tenantId}::uuid AND product_id = ${productId}::uuid`);
  return rows.map((row) => row.id);
}

/**
 * A product as an export writes it: codes for its family, variant family and categories (a
 * type, not an interface, so a codec reads it as a row of named columns).
 */
export type ExportedProductRow = {
  id: string;
  code: string;
  family: string;
  family_id: string;
  variant_family: string | null;
  product_type: string | null;
  status: string;
  raw_values: unknown;
  categories: string[];
};

/** One page of the selected products after `after` (an id), in id order. */
export function exportProductPage(
  db: Sql,
  filters: ProductFilters,
  after: string | undefined,
  take: number,
): Promise<ExportedProductRow[]> {
  const { where } = conditionsOf(filters);
  const from: SqlFragment = after ? sql` AND p.id > ${after}::uuid` : sql``;
  return db.query<ExportedProductRow>(sql`
    ${withSubtree(filters)}
    SELECT p.id::text AS id, p.code, f.code AS family, f.id::text AS family_id,
           vf.code AS variant_family, p.product_type, p.status::text AS status, p.raw_values,
           ARRAY(SELECT c.code FROM product_categories pc
                   JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
                  WHERE pc.tenant_id = p.tenant_id AND pc.product_id = p.id
                    AND c.deleted_at IS NULL
                  ORDER BY c.code) AS categories
      FROM products p ${FROM_FAMILY}
      LEFT JOIN variant_families vf
        ON vf.tenant_id = p.tenant_id AND vf.id = p.variant_family_id AND vf.deleted_at IS NULL
     WHERE ${where}${from}
     ORDER BY p.id
     LIMIT ${take}`);
}

/** A product as a channel's export reads it: its fields, values and categories in the tree. */
export interface ChannelProductRow {
  id: string;
  code: string;
  family: string;
  product_type: string | null;
  status: string;
  modified_at: Date;
  raw_values: unknown;
  /** The product's live categories in the channel's tree. */
  category_ids: string[];
}

/**
 * One page of the selected products after `after` (an id), in id order, with their
 * categories in `treeId` (a channel's export) and the values of `attributeIds` only: a
 * schema names a few of a product's attributes, and reading the rest would be most of the
 * page's bytes and of the worker's allocations.
 */
export function channelProductPage(
  db: Sql,
  filters: ProductFilters,
  treeId: string,
  attributeIds: readonly string[],
  after: string | undefined,
  take: number,
): Promise<ChannelProductRow[]> {
  const { where } = conditionsOf(filters);
  const from: SqlFragment = after ? sql` AND p.id > ${after}::uuid` : sql``;
  return db.query<ChannelProductRow>(sql`
    ${withSubtree(filters)}
    SELECT p.id::text AS id, p.code, f.code AS family, p.product_type,
           p.status::text AS status, p.modified_at,
           (SELECT coalesce(jsonb_object_agg(v.key, v.value), '{}'::jsonb)
              FROM jsonb_each(p.raw_values) v
             WHERE v.key = ANY(${[...attributeIds]}::text[])) AS raw_values,
           ARRAY(SELECT pc.category_id::text FROM product_categories pc
                   JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
                  WHERE pc.tenant_id = p.tenant_id AND pc.product_id = p.id
                    AND c.category_tree_id = ${treeId}::uuid AND c.deleted_at IS NULL
                  ORDER BY c.path) AS category_ids
      FROM products p ${FROM_FAMILY}
     WHERE ${where}${from}
     ORDER BY p.id
     LIMIT ${take}`);
}

/** A variant as an export writes it, with its product's code, family and variant family. */
export interface ExportedVariantRow {
  id: string;
  sku: string;
  is_default: boolean;
  status: string;
  raw_values: unknown;
  product: string;
  family_id: string;
  variant_family_id: string | null;
}

/** The selected products' variants, as a condition on `v`. */
function selectedProducts(filters: ProductFilters): SqlFragment {
  const { where } = conditionsOf(filters);
  return sql`v.product_id IN (SELECT p.id FROM products p ${FROM_FAMILY} WHERE ${where})`;
}

/** One page of the variants of the selected products after `after` (an id), in id order. */
export function exportVariantPage(
  db: Sql,
  filters: ProductFilters,
  after: string | undefined,
  take: number,
): Promise<ExportedVariantRow[]> {
  const from: SqlFragment = after ? sql` AND v.id > ${after}::uuid` : sql``;
  return db.query<ExportedVariantRow>(sql`
    ${withSubtree(filters)}
    SELECT v.id::text AS id, v.sku, v.is_default, v.status::text AS status, v.raw_values,
           p.code AS product, p.product_family_id::text AS family_id,
           p.variant_family_id::text AS variant_family_id
      FROM variants v
      JOIN products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id
     WHERE v.tenant_id = ${filters.tenantId}::uuid AND ${selectedProducts(filters)}${from}
     ORDER BY v.id
     LIMIT ${take}`);
}

/** How many variants the selected products have. */
export async function countSelectedVariants(db: Sql, filters: ProductFilters): Promise<number> {
  const [row] = await db.query<{ total: number }>(sql`
    ${withSubtree(filters)}
    SELECT count(*)::int AS total FROM variants v
     WHERE v.tenant_id = ${filters.tenantId}::uuid AND ${selectedProducts(filters)}`);
  return row?.total ?? 0;
}
