// The roles domain's SQL: the row lock of one role, part of the grant protocol
// (platform/access/grant-locks.ts). Prisma has no locking reads.
import type { Sql } from '@pim/db';

/** Locks one live role of the tenant FOR UPDATE; false when there is none. */
export async function lockRole(db: Sql, tenantId: string, id: string): Promise<boolean> {
  const rows = await db<{ id: string }>`
    SELECT id::text AS id FROM roles
    WHERE id = ${id}::uuid AND tenant_id = ${tenantId}::uuid AND deleted_at IS NULL
    FOR UPDATE`;
  return rows.length === 1;
}

/** Locks the live permissions among `ids` FOR SHARE; the ids it found. */
export async function lockLivePermissions(db: Sql, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set<string>();
  const rows = await db<{ id: string }>`
    SELECT id::text AS id FROM permissions
    WHERE id = ANY(${ids}::uuid[]) AND deleted_at IS NULL
    ORDER BY id FOR SHARE`;
  return new Set(rows.map((row) => row.id));
}
