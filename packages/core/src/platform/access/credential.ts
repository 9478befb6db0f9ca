// A stable name for the credential behind a request, used to key per-credential budgets
// (rate limit) and per-credential records (Idempotency-Key). Only a *verified* credential
// gets a name: a forged token or a key with a wrong secret must never land in a real
// caller's bucket (it would spend their budget or read their stored answers).
import type { Sql } from '@pim/db';
import type { AuthConfig } from '../config.ts';
import { apiKeyMatches, keyPrefixOf, looksLikeApiKey } from './raw-key.ts';
import { verifyAccessToken } from './tokens.ts';
import { loadApiKeyIdentity } from './identity-cache.ts';
import type { Principal } from './principal.ts';

/** `session:<id>` for a person (stable across refreshes), `api_key:<id>` for a key. */
export const credentialKeyOf = (principal: Principal): string =>
  principal.kind === 'user' ? `session:${principal.sessionId}` : `api_key:${principal.apiKeyId}`;

/**
 * The credential key of a bearer token whose signature (access token) or secret (API key)
 * checks out, or undefined. Cheaper than authentication: it does not ask whether the
 * session, user or key is still allowed in, only whether the caller holds the credential.
 */
export async function verifiedCredentialKey(
  sql: Sql,
  config: AuthConfig,
  token: string,
): Promise<string | undefined> {
  if (looksLikeApiKey(token)) {
    const prefix = keyPrefixOf(token);
    const row = prefix ? await loadApiKeyIdentity(sql, prefix) : null;
    return row && apiKeyMatches(token, row.secret_hash) ? `api_key:${row.api_key_id}` : undefined;
  }
  try {
    return `session:${(await verifyAccessToken(config, token)).sessionId}`;
  } catch {
    return undefined;
  }
}
