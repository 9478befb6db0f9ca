export * from './platform/errors/app-error.ts';
export { LIMITS, CHANGE_SOURCES, CONSOLE_CLIENT_ID, type ChangeSource } from './platform/limits.ts';
export {
  catalogSettings,
  configureCatalog,
  loadCatalogSettings,
  type CatalogSettings,
} from './platform/catalog-settings.ts';
export * from './platform/errors/zod-issues.ts';
export * from './platform/errors/database-errors.ts';
export * from './platform/config.ts';
export * from './platform/shared/schemas.ts';
export * from './platform/shared/dto.ts';
export * from './platform/shared/list.ts';
export * from './platform/shared/status.ts';
export * from './platform/shared/input-guard.ts';
export * from './platform/access/principal.ts';
export * from './platform/access/credential.ts';
export * as auth from './identity/auth/service.ts';
export * from './identity/auth/schemas.ts';
export { hashPassword, verifyPassword } from './identity/auth/passwords.ts';
export { hashToken } from './platform/access/tokens.ts';
export * as idempotency from './platform/idempotency/service.ts';
export * as roles from './identity/roles/service.ts';
export * from './identity/roles/schemas.ts';
export * as permissions from './identity/permissions/service.ts';
export * from './identity/permissions/schemas.ts';
export { PLATFORM_PERMISSIONS } from './identity/permissions/protected.ts';
export * as organizations from './identity/organizations/service.ts';
export * from './identity/organizations/schemas.ts';
export * as users from './identity/users/service.ts';
export * from './identity/users/schemas.ts';
export * as serviceAccounts from './identity/service-accounts/service.ts';
export * from './identity/service-accounts/schemas.ts';
export * as apiKeys from './identity/api-keys/service.ts';
export * from './identity/api-keys/schemas.ts';
export { generateApiKey, hashApiKey } from './platform/access/raw-key.ts';
export * as locales from './catalog/locales/service.ts';
export * from './catalog/locales/schemas.ts';
export * from './catalog/translations/schemas.ts';
export * as categoryTrees from './catalog/category-trees/service.ts';
export * from './catalog/category-trees/schemas.ts';
export * as attributeGroups from './catalog/attribute-groups/service.ts';
export * from './catalog/attribute-groups/schemas.ts';
export * as attributes from './catalog/attributes/service.ts';
export * from './catalog/attributes/schemas.ts';
export * from './catalog/attributes/config.ts';
export * from './catalog/attributes/units.ts';
export * as attributeOptions from './catalog/attribute-options/service.ts';
export * from './catalog/attribute-options/schemas.ts';
export * as productFamilies from './catalog/product-families/service.ts';
export * from './catalog/product-families/schemas.ts';
export * as familyAttributes from './catalog/family-attributes/service.ts';
export * from './catalog/family-attributes/schemas.ts';
export * as variantFamilies from './catalog/variant-families/service.ts';
export * from './catalog/variant-families/schemas.ts';
export * as categories from './catalog/categories/service.ts';
export * from './catalog/categories/schemas.ts';
export * as channels from './catalog/channels/service.ts';
export * from './catalog/channels/schemas.ts';
export * as connectors from './integration/connectors/service.ts';
export * from './integration/connectors/schemas.ts';
export * as connectorSchemas from './integration/connector-schemas/service.ts';
export * from './integration/connector-schemas/schemas.ts';
export * as variants from './products/variants/service.ts';
export * from './products/variants/schemas.ts';
export * as assets from './products/assets/service.ts';
export * from './products/assets/schemas.ts';
export * from './products/assets/storage.ts';
export * as products from './products/product/service.ts';
export * from './products/product/schemas.ts';
export * from './products/product/status.ts';
export * from './platform/shared/cursor.ts';
export * as productValues from './products/values/service.ts';
export * from './products/values/schemas.ts';
export { syncUniqueValues } from './products/values/unique.ts';
export * as completeness from './products/completeness/service.ts';
export * from './products/completeness/schemas.ts';
export * as productRevisions from './products/revisions/service.ts';
export { recordLoadedProducts } from './products/revisions/record.ts';
export { applyDelta, type SnapshotDelta } from './products/revisions/delta.ts';
export type { ProductSnapshot } from './products/revisions/snapshot.ts';
export * from './products/revisions/schemas.ts';
export * as productViews from './products/views/service.ts';
export * from './products/views/schemas.ts';
export * as productComments from './products/comments/service.ts';
export * from './products/comments/schemas.ts';
export * as jobs from './jobs/service.ts';
export type { JobServices } from './jobs/service.ts';
export * from './jobs/schemas.ts';
export * from './jobs/import-help-schemas.ts';
export * as exportProfiles from './jobs/export-profiles/service.ts';
export * from './jobs/export-profiles/schemas.ts';
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
export {
  configureIntegration,
  integrationSettings,
  integrationSettingsOf,
  loadIntegrationSettings,
  parseCredentialKeys,
  DEFAULT_WEBHOOK_SETTINGS,
  type WebhookSettings,
  type CredentialKey,
  type IntegrationScope,
  type IntegrationSettings,
} from './integration/settings.ts';
export {
  connections,
  CredentialsError,
  loadTransportTarget,
  type LoadedConnection,
} from './integration/connections/index.ts';
export * from './integration/connections/schemas.ts';
export {
  CONFIG_SCHEMAS,
  CONNECTION_FORMATS,
  type ConnectionConfig,
  type ConnectionCredentials,
  type TransportTarget,
} from './integration/connections/config.ts';
export { categoryMappings } from './integration/category-mappings/index.ts';
export * from './integration/category-mappings/schemas.ts';
// A connection's channel export, import and test; loading this face registers the export and
// import job kinds and the scheduled exports with the job engine.
export {
  CONNECTION_EXPORT_PERMISSIONS,
  startConnectionExport,
  startConnectionImport,
  testConnection,
} from './integration/delivery/index.ts';
export * from './integration/delivery/schemas.ts';
// Outbound webhooks: subscriptions, deliveries, the dispatcher a worker runs, and the signature.
export * as webhooks from './integration/webhooks/index.ts';
export {
  startWebhookDispatcher,
  signatureHeader,
  verifySignature,
  type WebhookDispatcher,
} from './integration/webhooks/index.ts';
export * from './integration/webhooks/schemas.ts';
