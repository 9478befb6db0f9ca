// The integration rows the cross-tenant matrix names: a connector of the tenant and its
// default schema (the built-in `api` connector's version 1, so the connector's attributes read).
import type { TestServer } from './server.ts';

export async function integrationRowsOf(server: TestServer, tenantId: string) {
  const schema = await server.db.connectorSchema.findFirstOrThrow({
    where: { tenantId, connector: { code: 'api' }, version: 1 },
    select: { id: true, connectorId: true },
  });
  return { connector: schema.connectorId, connectorSchema: schema.id };
}
