// Webhook subscriptions and their deliveries, read with `webhooks.subscriptions.read` and
// changed with `webhooks.subscriptions.write` (a test and a redelivery included: they send).
import {
  webhooks,
  ZCreateWebhookInput,
  ZListWebhookDeliveriesInput,
  ZListWebhooksInput,
  zPageOf,
  ZRedeliverInput,
  ZRotatedSecret,
  ZUpdateWebhookInput,
  ZWebhook,
  ZWebhookDelivery,
  ZWebhookIdInput,
  ZWebhookStatusInput,
  ZWebhookWithSecret,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'webhooks',
  tag: 'Webhooks',
  resource: 'webhooks.subscriptions',
});
const PATH = '/webhooks';

export const webhooksRouter = router({
  list: tenantProcedure
    .meta(op.read(PATH, 'List webhook subscriptions'))
    .input(ZListWebhooksInput)
    .output(zPageOf(ZWebhook))
    .query(({ ctx, input }) => webhooks.listWebhooks(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write('POST', PATH, 'Subscribe a receiver to events (the answer holds its secret, once)', {
        successStatus: 201,
      }),
    )
    .input(ZCreateWebhookInput)
    .output(ZWebhookWithSecret)
    .mutation(({ ctx, input }) => webhooks.createWebhook(ctx, input)),

  get: tenantProcedure
    .meta(op.read(`${PATH}/{id}`, 'Get a webhook subscription'))
    .input(ZWebhookIdInput)
    .output(ZWebhook)
    .query(({ ctx, input }) => webhooks.getWebhook(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', `${PATH}/{id}`, "Change a webhook's URL, events or description"))
    .input(ZUpdateWebhookInput)
    .output(ZWebhook)
    .mutation(({ ctx, input }) => webhooks.updateWebhook(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write('DELETE', `${PATH}/{id}`, 'Delete a webhook and its deliveries', {
        successStatus: 204,
      }),
    )
    .input(ZWebhookIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => webhooks.deleteWebhook(ctx, input)),

  setStatus: tenantProcedure
    .meta(op.write('PATCH', `${PATH}/{id}/status`, 'Switch a webhook on or off'))
    .input(ZWebhookStatusInput)
    .output(ZWebhook)
    .mutation(({ ctx, input }) => webhooks.setWebhookStatus(ctx, input)),

  rotateSecret: tenantProcedure
    .meta(
      op.write(
        'POST',
        `${PATH}/{id}/rotate-secret`,
        'Replace the signing secret (the old one signs beside it for 24 hours)',
      ),
    )
    .input(ZWebhookIdInput)
    .output(ZRotatedSecret)
    .mutation(({ ctx, input }) => webhooks.rotateWebhookSecret(ctx, input)),

  test: tenantProcedure
    .meta(
      op.write('POST', `${PATH}/{id}/test`, 'Send a webhook.test event to this webhook', {
        successStatus: 201,
      }),
    )
    .input(ZWebhookIdInput)
    .output(ZWebhookDelivery)
    .mutation(({ ctx, input }) => webhooks.sendTestEvent(ctx, input)),

  deliveries: tenantProcedure
    .meta(op.read(`${PATH}/{id}/deliveries`, "List a webhook's deliveries, newest first"))
    .input(ZListWebhookDeliveriesInput)
    .output(zPageOf(ZWebhookDelivery))
    .query(({ ctx, input }) => webhooks.listWebhookDeliveries(ctx, input)),

  redeliver: tenantProcedure
    .meta(
      op.write(
        'POST',
        `${PATH}/{id}/deliveries/{delivery_id}/redeliver`,
        "Send a delivery's event again (same event id)",
        { successStatus: 201 },
      ),
    )
    .input(ZRedeliverInput)
    .output(ZWebhookDelivery)
    .mutation(({ ctx, input }) => webhooks.redeliverWebhookDelivery(ctx, input)),
});
