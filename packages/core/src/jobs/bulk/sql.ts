// The bulk update's statements: the walk over the selection (the product list's own filters,
// products/list-query.ts, in id order from a cursor), the attributes its actions name by code,
// and the categories a product is in.
import { sql, type Sql } from '@pim/db';
import {
  conditionsOf,
  FROM_FAMILY,
  withSubtree,
  type ProductFilters,
} from '../../products/index.ts';

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

/** A live attribute of the tenant, as the actions name it. */
export interface AttributeRef {
  id: string;
  code: string;
  is_unique: boolean;
}

/** The tenant's live attributes among `codes`. */
export async function attributesByCode(
  db: Sql,
  tenantId: string,
  codes: readonly string[],
): Promise<AttributeRef[]> {
  if (codes.length === 0) return [];
  return db.query<AttributeRef>(sql`
    SELECT id::text AS id, code, is_unique FROM attributes
     WHERE tenant_id = ${tenantId}::uuid AND code = ANY(${[...codes]}::text[])
       AND deleted_at IS NULL`);
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
