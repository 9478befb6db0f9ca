// The client-safe entry of this package (`@pim/core/schemas`): the input schemas the console
// validates its forms with, the limits they read and the zod-issue reader the API uses too.
// Only zod and sibling schema modules are imported from here, never a service, repository,
// argon2 or Prisma, so a Next.js bundle (server actions, client components) may take it.
export * from './platform/limits.ts';
export { zodIssuesToDetails } from './platform/errors/zod-issues.ts';
export type { ErrorCode, ErrorDetail } from './platform/errors/app-error.ts';
export {
  ZChangeUserStatusInput,
  ZCreateUserInput,
  ZResetPasswordInput,
  ZUpdateUserInput,
  ZUserIdInput,
} from './identity/users/schemas.ts';
export {
  ZCreateRoleInput,
  ZRoleIdInput,
  ZRoleStatusInput,
  ZUpdateRoleInput,
} from './identity/roles/schemas.ts';
export {
  ZCreateServiceAccountInput,
  ZServiceAccountIdInput,
  ZServiceAccountStatusInput,
  ZUpdateServiceAccountInput,
} from './identity/service-accounts/schemas.ts';
export {
  ZApiKeyIdInput,
  ZApiKeyStatusInput,
  ZCreateApiKeyInput,
  ZUpdateApiKeyInput,
} from './identity/api-keys/schemas.ts';
export { ZChangePasswordInput } from './identity/auth/schemas.ts';
export {
  ZCategoryTreeIdInput,
  ZCategoryTreeStatusInput,
  ZCategoryTreeTranslationsInput,
  ZCreateCategoryTreeInput,
  ZUpdateCategoryTreeInput,
} from './catalog/category-trees/schemas.ts';
export {
  SORT_ORDER_MAX,
  ZAttributeGroupIdInput,
  ZCreateAttributeGroupInput,
  ZUpdateAttributeGroupInput,
} from './catalog/attribute-groups/schemas.ts';
export {
  ZAttributeIdInput,
  ZAttributeStatusInput,
  ZAttributeTranslationsInput,
  ZCreateAttributeInput,
  ZUpdateAttributeInput,
} from './catalog/attributes/schemas.ts';
export {
  ATTRIBUTE_CONFIG_LIMITS,
  ATTRIBUTE_CONFIG_SCHEMAS,
  CURRENCY_CODES,
  OPTION_TYPES,
  UNIQUE_TYPES,
} from './catalog/attributes/config.ts';
export * from './catalog/attributes/units.ts';
export {
  ZAttributeOptionIdInput,
  ZCreateAttributeOptionInput,
  ZUpdateAttributeOptionInput,
} from './catalog/attribute-options/schemas.ts';
export {
  ZCreateProductFamilyInput,
  ZProductFamilyIdInput,
  ZProductFamilyStatusInput,
  ZProductFamilyTranslationsInput,
  ZUpdateProductFamilyInput,
} from './catalog/product-families/schemas.ts';
export {
  ZCreateFamilyAttributesInput,
  ZFamilyAttributeIdInput,
  ZUpdateFamilyAttributesInput,
} from './catalog/family-attributes/schemas.ts';
export {
  MAX_VARIANT_AXES,
  VARIANT_AXIS_TYPES,
  ZCreateVariantFamilyInput,
  ZVariantFamilyIdInput,
  ZVariantFamilyTranslationsInput,
} from './catalog/variant-families/schemas.ts';
export {
  ZCategoryIdInput,
  ZCategoryStatusInput,
  ZCategoryTranslationsInput,
  ZCreateCategoryInput,
  ZUpdateCategoryInput,
} from './catalog/categories/schemas.ts';
export {
  ZChannelIdInput,
  ZChannelStatusInput,
  ZChannelTranslationsInput,
  ZCreateChannelInput,
  ZUpdateChannelInput,
} from './catalog/channels/schemas.ts';
export {
  CONNECTOR_TYPES,
  ZConnectorIdInput,
  ZConnectorStatusInput,
  ZCreateConnectorInput,
  ZListConnectorsInput,
  ZUpdateConnectorInput,
} from './integration/connectors/schemas.ts';
export {
  CONNECTOR_SCHEMA_STATUSES,
  MAX_ENUM_VALUES,
  MAX_SCHEMA_ATTRIBUTES,
  SCHEMA_ATTRIBUTE_TYPES,
  ZConnectorSchemaIdInput,
  ZConnectorSchemaStatusInput,
  ZCreateConnectorSchemaInput,
  ZListConnectorSchemasInput,
  ZSaveSchemaAttributesInput,
  ZSchemaAttributeInput,
  ZUpdateConnectorSchemaInput,
} from './integration/connector-schemas/schemas.ts';
export { zTranslationsField } from './catalog/translations/schemas.ts';
export {
  VARIANT_STATUSES,
  ZCreateVariantInput,
  ZUpdateVariantInput,
  ZVariantIdInput,
  ZVariantStatusInput,
} from './products/variants/schemas.ts';
export {
  ASSET_CONTENT_TYPES,
  ASSET_FILENAME_MAX,
  ZAssetIdInput,
  ZListAssetsInput,
} from './products/assets/schemas.ts';
export {
  PRODUCT_STATUS_MOVES,
  PRODUCT_STATUSES,
  PRODUCT_STATUS_FILTERS,
  PRODUCT_SORTS,
  PRODUCT_LIST_COLUMNS_MAX,
  VALUE_FILTER_OPS,
  VALUE_FILTERS_MAX,
  VALUE_FILTERS_TEXT_MAX,
  ZValueFilter,
  type ValueFilter,
  type ValueFilterOp,
  type ScopeCompletenessDto,
  ZCloneProductInput,
  ZCreateProductInput,
  ZListProductsInput,
  ZProductIdInput,
  ZProductStatusInput,
  ZUpdateProductInput,
  type ListProductsInput,
  type ProductStatus,
} from './products/product/schemas.ts';
export {
  MAX_SCOPED_VALUES,
  MAX_VALUE_ITEMS,
  ZPatchProductValuesInput,
  ZPatchVariantValuesInput,
  ZReplaceProductValuesInput,
  ZReplaceVariantValuesInput,
  ZVariantValueIdInput,
} from './products/values/schemas.ts';
export {
  MAX_RESTORE_COMMENT,
  REVISIONS_PAGE_SIZE,
  ZRestoreProductRevisionInput,
} from './products/revisions/schemas.ts';
export {
  PRODUCT_VIEW_NAME_MAX,
  PRODUCT_VIEW_QUERY_MAX,
  PRODUCT_VIEWS_MAX,
  ZCreateProductViewInput,
  ZUpdateProductViewInput,
  type ProductViewDto,
} from './products/views/schemas.ts';
export {
  PRODUCT_COMMENT_MAX,
  ZCreateProductCommentInput,
  ZProductCommentIdInput,
  zCommentBody,
} from './products/comments/schemas.ts';
export {
  EXPORT_ENTITIES,
  EXPORT_FORMATS,
  IMPORT_ENTITIES,
  IMPORT_FORMATS,
  IMPORT_MODES,
  JOB_ENTITIES,
  JOB_ITEM_STATUSES,
  JOB_STATUSES,
  JOB_TYPES,
  TERMINAL_JOB_STATUSES,
  ZExportFilters,
  ZJobIdInput,
  ZStartBulkUpdateInput,
  ZStartExportInput,
  ZStartImportInput,
  type BulkAction,
  type ExportFilters,
  type ExportFormat,
  type ImportEntity,
  type ImportFormat,
  type ImportMode,
  type JobStatus,
  type JobType,
  type StartBulkUpdateInput,
  type StartExportInput,
  type StartImportInput,
  MAX_EXPORT_ATTRIBUTES,
} from './jobs/schemas.ts';
export {
  PREVIEW_FORMATS,
  TEMPLATE_FORMATS,
  ZImportPreviewInput,
  ZImportTemplateInput,
  type ImportPreviewDto,
  type TemplateFormat,
} from './jobs/import-help-schemas.ts';
export {
  ZCreateExportProfileInput,
  ZExportProfileIdInput,
  ZUpdateExportProfileInput,
  type ExportProfileDto,
} from './jobs/export-profiles/schemas.ts';
export {
  CONFIG_SCHEMAS,
  CONNECTION_FORMATS,
  type ConnectionConfig,
} from './integration/connections/config.ts';
export {
  CONNECTION_STATUSES,
  ZConnectionIdInput,
  ZConnectionStatusInput,
  ZCreateConnectionInput,
  ZUpdateConnectionInput,
} from './integration/connections/schemas.ts';
export {
  EXTERNAL_CATEGORY_LIMITS,
  ZCategoryMappingIdInput,
  ZCreateCategoryMappingInput,
  ZUpdateCategoryMappingInput,
} from './integration/category-mappings/schemas.ts';
export {
  EXPORT_MODES,
  ZConnectionTest,
  ZStartConnectionExportInput,
  ZStartConnectionImportInput,
  type ConnectionTestDto,
} from './integration/delivery/schemas.ts';
export {
  MAX_WEBHOOKS_PER_TENANT,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_STATUSES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX,
  ZCreateWebhookInput,
  ZRedeliverInput,
  ZUpdateWebhookInput,
  ZWebhookIdInput,
  ZWebhookStatusInput,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookWithSecretDto,
  type RotatedSecretDto,
} from './integration/webhooks/schemas.ts';
