// Webhook subscriptions: a receiver's URL and the events it wants, its signing secret (shown
// when created and when rotated, stored sealed), its status, and its deliveries (listed, sent
// again, and a test sent on demand). The URL is checked here for what can be known before a
// connection (https unless the deployment allows http, no private address given as a
// literal); the dispatcher checks the addresses a name resolves to at every connect.
import { randomUUID } from 'node:crypto';
import type { Prisma } from '@pim/db';
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { WEBHOOK_TEST_EVENT } from '../../platform/limits.ts';
import { checkHostLiteral, OutboundRefusedError } from '../../platform/outbound/index.ts';
import { pageOf, type Page } from '../../platform/shared/index.ts';
import { seal } from '../sealing.ts';
import {
  integrationSettingsOf,
  webhookSettingsOf,
  type IntegrationScope,
  type IntegrationSettings,
} from '../settings.ts';
import { toDeliveryDto, toWebhookDto } from './mappers.ts';
import * as repo from './repository.ts';
import {
  MAX_WEBHOOKS_PER_TENANT,
  type CreateWebhookInput,
  type ListWebhookDeliveriesInput,
  type ListWebhooksInput,
  type RedeliverInput,
  type RotatedSecretDto,
  type UpdateWebhookInput,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookIdInput,
  type WebhookStatusInput,
  type WebhookWithSecretDto,
} from './schemas.ts';
import { newWebhookId, insertDelivery } from './sql.ts';
import { newWebhookSecret } from './signing.ts';

const WHAT = 'Webhook';

/** The sealed columns of a secret, bound to its tenant and subscription. */
function sealedSecret(
  secret: string,
  tenantId: string,
  id: string,
  settings: IntegrationSettings,
): { sealed: string; keyId: string } {
  return seal(secret, { purpose: 'webhook-secret', tenantId, rowId: id }, settings.credentialKeys);
}

/** https (http only where the deployment allows it), and no refused address as a literal. */
function checkUrl(url: string, settings: IntegrationSettings): void {
  const parsed = new URL(url);
  if (parsed.protocol === 'http:' && !settings.allowHttp) {
    throw new AppError(
      'invalid_value',
      'must be an https:// URL: this server does not send webhooks over plain http',
      { field: 'url' },
    );
  }
  try {
    checkHostLiteral(parsed.hostname, settings.outbound);
  } catch (error) {
    if (error instanceof OutboundRefusedError) {
      throw new AppError('invalid_value', `must not name ${error.message}`, { field: 'url' });
    }
    throw error;
  }
}

