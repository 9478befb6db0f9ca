// Row locks of the family attribute writes (shared/sql.ts explains the protocol): the
// attributes and channels a family takes are locked FOR SHARE, so they cannot be deleted
// before the transaction commits; the family attribute rows a PATCH rewrites are locked FOR
// UPDATE, so two PATCHes replacing the same channel sets run one after the other. ORDER BY
// takes several locks in one order everywhere.
import { sql, type Sql } from '@pim/db';

/**
 * The channel rows of these family attributes, in one statement (a bulk request may write
 * 1,000 attributes times every channel of the tenant: tens of thousands of rows).
 */
export async function insertChannels(
  db: Sql,
  tenantId: string,
  familyId: string,
  items: readonly { attributeId: string; channelIds: readonly string[] }[],
): Promise<void> {
  const attributeIds = items.flatMap((item) => item.channelIds.map(() => item.attributeId));
  const channelIds = items.flatMap((item) => item.channelIds);
  if (channelIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO family_attribute_channels (tenant_id, family_id, attribute_id, channel_id)
    SELECT ${tenantId}::uuid, ${familyId}::uuid, a, c
      FROM unnest(${attributeIds}::uuid[], ${channelIds}::uuid[]) AS pairs(a, c)`);
}

/** Locks every live channel of the tenant FOR SHARE; their ids. */
export async function lockAllLiveChannels(db: Sql, tenantId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(sql`
    SELECT id::text AS id FROM channels
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL
     ORDER BY id FOR SHARE`);
  return rows.map((row) => row.id);
}

/**
 * Locks the family's rows of these attributes (live attributes only) FOR UPDATE; the
 * attribute ids it found.
 */
export async function lockFamilyAttributes(
  db: Sql,
  tenantId: string,
  familyId: string,
  attributeIds: readonly string[],
) {
  if (attributeIds.length === 0) return new Set<string>();
  const rows = await db.query<{ id: string }>(sql`
    SELECT fa.attribute_id::text AS id
      FROM family_attributes fa
      JOIN attributes a ON a.tenant_id = fa.tenant_id AND a.id = fa.attribute_id
     WHERE fa.tenant_id = ${tenantId}::uuid AND fa.family_id = ${familyId}::uuid
       AND fa.attribute_id = ANY(${attributeIds}::uuid[]) AND a.deleted_at IS NULL
     ORDER BY fa.attribute_id FOR UPDATE OF fa`);
  return new Set(rows.map((row) => row.id));
}

/** A family attribute as an import compares it: its flags and channel ids. */
export interface HeldAttribute {
  attribute_id: string;
  is_mandatory: boolean;
  is_overridable: boolean;
  channel_ids: string[];
}

/** The family's attributes (live ones) with their flags and channel ids. */
export function heldAttributes(db: Sql, tenantId: string, familyId: string) {
  return db.query<HeldAttribute>(sql`
    SELECT fa.attribute_id::text AS attribute_id, fa.is_mandatory, fa.is_overridable,
           COALESCE(array_agg(fac.channel_id::text ORDER BY fac.channel_id)
                    FILTER (WHERE fac.channel_id IS NOT NULL), '{}') AS channel_ids
      FROM family_attributes fa
      JOIN attributes a ON a.tenant_id = fa.tenant_id AND a.id = fa.attribute_id
                       AND a.deleted_at IS NULL
      LEFT JOIN family_attribute_channels fac
        ON fac.tenant_id = fa.tenant_id AND fac.family_id = fa.family_id
       AND fac.attribute_id = fa.attribute_id
     WHERE fa.tenant_id = ${tenantId}::uuid AND fa.family_id = ${familyId}::uuid
     GROUP BY fa.attribute_id, fa.is_mandatory, fa.is_overridable`);
}

/** The ids of the tenant's live channels. */
export async function liveChannelIds(db: Sql, tenantId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(sql`
    SELECT id::text AS id FROM channels
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL ORDER BY id`);
  return rows.map((row) => row.id);
}

/** How many live channels the tenant has. */
export async function liveChannelCount(db: Sql, tenantId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM channels
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL`);
  return row?.count ?? 0;
}

/** The attributes of these families by attribute code, with their live channels' codes. */
export function exportedFamilyAttributes(db: Sql, tenantId: string, familyIds: readonly string[]) {
  return db.query<{
    family_id: string;
    code: string;
    is_mandatory: boolean;
    is_overridable: boolean;
    channels: string[];
  }>(sql`
    SELECT fa.family_id::text AS family_id, a.code, fa.is_mandatory, fa.is_overridable,
           COALESCE(array_agg(c.code ORDER BY c.code COLLATE "C")
                    FILTER (WHERE c.code IS NOT NULL), '{}') AS channels
      FROM family_attributes fa
      JOIN attributes a ON a.tenant_id = fa.tenant_id AND a.id = fa.attribute_id
                       AND a.deleted_at IS NULL
      LEFT JOIN family_attribute_channels fac
        ON fac.tenant_id = fa.tenant_id AND fac.family_id = fa.family_id
       AND fac.attribute_id = fa.attribute_id
      LEFT JOIN channels c ON c.tenant_id = fac.tenant_id AND c.id = fac.channel_id
                          AND c.deleted_at IS NULL
     WHERE fa.tenant_id = ${tenantId}::uuid AND fa.family_id = ANY(${[...familyIds]}::uuid[])
     GROUP BY fa.family_id, a.code, fa.is_mandatory, fa.is_overridable
     ORDER BY fa.family_id, a.code COLLATE "C"`);
}
