import {
  API_KEY_STATUSES,
  CATALOG_STATUSES,
  ROLE_STATUSES,
  SERVICE_ACCOUNT_STATUSES,
  USER_STATUSES,
} from '@pim/core/limits';
import {
  CONNECTOR_SCHEMA_STATUSES,
  JOB_STATUSES,
  PRODUCT_STATUS_FILTERS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_STATUSES,
  type JobStatus,
} from '@pim/core/schemas';
import type { ListConfig } from './list-params';

// Each list's filters, default order and page size: read by its page (the server's first
// load) and by its client component alike.
export const USERS_LIST: ListConfig<(typeof USER_STATUSES)[number]> = {
  statuses: USER_STATUSES,
  defaultSort: 'name',
  pageSize: 20,
};
export const ROLES_LIST: ListConfig<(typeof ROLE_STATUSES)[number]> = {
  statuses: ROLE_STATUSES,
  defaultSort: 'code',
  pageSize: 20,
};
export const SERVICE_ACCOUNTS_LIST: ListConfig<(typeof SERVICE_ACCOUNT_STATUSES)[number]> = {
  statuses: SERVICE_ACCOUNT_STATUSES,
  defaultSort: 'code',
  pageSize: 20,
};
export const API_KEYS_LIST: ListConfig<(typeof API_KEY_STATUSES)[number]> = {
  statuses: API_KEY_STATUSES,
  defaultSort: 'name',
  pageSize: 10,
};

// Catalog lists: active and inactive records; newest first unless the list says otherwise.
const CATALOG_LIST: ListConfig<(typeof CATALOG_STATUSES)[number]> = {
  statuses: CATALOG_STATUSES,
  defaultSort: 'code',
  pageSize: 20,
};
export const CATEGORY_TREES_LIST = CATALOG_LIST;
export const CHANNELS_LIST = CATALOG_LIST;
export const ATTRIBUTES_LIST = { ...CATALOG_LIST, filters: ['type', 'attribute_group_id'] };
export const FAMILIES_LIST = CATALOG_LIST;
/** Attribute groups have no status: the filter offers none. */
export const ATTRIBUTE_GROUPS_LIST: ListConfig<never> = {
  statuses: [],
  defaultSort: 'sort_order',
  pageSize: 20,
};
/** A select attribute's options, in their order (sort_order, then code). */
export const ATTRIBUTE_OPTIONS_LIST: ListConfig<never> = { ...ATTRIBUTE_GROUPS_LIST, pageSize: 50 };
/**
 * Products: the workflow statuses plus enabled/disabled, newest first; family, category and
 * completeness filters, the chosen page size, the channel and locale shown, the attribute
 * columns and value filters kept in the URL too.
 */
export const PRODUCTS_LIST: ListConfig<(typeof PRODUCT_STATUS_FILTERS)[number]> = {
  statuses: PRODUCT_STATUS_FILTERS,
  defaultSort: '-created_at',
  pageSize: 20,
  filters: [
    'product_family_id',
    'category_id',
    'completeness',
    'page_size',
    // The grid's scope, attribute columns, value filters and "modified by me".
    'channel',
    'locale',
    'columns',
    'value_filters',
    'modified_by',
  ],
  longFilters: ['value_filters'],
};
/** The jobs list: newest first, filtered by status, type and entity (`?status=&type=&entity=`). */
export const JOBS_LIST: ListConfig<JobStatus> = {
  statuses: JOB_STATUSES,
  defaultSort: '-created_at',
  pageSize: 20,
  filters: ['type', 'entity'],
};
/**
 * Connectors: active or inactive (the API's `is_active`), filtered by type (`?connector_type=`);
 * the API keeps its own order (built-ins first by code), so no column sorts.
 */
export const CONNECTORS_LIST = { ...CATALOG_LIST, filters: ['connector_type'] };
/** A connector's schemas: newest version first, filtered by status. */
export const CONNECTOR_SCHEMAS_LIST: ListConfig<(typeof CONNECTOR_SCHEMA_STATUSES)[number]> = {
  statuses: CONNECTOR_SCHEMA_STATUSES,
  defaultSort: '-version',
  pageSize: 20,
};
/** Connections: active or inactive, by code unless sorted otherwise. */
export const CONNECTIONS_LIST = CATALOG_LIST;
/** Webhook subscriptions: newest first (the only order the API sorts them by). */
export const WEBHOOKS_LIST: ListConfig<(typeof WEBHOOK_STATUSES)[number]> = {
  statuses: WEBHOOK_STATUSES,
  defaultSort: '-created_at',
  pageSize: 20,
};
/** A webhook's deliveries, newest first, filtered by status (`?status=&page=`). */
export const WEBHOOK_DELIVERIES_LIST: ListConfig<(typeof WEBHOOK_DELIVERY_STATUSES)[number]> = {
  statuses: WEBHOOK_DELIVERY_STATUSES,
  defaultSort: '-created_at',
  pageSize: 20,
};
