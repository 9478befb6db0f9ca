// Connection rows to the documented shape: `has_credentials`, never the credentials.
import { iso, isoOrNull } from '../../platform/shared/index.ts';
import type { ConnectionRow } from './repository.ts';
import type { ConnectionDto } from './schemas.ts';

export const toConnectionDto = (row: ConnectionRow): ConnectionDto => ({
  id: row.id,
  connector_id: row.connectorId,
  connector_type: row.connector.connectorType,
  code: row.code,
  name: row.name,
  description: row.description,
  status: row.status,
  config: (row.config ?? {}) as Record<string, unknown>,
  has_credentials: row.credentials !== null,
  last_export_at: isoOrNull(row.lastExportAt),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});
