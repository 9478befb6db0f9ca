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
  assetsWrite: 'catalog.assets.write',
  rolesRead: 'identity.roles.read',
  rolesWrite: 'identity.roles.write',
  usersRead: 'identity.users.read',
  usersWrite: 'identity.users.write',
  permissionsRead: 'identity.permissions.read',
  serviceAccountsRead: 'identity.service_accounts.read',
  serviceAccountsWrite: 'identity.service_accounts.write',
  apiKeysRead: 'identity.api_keys.read',
  apiKeysWrite: 'identity.api_keys.write',
} as const;
