// Connection credentials at rest: sealed (sealing.ts) for the purpose `connection-credentials`,
// bound to the tenant and the connection, so a sealed value copied onto another connection (or
// another tenant's) does not open. A save reseals with the first key of CREDENTIALS_KEYS.
import { openSealed, seal, type Sealed } from '../sealing.ts';
import type { CredentialKey } from '../settings.ts';

export { CredentialsError, sealedWithOlderKey } from '../sealing.ts';

/** What a connection row stores: the sealed value and the id of the key that sealed it. */
export type SealedCredentials = Sealed;

/** What a sealed value is bound to: it opens only for the same tenant and connection. */
export interface CredentialBinding {
  tenantId: string;
  connectionId: string;
}

const sealBinding = ({ tenantId, connectionId }: CredentialBinding) => ({
  purpose: 'connection-credentials' as const,
  tenantId,
  rowId: connectionId,
});

export const sealCredentials = (
  value: unknown,
  binding: CredentialBinding,
  keys: readonly CredentialKey[],
): SealedCredentials => seal(value, sealBinding(binding), keys);

export const openCredentials = (
  stored: SealedCredentials,
  binding: CredentialBinding,
  keys: readonly CredentialKey[],
): unknown => openSealed(stored, sealBinding(binding), keys);
