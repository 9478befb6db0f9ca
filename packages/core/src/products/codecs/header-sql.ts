// What the column preview and a template's example values read of the catalog: the live
// attributes (name, type, scope flags), channels (name) and their locales, by code.
import { sql, type Sql } from '@pim/db';
import type { AttributeType } from '../../platform/limits.ts';

export interface HeaderAttribute {
  code: string;
  name: string;
  type: AttributeType;
  value_per_channel: boolean;
  value_per_locale: boolean;
}

/** The locales of the tenant's live channels, in code order. */
export async function tenantLocaleCodes(db: Sql, tenantId: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>(sql`
    SELECT DISTINCT l.code FROM channel_locales cl JOIN locales l ON l.id = cl.locale_id
      JOIN channels c ON c.tenant_id = cl.tenant_id AND c.id = cl.channel_id
     WHERE cl.tenant_id = ${tenantId}::uuid AND c.deleted_at IS NULL
     ORDER BY l.code`);
  return rows.map((row) => row.code);
}

export async function readHeaderNames(db: Sql, tenantId: string) {
  const attributes = await db.query<HeaderAttribute>(sql`
    SELECT code, name, type::text AS type, value_per_channel, value_per_locale FROM attributes
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL`);
  const channels = await db.query<{ code: string; name: string }>(sql`
    SELECT code, name FROM channels
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL`);
  const locales = await tenantLocaleCodes(db, tenantId);
  return {
    attributes: new Map(attributes.map((a) => [a.code, a])),
    channels: new Map(channels.map((c) => [c.code, c.name])),
    locales: new Set(locales),
  };
}
