// The only place webhooks touch Prisma. Every query names the tenant.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage } from '../../platform/shared/index.ts';
import type { ListWebhookDeliveriesInput, ListWebhooksInput } from './schemas.ts';

export const findWebhook = (db: DbTx, tenantId: string, id: string) =>
  db.webhookSubscription.findFirst({ where: { tenantId, id } });

export const countWebhooks = (db: DbTx, tenantId: string) =>
  db.webhookSubscription.count({ where: { tenantId } });

export function listWebhooks(db: DbTx, tenantId: string, input: ListWebhooksInput) {
  const search = input.search?.trim();
  const where: Prisma.WebhookSubscriptionWhereInput = {
    tenantId,
    ...(search
      ? {
          OR: [
            { url: { contains: search, mode: 'insensitive' } },
            { description: { contains: search, mode: 'insensitive' } },
          ],
        }
      : {}),
    ...(input.status?.length ? { status: { in: input.status } } : {}),
  };
  return findPage(
    input,
    (window) => db.webhookSubscription.findMany({ where, ...window }),
    () => db.webhookSubscription.count({ where }),
  );
}

export const createWebhook = (
  db: DbTx,
  tenantId: string,
  data: Omit<
    Prisma.WebhookSubscriptionUncheckedCreateInput,
    'tenantId' | 'createdBy' | 'modifiedBy'
  >,
  actor: ActorRef,
) =>
  db.webhookSubscription.create({
    data: { ...data, tenantId, createdBy: actor, modifiedBy: actor },
  });

export const updateWebhook = (
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.WebhookSubscriptionUpdateInput,
  actor: ActorRef,
) =>
  db.webhookSubscription.update({
    where: { tenantId_id: { tenantId, id } },
    data: { ...data, modifiedBy: actor },
  });

export const deleteWebhook = (db: DbTx, tenantId: string, id: string) =>
  db.webhookSubscription.deleteMany({ where: { tenantId, id } });

const deliveryInclude = {
  event: { select: { type: true } },
} satisfies Prisma.WebhookDeliveryInclude;
export type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;

export function listDeliveries(db: DbTx, tenantId: string, input: ListWebhookDeliveriesInput) {
  const where: Prisma.WebhookDeliveryWhereInput = {
    tenantId,
    subscriptionId: input.id,
    ...(input.status?.length ? { status: { in: input.status } } : {}),
    ...(input.event_type?.length ? { event: { type: { in: input.event_type } } } : {}),
  };
  return findPage(
    input,
    (window) =>
      db.webhookDelivery.findMany({
        where,
        include: deliveryInclude,
        ...window,
        // Newest first; among deliveries made in the same millisecond, the later one first.
        orderBy: window.orderBy.map((order) => ('id' in order ? { seq: 'desc' as const } : order)),
      }),
    () => db.webhookDelivery.count({ where }),
  );
}

export const findDelivery = (db: DbTx, tenantId: string, subscriptionId: string, id: string) =>
  db.webhookDelivery.findFirst({ where: { tenantId, subscriptionId, id } });

export const findDeliveryById = (db: DbTx, tenantId: string, id: string) =>
  db.webhookDelivery.findFirst({ where: { tenantId, id }, include: deliveryInclude });

export const createEvent = (
  db: DbTx,
  tenantId: string,
  data: { type: string; orderingKey: string; data: Prisma.InputJsonValue },
) => db.webhookEvent.create({ data: { tenantId, ...data }, select: { id: true, createdAt: true } });
