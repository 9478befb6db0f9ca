// The platform-wide permission tree: features hold sub-features, and every sub-feature has a `read`
// and a `write` permission (`<feature>.<sub>.<action>`). The PermissionCode type is derived from
// it, so an operation declaring a permission that does not exist does not compile.

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

export const PERMISSION_TREE = [
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
] as const satisfies readonly TreeFeature[];

type CodesOf<F> = F extends {
  code: infer Feature extends string;
  subFeatures: readonly (infer Sub)[];
}
  ? Sub extends { code: infer SubCode extends string }
    ? `${Feature}.${SubCode}.${'read' | 'write' | ExtraActionsOf<Sub>}`
    : never
  : never;
type ExtraActionsOf<S> = S extends { extraActions: readonly (infer A extends string)[] }
  ? A
  : never;

/** Every permission code of the tree, e.g. `catalog.products.approve`. */
export type PermissionCode = CodesOf<(typeof PERMISSION_TREE)[number]>;

export interface TreePermission {
  code: string;
  name: string;
  featureCode: string;
  subFeatureCode: string;
  action: string;
}

const ACTION_NAMES: Record<string, string> = { read: 'Read', write: 'Write', approve: 'Approve' };

/** Every permission of the tree, flattened. */
export function listTreePermissions(): TreePermission[] {
  const tree: readonly TreeFeature[] = PERMISSION_TREE;
  return tree.flatMap((feature) =>
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
