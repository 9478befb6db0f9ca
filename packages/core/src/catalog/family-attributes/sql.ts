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
