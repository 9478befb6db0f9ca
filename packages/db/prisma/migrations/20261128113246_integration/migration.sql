-- CreateEnum
CREATE TYPE "ConnectorType" AS ENUM ('api', 'ftp', 'sftp', 'storage', 'marketplace');

-- CreateEnum
CREATE TYPE "ConnectorSchemaStatus" AS ENUM ('draft', 'active', 'deprecated');

-- CreateTable
CREATE TABLE "connectors" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "code" VARCHAR(100) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "connector_type" "ConnectorType" NOT NULL,
    "description" VARCHAR(1000),
    "status" "RecordStatus" NOT NULL DEFAULT 'active',
    "is_builtin" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" JSONB,
    "modified_by" JSONB,

    CONSTRAINT "connectors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "connector_schemas" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "connector_id" UUID NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "version" INTEGER NOT NULL,
    "description" VARCHAR(1000),
    "status" "ConnectorSchemaStatus" NOT NULL DEFAULT 'draft',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" JSONB,
    "modified_by" JSONB,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "connector_schemas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "connector_schema_attributes" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "schema_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "code" VARCHAR(100) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "type" VARCHAR(16) NOT NULL,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "description" VARCHAR(1000),
    "enum_values" TEXT[],
    "source_attribute_code" VARCHAR(100),

    CONSTRAINT "connector_schema_attributes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "connections" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "connector_id" UUID NOT NULL,
    "code" VARCHAR(100) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" VARCHAR(1000),
    "status" "RecordStatus" NOT NULL DEFAULT 'active',
    "config" JSONB NOT NULL DEFAULT '{}',
    "credentials" TEXT,
    "credentials_key_id" VARCHAR(64),
    "last_export_at" TIMESTAMPTZ(3),
    "last_export_job_id" UUID,
    "schedule_next_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" JSONB,
    "modified_by" JSONB,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "connections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "category_mappings" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "tenant_id" UUID NOT NULL,
    "connection_id" UUID NOT NULL,
    "channel_code" VARCHAR(100) NOT NULL,
    "category_id" UUID NOT NULL,
    "external_category_id" VARCHAR(255) NOT NULL,
    "external_category_name" VARCHAR(255),
    "external_category_path" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" JSONB,
    "modified_by" JSONB,

    CONSTRAINT "category_mappings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "connectors_tenant_id_created_at_id_idx" ON "connectors"("tenant_id", "created_at" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "connectors_tenant_id_code_key" ON "connectors"("tenant_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "connectors_tenant_id_id_key" ON "connectors"("tenant_id", "id");

-- CreateIndex
CREATE INDEX "connector_schemas_tenant_id_connector_id_created_at_id_idx" ON "connector_schemas"("tenant_id", "connector_id", "created_at" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "connector_schemas_connector_version_live_key" ON "connector_schemas"("connector_id", "version") WHERE (deleted_at IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "connector_schemas_tenant_id_id_key" ON "connector_schemas"("tenant_id", "id");

-- CreateIndex
CREATE INDEX "connector_schema_attributes_tenant_id_schema_id_position_idx" ON "connector_schema_attributes"("tenant_id", "schema_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "connector_schema_attributes_schema_id_code_key" ON "connector_schema_attributes"("schema_id", "code");

-- CreateIndex
CREATE INDEX "connections_tenant_id_created_at_id_idx" ON "connections"("tenant_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "connections_schedule_due_idx" ON "connections"("schedule_next_at") WHERE (deleted_at IS NULL AND schedule_next_at IS NOT NULL);

-- CreateIndex
CREATE UNIQUE INDEX "connections_tenant_code_live_key" ON "connections"("tenant_id", "code") WHERE (deleted_at IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "connections_tenant_id_id_key" ON "connections"("tenant_id", "id");

-- CreateIndex
CREATE INDEX "category_mappings_tenant_id_connection_id_channel_code_crea_idx" ON "category_mappings"("tenant_id", "connection_id", "channel_code", "created_at" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "category_mappings_connection_id_channel_code_category_id_key" ON "category_mappings"("connection_id", "channel_code", "category_id");

-- CreateIndex
CREATE UNIQUE INDEX "category_mappings_tenant_id_id_key" ON "category_mappings"("tenant_id", "id");

-- AddForeignKey
ALTER TABLE "connectors" ADD CONSTRAINT "connectors_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connector_schemas" ADD CONSTRAINT "connector_schemas_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connector_schemas" ADD CONSTRAINT "connector_schemas_tenant_id_connector_id_fkey" FOREIGN KEY ("tenant_id", "connector_id") REFERENCES "connectors"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connector_schema_attributes" ADD CONSTRAINT "connector_schema_attributes_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connector_schema_attributes" ADD CONSTRAINT "connector_schema_attributes_tenant_id_schema_id_fkey" FOREIGN KEY ("tenant_id", "schema_id") REFERENCES "connector_schemas"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connections" ADD CONSTRAINT "connections_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "connections" ADD CONSTRAINT "connections_tenant_id_connector_id_fkey" FOREIGN KEY ("tenant_id", "connector_id") REFERENCES "connectors"("tenant_id", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "category_mappings" ADD CONSTRAINT "category_mappings_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "category_mappings" ADD CONSTRAINT "category_mappings_tenant_id_connection_id_fkey" FOREIGN KEY ("tenant_id", "connection_id") REFERENCES "connections"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "category_mappings" ADD CONSTRAINT "category_mappings_tenant_id_category_id_fkey" FOREIGN KEY ("tenant_id", "category_id") REFERENCES "categories"("tenant_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;
