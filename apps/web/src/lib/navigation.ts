import type { Me } from './api/router';
import { JOBS_READ, PERMISSIONS, canAny } from './auth/permissions';

/** Icon names the shell knows (components cannot cross from server to client). */
export type NavIcon =
  | 'dashboard'
  | 'users'
  | 'roles'
  | 'service-accounts'
  | 'account'
  | 'category-trees'
  | 'channels'
  | 'attributes'
  | 'attribute-groups'
  | 'families'
  | 'products'
  | 'jobs'
  | 'connectors'
  | 'connections'
  | 'webhooks'
  | 'locales'
  | 'assets';

export interface NavItem {
  href: string;
  label: string;
  icon: NavIcon;
  testId: string;
  /** Shown only to users holding it (or, given a list, one of them) in the active tenant. */
  permission?: string | readonly string[];
}

export interface NavSection {
  label: string;
  items: NavItem[];
}

/**
 * The console's areas, in sidebar order; a section with no item the user may open is not
 * shown.
 */
const NAVIGATION: NavSection[] = [
  {
    label: 'Overview',
    items: [{ href: '/', label: 'Home', icon: 'dashboard', testId: 'nav-dashboard' }],
  },
  {
    label: 'Catalog',
    items: [
      {
        href: '/category-trees',
        label: 'Category trees',
        icon: 'category-trees',
        testId: 'nav-category-trees',
        permission: PERMISSIONS.categoryTreesRead,
      },
      {
        href: '/channels',
        label: 'Channels',
        icon: 'channels',
        testId: 'nav-channels',
        permission: PERMISSIONS.channelsRead,
      },
      {
        href: '/locales',
        label: 'Locales',
        icon: 'locales',
        testId: 'nav-locales',
        permission: PERMISSIONS.channelsRead,
      },
      {
        href: '/attributes',
        label: 'Attributes',
        icon: 'attributes',
        testId: 'nav-attributes',
        permission: PERMISSIONS.attributesRead,
      },
      {
        href: '/attribute-groups',
        label: 'Attribute groups',
        icon: 'attribute-groups',
        testId: 'nav-attribute-groups',
        permission: PERMISSIONS.attributesRead,
      },
      {
        href: '/families',
        label: 'Families',
        icon: 'families',
        testId: 'nav-families',
        permission: PERMISSIONS.familiesRead,
      },
    ],
  },
  {
    label: 'Products',
    items: [
      {
        href: '/products',
        label: 'Products',
        icon: 'products',
        testId: 'nav-products',
        permission: PERMISSIONS.productsRead,
      },
      {
        href: '/assets',
        label: 'Assets',
        icon: 'assets',
        testId: 'nav-assets',
        permission: PERMISSIONS.assetsRead,
      },
    ],
  },
  {
    label: 'Jobs',
    items: [
      { href: '/jobs', label: 'Jobs', icon: 'jobs', testId: 'nav-jobs', permission: JOBS_READ },
      {
        href: '/export-profiles',
        label: 'Export profiles',
        icon: 'jobs',
        testId: 'nav-export-profiles',
        permission: PERMISSIONS.exportsRead,
      },
    ],
  },
  {
    label: 'Integration',
    items: [
      {
        href: '/connectors',
        label: 'Connectors',
        icon: 'connectors',
        testId: 'nav-connectors',
        permission: PERMISSIONS.connectorsRead,
      },
      {
        href: '/connections',
        label: 'Connections',
        icon: 'connections',
        testId: 'nav-connections',
        permission: PERMISSIONS.connectionsRead,
      },
      {
        href: '/webhooks',
        label: 'Webhooks',
        icon: 'webhooks',
        testId: 'nav-webhooks',
        permission: PERMISSIONS.webhooksRead,
      },
    ],
  },
  {
    label: 'Identity',
    items: [
      {
        href: '/users',
        label: 'Users',
        icon: 'users',
        testId: 'nav-users',
        permission: PERMISSIONS.usersRead,
      },
      {
        href: '/roles',
        label: 'Roles',
        icon: 'roles',
        testId: 'nav-roles',
        permission: PERMISSIONS.rolesRead,
      },
      {
        href: '/service-accounts',
        label: 'Service accounts',
        icon: 'service-accounts',
        testId: 'nav-service-accounts',
        permission: PERMISSIONS.serviceAccountsRead,
      },
    ],
  },
  {
    label: 'You',
    items: [{ href: '/account', label: 'Account', icon: 'account', testId: 'nav-account' }],
  },
];

/** The sections and items this user may open in the active tenant. */
export function navigationFor(me: Me): NavSection[] {
  return NAVIGATION.map((section) => ({
    ...section,
    items: section.items.filter((item) => !item.permission || canAny(me, [item.permission].flat())),
  })).filter((section) => section.items.length > 0);
}
