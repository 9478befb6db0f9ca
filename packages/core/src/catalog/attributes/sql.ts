// The attribute domain's SQL: the pages of the attributes export, with the group's code.
import { sql, type Sql } from '@pim/db';
import type { AttributeType } from '../../platform/limits.ts';
import { codeMatches, PAGE_SIZE } from '../../platform/codecs/index.ts';

export interface AttributeExportRow {
  code: string;
  name: string;
  type: string;
  group: string | null;
  description: string | null;
  value_per_channel: boolean;
  value_per_locale: boolean;
  is_unique: boolean;
  sort_order: number;
  status: string;
  config: Record<string, unknown> | null;
  translations: unknown;
  [column: string]: unknown;
}

/** The live attributes after `after` (by code) whose code matches `code`. */
export function attributeExportPage(
  db: Sql,
  tenantId: string,
  code: string | undefined,
  after: AttributeExportRow | undefined,
) {
  return db.query<AttributeExportRow>(sql`
    SELECT a.code, a.name, a.type::text AS type, g.code AS "group", a.description,
           a.value_per_channel, a.value_per_locale, a.is_unique, a.sort_order,
           a.status::text AS status, a.config, a.translations
      FROM attributes a
      LEFT JOIN attribute_groups g
        ON g.tenant_id = a.tenant_id AND g.id = a.attribute_group_id AND g.deleted_at IS NULL
     WHERE a.tenant_id = ${tenantId}::uuid AND a.deleted_at IS NULL
           ${codeMatches('a.code', code)}
       ${after ? sql`AND a.code COLLATE "C" > ${after.code}` : sql``}
     ORDER BY a.code COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
}

export interface AttributeInfo {
  code: string;
  type: AttributeType;
  value_per_channel: boolean;
  value_per_locale: boolean;
  config: Record<string, unknown>;
}

/** Every live attribute of the tenant, by code. */
export async function attributeDefinitions(
  db: Sql,
  tenantId: string,
): Promise<Map<string, AttributeInfo>> {
  const rows = await db.query<AttributeInfo>(sql`
    SELECT code, type::text AS type, value_per_channel, value_per_locale, config
      FROM attributes
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL`);
  return new Map(rows.map((row) => [row.code, row]));
}
