// What the transports and the channel jobs read of a connection: its connector's type, its
// config checked against that type, and its credentials opened. Never answered over the API.
import { notFound } from '../../platform/errors/index.ts';
import { type IntegrationScope, integrationSettingsOf } from '../settings.ts';
import { parseConfig, parseCredentials } from './checks.ts';
import type { TransportTarget } from './config.ts';
import { openCredentials } from './credentials.ts';
import { toConnectionDto } from './mappers.ts';
import * as repo from './repository.ts';
import type { ConnectionDto } from './schemas.ts';

export type LoadedConnection = TransportTarget & { connection: ConnectionDto };

/**
 * A live connection of the tenant ready to connect: 404 when there is none. Its status is
 * the caller's to judge (an export refuses an inactive connection; a test may not). Throws
 * CredentialsError when the stored credentials do not open (a key missing from
 * CREDENTIALS_KEYS, or an altered row).
 */
export async function loadTransportTarget(
  scope: IntegrationScope,
  connectionId: string,
): Promise<LoadedConnection> {
  const { db, tenantId } = scope;
  const row = await repo.findConnection(db.prisma, tenantId, connectionId);
  if (!row) throw notFound('Connection');
  const type = row.connector.connectorType;
  const config = parseConfig(type, row.config);
  const credentials =
    row.credentials !== null && row.credentialsKeyId !== null
      ? parseCredentials(
          type,
          config,
          openCredentials(
            { keyId: row.credentialsKeyId, sealed: row.credentials },
            { tenantId, connectionId: row.id },
            integrationSettingsOf(scope).credentialKeys,
          ),
        )
      : null;
  return { type, config, credentials, connection: toConnectionDto(row) };
}

/** Whether the tenant has a live connection with this id (category mappings hang on one). */
export async function isLiveConnection(
  { db, tenantId }: IntegrationScope,
  connectionId: string,
): Promise<boolean> {
  return (await repo.findConnection(db.prisma, tenantId, connectionId)) !== null;
}
