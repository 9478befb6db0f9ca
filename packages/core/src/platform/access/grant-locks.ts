// No grant may point at a deleted role or permission (membership_roles,
// service_account_roles, role_permissions). Roles and permissions are soft-deleted: an
// UPDATE that leaves the key alone, so the foreign keys do not help (their FOR KEY SHARE
// does not conflict with such an UPDATE), and "check it is live, then insert" in one
// transaction races with "count the holders, then set deleted_at" in another: both checks
// pass and the grant lands on a deleted row.
//
// The protocol (PostgreSQL, READ COMMITTED):
// - A transaction that grants locks the roles or permissions it grants FOR SHARE, filtered
//   on deleted_at IS NULL and the tenant, and refuses when one is missing.
// - A transaction that deletes a role or permission locks it FOR UPDATE first, then counts
//   its holders (a role: 409 in_use) or drops its grants (a permission), then sets
//   deleted_at.
// FOR SHARE conflicts with FOR UPDATE and with any UPDATE of the row (FOR KEY SHARE would
// not), so whoever locks first wins. A deleter that waited sees the granter's committed
// grant, since each statement reads a fresh snapshot; a granter that waited re-reads the
// row after the delete committed, finds deleted_at set and refuses. The deleting
// transactions ask for READ COMMITTED explicitly (whatever the server's default): under
// REPEATABLE READ a deleter that waited would still read the snapshot it took before the
// grant committed, count no holder and drop nothing. A granter under a stricter level that
// waited fails with a serialization error instead, which leaves no dangling grant either.
//
// The locks come before the transaction's first write. Every identity write also updates
// the single identity epoch row (a trigger), so a granter waiting for a role while holding
// the epoch would deadlock with the deleter, which needs the epoch for its own writes.
//
// Why not a trigger: the rules differ per side (only active memberships hold a role; a
// permission's delete takes it out of every role instead of refusing) and each answer must
// name its field (400 invalid_reference on role_ids, 409 in_use with the holder counts);
// the services already know both, a trigger would raise an error to translate back.
import { Prisma, type Database } from '@pim/db';
import { AppError } from '../errors/index.ts';
import { listSome } from '../shared/index.ts';
import { lockLiveRoles } from './sql.ts';

/** Transaction options of a delete that locks what it deletes (see above). */
export const DELETE_TX_OPTIONS = {
  isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted,
} as const;

/**
 * Locks the roles about to be granted (distinct ids) against deletion until the
 * transaction ends; 400 invalid_reference on `role_ids` when one is not a live role of the
 * tenant (any more). Call it before the transaction's first write.
 */
export async function lockGrantableRoles(
  db: Database,
  tenantId: string,
  roleIds: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(roleIds)];
  if (ids.length === 0) return ids;
  const live = await lockLiveRoles(db.sql, tenantId, ids);
  const missing = ids.filter((id) => !live.has(id));
  if (missing.length > 0) {
    throw new AppError('invalid_reference', `No role ${listSome(missing)} in this tenant`, {
      field: 'role_ids',
    });
  }
  return ids;
}
