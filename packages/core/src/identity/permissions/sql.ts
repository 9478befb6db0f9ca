// The permission tree's SQL: the row locks of the grant protocol (roles/grant-locks.ts), which
// Prisma cannot take.
import { sql, type Sql } from '@pim/db';

/**
 * Locks a live permission FOR UPDATE before its delete, so a grant running at the same
 * time either lands before it (and is dropped with the others) or finds it gone (the grant
 * protocol of roles/grant-locks.ts); false when there is none.
 */
export async function lockPermission(db: Sql, id: string): Promise<boolean> {
  const rows = await db<{ id: string }>`
    SELECT id::text AS id FROM permissions WHERE id = ${id}::uuid AND deleted_at IS NULL
    FOR UPDATE`;
  return rows.length === 1;
}

/**
 * Locks a live feature or sub-feature (the grant protocol of roles/grant-locks.ts, one level
 * up): a create locks its parents FOR SHARE, a delete locks the entry FOR UPDATE before
 * counting its children, so no live entry is ever created under a deleted parent. False when
 * the entry is not live.
 */
export async function lockPermissionTreeParent(
  db: Sql,
  table: 'features' | 'sub_features',
  id: string,
  mode: 'share' | 'update',
): Promise<boolean> {
  const rows = await db<{ id: string }>`
    SELECT id::text AS id FROM ${sql.raw(table)}
    WHERE id = ${id}::uuid AND deleted_at IS NULL
    ${sql.raw(mode === 'share' ? 'FOR SHARE' : 'FOR UPDATE')}`;
  return rows.length === 1;
}
