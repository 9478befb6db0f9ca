// Request and response shapes of the connector operations.
import { z } from 'zod';
import { CATALOG_STATUSES } from '../../platform/limits.ts';
import {
  zCatalogDescription,
  zCode,
  zId,
  zName,
  zPage,
  zPageSize,
  zQueryArray,
  zQueryBoolean,
  zSearch,
  zTimestamp,
} from '../../platform/shared/schemas.ts';

/** What a connector reaches: one built-in connector of each type is in every tenant. */
export const CONNECTOR_TYPES = ['api', 'ftp', 'sftp', 'storage', 'marketplace'] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];
export const zConnectorType = z.enum(CONNECTOR_TYPES);
export const zConnectorStatus = z.enum(CATALOG_STATUSES);

/** Integration records answer when they were made and last changed, by these names. */
export const zIntegrationTimestamps = { created_at: zTimestamp, updated_at: zTimestamp };

export const ZConnector = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  connector_type: zConnectorType,
  description: z.string().nullable(),
  status: zConnectorStatus,
  /** `status` is active. */
  is_active: z.boolean(),
  /** One of the connectors every tenant starts with: never deleted. */
  is_builtin: z.boolean(),
  /** The connector's active schema with the highest version; null when it has none. */
  default_schema_id: z.string().nullable(),
  ...zIntegrationTimestamps,
});
export type ConnectorDto = z.infer<typeof ZConnector>;

export const ZListConnectorsInput = z.strictObject({
  /** Part of the code or name, in any case. */
  search: zSearch.optional(),
  connector_type: zQueryArray(zConnectorType),
  is_active: zQueryBoolean.optional(),
  page: zPage,
  page_size: zPageSize(20),
});
export type ListConnectorsInput = z.infer<typeof ZListConnectorsInput>;

export const ZCreateConnectorInput = z.strictObject({
  code: zCode(100),
  name: zName,
  connector_type: zConnectorType,
  description: zCatalogDescription.nullish(),
});
export type CreateConnectorInput = z.infer<typeof ZCreateConnectorInput>;

export const ZConnectorIdInput = z.strictObject({ id: zId });
export type ConnectorIdInput = z.infer<typeof ZConnectorIdInput>;

/** A partial update: a connector's code and type never change. */
export const ZUpdateConnectorInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
});
export type UpdateConnectorInput = z.infer<typeof ZUpdateConnectorInput>;

export const ZConnectorStatusInput = z.strictObject({ id: zId, status: zConnectorStatus });
export type ConnectorStatusInput = z.infer<typeof ZConnectorStatusInput>;
