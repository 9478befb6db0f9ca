// The platform-wide permission catalog of CONTRACT.md section 4: features hold sub-features,
// and every sub-feature has a `read` and a `write` permission (`<feature>.<sub>.<action>`).

export interface TreeSubFeature {
  code: string;
  name: string;
  /** Extra actions beyond read and write. */
  extraActions?: readonly string[];
}

export interface TreeFeature {
  code: string;
  name: string;
  subFeatures: readonly TreeSubFeature[];
}

export const PERMISSION_TREE: readonly TreeFeature[] = [
  {
    code: 'identity',
    name: 'Identity and access',
    subFeatures: [
      { code: 'users', name: 'Users' },
      { code: 'roles', name: 'Roles' },
      { code: 'permissions', name: 'Permissions' },
      { code: 'service_accounts', name: 'Service accounts' },
      { code: 'api_keys', name: 'API keys' },
    ],
  },
  {
    code: 'catalog',
    name: 'Catalog',
    subFeatures: [
      { code: 'category_trees', name: 'Category trees' },
      { code: 'categories', name: 'Categories' },
      { code: 'channels', name: 'Channels' },
      { code: 'families', name: 'Product families' },
      { code: 'attributes', name: 'Attributes' },
      { code: 'products', name: 'Products', extraActions: ['approve'] },
      { code: 'assets', name: 'Assets' },
    ],
  },
  {
    code: 'integration',
    name: 'Integration',
    subFeatures: [
      { code: 'connectors', name: 'Connectors' },
      { code: 'connections', name: 'Connections' },
      { code: 'mappings', name: 'Category mappings' },
    ],
  },
  {
    code: 'jobs',
    name: 'Jobs',
    subFeatures: [
      { code: 'imports', name: 'Imports' },
      { code: 'exports', name: 'Exports' },
      { code: 'bulk_updates', name: 'Bulk updates' },
    ],
  },
  {
    code: 'webhooks',
    name: 'Webhooks',
    subFeatures: [{ code: 'subscriptions', name: 'Subscriptions' }],
  },
];

export interface TreePermission {
  code: string;
  name: string;
  featureCode: string;
  subFeatureCode: string;
  action: string;
}

const ACTION_NAMES: Record<string, string> = { read: 'Read', write: 'Write', approve: 'Approve' };

/** Every permission of the catalog, flattened. */
export function listTreePermissions(): TreePermission[] {
  return PERMISSION_TREE.flatMap((feature) =>
    feature.subFeatures.flatMap((sub) =>
      ['read', 'write', ...(sub.extraActions ?? [])].map((action) => ({
        code: `${feature.code}.${sub.code}.${action}`,
        name: `${ACTION_NAMES[action] ?? action} ${sub.name.toLowerCase()}`,
        featureCode: feature.code,
        subFeatureCode: sub.code,
        action,
      })),
    ),
  );
}
