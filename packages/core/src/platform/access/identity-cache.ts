// Who a caller is changes rarely but is asked on every request. Identities are cached per
// (session, tenant) or per API key together with the identity epoch they were read under;
// each request reads the epoch (one prepared single-row read) and re-reads the identity only
// when some identity data changed since. The epoch is bumped by triggers in the same
// transaction as the change, so nothing stale is served once the change has committed.
import type { Sql } from '@pim/db';
import { Lru } from '../shared/index.ts';
import {
  findApiKeyIdentity,
  findSessionIdentity,
  readIdentityEpoch,
  type ApiKeyIdentityRow,
  type IdentityRow,
} from './sql.ts';

interface Entry {
  row: IdentityRow | ApiKeyIdentityRow;
  epoch: string;
}

const caches = new WeakMap<Sql, Lru<string, Entry>>();

/**
 * The cached row under `key` when it was read under the current epoch and `usable` accepts
 * it; otherwise a fresh `load()`. Read the epoch first: a change committing after this read
 * bumps it again, so an entry stored under this epoch can only be older than the next
 * request's epoch, never newer.
 */
async function cached<R extends Entry['row']>(
  sql: Sql,
  key: string,
  usable: (row: R) => boolean,
  load: () => Promise<R | null>,
): Promise<R | null> {
  let cache = caches.get(sql);
  if (!cache) caches.set(sql, (cache = new Lru(5_000)));
  const epoch = await readIdentityEpoch(sql);
  const hit = cache.get(key);
  if (hit && hit.epoch === epoch && usable(hit.row as R)) return hit.row as R;
  const row = await load();
  if (row) cache.set(key, { row, epoch });
  else cache.delete(key);
  return row;
}

export function loadIdentity(
  sql: Sql,
  sessionId: string,
  userId: string,
  tenantId: string,
): Promise<IdentityRow | null> {
  return cached<IdentityRow>(
    sql,
    `session/${sessionId}/${tenantId}`,
    (row) => row.user_id === userId && new Date(row.session_expires_at).getTime() > Date.now(),
    () => findSessionIdentity(sql, sessionId, userId, tenantId),
  );
}

/** The key's row whatever its status; the caller decides whether it may be used. */
export function loadApiKeyIdentity(sql: Sql, keyPrefix: string): Promise<ApiKeyIdentityRow | null> {
  return cached<ApiKeyIdentityRow>(
    sql,
    `api_key/${keyPrefix}`,
    () => true,
    () => findApiKeyIdentity(sql, keyPrefix),
  );
}
