// The face of webhooks: subscriptions and their deliveries, the dispatcher the worker runs, and
// the signature a receiver checks.
export {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  setWebhookStatus,
  updateWebhook,
} from './service.ts';
export { startWebhookDispatcher, type WebhookDispatcher } from './dispatcher.ts';
export { signatureHeader, verifySignature } from './signing.ts';
