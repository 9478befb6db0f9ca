// The reads of a product's variants, set-based: one statement for what the product gives
// every variant (its family's display attributes, its axes, its own name and image values,
// and for a detail its categories), one for a page of variants with their axis values and
// option labels (each an index lookup per axis). A list page or a detail is two statements,
// plus a count only when the page cannot tell the total by itself.
import { sql, type Sql } from '@pim/db';

export interface AttributeRef {
  id: string;
  code: string;
  name: string;
}

export interface ContextAxis {
  attribute_id: string;
  code: string;
  name: string;
  type: string;
  level: number;
  position: number;
}

/** What a live product gives its variants' answers. */
export interface ProductContext {
  id: string;
  variant_family_id: string | null;
  family: AttributeRef;
  name_attribute: AttributeRef | null;
  image_attribute: AttributeRef | null;
  /** The product's scoped values of the name and image attributes. */
  name_values: unknown;
  image_values: unknown;
  /** By level, then position; empty without a variant family. */
  axes: ContextAxis[];
  /** The product's live categories, by code (read for a detail only). */
  categories: AttributeRef[] | null;
}

const attributeRef = (alias: string) =>
  sql.raw(`CASE WHEN ${alias}.id IS NULL THEN NULL
    ELSE json_build_object('id', ${alias}.id, 'code', ${alias}.code, 'name', ${alias}.name) END`);

/** The product's context, or undefined when it is not a live product of the tenant. */
export async function readProductContext(
  db: Sql,
  tenantId: string,
  productId: string,
  withCategories: boolean,
): Promise<ProductContext | undefined> {
  const categories = withCategories
    ? sql`coalesce((
        SELECT json_agg(json_build_object('id', c.id, 'code', c.code, 'name', c.name)
                        ORDER BY c.code)
          FROM product_categories pc
          JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
         WHERE pc.tenant_id = ${tenantId} AND pc.product_id = p.id AND c.deleted_at IS NULL
      ), '[]')`
    : sql`NULL`;
  const [row] = await db.query<ProductContext>(sql`
    SELECT p.id, p.variant_family_id,
           json_build_object('id', f.id, 'code', f.code, 'name', f.name) AS family,
           ${attributeRef('na')} AS name_attribute,
           ${attributeRef('ia')} AS image_attribute,
           p.raw_values -> na.id::text AS name_values,
           p.raw_values -> ia.id::text AS image_values,
           coalesce((
             SELECT json_agg(json_build_object(
                      'attribute_id', ax.attribute_id, 'code', a.code, 'name', a.name,
                      'type', a.type, 'level', ax.level, 'position', ax.position)
                    ORDER BY ax.level, ax.position)
               FROM variant_family_axes ax
               JOIN attributes a ON a.tenant_id = ax.tenant_id AND a.id = ax.attribute_id
              WHERE ax.tenant_id = ${tenantId} AND ax.variant_family_id = p.variant_family_id
           ), '[]') AS axes,
           ${categories} AS categories
      FROM products p
      JOIN product_families f ON f.tenant_id = p.tenant_id AND f.id = p.product_family_id
      LEFT JOIN attributes na
        ON na.tenant_id = f.tenant_id AND na.id = f.name_attribute_id AND na.deleted_at IS NULL
      LEFT JOIN attributes ia
        ON ia.tenant_id = f.tenant_id AND ia.id = f.image_attribute_id AND ia.deleted_at IS NULL
     WHERE p.tenant_id = ${tenantId} AND p.id = ${productId} AND p.deleted_at IS NULL`);
  return row;
}

export interface VariantRow {
  id: string;
  sku: string;
  is_default: boolean;
  status: 'draft' | 'in_review' | 'approved' | 'archived';
  created_at: Date;
  modified_at: Date;
  created_by: unknown;
  modified_by: unknown;
  /** The variant's own scoped values of the name and image attributes. */
  name_values: unknown;
  image_values: unknown;
  /** One per axis of the product's variant family, in axis order. */
  axis_values: { attribute_id: string; option_code: string | null; option_label: string | null }[];
}

/** Which variants to read: some ids, or one window of the list (newest first). */
export type VariantWindow =
  | { ids: readonly string[] }
  | { offset: number; limit: number; after?: { createdAt: string; id: string } };

/** Variants of the product in `window`, newest first, with their axis values. */
export function readVariants(
  db: Sql,
  tenantId: string,
  context: ProductContext,
  window: VariantWindow,
): Promise<VariantRow[]> {
  const axisValue = sql.raw(`v.raw_values -> ax.attribute_id::text -> '$default' -> '$default'`);
  let filter = sql``;
  let limits = sql``;
  if ('ids' in window) {
    filter = sql`AND v.id = ANY(${window.ids}::uuid[])`;
  } else {
    if (window.after) {
      filter = sql`AND (v.created_at, v.id) < (${window.after.createdAt}::timestamptz,
                                                ${window.after.id}::uuid)`;
    }
    limits = sql`LIMIT ${window.limit} OFFSET ${window.offset}`;
  }
  return db.query<VariantRow>(sql`
    SELECT v.id, v.sku, v.is_default, v.status, v.created_at, v.modified_at,
           v.created_by, v.modified_by,
           v.raw_values -> ${context.name_attribute?.id ?? null}::text AS name_values,
           v.raw_values -> ${context.image_attribute?.id ?? null}::text AS image_values,
           coalesce((
             SELECT json_agg(json_build_object(
                      'attribute_id', ax.attribute_id,
                      'option_code', ${axisValue} ->> 'value',
                      'option_label', o.name)
                    ORDER BY ax.level, ax.position)
               FROM variant_family_axes ax
               LEFT JOIN attribute_options o
                 ON o.tenant_id = ax.tenant_id AND o.attribute_id = ax.attribute_id
                AND o.code = ${axisValue} ->> 'value'
              WHERE ax.tenant_id = ${tenantId}
                AND ax.variant_family_id = ${context.variant_family_id}::uuid
           ), '[]') AS axis_values
      FROM variants v
     WHERE v.tenant_id = ${tenantId} AND v.product_id = ${context.id} ${filter}
     ORDER BY v.created_at DESC, v.id DESC
     ${limits}`);
}

export async function countVariants(db: Sql, tenantId: string, productId: string) {
  const [row] = await db.query<{ total: number }>(sql`
    SELECT count(*)::int AS total FROM variants
     WHERE tenant_id = ${tenantId} AND product_id = ${productId}`);
  return row?.total ?? 0;
}

/** The axes of a variant family, by level then position. */
export function readAxes(
  db: Sql,
  tenantId: string,
  variantFamilyId: string,
): Promise<ContextAxis[]> {
  return db.query<ContextAxis>(sql`
    SELECT ax.attribute_id::text AS attribute_id, a.code, a.name, a.type::text AS type,
           ax.level, ax.position
      FROM variant_family_axes ax
      JOIN attributes a ON a.tenant_id = ax.tenant_id AND a.id = ax.attribute_id
     WHERE ax.tenant_id = ${tenantId} AND ax.variant_family_id = ${variantFamilyId}
     ORDER BY ax.level, ax.position`);
}
