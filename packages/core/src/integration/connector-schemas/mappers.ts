// Connector schema rows and their attributes to the documented shapes.
import { iso } from '../../platform/shared/index.ts';
import type { ConnectorSchemaRow, SchemaAttributeRow } from './repository.ts';
import type { ConnectorSchemaDto, SchemaAttributeDto, SchemaAttributeType } from './schemas.ts';

export const toConnectorSchemaDto = (row: ConnectorSchemaRow): ConnectorSchemaDto => ({
  id: row.id,
  connector_id: row.connectorId,
  name: row.name,
  version: row.version,
  description: row.description,
  status: row.status,
  attribute_count: row._count.attributes,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export const toSchemaAttributeDto = (row: SchemaAttributeRow): SchemaAttributeDto => ({
  code: row.code,
  name: row.name,
  // Written only through the API's enum (or the built-in seed, which uses the same names).
  type: row.type as SchemaAttributeType,
  required: row.required,
  description: row.description,
  enum_values: row.enumValues ?? [],
  source_attribute_code: row.sourceAttributeCode,
});
