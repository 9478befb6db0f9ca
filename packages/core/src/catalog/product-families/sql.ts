// The product family statements of its import and export: a family as an import compares it
// (display attributes by id), and the pages of the families export (display attributes by
// code).
import { sql, type Sql } from '@pim/db';
import { codeMatches, PAGE_SIZE } from '../../platform/codecs/index.ts';

/** What an import reads of a stored family before it compares. */
export interface StoredFamily {
  id: string;
  name: string;
  description: string | null;
  status: string;
  translations: unknown;
  name_attribute_id: string | null;
  image_attribute_id: string | null;
}

export async function storedFamily(
  db: Sql,
  tenantId: string,
  id: string,
): Promise<StoredFamily | undefined> {
  const [row] = await db.query<StoredFamily>(sql`
    SELECT id::text AS id, name, description, status::text AS status, translations,
           name_attribute_id::text AS name_attribute_id,
           image_attribute_id::text AS image_attribute_id
      FROM product_families
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid AND deleted_at IS NULL`);
  return row;
}

export interface FamilyExportRow {
  id: string;
  code: string;
  name: string;
  description: string | null;
  status: string;
  translations: unknown;
  display_name: string | null;
  display_image: string | null;
  [column: string]: unknown;
}

/** The live families after `after` (by code) whose code matches `code`. */
export function familyExportPage(
  db: Sql,
  tenantId: string,
  code: string | undefined,
  after: FamilyExportRow | undefined,
) {
  return db.query<FamilyExportRow>(sql`
    SELECT f.id::text AS id, f.code, f.name, f.description, f.status::text AS status,
           f.translations, n.code AS display_name, i.code AS display_image
      FROM product_families f
      LEFT JOIN attributes n ON n.tenant_id = f.tenant_id AND n.id = f.name_attribute_id
                            AND n.deleted_at IS NULL
      LEFT JOIN attributes i ON i.tenant_id = f.tenant_id AND i.id = f.image_attribute_id
                            AND i.deleted_at IS NULL
     WHERE f.tenant_id = ${tenantId}::uuid AND f.deleted_at IS NULL
           ${codeMatches('f.code', code)}
       ${after ? sql`AND f.code COLLATE "C" > ${after.code}` : sql``}
     ORDER BY f.code COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
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
export async function familyWithAttributes(
  db: Sql,
  tenantId: string,
  code: string,
): Promise<FamilyInfo | undefined> {
  const [row] = await db.query<FamilyInfo>(sql`
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
