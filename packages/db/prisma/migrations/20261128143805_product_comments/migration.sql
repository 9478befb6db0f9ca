-- CreateTable
CREATE TABLE "product_comments" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "body" VARCHAR(2000) NOT NULL,
    "attribute_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" JSONB NOT NULL,

    CONSTRAINT "product_comments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "product_comments_tenant_id_product_id_created_at_id_idx" ON "product_comments"("tenant_id", "product_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "product_comments_tenant_id_attribute_id_idx" ON "product_comments"("tenant_id", "attribute_id");

-- CreateIndex
CREATE UNIQUE INDEX "product_comments_tenant_id_id_key" ON "product_comments"("tenant_id", "id");

-- AddForeignKey
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_tenant_id_product_id_fkey" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_tenant_id_attribute_id_fkey" FOREIGN KEY ("tenant_id", "attribute_id") REFERENCES "attributes"("tenant_id", "id") ON DELETE NO ACTION ON UPDATE CASCADE;
