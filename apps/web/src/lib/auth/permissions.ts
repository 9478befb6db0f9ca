import type { Me } from '../api/router';

/**
 * Whether the signed-in user holds a permission in the active tenant. The console only uses
 * this to decide what to show: the API checks every call on its own.
 */
export function can(me: Me, permission: string): boolean {
  return me.permissions.includes(permission);
}

/** The permissions the console's pages need to show or offer something. */
export const PERMISSIONS = {
  categoryTreesRead: 'catalog.category_trees.read',
  categoryTreesWrite: 'catalog.category_trees.write',
  categoriesRead: 'catalog.categories.read',
  categoriesWrite: 'catalog.categories.write',
  channelsRead: 'catalog.channels.read',
  channelsWrite: 'catalog.channels.write',
  attributesRead: 'catalog.attributes.read',
  attributesWrite: 'catalog.attributes.write',
  familiesRead: 'catalog.families.read',
  familiesWrite: 'catalog.families.write',
  productsRead: 'catalog.products.read',
  productsWrite: 'catalog.products.write',
  productsApprove: 'catalog.products.approve',
  assetsRead: 'catalog.assets.read',
  assetsWrite: 'catalog.assets.write',
  importsRead: 'jobs.imports.read',
  importsWrite: 'jobs.imports.write',
  exportsRead: 'jobs.exports.read',
  exportsWrite: 'jobs.exports.write',
  bulkUpdatesRead: 'jobs.bulk_updates.read',
  bulkUpdatesWrite: 'jobs.bulk_updates.write',
  rolesRead: 'identity.roles.read',
  rolesWrite: 'identity.roles.write',
  usersRead: 'identity.users.read',
  usersWrite: 'identity.users.write',
  permissionsRead: 'identity.permissions.read',
  serviceAccountsRead: 'identity.service_accounts.read',
  serviceAccountsWrite: 'identity.service_accounts.write',
  apiKeysRead: 'identity.api_keys.read',
  apiKeysWrite: 'identity.api_keys.write',
  connectorsRead: 'integration.connectors.read',
  connectorsWrite: 'integration.connectors.write',
  connectionsRead: 'integration.connections.read',
  connectionsWrite: 'integration.connections.write',
  mappingsRead: 'integration.mappings.read',
  mappingsWrite: 'integration.mappings.write',
  webhooksRead: 'webhooks.subscriptions.read',
  webhooksWrite: 'webhooks.subscriptions.write',
} as const;

/** Reading any type of job opens the jobs pages (each user sees the types they read). */
export const JOBS_READ = [
  PERMISSIONS.importsRead,
  PERMISSIONS.exportsRead,
  PERMISSIONS.bulkUpdatesRead,
] as const;

/** Reading any integration resource opens the Integration section of the sidebar. */
export const INTEGRATION_READ = [
  PERMISSIONS.connectorsRead,
  PERMISSIONS.connectionsRead,
  PERMISSIONS.mappingsRead,
] as const;

/** Whether the user holds at least one of the permissions. */
export function canAny(me: Me, permissions: readonly string[]): boolean {
  return permissions.some((permission) => can(me, permission));
}
