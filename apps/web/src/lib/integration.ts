import { CONNECTOR_TYPES } from '@pim/core/schemas';

// Words for the integration screens: connector types, schema statuses and their moves.

export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

export const CONNECTOR_TYPE_LABELS: Record<ConnectorType, string> = {
  api: 'HTTP API',
  ftp: 'FTP / FTPS',
  sftp: 'SFTP',
  storage: 'File storage',
  marketplace: 'Marketplace',
};

export const CONNECTOR_TYPE_OPTIONS = CONNECTOR_TYPES.map((type) => ({
  value: type,
  label: CONNECTOR_TYPE_LABELS[type],
}));

export function connectorTypeLabel(type: string): string {
  return CONNECTOR_TYPE_LABELS[type as ConnectorType] ?? type;
}

/**
 * The moves a schema's status allows (a draft only until first active; a deprecated schema
 * can come back), with the button's words.
 */
export const SCHEMA_MOVES: Record<
  string,
  readonly { to: 'active' | 'deprecated'; label: string }[]
> = {
  draft: [{ to: 'active', label: 'Activate' }],
  active: [{ to: 'deprecated', label: 'Deprecate' }],
  deprecated: [{ to: 'active', label: 'Activate again' }],
};

export const SCHEMA_STATUS_COLORS: Record<string, string> = {
  draft: 'gray',
  active: 'teal',
  deprecated: 'orange',
};
