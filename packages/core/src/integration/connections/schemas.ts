// Request and response shapes of the connection operations. `config` and `credentials` are
// objects here; their shape depends on the connector's type (config.ts), so the service
// checks them once it knows the connector.
import { z } from 'zod';
import { zListFields } from '../../platform/shared/list.ts';
import {
  zCatalogDescription,
  zCode,
  zId,
  zName,
  zTimestamp,
} from '../../platform/shared/schemas.ts';
import { zConnectorType } from './config.ts';

export const CONNECTION_STATUSES = ['active', 'inactive'] as const;
export const zConnectionStatus = z.enum(CONNECTION_STATUSES);
export type ConnectionStatus = z.infer<typeof zConnectionStatus>;

/** A connection as the API answers it: never its credentials, only whether it has some. */
export const ZConnection = z.object({
  id: z.string(),
  connector_id: z.string(),
  connector_type: zConnectorType,
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: zConnectionStatus,
  config: z.record(z.string(), z.unknown()),
  has_credentials: z.boolean(),
  last_export_at: zTimestamp.nullable(),
  created_at: zTimestamp,
  updated_at: zTimestamp,
});
export type ConnectionDto = z.infer<typeof ZConnection>;

export const ZListConnectionsInput = z.strictObject(
  zListFields(zConnectionStatus, 20, ['created_at', 'code', 'name']),
);
export type ListConnectionsInput = z.infer<typeof ZListConnectionsInput>;

/** Checked against the connector type's shape (config.ts) by the service. */
const zConfigObject = z.record(z.string(), z.unknown());
/**
 * Checked against the connector type's credential shape by the service. The checks never
 * echo a value: credential errors name the field and what is wrong, not what was sent.
 */
const zCredentialsObject = z.record(z.string(), z.unknown());

export const ZCreateConnectionInput = z.strictObject({
  connector_id: zId,
  code: zCode(100),
  name: zName,
  description: zCatalogDescription.nullish(),
  config: zConfigObject.optional(),
  credentials: zCredentialsObject.nullish(),
});
export type CreateConnectionInput = z.infer<typeof ZCreateConnectionInput>;

export const ZConnectionIdInput = z.strictObject({ id: zId });
export type ConnectionIdInput = z.infer<typeof ZConnectionIdInput>;

/**
 * A partial update: `config` replaces the whole config, `credentials` replace the stored
 * ones, and `credentials: null` removes them.
 */
export const ZUpdateConnectionInput = z.strictObject({
  id: zId,
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
  config: zConfigObject.optional(),
  credentials: zCredentialsObject.nullish(),
});
export type UpdateConnectionInput = z.infer<typeof ZUpdateConnectionInput>;

export const ZConnectionStatusInput = z.strictObject({ id: zId, status: zConnectionStatus });
export type ConnectionStatusInput = z.infer<typeof ZConnectionStatusInput>;
