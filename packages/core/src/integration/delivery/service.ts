// Starting a connection's channel export or import: the checks a caller gets an answer to at
// once (the connection is live and active, has a channel to export, is a file transport to
// import from; the caller may read the products or write the imported entity), then a job of
// the registered kind, polled like any other.
import { AppError } from '../../platform/errors/index.ts';
import { requirePermission } from '../../platform/access/index.ts';
import { createJob, type JobScope } from '../../jobs/index.ts';
import type { JobDto } from '../../jobs/schemas.ts';
import { connections, CredentialsError, loadTransportTarget } from '../connections/index.ts';
import { findConnector } from '../connectors/index.ts';
import { transportSettingsOf, type IntegrationScope } from '../settings.ts';
import { checkTransport } from '../transports/index.ts';
import type { ConnectionExportOptions } from './export-kind.ts';
import type { ConnectionImportOptions } from './import-kind.ts';
import { CONNECTION_EXPORT_PERMISSIONS, connectionImportPermissions } from './permissions.ts';
import type {
  ConnectionTestDto,
  StartConnectionExportInput,
  StartConnectionImportInput,
  TestConnectionInput,
} from './schemas.ts';

/** The file transports, which an import can read from. */
const FILE_TYPES = new Set(['storage', 'sftp', 'ftp']);

/** The live connection, active, of an active connector (deactivating a connector stops its connections). */
async function activeConnection(scope: JobScope, id: string) {
  const connection = await connections.getConnection(scope, { id });
  if (connection.status !== 'active') {
    throw new AppError(
      'invalid_value',
      `The connection ${connection.code} is inactive: activate it first`,
      { field: '' },
    );
  }
  const connector = await findConnector(scope.db.prisma, scope.tenantId, connection.connector_id);
  if (connector?.status !== 'active') {
    throw new AppError(
      'invalid_value',
      `The connector of ${connection.code} is inactive: activate it to run its connections`,
      { field: '' },
    );
  }
  return connection;
}

export async function startConnectionExport(
  scope: JobScope,
  input: StartConnectionExportInput,
): Promise<JobDto> {
  for (const code of CONNECTION_EXPORT_PERMISSIONS) requirePermission(scope.principal, code);
  const connection = await activeConnection(scope, input.id);
  if (!(connection.config as { channel_code?: string }).channel_code) {
    throw new AppError(
      'invalid_value',
      `The connection ${connection.code} names no channel to export (config.channel_code)`,
      { field: '' },
    );
  }
  const options: ConnectionExportOptions = {
    kind: 'connection_export',
    connection_id: connection.id,
    connection_code: connection.code,
    mode: input.mode,
    dry_run: input.dry_run,
  };
  return createJob(scope, { type: 'export', entity: 'products', options: { ...options } });
}

export async function startConnectionImport(
  scope: JobScope,
  input: StartConnectionImportInput,
): Promise<JobDto> {
  for (const code of connectionImportPermissions(input.entity)) {
    requirePermission(scope.principal, code);
  }
  const connection = await activeConnection(scope, input.id);
  if (!FILE_TYPES.has(connection.connector_type)) {
    throw new AppError(
      'invalid_value',
      `A ${connection.connector_type} connection sends records; imports read files from storage, sftp or ftp connections`,
      { field: '' },
    );
  }
  const options: ConnectionImportOptions = {
    kind: 'connection_import',
    connection_id: connection.id,
    connection_code: connection.code,
    entity: input.entity,
    mode: input.mode,
    dry_run: input.dry_run,
    ...(input.file !== undefined ? { file: input.file } : {}),
  };
  return createJob(scope, { type: 'import', entity: input.entity, options: { ...options } });
}

/**
 * Opens the connection's transport as an export or import would, and reports each step: what
 * worked and, in the user's terms, what failed. Works on an inactive connection too (testing
 * before activating is the point).
 */
export async function testConnection(
  scope: IntegrationScope,
  input: TestConnectionInput,
): Promise<ConnectionTestDto> {
  const started = performance.now();
  try {
    const target = await loadTransportTarget(scope, input.id);
    return await checkTransport(target, transportSettingsOf(scope));
  } catch (error) {
    if (!(error instanceof CredentialsError)) throw error;
    // Stored credentials that no configured key opens: the first step fails, and says why.
    const step = {
      step: 'credentials',
      ok: false,
      message: error.message,
      duration_ms: Math.round(performance.now() - started),
    };
    return { ok: false, steps: [step] };
  }
}
