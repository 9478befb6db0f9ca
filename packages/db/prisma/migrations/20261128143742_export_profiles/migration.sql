-- AlterTable
ALTER TABLE "job_items" ADD COLUMN     "line" INTEGER;

-- CreateTable
CREATE TABLE "export_profiles" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "entity" VARCHAR(32) NOT NULL,
    "format" VARCHAR(16) NOT NULL,
    "filters" JSONB NOT NULL DEFAULT '{}',
    "channel_code" VARCHAR(100),
    "locales" JSONB,
    "attributes" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" JSONB,
    "modified_by" JSONB,

    CONSTRAINT "export_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "export_profiles_tenant_id_id_key" ON "export_profiles"("tenant_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "export_profiles_tenant_id_name_key" ON "export_profiles"("tenant_id", "name");

-- AddForeignKey
ALTER TABLE "export_profiles" ADD CONSTRAINT "export_profiles_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
