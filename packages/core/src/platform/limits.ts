// Limits and enumerations of the API that the console shows too (form maxLength, status
// filters), in one client-safe module: no imports, so the browser bundle can take it. The
// zod schemas of this package read the same constants.
export const LIMITS = {
  code: 100,
  name: 255,
  description: 500,
  /** Descriptions of catalog records (category trees, categories, channels, families, ...). */
  catalogDescription: 1000,
  email: 255,
  search: 255,
  /** Locales named in one translations request. */
  translations: 300,
  /** Levels of categories in a tree (a top-level category is level 1). */
  categoryDepth: 20,
} as const;

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const ROLE_STATUSES = ['active', 'inactive'] as const;
export const SERVICE_ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;
export const PERMISSION_TREE_STATUSES = ['active', 'inactive'] as const;
/** Category trees, categories, channels, attributes and product families. */
export const CATALOG_STATUSES = ['active', 'inactive'] as const;
/** A product family list's status filter also takes enabled (active) and disabled (inactive). */
export const FAMILY_STATUS_FILTERS = ['active', 'inactive', 'enabled', 'disabled'] as const;
export const ATTRIBUTE_TYPES = [
  'text',
  'textarea',
  'number',
  'boolean',
  'date',
  'select',
  'multiselect',
  'price',
  'metric',
  'media',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** Where a change came from, as revisions record it. */
export const CHANGE_SOURCES = [
  'api',
  'console',
  'import',
  'bulk_update',
  'clone',
  'revert',
] as const;
export type ChangeSource = (typeof CHANGE_SOURCES)[number];

/**
 * The events a webhook subscription can ask for: what happened to a product (changed, moved to
 * approved), how a job ended, and how a connection's channel export ended. `webhook.test` is
 * sent only by "send a test"; no subscription lists it.
 */
export const WEBHOOK_EVENT_TYPES = [
  'product.updated',
  'product.published',
  'import_job.completed',
  'export_job.completed',
  'export_job.failed',
  'job.failed',
  'connection.export.completed',
  'connection.export.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The client id the console logs in with: its sessions' changes are `console` changes. */
export const CONSOLE_CLIENT_ID = 'pim-console';

/**
 * Bounds the console's forms show: the longest product code, product type and variant SKU,
 * the lowest sort order (attribute groups, attributes, options) and the lowest `max_length` of
 * a text or textarea attribute.
 */
export const PRODUCT_CODE_MAX = 128;
export const PRODUCT_TYPE_MAX = 50;
export const VARIANT_SKU_MAX = 128;
export const SORT_ORDER_MIN = 0;
export const ATTRIBUTE_MAX_LENGTH_MIN = 1;
