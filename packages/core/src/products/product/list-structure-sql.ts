// The tenant's live channels (with their locale codes, in order) and the live attributes a
// product list names by code: what list-scope.ts and value-filters.ts check the request against.
import { sql, type Sql } from '@pim/db';
import type { AttributeType } from '../../platform/limits.ts';

export interface ListChannel {
  id: string;
  code: string;
  /** Its locale codes, in order. */
  locales: string[];
}

export interface ListAttribute {
  id: string;
  code: string;
  type: AttributeType;
  value_per_channel: boolean;
  value_per_locale: boolean;
}

export interface ListStructure {
  channels: ListChannel[];
  attributes: Map<string, ListAttribute>;
}

/** The tenant's live channels, and its live attributes among `codes`: one statement. */
export async function readListStructure(
  db: Sql,
  tenantId: string,
  codes: readonly string[],
): Promise<ListStructure> {
  const [row] = await db.query<{ channels: ListChannel[]; attributes: ListAttribute[] }>(sql`
    SELECT coalesce((
             SELECT json_agg(json_build_object(
                      'id', c.id, 'code', c.code,
                      'locales', coalesce((SELECT json_agg(l.code ORDER BY cl.position)
                                             FROM channel_locales cl
                                             JOIN locales l ON l.id = cl.locale_id
                                            WHERE cl.tenant_id = c.tenant_id
                                              AND cl.channel_id = c.id), '[]'))
                      ORDER BY c.code)
               FROM channels c
              WHERE c.tenant_id = ${tenantId}::uuid AND c.deleted_at IS NULL), '[]') AS channels,
           coalesce((
             SELECT json_agg(json_build_object(
                      'id', a.id, 'code', a.code, 'type', a.type::text,
                      'value_per_channel', a.value_per_channel,
                      'value_per_locale', a.value_per_locale))
               FROM attributes a
              WHERE a.tenant_id = ${tenantId}::uuid AND a.deleted_at IS NULL
                AND a.code = ANY(${[...codes]}::text[])), '[]') AS attributes`);
  return {
    channels: row?.channels ?? [],
    attributes: new Map((row?.attributes ?? []).map((a) => [a.code, a])),
  };
}
