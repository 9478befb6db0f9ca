import {
  API_KEY_STATUSES,
  ROLE_STATUSES,
  SERVICE_ACCOUNT_STATUSES,
  USER_STATUSES,
} from '@pim/core/limits';
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
