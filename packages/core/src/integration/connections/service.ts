// Connection rules: a connection is made on a connector of the tenant that is active; its
// config is its connector type's shape and names the tenant's channel and that channel's
// locales; its credentials are sealed (credentials.ts) under the first configured key and
// bound to the tenant and the connection's id, which is taken before the row is written.
// Codes are unique among the tenant's live connections. `schedule_next_at` follows the
// config and the status: the next run of `config.schedule` while the connection is active
// and live, null otherwise. Every save of a connection reseals credentials that an older key
// sealed, so a rotated key can be dropped once every connection was saved again.
import type { Prisma } from '@pim/db';
import { actorOf, inTransaction } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  ACTIVE_INACTIVE,
  checkTransition,
  type Page,
  pageOf,
  withUniqueField,
} from '../../platform/shared/index.ts';
import {
  type IntegrationScope as TenantScope,
  integrationSettingsOf,
  type IntegrationSettings,
} from '../settings.ts';
import { checkConfig, nextRunOf, parseConfig, parseCredentials } from './checks.ts';
import type { ConnectionConfig, ConnectorType } from './config.ts';
import {
  type CredentialBinding,
  CredentialsError,
  openCredentials,
  sealCredentials,
  sealedWithOlderKey,
} from './credentials.ts';
import { toConnectionDto } from './mappers.ts';
import { findConnector } from '../connectors/index.ts';
import * as repo from './repository.ts';
import { lockConnection, newConnectionId } from './sql.ts';
import type {
  ConnectionDto,
  ConnectionIdInput,
  ConnectionStatus,
  ConnectionStatusInput,
  CreateConnectionInput,
  ListConnectionsInput,
  UpdateConnectionInput,
} from './schemas.ts';

const WHAT = 'Connection';
const duplicateCode = (code: string) => `A connection with the code ${code} already exists`;

