-- CreateIndex
CREATE INDEX "jobs_tenant_id_started_at_idx" ON "jobs"("tenant_id", "started_at" DESC);
