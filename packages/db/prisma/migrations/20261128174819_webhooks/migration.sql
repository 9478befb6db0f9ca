-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('pending', 'delivered', 'failed');

-- CreateTable
CREATE TABLE "webhook_subscriptions" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "url" VARCHAR(2048) NOT NULL,
    "events" VARCHAR(64)[],
    "description" VARCHAR(1000),
    "status" "RecordStatus" NOT NULL DEFAULT 'active',
    "status_reason" VARCHAR(1000),
    "secret" TEXT NOT NULL,
    "secret_key_id" VARCHAR(64) NOT NULL,
    "previous_secret" TEXT,
    "previous_secret_key_id" VARCHAR(64),
    "previous_secret_expires_at" TIMESTAMPTZ(3),
    "failing_since" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" JSONB,
    "modified_by" JSONB,

    CONSTRAINT "webhook_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_events" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "type" VARCHAR(64) NOT NULL,
    "ordering_key" VARCHAR(100) NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "seq" BIGSERIAL NOT NULL,
    "tenant_id" UUID NOT NULL,
    "subscription_id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "ordering_key" VARCHAR(100) NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP,
    "leased_until" TIMESTAMPTZ(3),
    "last_attempt_at" TIMESTAMPTZ(3),
    "last_response_code" INTEGER,
    "last_response_body" VARCHAR(4096),
    "last_error" VARCHAR(1000),
    "last_duration_ms" INTEGER,
    "delivered_at" TIMESTAMPTZ(3),
    "redelivery_of" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_subscriptions_tenant_id_created_at_id_idx" ON "webhook_subscriptions"("tenant_id", "created_at" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_subscriptions_tenant_id_id_key" ON "webhook_subscriptions"("tenant_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_events_tenant_id_id_key" ON "webhook_events"("tenant_id", "id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_tenant_id_subscription_id_created_at_id_idx" ON "webhook_deliveries"("tenant_id", "subscription_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries"("next_attempt_at") WHERE (status = 'pending');

-- CreateIndex
CREATE INDEX "webhook_deliveries_queue_idx" ON "webhook_deliveries"("tenant_id", "seq") WHERE (status = 'pending');

-- CreateIndex
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries"("subscription_id", "ordering_key", "seq") WHERE (status = 'pending');

-- CreateIndex
CREATE INDEX "webhook_deliveries_event_id_idx" ON "webhook_deliveries"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_tenant_id_id_key" ON "webhook_deliveries"("tenant_id", "id");

-- AddForeignKey
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_subscription_id_fkey" FOREIGN KEY ("tenant_id", "subscription_id") REFERENCES "webhook_subscriptions"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_event_id_fkey" FOREIGN KEY ("tenant_id", "event_id") REFERENCES "webhook_events"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;