async function loadConnection({ db, tenantId }: TenantScope, id: string) {
  const row = await repo.findConnection(db.prisma, tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

/** The connector of a new connection: the tenant's, and active. */
async function connectorFor({ db, tenantId }: TenantScope, id: string) {
  const connector = await findConnector(db.prisma, tenantId, id);
  if (!connector) {
    throw new AppError('invalid_reference', `No connector ${id} in this tenant`, {
      field: 'connector_id',
    });
  }
  if (connector.status !== 'active') {
    throw new AppError(
      'invalid_value',
      `The connector ${connector.code} is inactive: activate it before making connections on it`,
      { field: 'connector_id' },
    );
  }
  return connector;
}

/** When a connection next runs its schedule: only while it is active and has one. */
const scheduleNextAtOf = (config: ConnectionConfig, status: ConnectionStatus): Date | null =>
  status === 'active' && config.schedule !== undefined
    ? nextRunOf(config.schedule, new Date())
    : null;

const sealedColumns = (
  credentials: unknown,
  binding: CredentialBinding,
  settings: IntegrationSettings,
) => {
  const sealed = sealCredentials(credentials, binding, settings.credentialKeys);
  return { credentials: sealed.sealed, credentialsKeyId: sealed.keyId };
};

export async function listConnections(
  { db, tenantId }: TenantScope,
  input: ListConnectionsInput,
): Promise<Page<ConnectionDto>> {
  const { rows, total } = await repo.listConnections(db.prisma, tenantId, input);
  return pageOf(rows.map(toConnectionDto), input.page, input.page_size, total);
}

export async function getConnection(
  scope: TenantScope,
  input: ConnectionIdInput,
): Promise<ConnectionDto> {
  return toConnectionDto(await loadConnection(scope, input.id));
}

export async function createConnection(
  scope: TenantScope,
  input: CreateConnectionInput,
): Promise<ConnectionDto> {
  const settings = integrationSettingsOf(scope);
  const { db, tenantId, principal } = scope;
  const connector = await connectorFor(scope, input.connector_id);
  const type = connector.connectorType;
  const config = await checkConfig(db.prisma, tenantId, type, input.config ?? {}, settings);
  const credentials = input.credentials ? parseCredentials(type, config, input.credentials) : null;
  if (await repo.findConnectionByCode(db.prisma, tenantId, input.code)) {
    throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
  }
  const id = await newConnectionId(db.sql);
  const data = {
    id,
    connectorId: connector.id,
    code: input.code,
    name: input.name,
    description: input.description ?? null,
    config: config as Prisma.InputJsonValue,
    ...(credentials
      ? sealedColumns(credentials, { tenantId, connectionId: id }, settings)
      : { credentials: null, credentialsKeyId: null }),
    scheduleNextAt: scheduleNextAtOf(config, 'active'),
  };
  const row = await withUniqueField('code', duplicateCode(input.code), () =>
    repo.createConnection(db.prisma, tenantId, data, actorOf(principal)),
  );
  return toConnectionDto(row);
}

/**
 * The credential columns of a save: the given credentials sealed, none (`null`), or the
 * stored ones kept (resealed under the first key when an older key sealed them). Stored
 * credentials a new config no longer takes (a local storage) must be removed explicitly.
 */
function credentialColumnsOf(
  row: repo.ConnectionRow,
  type: ConnectorType,
  config: ConnectionConfig,
  given: Record<string, unknown> | null | undefined,
  settings: IntegrationSettings,
): Pick<repo.ConnectionWrite, 'credentials' | 'credentialsKeyId'> | Record<string, never> {
  const binding = { tenantId: row.tenantId, connectionId: row.id };
  if (given === null) return { credentials: null, credentialsKeyId: null };
  if (given !== undefined) {
    return sealedColumns(parseCredentials(type, config, given), binding, settings);
  }
  if (row.credentials === null || row.credentialsKeyId === null) return {};
  if (type === 'storage' && (config as { driver: string }).driver === 'local') {
    throw new AppError(
      'invalid_value',
      'A local storage connection takes no credentials: remove the stored ones (credentials: null)',
      { field: 'credentials' },
    );
  }
  if (!sealedWithOlderKey(row.credentialsKeyId, settings.credentialKeys)) return {};
  const stored = { keyId: row.credentialsKeyId, sealed: row.credentials };
  let opened: unknown;
  try {
    opened = openCredentials(stored, binding, settings.credentialKeys);
  } catch (error) {
    // Sealed under a key the server no longer holds: kept as they are (what uses them says
    // so), and the connection can still be saved and given new credentials.
    if (error instanceof CredentialsError) return {};
    throw error;
  }
  return sealedColumns(opened, binding, settings);
}

/**
 * A partial update: `config` replaces the whole config (and moves the schedule), given
 * `credentials` replace the stored ones, `credentials: null` removes them.
 */
export async function updateConnection(
  scope: TenantScope,
  input: UpdateConnectionInput,
): Promise<ConnectionDto> {
  const settings = integrationSettingsOf(scope);
  return inTransaction(scope, async (tx) => {
    const { db, tenantId, principal } = tx;
    // One save at a time per connection: a reseal never writes back credentials that a
    // concurrent update replaced.
    if (!(await lockConnection(db.sql, tenantId, input.id))) throw notFound(WHAT);
    const row = await loadConnection(tx, input.id);
    const type = row.connector.connectorType;
    const config =
      input.config === undefined
        ? parseConfig(type, row.config)
        : await checkConfig(db.prisma, tenantId, type, input.config, settings);
    await repo.updateConnection(db.prisma, tenantId, input.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.config !== undefined
        ? {
            config: config as Prisma.InputJsonValue,
            scheduleNextAt: scheduleNextAtOf(config, row.status),
          }
        : {}),
      ...credentialColumnsOf(row, type, config, input.credentials, settings),
      modifiedBy: actorOf(principal),
    });
    return toConnectionDto(await loadConnection(tx, input.id));
  });
}

export async function setConnectionStatus(
  scope: TenantScope,
  input: ConnectionStatusInput,
): Promise<ConnectionDto> {
  return inTransaction(scope, async (tx) => {
    const { db, tenantId, principal } = tx;
    if (!(await lockConnection(db.sql, tenantId, input.id))) throw notFound(WHAT);
    const row = await loadConnection(tx, input.id);
    if (!checkTransition(ACTIVE_INACTIVE, row.status, input.status)) return toConnectionDto(row);
    const config = parseConfig(row.connector.connectorType, row.config);
    await repo.updateConnection(db.prisma, tenantId, input.id, {
      status: input.status,
      scheduleNextAt: scheduleNextAtOf(config, input.status),
      modifiedBy: actorOf(principal),
    });
    return toConnectionDto(await loadConnection(tx, input.id));
  });
}

/**
 * Soft delete: the code is free again, and the schedule stops. The connection's category
 * mappings stay with the deleted row, out of reach (every read of a mapping needs its live
 * connection).
 */
export async function deleteConnection(
  { db, tenantId, principal }: TenantScope,
  input: ConnectionIdInput,
): Promise<void> {
  const deleted = await repo.updateConnection(db.prisma, tenantId, input.id, {
    deletedAt: new Date(),
    scheduleNextAt: null,
    modifiedBy: actorOf(principal),
  });
  if (!deleted) throw notFound(WHAT);
}
