// Authentication by API key. The key's prefix finds the row (cached against the identity epoch like
// a session's identity); the whole key is then compared with the stored hash in constant time on
// every request. A key works only while it is active, not past expires_at, and its service account
// is active.
import type { Sql } from '@pim/db';
import { apiKeyMatches, keyPrefixOf } from './raw-key.ts';
import { AppError } from '../errors/index.ts';
import { Lru } from '../shared/index.ts';
import { loadApiKeyIdentity } from './identity-cache.ts';
import type { ServiceAccountPrincipal } from './caller.ts';
import { touchApiKey } from './sql.ts';

const invalidKey = () => new AppError('invalid_token', 'The API key is invalid or no longer valid');

export async function authenticateApiKey(
  sql: Sql,
  rawKey: string,
): Promise<ServiceAccountPrincipal> {
  const prefix = keyPrefixOf(rawKey);
  if (!prefix) throw invalidKey();
  const row = await loadApiKeyIdentity(sql, prefix);
  if (!row || !apiKeyMatches(rawKey, row.secret_hash)) throw invalidKey();
  const expired = row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now();
  if (row.status !== 'active' || expired || row.service_account_status !== 'active') {
    throw invalidKey();
  }
  recordUse(sql, row.api_key_id);
  return {
    kind: 'service_account',
    serviceAccountId: row.service_account_id,
    apiKeyId: row.api_key_id,
    name: row.service_account_name,
    isPlatformAdmin: false,
    tokenTenantId: row.tenant_id,
    memberships: [row.membership],
    tenantId: row.tenant_id,
    roles: row.roles,
    permissions: new Set(row.permissions),
  };
}

const MINUTE = 60_000;
const lastTouched = new WeakMap<Sql, Lru<string, number>>();

/**
 * Fire-and-forget: the request does not wait for the write, and this process sends it at
 * most once a minute per key (the UPDATE's own condition covers the other processes).
 */
function recordUse(sql: Sql, apiKeyId: string): void {
  let touched = lastTouched.get(sql);
  if (!touched) lastTouched.set(sql, (touched = new Lru(10_000)));
  const now = Date.now();
  if (now - (touched.get(apiKeyId) ?? 0) < MINUTE) return;
  touched.set(apiKeyId, now);
  // A failed write only loses a timestamp; it must never fail the request.
  touchApiKey(sql, apiKeyId).catch(() => touched.delete(apiKeyId));
}
