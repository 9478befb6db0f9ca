export * from './errors/app-error.ts';
export { LIMITS, CHANGE_SOURCES, CONSOLE_CLIENT_ID, type ChangeSource } from './limits.ts';
export {
  catalogSettings,
  configureCatalog,
  loadCatalogSettings,
  type CatalogSettings,
} from './catalog-settings.ts';
export * from './errors/zod-issues.ts';
export * from './errors/database-errors.ts';
export * from './config.ts';
export * from './shared/schemas.ts';
export * from './shared/dto.ts';
export * from './shared/list.ts';
export * from './shared/status.ts';
export * from './shared/input-guard.ts';
export * from './access/principal.ts';
export * from './access/credential.ts';
export * as auth from './auth/service.ts';
export * from './auth/schemas.ts';
export { hashPassword, verifyPassword } from './auth/passwords.ts';
export { hashToken } from './auth/tokens.ts';
export * as idempotency from './idempotency/service.ts';
export * as roles from './roles/service.ts';
export * from './roles/schemas.ts';
export * as permissions from './permissions/service.ts';
export * from './permissions/schemas.ts';
export { PLATFORM_PERMISSIONS } from './permissions/protected.ts';
export * as organizations from './organizations/service.ts';
export * from './organizations/schemas.ts';
export * as users from './users/service.ts';
export * from './users/schemas.ts';
export * as serviceAccounts from './service-accounts/service.ts';
export * from './service-accounts/schemas.ts';
export * as apiKeys from './api-keys/service.ts';
export * from './api-keys/schemas.ts';
export { generateApiKey, hashApiKey } from './api-keys/raw-key.ts';
export * as locales from './locales/service.ts';
export * from './locales/schemas.ts';
export * from './translations/schemas.ts';
export * as categoryTrees from './category-trees/service.ts';
export * from './category-trees/schemas.ts';
export * as attributeGroups from './attribute-groups/service.ts';
export * from './attribute-groups/schemas.ts';
export * as attributes from './attributes/service.ts';
export * from './attributes/schemas.ts';
export * from './attributes/config.ts';
export * from './attributes/units.ts';
export * as attributeOptions from './attribute-options/service.ts';
export * from './attribute-options/schemas.ts';
export * as productFamilies from './product-families/service.ts';
export * from './product-families/schemas.ts';
export * as familyAttributes from './family-attributes/service.ts';
export * from './family-attributes/schemas.ts';
export * as variantFamilies from './variant-families/service.ts';
export * from './variant-families/schemas.ts';
export * as categories from './categories/service.ts';
export * from './categories/schemas.ts';
export * as channels from './channels/service.ts';
export * from './channels/schemas.ts';
export * as variants from './variants/service.ts';
export * from './variants/schemas.ts';
export * as assets from './assets/service.ts';
export * from './assets/schemas.ts';
export * from './assets/storage.ts';
export * as products from './products/service.ts';
export * from './products/schemas.ts';
export * from './products/status.ts';
export * from './shared/cursor.ts';
export * as productValues from './product-values/service.ts';
export * from './product-values/schemas.ts';
export { syncUniqueValues } from './product-values/unique.ts';
export * as completeness from './completeness/service.ts';
export * from './completeness/schemas.ts';
export * as productRevisions from './product-revisions/service.ts';
export { recordLoadedProducts } from './product-revisions/record.ts';
export { applyDelta, type SnapshotDelta } from './product-revisions/delta.ts';
export type { ProductSnapshot } from './product-revisions/snapshot.ts';
export * from './product-revisions/schemas.ts';
export * as jobs from './jobs/service.ts';
export type { JobServices } from './jobs/service.ts';
export * from './jobs/schemas.ts';
export { BULK_UPDATE_PERMISSIONS, EXPORT_PERMISSIONS, IMPORT_PERMISSIONS } from './jobs/checks.ts';
export {
  DEFAULT_IMPORT_BATCH,
  uploadJobFile,
  jobSettingsIn,
  loadJobSettings,
  LocalJobFileStorage,
  type JobSettings,
  type JobFileStorage,
} from './jobs/files.ts';
export { JobQueue } from './jobs/queue.ts';
export { MAX_JOB_ATTEMPTS } from './jobs/runner.ts';
export {
  DEFAULT_JOB_CONCURRENCY,
  startJobWorker,
  type JobWorker,
  type JobWorkerOptions,
} from './jobs/engine.ts';
