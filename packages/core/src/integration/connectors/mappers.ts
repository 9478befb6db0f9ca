// Connector rows to the documented shape.
import { iso } from '../../platform/shared/index.ts';
import type { ConnectorRow } from './repository.ts';
import type { ConnectorDto } from './schemas.ts';

export const toConnectorDto = (
  row: ConnectorRow,
  defaultSchemaId: string | null,
): ConnectorDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  connector_type: row.connectorType,
  description: row.description,
  status: row.status,
  is_active: row.status === 'active',
  is_builtin: row.isBuiltin,
  default_schema_id: defaultSchemaId,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});