async function loadWebhook(scope: TenantScope, id: string) {
  const row = await repo.findWebhook(scope.db.prisma, scope.tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

export async function listWebhooks(
  scope: TenantScope,
  input: ListWebhooksInput,
): Promise<Page<WebhookDto>> {
  const { rows, total } = await repo.listWebhooks(scope.db.prisma, scope.tenantId, input);
  return pageOf(rows.map(toWebhookDto), input.page, input.page_size, total);
}

export async function getWebhook(scope: TenantScope, input: WebhookIdInput): Promise<WebhookDto> {
  return toWebhookDto(await loadWebhook(scope, input.id));
}

export async function createWebhook(
  scope: IntegrationScope,
  input: CreateWebhookInput,
): Promise<WebhookWithSecretDto> {
  const settings = integrationSettingsOf(scope);
  checkUrl(input.url, settings);
  return inTransaction(scope, async ({ db, tenantId, principal }) => {
    // Counted in the transaction of the insert: the cap holds under concurrent creates.
    if ((await repo.countWebhooks(db.prisma, tenantId)) >= MAX_WEBHOOKS_PER_TENANT) {
      throw new AppError(
        'out_of_range',
        `The tenant already has ${MAX_WEBHOOKS_PER_TENANT} webhooks, the most it may keep: delete one first`,
        { field: 'url' },
      );
    }
    const id = await newWebhookId(db.sql);
    const secret = newWebhookSecret();
    const sealed = sealedSecret(secret, tenantId, id, settings);
    const row = await repo.createWebhook(
      db.prisma,
      tenantId,
      {
        id,
        url: input.url,
        events: input.events,
        description: input.description ?? null,
        status: input.status ?? 'active',
        secret: sealed.sealed,
        secretKeyId: sealed.keyId,
      },
      actorOf(principal),
    );
    return { ...toWebhookDto(row), secret };
  });
}

export async function updateWebhook(
  scope: IntegrationScope,
  input: UpdateWebhookInput,
): Promise<WebhookDto> {
  await loadWebhook(scope, input.id);
  if (input.url !== undefined) checkUrl(input.url, integrationSettingsOf(scope));
  const data: Prisma.WebhookSubscriptionUpdateInput = {
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.events !== undefined ? { events: input.events } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
  };
  const row = await repo.updateWebhook(
    scope.db.prisma,
    scope.tenantId,
    input.id,
    data,
    actorOf(scope.principal),
  );
  return toWebhookDto(row);
}

export async function deleteWebhook(scope: TenantScope, input: WebhookIdInput): Promise<void> {
  const { count } = await repo.deleteWebhook(scope.db.prisma, scope.tenantId, input.id);
  if (count === 0) throw notFound(WHAT);
}

/**
 * active ⇄ inactive. Switching a subscription on again clears why it was switched off and
 * its failing streak; its pending deliveries are sent from where they stopped.
 */
export async function setWebhookStatus(
  scope: TenantScope,
  input: WebhookStatusInput,
): Promise<WebhookDto> {
  await loadWebhook(scope, input.id);
  const row = await repo.updateWebhook(
    scope.db.prisma,
    scope.tenantId,
    input.id,
    { status: input.status, statusReason: null, failingSince: null },
    actorOf(scope.principal),
  );
  return toWebhookDto(row);
}

/**
 * A new secret, shown once; the one it replaces keeps signing beside it for the configured
 * hours (24), so receivers can switch without losing a delivery. Rotating again within that
 * time replaces the old secret by the current one.
 */
export async function rotateWebhookSecret(
  scope: IntegrationScope,
  input: WebhookIdInput,
): Promise<RotatedSecretDto> {
  const settings = integrationSettingsOf(scope);
  const current = await loadWebhook(scope, input.id);
  const secret = newWebhookSecret();
  const sealed = sealedSecret(secret, scope.tenantId, current.id, settings);
  const expiresAt = new Date(
    Date.now() + webhookSettingsOf(settings).previousSecretHours * 3_600_000,
  );
  await repo.updateWebhook(
    scope.db.prisma,
    scope.tenantId,
    current.id,
    {
      secret: sealed.sealed,
      secretKeyId: sealed.keyId,
      previousSecret: current.secret,
      previousSecretKeyId: current.secretKeyId,
      previousSecretExpiresAt: expiresAt,
    },
    actorOf(scope.principal),
  );
  return { secret, previous_secret_expires_at: expiresAt.toISOString() };
}

function refuseInactive(row: { status: string }): void {
  if (row.status !== 'active') {
    throw new AppError(
      'invalid_transition',
      'The webhook is inactive: nothing is sent to it until it is switched on again',
      { field: 'status' },
    );
  }
}

/** Sends a `webhook.test` event to this subscription alone; answers its pending delivery. */
export async function sendTestEvent(
  scope: TenantScope,
  input: WebhookIdInput,
): Promise<WebhookDeliveryDto> {
  return inTransaction(scope, async (tx) => {
    const row = await loadWebhook(tx, input.id);
    refuseInactive(row);
    // Each test is its own key: one never waits behind an earlier test still being retried.
    const key = `test:${randomUUID()}`;
    const event = await repo.createEvent(tx.db.prisma, tx.tenantId, {
      type: WEBHOOK_TEST_EVENT,
      orderingKey: key,
      data: {
        webhook_id: row.id,
        message: 'A test delivery: your receiver is reachable and can check the signature.',
      },
    });
    return deliveryDtoOf(
      tx,
      await insertDelivery(tx.db.sql, {
        tenantId: tx.tenantId,
        subscriptionId: row.id,
        eventId: event.id,
        orderingKey: key,
        redeliveryOf: null,
      }),
    );
  });
}

export async function listWebhookDeliveries(
  scope: TenantScope,
  input: ListWebhookDeliveriesInput,
): Promise<Page<WebhookDeliveryDto>> {
  await loadWebhook(scope, input.id);
  const { rows, total } = await repo.listDeliveries(scope.db.prisma, scope.tenantId, input);
  return pageOf(rows.map(toDeliveryDto), input.page, input.page_size, total);
}

/**
 * Sends a delivery's event again, as a new delivery with the same event id (so a receiver that
 * already has it can drop it). It is a person's resend, sent at once: it waits neither behind
 * the delivery it repeats (which may be waiting for a retry) nor behind its key's others.
 */
export async function redeliverWebhookDelivery(
  scope: TenantScope,
  input: RedeliverInput,
): Promise<WebhookDeliveryDto> {
  return inTransaction(scope, async (tx) => {
    const row = await loadWebhook(tx, input.id);
    const delivery = await repo.findDelivery(tx.db.prisma, tx.tenantId, row.id, input.delivery_id);
    if (!delivery) throw notFound('Webhook delivery');
    refuseInactive(row);
    return deliveryDtoOf(
      tx,
      await insertDelivery(tx.db.sql, {
        tenantId: tx.tenantId,
        subscriptionId: row.id,
        eventId: delivery.eventId,
        orderingKey: `redelivery:${delivery.id}`,
        redeliveryOf: delivery.id,
      }),
    );
  });
}

async function deliveryDtoOf(scope: TenantScope, id: string): Promise<WebhookDeliveryDto> {
  const row = await repo.findDeliveryById(scope.db.prisma, scope.tenantId, id);
  return toDeliveryDto(row!);
}
