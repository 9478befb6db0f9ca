// Row locks of the variant family writes (shared/sql.ts explains the protocol). A create
// locks its product family FOR SHARE (shared/sql.ts) and the family's rows of its axis
// attributes FOR SHARE, so no axis leaves the family before the variant family commits; a
// delete locks the variant family FOR UPDATE before counting the products built on it.
import { sql, type Sql } from '@pim/db';
import type { AttributeType } from '../../platform/limits.ts';

export interface AxisAttribute {
  id: string;
  type: string;
  value_per_channel: boolean;
  value_per_locale: boolean;
}

/** The family's live attributes among `ids`, their family rows and attributes locked FOR SHARE. */
export async function lockFamilyAxisAttributes(
  db: Sql,
  tenantId: string,
  familyId: string,
  ids: readonly string[],
): Promise<Map<string, AxisAttribute>> {
  const rows = await db.query<AxisAttribute>(sql`
    SELECT a.id::text AS id, a.type::text AS type, a.value_per_channel, a.value_per_locale
      FROM family_attributes fa
      JOIN attributes a ON a.tenant_id = fa.tenant_id AND a.id = fa.attribute_id
     WHERE fa.tenant_id = ${tenantId}::uuid AND fa.family_id = ${familyId}::uuid
       AND fa.attribute_id = ANY(${ids}::uuid[]) AND a.deleted_at IS NULL
     ORDER BY fa.attribute_id FOR SHARE OF fa, a`);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Locks a live variant family of the product family (FOR UPDATE to delete it, FOR SHARE to
 * attach a product to it); false when there is none.
 */
export async function lockVariantFamily(
  db: Sql,
  tenantId: string,
  familyId: string,
  id: string,
  mode: 'update' | 'share' = 'update',
): Promise<boolean> {
  const rows = await db.query(sql`
    SELECT 1 FROM variant_families
     WHERE tenant_id = ${tenantId}::uuid AND family_id = ${familyId}::uuid AND id = ${id}::uuid
       AND deleted_at IS NULL
       FOR ${sql.raw(mode === 'update' ? 'UPDATE' : 'SHARE')}`);
  return rows.length > 0;
}

/** Codes of the live attributes that are an axis of some live variant family of the tenant. */
export async function liveAxisCodes(db: Sql, tenantId: string): Promise<Set<string>> {
  const rows = await db.query<{ code: string }>(sql`
    SELECT DISTINCT a.code FROM variant_family_axes x
      JOIN variant_families vf ON vf.tenant_id = x.tenant_id AND vf.id = x.variant_family_id
      JOIN attributes a ON a.tenant_id = x.tenant_id AND a.id = x.attribute_id
     WHERE x.tenant_id = ${tenantId}::uuid AND vf.deleted_at IS NULL
       AND a.deleted_at IS NULL`);
  return new Set(rows.map((row) => row.code));
}

/** The live variant families of these families, by family and code, with their axes' codes. */
export function exportedVariantFamilies(db: Sql, tenantId: string, familyIds: readonly string[]) {
  return db.query<{
    family_id: string;
    code: string;
    name: string;
    translations: unknown;
    axes: { attribute: string; level: number; position: number }[];
  }>(sql`
    SELECT v.family_id::text AS family_id, v.code, v.name, v.translations,
           json_agg(json_build_object('attribute', a.code, 'level', x.level,
                                      'position', x.position)
                    ORDER BY x.level, x.position) AS axes
      FROM variant_families v
      JOIN variant_family_axes x ON x.tenant_id = v.tenant_id AND x.variant_family_id = v.id
      JOIN attributes a ON a.tenant_id = x.tenant_id AND a.id = x.attribute_id
     WHERE v.tenant_id = ${tenantId}::uuid AND v.family_id = ANY(${[...familyIds]}::uuid[])
       AND v.deleted_at IS NULL
     GROUP BY v.id
     ORDER BY v.family_id, v.code COLLATE "C"`);
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
export async function variantFamiliesWithAxes(
  db: Sql,
  tenantId: string,
): Promise<VariantFamilyInfo[]> {
  return db.query<VariantFamilyInfo>(sql`
    SELECT v.code, f.code AS family, coalesce((
      SELECT json_agg(json_build_object('attribute', a.code, 'level', x.level, 'type', a.type)
                      ORDER BY x.level, x.position)
        FROM variant_family_axes x
        JOIN attributes a ON a.tenant_id = x.tenant_id AND a.id = x.attribute_id
       WHERE x.tenant_id = v.tenant_id AND x.variant_family_id = v.id), '[]'::json) AS axes
      FROM variant_families v
      JOIN product_families f ON f.tenant_id = v.tenant_id AND f.id = v.family_id
     WHERE v.tenant_id = ${tenantId}::uuid AND v.deleted_at IS NULL
       AND f.deleted_at IS NULL`);
}
