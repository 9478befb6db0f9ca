import type { RouterOutputs } from '@/lib/api/router';

export type FamilyAttribute =
  RouterOutputs['productFamilies']['attributes']['list']['items'][number];

export interface Channel {
  id: string;
  code: string;
  name: string;
}

export interface RowGroup {
  key: string;
  group: FamilyAttribute['attribute_group'];
  rows: FamilyAttribute[];
}

/** Rows by attribute group, in the API's order (groups by sort order, no group last). */
export function groupRows(rows: readonly FamilyAttribute[]): RowGroup[] {
  const groups: RowGroup[] = [];
  for (const row of rows) {
    const key = row.attribute_group?.id ?? '';
    const last = groups.at(-1);
    if (last && last.key === key) last.rows.push(row);
    else groups.push({ key, group: row.attribute_group, rows: [row] });
  }
  return groups;
}

/**
 * The channels the matrix shows: the tenant's, or (when they cannot be read) those the
 * family's attributes are enabled for.
 */
export function channelsOf(
  tenantChannels: readonly Channel[] | null,
  rows: readonly FamilyAttribute[],
): Channel[] {
  if (tenantChannels) return [...tenantChannels];
  const byId = new Map<string, Channel>();
  for (const row of rows) for (const c of row.channels) byId.set(c.id, c);
  return [...byId.values()].sort((a, b) => a.code.localeCompare(b.code));
}
