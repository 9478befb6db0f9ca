-- CreateTable
CREATE TABLE "product_views" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "user_id" UUID,
    "service_account_id" UUID,
    "name" VARCHAR(100) NOT NULL,
    "query" VARCHAR(4000) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_views_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "product_views_tenant_id_user_id_name_key" ON "product_views"("tenant_id", "user_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "product_views_tenant_id_service_account_id_name_key" ON "product_views"("tenant_id", "service_account_id", "name");

-- AddForeignKey
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_tenant_id_service_account_id_fkey" FOREIGN KEY ("tenant_id", "service_account_id") REFERENCES "service_accounts"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A view has exactly one owner: a user or a service account.
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_one_owner" CHECK (num_nonnulls("user_id", "service_account_id") = 1);
