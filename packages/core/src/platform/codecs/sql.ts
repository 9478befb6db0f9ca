// The SQL of the codecs' building blocks: code → id lookups for code references, and what the
// export of any catalog table shares (the `filters.code` match, live rows counted, the locales
// of their labels). `table` is always one of the code's constants, never a caller's text.
import { sql, type SqlFragment } from '@pim/db';
import type { TenantScope } from '../access/index.ts';

/** The catalog tables whose rows have a tenant-wide code, a deletion mark and translations. */
export type CodedTable =
  | 'attribute_groups'
  | 'attributes'
  | 'channels'
  | 'category_trees'
  | 'categories'
  | 'product_families';

/** The ids of the live rows of `table` with these codes. */
export function idsOfCodes(
  { db, tenantId }: TenantScope,
  table: CodedTable,
  codes: readonly string[],
): Promise<{ id: string; code: string }[]> {
  return db.sql.query<{ id: string; code: string }>(sql`
    SELECT id::text AS id, code FROM ${sql.raw(table)}
     WHERE tenant_id = ${tenantId}::uuid AND code = ANY(${[...codes]}::text[])
       AND deleted_at IS NULL`);
}

/** The id of the live variant family of the product family with this code, if any. */
export async function variantFamilyIdOf(
  { db, tenantId }: TenantScope,
  familyId: string,
  code: string,
): Promise<string | undefined> {
  const [row] = await db.sql.query<{ id: string }>(sql`
    SELECT id::text AS id FROM variant_families
     WHERE tenant_id = ${tenantId}::uuid AND family_id = ${familyId}::uuid
       AND code = ${code} AND deleted_at IS NULL`);
  return row?.id;
}

/** `AND <column> ILIKE '%code%'` for `filters.code` (part of the code, any case), or nothing. */
export function codeMatches(column: string, code: string | undefined): SqlFragment {
  if (!code) return sql``;
  const pattern = `%${code.replace(/[\\%_]/g, '\\$&')}%`;
  return sql` AND ${sql.raw(column)} ILIKE ${pattern}`;
}

/** The tenant's live rows of `table` that match `filters.code`. */
export async function countLive(
  { db, tenantId }: TenantScope,
  table: CodedTable,
  code: string | undefined,
): Promise<number> {
  const [row] = await db.sql.query<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM ${sql.raw(table)}
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL ${codeMatches('code', code)}`);
  return row?.count ?? 0;
}

/** The locales of the labels of the tenant's live rows of `table` that match `filters.code`. */
export async function labelLocales(
  { db, tenantId }: TenantScope,
  table: CodedTable,
  code: string | undefined,
): Promise<string[]> {
  const rows = await db.sql.query<{ locale: string }>(sql`
    SELECT DISTINCT jsonb_object_keys(translations) AS locale FROM ${sql.raw(table)}
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL ${codeMatches('code', code)}`);
  return rows.map((row) => row.locale);
}
