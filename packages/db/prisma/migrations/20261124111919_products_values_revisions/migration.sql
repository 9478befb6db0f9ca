-- AlterTable
ALTER TABLE "products" ADD COLUMN     "completeness" SMALLINT NOT NULL DEFAULT 100,
ADD COLUMN     "raw_values" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "value_audit" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "variants" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "sku" VARCHAR(128) NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "status" "ProductStatus" NOT NULL DEFAULT 'draft',
    "axis_key" TEXT NOT NULL,
    "raw_values" JSONB NOT NULL DEFAULT '{}',
    "value_audit" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" JSONB,
    "modified_by" JSONB,

    CONSTRAINT "variants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "unique_values" (
    "tenant_id" UUID NOT NULL,
    "attribute_id" UUID NOT NULL,
    "value_hash" CHAR(64) NOT NULL,
    "product_id" UUID NOT NULL,
    "variant_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unique_values_pkey" PRIMARY KEY ("tenant_id","attribute_id","value_hash")
);

-- CreateTable
CREATE TABLE "product_completeness" (
    "tenant_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "channel_id" UUID NOT NULL,
    "locale_code" VARCHAR(20) NOT NULL,
    "required_count" INTEGER NOT NULL,
    "missing_codes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "ratio" SMALLINT NOT NULL,

    CONSTRAINT "product_completeness_pkey" PRIMARY KEY ("product_id","channel_id","locale_code")
);

-- CreateTable
CREATE TABLE "product_revisions" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "revision_number" INTEGER NOT NULL,
    "change_source" VARCHAR(20) NOT NULL,
    "change_summary" JSONB NOT NULL DEFAULT '[]',
    "snapshot_schema_version" INTEGER NOT NULL DEFAULT 1,
    "snapshot" JSONB NOT NULL,
    "restored_from_revision_id" UUID,
    "comment" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" JSONB,

    CONSTRAINT "product_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "variants_tenant_id_product_id_created_at_id_idx" ON "variants"("tenant_id", "product_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "variants_raw_values_keys_idx" ON "variants" USING GIN ("raw_values");

-- CreateIndex
CREATE UNIQUE INDEX "variants_tenant_id_sku_key" ON "variants"("tenant_id", "sku");

-- CreateIndex
CREATE UNIQUE INDEX "variants_product_id_axis_key_key" ON "variants"("product_id", "axis_key");

-- CreateIndex
CREATE UNIQUE INDEX "variants_tenant_id_id_key" ON "variants"("tenant_id", "id");

-- CreateIndex
CREATE INDEX "unique_values_tenant_id_product_id_idx" ON "unique_values"("tenant_id", "product_id");

-- CreateIndex
CREATE INDEX "product_completeness_tenant_id_channel_id_idx" ON "product_completeness"("tenant_id", "channel_id");

-- CreateIndex
CREATE UNIQUE INDEX "product_revisions_product_id_revision_number_key" ON "product_revisions"("product_id", "revision_number");

-- CreateIndex
CREATE UNIQUE INDEX "product_revisions_tenant_id_id_key" ON "product_revisions"("tenant_id", "id");

-- CreateIndex
CREATE INDEX "products_tenant_newest_live_idx" ON "products"("tenant_id", "created_at" DESC, "id" DESC) WHERE (deleted_at IS NULL);

-- CreateIndex
CREATE INDEX "products_family_status_newest_live_idx" ON "products"("tenant_id", "product_family_id", "status", "created_at" DESC, "id" DESC) WHERE (deleted_at IS NULL);

-- CreateIndex
CREATE INDEX "products_raw_values_keys_idx" ON "products" USING GIN ("raw_values");

-- AddForeignKey
ALTER TABLE "variants" ADD CONSTRAINT "variants_tenant_id_product_id_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unique_values" ADD CONSTRAINT "unique_values_tenant_id_product_id_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unique_values" ADD CONSTRAINT "unique_values_tenant_id_variant_id_fkey" FOREIGN KEY ("tenant_id", "variant_id") REFERENCES "variants"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unique_values" ADD CONSTRAINT "unique_values_tenant_id_attribute_id_fkey" FOREIGN KEY ("tenant_id", "attribute_id") REFERENCES "attributes"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_completeness" ADD CONSTRAINT "product_completeness_tenant_id_product_id_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_completeness" ADD CONSTRAINT "product_completeness_tenant_id_channel_id_fkey" FOREIGN KEY ("tenant_id", "channel_id") REFERENCES "channels"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_tenant_id_product_id_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;
