// The integration rows the cross-tenant matrix names: a connector of the tenant and its
// default schema (the built-in `api` connector's version 1, so the connector's attributes
// read), a connection on the tenant's built-in storage connector, and a category mapping of it
// for the sample channel and category; a webhook subscription with one delivery of an event.
import type { TestServer } from './server.ts';

export async function integrationRowsOf(
  server: TestServer,
  tenantId: string,
  catalog: { category: string; channel: string },
) {
  const db = server.db;
  const schema = await db.connectorSchema.findFirstOrThrow({
    where: { tenantId, connector: { code: 'api' }, version: 1 },
    select: { id: true, connectorId: true },
  });
  const storage = await db.connector.findFirstOrThrow({
    where: { tenantId, code: 'storage' },
  });
  const channel = await db.channel.findFirstOrThrow({ where: { tenantId, id: catalog.channel } });
  const connection = await db.connection.create({
    data: {
      tenantId,
      connectorId: storage.id,
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
  // Never sent anywhere: its secret is not a sealed value, so a dispatcher fails it unsent.
  const webhook = await db.webhookSubscription.create({
    data: {
      tenantId,
      url: 'https://example.com/matrix',
      events: ['product.updated'],
      secret: 'not-sealed',
      secretKeyId: 'none',
    },
  });
  const event = await db.webhookEvent.create({
    data: { tenantId, type: 'webhook.test', orderingKey: `test:${webhook.id}`, data: {} },
  });
  const delivery = await db.webhookDelivery.create({
    data: {
      tenantId,
      subscriptionId: webhook.id,
      eventId: event.id,
      orderingKey: event.orderingKey,
      status: 'failed',
    },
  });
  return {
    webhook: webhook.id,
    webhookDelivery: delivery.id,
    connector: schema.connectorId,
    connectorSchema: schema.id,
    connection: connection.id,
    categoryMapping: mapping.id,
  };
}
