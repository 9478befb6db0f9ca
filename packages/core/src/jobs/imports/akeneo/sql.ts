// What the akeneo_csv adapter reads from the tenant's catalog: attribute definitions and
// option codes (to read value columns and match codes as Akeneo does, in any case), where a
// category belongs, a family's attribute settings, variant families with their axes, the
// product a variant row names, and the sub-models recorded by an earlier product_models.csv
// job. Each is one set-based statement, named by the tenant.
import { sql } from '@pim/db';
import type { TenantScope } from '../../../platform/access/index.ts';
import type { AttributeType } from '../../../platform/limits.ts';
import type { AkeneoRow } from './mapping.ts';

export interface AttributeInfo {
  code: string;
  type: AttributeType;
  value_per_channel: boolean;
  value_per_locale: boolean;
  config: Record<string, unknown>;
}

/** Every live attribute of the tenant, by code. */
export async function readAttributes(scope: TenantScope): Promise<Map<string, AttributeInfo>> {
  const rows = await scope.db.sql.query<AttributeInfo>(sql`
    SELECT code, type::text AS type, value_per_channel, value_per_locale, config
      FROM attributes
     WHERE tenant_id = ${scope.tenantId}::uuid AND deleted_at IS NULL`);
  return new Map(rows.map((row) => [row.code, row]));
}

/** The option codes of every live select attribute: attribute code → lower-case code → code. */
export async function readOptionCodes(
  scope: TenantScope,
): Promise<Map<string, Map<string, string>>> {
  const rows = await scope.db.sql.query<{ attribute: string; code: string }>(sql`
    SELECT a.code AS attribute, o.code
      FROM attribute_options o
      JOIN attributes a ON a.tenant_id = o.tenant_id AND a.id = o.attribute_id
     WHERE o.tenant_id = ${scope.tenantId}::uuid AND a.deleted_at IS NULL`);
  const byAttribute = new Map<string, Map<string, string>>();
  for (const { attribute, code } of rows) {
    let codes = byAttribute.get(attribute);
    if (!codes) byAttribute.set(attribute, (codes = new Map()));
    codes.set(code.toLowerCase(), code);
  }
  return byAttribute;
}

/** The tree of a live tree or category with this code: the tree's own code for a tree. */
export async function readTreeOf(
  scope: TenantScope,
  code: string,
): Promise<{ tree: string; isTree: boolean } | undefined> {
  const [row] = await scope.db.sql.query<{ tree: string; is_tree: boolean }>(sql`
    SELECT code AS tree, true AS is_tree FROM category_trees
     WHERE tenant_id = ${scope.tenantId}::uuid AND code = ${code} AND deleted_at IS NULL
    UNION ALL
    SELECT t.code, false FROM categories c
      JOIN category_trees t ON t.tenant_id = c.tenant_id AND t.id = c.category_tree_id
     WHERE c.tenant_id = ${scope.tenantId}::uuid AND c.code = ${code} AND c.deleted_at IS NULL
     LIMIT 1`);
  return row && { tree: row.tree, isTree: row.is_tree };
}

export interface FamilyAttributeInfo {
  code: string;
  is_mandatory: boolean;
  is_overridable: boolean;
  /** The live channels the family enables the attribute for. */
  channels: string[];
}

export interface FamilyInfo {
  code: string;
  attributes: FamilyAttributeInfo[];
}

/** A live family with its live attributes and their settings, or undefined. */
export async function readFamily(
  scope: TenantScope,
  code: string,
): Promise<FamilyInfo | undefined> {
  const tenantId = scope.tenantId;
  const [row] = await scope.db.sql.query<FamilyInfo>(sql`
    SELECT f.code, coalesce((
      SELECT json_agg(json_build_object(
               'code', a.code, 'is_mandatory', fa.is_mandatory,
               'is_overridable', fa.is_overridable,
               'channels', coalesce((
                 SELECT json_agg(c.code ORDER BY c.code)
                   FROM family_attribute_channels fac
                   JOIN channels c ON c.tenant_id = fac.tenant_id AND c.id = fac.channel_id
                  WHERE fac.tenant_id = fa.tenant_id AND fac.family_id = fa.family_id
                    AND fac.attribute_id = fa.attribute_id AND c.deleted_at IS NULL),
                 '[]'::json)) ORDER BY a.code)
        FROM family_attributes fa
        JOIN attributes a ON a.tenant_id = fa.tenant_id AND a.id = fa.attribute_id
       WHERE fa.tenant_id = f.tenant_id AND fa.family_id = f.id AND a.deleted_at IS NULL),
      '[]'::json) AS attributes
      FROM product_families f
     WHERE f.tenant_id = ${tenantId}::uuid AND f.code = ${code} AND f.deleted_at IS NULL`);
  return row;
}

export interface AxisInfo {
  attribute: string;
  level: number;
  type: AttributeType;
}

export interface VariantFamilyInfo {
  code: string;
  family: string;
  axes: AxisInfo[];
}

/** Every live variant family of the tenant's live families, with its axes by level and position. */
export async function readVariantFamilies(scope: TenantScope): Promise<VariantFamilyInfo[]> {
  return scope.db.sql.query<VariantFamilyInfo>(sql`
    SELECT v.code, f.code AS family, coalesce((
      SELECT json_agg(json_build_object('attribute', a.code, 'level', x.level, 'type', a.type)
                      ORDER BY x.level, x.position)
        FROM variant_family_axes x
        JOIN attributes a ON a.tenant_id = x.tenant_id AND a.id = x.attribute_id
       WHERE x.tenant_id = v.tenant_id AND x.variant_family_id = v.id), '[]'::json) AS axes
      FROM variant_families v
      JOIN product_families f ON f.tenant_id = v.tenant_id AND f.id = v.family_id
     WHERE v.tenant_id = ${scope.tenantId}::uuid AND v.deleted_at IS NULL
       AND f.deleted_at IS NULL`);
}

/**
 * The sub-models (product_models.csv rows with a parent) that earlier akeneo_csv product jobs
 * of the tenant recorded as skipped items, by lower-case code: each item keeps its row. The
 * latest row of a code wins. Dry runs wrote nothing, so their rows are left out.
 */
export async function readSubModels(scope: TenantScope): Promise<Map<string, AkeneoRow>> {
  const rows = await scope.db.sql.query<{ key: string; payload: AkeneoRow }>(sql`
    SELECT DISTINCT ON (lower(i.key)) i.key, i.payload
      FROM jobs j
      JOIN job_items i ON i.tenant_id = j.tenant_id AND i.job_id = j.id
     WHERE j.tenant_id = ${scope.tenantId}::uuid AND j.type = 'import'
       AND j.entity IN ('products', 'variants')
       AND j.options->>'format' = 'akeneo_csv'
       AND coalesce(j.options->>'dry_run', 'false') = 'false'
       AND i.status = 'skipped' AND i.key IS NOT NULL
       AND i.payload->>'family_variant' <> '' AND i.payload->>'parent' <> ''
     ORDER BY lower(i.key), j.created_at DESC, i.index DESC`);
  return new Map(rows.map((row) => [row.key.toLowerCase(), row.payload]));
}
