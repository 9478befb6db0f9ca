// Who a caller is changes rarely but is asked on every request. Identities are cached per
// (session, tenant) together with the identity epoch they were read under; each request
// reads the epoch (one prepared single-row read) and re-reads the identity only when some
// identity data changed since. The epoch is bumped by triggers in the same transaction as
// the change, so nothing stale is served once the change has committed.
import type { SqlPool } from '@pim/db';
import { Lru } from '../shared/lru.ts';
import { findSessionIdentity, type IdentityRow } from './repository.ts';

interface Entry {
  row: IdentityRow;
  epoch: string;
}

const caches = new WeakMap<SqlPool, Lru<string, Entry>>();

async function readEpoch(pool: SqlPool): Promise<string> {
  const result = await pool.query<{ value: string }>({
    name: 'read_identity_epoch',
    text: 'SELECT value FROM identity_epoch WHERE id = 1',
  });
  return result.rows[0]?.value ?? '0';
}

export async function loadIdentity(
  pool: SqlPool,
  sessionId: string,
  userId: string,
  tenantId: string,
): Promise<IdentityRow | null> {
  let cache = caches.get(pool);
  if (!cache) caches.set(pool, (cache = new Lru(5_000)));
  // Read the epoch first: a change committing after this read bumps it again, so an entry
  // stored under this epoch can only be older than the next request's epoch, never newer.
  const epoch = await readEpoch(pool);
  const key = `${sessionId}/${tenantId}`;
  const hit = cache.get(key);
  if (
    hit &&
    hit.epoch === epoch &&
    hit.row.user_id === userId &&
    new Date(hit.row.session_expires_at).getTime() > Date.now()
  ) {
    return hit.row;
  }
  const row = await findSessionIdentity(pool, sessionId, userId, tenantId);
  if (row) cache.set(key, { row, epoch });
  else cache.delete(key);
  return row;
}
