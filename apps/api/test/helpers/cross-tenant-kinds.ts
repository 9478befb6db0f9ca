// What the cross-tenant matrix (platform/cross-tenant.integration.test.ts) knows of ids: the
// kind of row each id field names, the operations whose rule differs from the common one, and
// the fields named like ids that name no row. A new operation taking an id adds its kind here.
export type Kind =
  | 'user'
  | 'role'
  | 'serviceAccount'
  | 'apiKey'
  | 'organization'
  | 'tenant'
  | 'permission'
  | 'feature'
  | 'subFeature'
  | 'categoryTree'
  | 'category'
  | 'channel'
  | 'attributeGroup'
  | 'attribute'
  | 'option'
  | 'family'
  | 'variantFamily'
  | 'asset'
  | 'product'
  | 'variant'
  | 'revision'
  | 'comment'
  | 'job'
  | 'importJob'
  | 'file'
  | 'exportProfile'
  // Integration: connectors and their schemas, connections and their category mappings.
  | 'connector'
  | 'connectorSchema'
  | 'connection'
  | 'categoryMapping'
  | 'productView'
  // Webhooks: subscriptions and their deliveries.
  | 'webhook'
  | 'webhookDelivery';

/**
 * What each id field names: by name, or `<resource>/{id}` for the id of a path's resource.
 * An operation taking an id this table does not know fails the matrix: add its kind here
 * (and, for a new kind of row, the caller's and the victim's row in the matrix's OWN and VICTIM).
 */
export const ID_KINDS: Record<string, Kind> = {
  'users/{id}': 'user',
  user_id: 'user',
  admin_user_id: 'user',
  'roles/{id}': 'role',
  role_id: 'role',
  role_ids: 'role',
  'service-accounts/{id}': 'serviceAccount',
  service_account_id: 'serviceAccount',
  'api-keys/{id}': 'apiKey',
  org_id: 'organization',
  tenant_id: 'tenant',
  'permissions/{id}': 'permission',
  permission_id: 'permission',
  permission_ids: 'permission',
  'features/{id}': 'feature',
  feature_id: 'feature',
  'sub-features/{id}': 'subFeature',
  sub_feature_id: 'subFeature',
  'category-trees/{id}': 'categoryTree',
  category_tree_id: 'categoryTree',
  'categories/{id}': 'category',
  parent_id: 'category',
  category_id: 'category',
  category_ids: 'category',
  'channels/{id}': 'channel',
  channel_ids: 'channel',
  'attribute-groups/{id}': 'attributeGroup',
  attribute_group_id: 'attributeGroup',
  'attributes/{id}': 'attribute',
  attribute_id: 'attribute',
  attributeId: 'attribute',
  name_attribute_id: 'attribute',
  image_attribute_id: 'attribute',
  optionId: 'option',
  'product-families/{id}': 'family',
  productFamilyId: 'family',
  product_family_id: 'family',
  variantFamilyId: 'variantFamily',
  variant_family_id: 'variantFamily',
  image_asset_id: 'asset',
  'assets/{id}': 'asset',
  'products/{id}': 'product',
  productId: 'product',
  'variants/{id}': 'variant',
  variantId: 'variant',
  revisionId: 'revision',
  'comments/{id}': 'comment',
  product_ids: 'product',
  'jobs/{id}': 'job',
  // Only an import with failed records has them to download.
  'jobs/{id}/failed-records': 'importJob',
  file_id: 'file',
  'export-profiles/{id}': 'exportProfile',
  // Integration: connectors and their schemas, connections and their category mappings.
  'connectors/{id}': 'connector',
  connectorId: 'connector',
  connector_id: 'connector',
  'schemas/{id}': 'connectorSchema',
  'connections/{id}': 'connection',
  connection_id: 'connection',
  'category-mappings/{id}': 'categoryMapping',
  'product-views/{id}': 'productView',
  'webhooks/{id}': 'webhook',
  delivery_id: 'webhookDelivery',
};
/** The permission tree is the same for every tenant: its ids are nobody's secret. */
export const PLATFORM_WIDE = new Set<Kind>(['permission', 'feature', 'subFeature']);

export interface Expected {
  status: number;
  error: string;
  field?: string;
}
/**
 * Where an operation's own rule differs from the one for body ids, or where the field must be sent
 * without the sampled others (`alone`). README "Identity and access": assigning a user by `user_id`
 * finds only users of the caller's organization, any other is 404; `user_id` excludes the new-user
 * fields.
 */
export const DOCUMENTED: Record<string, Record<string, Expected & { alone?: boolean }>> = {
  'users.create': { user_id: { status: 404, error: 'not_found', alone: true } },
  // An attribute's code, type and scope flags cannot change (README "Attributes"): sampled
  // values for them would be refused before the group is looked at, so the group goes alone.
  'attributes.update': {
    attribute_group_id: {
      status: 400,
      error: 'invalid_reference',
      field: 'attribute_group_id',
      alone: true,
    },
  },
  // A connection's config depends on its connector's type and cannot be sampled, so the
  // control call with the caller's own connector would fail on the config, not the id.
  'connections.create': {
    connector_id: { status: 400, error: 'invalid_reference', field: 'connector_id' },
  },
  // An import template's family is looked up, whatever the entity, before the file is made:
  // naming none of the tenant's is 404 (a filter would list nothing; a template has no list).
  'jobs.importTemplate': { product_family_id: { status: 404, error: 'not_found' } },
  // One mapping per connection, channel and category: a control call per transport would
  // meet its own first mapping.
  'categoryMappings.create': {
    connection_id: { status: 400, error: 'invalid_reference', field: 'connection_id' },
    category_id: { status: 400, error: 'invalid_reference', field: 'category_id' },
  },
};
/**
 * Rows of the organization rather than of one tenant: a tenant of the same organization may
 * name them. README "Identity and access": a user of the organization is assigned to another
 * of its tenants by `user_id`.
 */
export const ORGANIZATION_WIDE: Record<string, string[]> = { 'users.create': ['user_id'] };
/**
 * Named like ids but no row's: the OAuth client a login or refresh names, and the id of a
 * category on a connection's other side.
 */
export const NOT_IDS = new Set(['client_id', 'external_category_id']);
/** Values of other fields that the schemas cannot tell. */
export const KNOWN_VALUES: Record<string, unknown> = { client_id: 'pim-api' };
