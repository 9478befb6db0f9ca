// The integration rows the cross-tenant matrix names: a connection on the tenant's built-in
// storage connector, and a category mapping of it for the sample channel and category.
import type { TestServer } from './server.ts';

export async function integrationRowsOf(
  server: TestServer,
  tenantId: string,
  catalog: { category: string; channel: string },
) {
  const db = server.db;
  const connector = await db.connector.findFirstOrThrow({
    where: { tenantId, code: 'storage' },
  });
  const channel = await db.channel.findFirstOrThrow({ where: { tenantId, id: catalog.channel } });
  const connection = await db.connection.create({
    data: {
      tenantId,
      connectorId: connector.id,
      code: 'matrix-connection',
      name: 'Matrix connection',
      config: { driver: 'local', path: 'matrix' },
    },
  });
  const mapping = await db.categoryMapping.create({
    data: {
      tenantId,
      connectionId: connection.id,
      channelCode: channel.code,
      categoryId: catalog.category,
      externalCategoryId: 'ext-1',
    },
  });
  return {
    connector: connector.id,
    connection: connection.id,
    categoryMapping: mapping.id,
  };
}
