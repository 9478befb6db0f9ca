// What the connection tests share: the connectors of a tenant by type, a valid config and
// credentials per type, and requests that create, read and patch connections.
import type { IntegrationScope, IntegrationSettings } from '@pim/core';
import { uniqueCode } from '@pim/db/seed';
import { expect } from 'vitest';
import type { Body, CatalogWorld } from './catalog.ts';
import type { Request, TestServer } from './server.ts';

export const CONNECTIONS = '/v1/connections';
export const CONNECTION_KEYS = [
  'code',
  'config',
  'connector_id',
  'connector_type',
  'created_at',
  'description',
  'has_credentials',
  'id',
  'last_export_at',
  'name',
  'status',
  'updated_at',
];

/** A valid config and credentials per connector type (storage: local takes none). */
export const VALID: Record<string, { config: Body; credentials?: Body }> = {
  sftp: {
    config: { host: 'sftp.example.com', port: 2222, path: '/upload/pim' },
    credentials: { username: 'deploy', private_key: '-----BEGIN OPENSSH PRIVATE KEY-----' },
  },
  ftp: {
    config: { host: '203.0.113.7', secure: true, format: 'csv', file_pattern: 'products-*.csv' },
    credentials: { username: 'ftp-user', password: 'ftp-pass' },
  },
  storage: { config: { driver: 'local', path: 'exports/shop' } },
  api: {
    config: { url: 'https://api.example.com/products', batch_size: 50 },
    credentials: { token: 'api-token' },
  },
  marketplace: {
    config: { url: 'https://market.example.com/feed', format: 'json' },
    credentials: { username: 'seller', password: 'seller-pass' },
  },
};

/** Connection requests of home's staff on `request`'s server, rows read through `server`. */
export async function connectionKit(server: TestServer, request: Request, w: CatalogWorld) {
  const connectors = await server.db.connector.findMany({ where: { tenantId: w.home.id } });
  const connectorOf = (type: string) => connectors.find((c) => c.code === type)!.id;
  /** POST a connection of this type, valid unless `body` says otherwise. */
  const post = (type: string, body: Body = {}, as = w.asAdmin) =>
    request(
      'POST',
      CONNECTIONS,
      as({
        connector_id: connectorOf(type),
        code: uniqueCode('conn'),
        name: `A ${type} connection`,
        ...VALID[type],
        ...body,
      }),
    );
  const create = async (type: string, body: Body = {}) => {
    const answer = await post(type, body);
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data;
  };
  return {
    connectorOf,
    post,
    create,
    patch: (id: string, body: Body, as = w.asAdmin) =>
      request('PATCH', `${CONNECTIONS}/${id}`, as(body)),
    rowOf: (id: string) => server.db.connection.findUniqueOrThrow({ where: { id } }),
    /** What loadTransportTarget needs of a scope, with these settings. */
    scopeOf: (integration: IntegrationSettings, tenantId = w.home.id) =>
      ({ db: server.database, tenantId, integration }) as unknown as IntegrationScope,
  };
}
