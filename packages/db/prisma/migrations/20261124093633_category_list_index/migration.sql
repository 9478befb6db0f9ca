-- CreateIndex
CREATE INDEX "categories_tree_newest_live_idx" ON "categories"("tenant_id", "category_tree_id", "created_at" DESC, "id") WHERE (deleted_at IS NULL);
