// Generated from openapi.json by `pnpm --filter @pim/client openapi:sync`: do not edit.
export interface paths {
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in and obtain tokens
     * @description Needs no credential.
     */
    post: operations['auth_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the current identity
     * @description Needs a valid access token or API key; no permission.
     */
    get: operations['auth_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get a new access token
     * @description Needs no credential.
     */
    post: operations['auth_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/switch-tenant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Switch to another tenant without logging in again
     * @description Needs a valid access token or API key; no permission.
     */
    post: operations['auth_switchTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change your own password (ends your other sessions)
     * @description Needs a valid access token or API key; no permission.
     */
    post: operations['auth_changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the session of a refresh token
     * @description Needs no credential.
     */
    post: operations['auth_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List roles
     * @description Needs the permission `identity.roles.read` in the X-Tenant-Id tenant.
     */
    get: operations['roles_list'];
    put?: never;
    /**
     * Create a role
     * @description Needs the permission `identity.roles.write` in the X-Tenant-Id tenant.
     */
    post: operations['roles_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/roles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a role
     * @description Needs the permission `identity.roles.read` in the X-Tenant-Id tenant.
     */
    get: operations['roles_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a role (409 in_use while users or service accounts hold it)
     * @description Needs the permission `identity.roles.write` in the X-Tenant-Id tenant.
     */
    delete: operations['roles_delete'];
    options?: never;
    head?: never;
    /**
     * Update a role
     * @description Needs the permission `identity.roles.write` in the X-Tenant-Id tenant.
     */
    patch: operations['roles_update'];
    trace?: never;
  };
  '/roles/{id}/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the permissions of a role
     * @description Needs the permission `identity.roles.read` in the X-Tenant-Id tenant.
     */
    get: operations['roles_listPermissions'];
    put?: never;
    /**
     * Add permissions to a role (those it holds are kept)
     * @description Needs the permission `identity.roles.write` in the X-Tenant-Id tenant.
     */
    post: operations['roles_assignPermissions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/roles/{id}/permissions/{permission_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove one permission from a role
     * @description Needs the permission `identity.roles.write` in the X-Tenant-Id tenant.
     */
    delete: operations['roles_removePermission'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/roles/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a role (an inactive role grants nothing)
     * @description Needs the permission `identity.roles.write` in the X-Tenant-Id tenant.
     */
    patch: operations['roles_setStatus'];
    trace?: never;
  };
  '/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List permissions
     * @description Needs the permission `identity.permissions.read` in the tenant of the caller's token.
     */
    get: operations['permissions_list'];
    put?: never;
    /**
     * Create a permission (platform administrators)
     * @description Needs a platform administrator with the permission `identity.permissions.write`.
     */
    post: operations['permissions_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a permission
     * @description Needs the permission `identity.permissions.read` in the tenant of the caller's token.
     */
    get: operations['permissions_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a permission (it leaves every role)
     * @description Needs a platform administrator with the permission `identity.permissions.write`.
     */
    delete: operations['permissions_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a permission
     * @description Needs a platform administrator with the permission `identity.permissions.write`.
     */
    patch: operations['permissions_setStatus'];
    trace?: never;
  };
  '/features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List features
     * @description Needs the permission `identity.permissions.read` in the tenant of the caller's token.
     */
    get: operations['features_list'];
    put?: never;
    /**
     * Create a feature (platform administrators)
     * @description Needs a platform administrator with the permission `identity.permissions.write`.
     */
    post: operations['features_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/features/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a feature
     * @description Needs the permission `identity.permissions.read` in the tenant of the caller's token.
     */
    get: operations['features_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a feature (409 has_children while it has sub-features or permissions)
     * @description Needs a platform administrator with the permission `identity.permissions.write`.
     */
    delete: operations['features_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/features/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a feature
     * @description Needs a platform administrator with the permission `identity.permissions.write`.
     */
    patch: operations['features_setStatus'];
    trace?: never;
  };
  '/sub-features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List sub-features
     * @description Needs the permission `identity.permissions.read` in the tenant of the caller's token.
     */
    get: operations['subFeatures_list'];
    put?: never;
    /**
     * Create a sub-feature (platform administrators)
     * @description Needs a platform administrator with the permission `identity.permissions.write`.
     */
    post: operations['subFeatures_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sub-features/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a sub-feature
     * @description Needs the permission `identity.permissions.read` in the tenant of the caller's token.
     */
    get: operations['subFeatures_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a sub-feature (409 has_children while it has permissions)
     * @description Needs a platform administrator with the permission `identity.permissions.write`.
     */
    delete: operations['subFeatures_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sub-features/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a sub-feature
     * @description Needs a platform administrator with the permission `identity.permissions.write`.
     */
    patch: operations['subFeatures_setStatus'];
    trace?: never;
  };
  '/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List organizations
     * @description Needs a platform administrator.
     */
    get: operations['organizations_list'];
    put?: never;
    /**
     * Create an organization
     * @description Needs a platform administrator.
     */
    post: operations['organizations_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organizations/{org_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an organization
     * @description Needs a platform administrator.
     */
    get: operations['organizations_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organizations/{org_id}/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the tenants of an organization
     * @description Needs a platform administrator.
     */
    get: operations['organizations_listTenants'];
    put?: never;
    /**
     * Create a tenant with its default roles (and optionally its first administrator)
     * @description Needs a platform administrator.
     */
    post: operations['organizations_createTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organizations/{org_id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List users of any tenant of the token tenant's organization
     * @description Needs the permission `identity.users.read` in the tenant of the caller's token.
     */
    get: operations['users_listOfOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List users of the tenant
     * @description Needs the permission `identity.users.read` in the tenant of the caller's token.
     */
    get: operations['users_list'];
    put?: never;
    /**
     * Create a user, or assign an existing one (user_id) to the tenant
     * @description Needs the permission `identity.users.write` in the tenant of the caller's token.
     */
    post: operations['users_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a user
     * @description Needs the permission `identity.users.read` in the tenant of the caller's token.
     */
    get: operations['users_get'];
    put?: never;
    post?: never;
    /**
     * Remove a user from the tenant
     * @description Needs the permission `identity.users.write` in the tenant of the caller's token.
     */
    delete: operations['users_delete'];
    options?: never;
    head?: never;
    /**
     * Update a user
     * @description Needs the permission `identity.users.write` in the tenant of the caller's token.
     */
    patch: operations['users_update'];
    trace?: never;
  };
  '/users/{id}/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a user's roles in the tenant
     * @description Needs the permission `identity.users.read` in the tenant of the caller's token.
     */
    get: operations['users_listRoles'];
    put?: never;
    /**
     * Add roles to a user (existing roles are kept)
     * @description Needs the permission `identity.users.write` in the tenant of the caller's token.
     */
    post: operations['users_addRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/roles/{role_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove one role from a user
     * @description Needs the permission `identity.users.write` in the tenant of the caller's token.
     */
    delete: operations['users_removeRole'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a user's status
     * @description Needs the permission `identity.users.write` in the tenant of the caller's token.
     */
    patch: operations['users_setStatus'];
    trace?: never;
  };
  '/users/{id}/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a user's tenants in the organization
     * @description Needs the permission `identity.users.read` in the tenant of the caller's token.
     */
    get: operations['users_listTenants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reset a user's password (ends the user's sessions)
     * @description Needs the permission `identity.users.write` in the tenant of the caller's token.
     */
    post: operations['users_resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List service accounts
     * @description Needs the permission `identity.service_accounts.read` in the X-Tenant-Id tenant.
     */
    get: operations['serviceAccounts_list'];
    put?: never;
    /**
     * Create a service account
     * @description Needs the permission `identity.service_accounts.write` in the X-Tenant-Id tenant.
     */
    post: operations['serviceAccounts_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a service account
     * @description Needs the permission `identity.service_accounts.read` in the X-Tenant-Id tenant.
     */
    get: operations['serviceAccounts_get'];
    put?: never;
    post?: never;
    /**
     * Delete a service account with its role mappings and API keys
     * @description Needs the permission `identity.service_accounts.write` in the X-Tenant-Id tenant.
     */
    delete: operations['serviceAccounts_delete'];
    options?: never;
    head?: never;
    /**
     * Update a service account (role_ids replaces its roles)
     * @description Needs the permission `identity.service_accounts.write` in the X-Tenant-Id tenant.
     */
    patch: operations['serviceAccounts_update'];
    trace?: never;
  };
  '/service-accounts/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a service account
     * @description Needs the permission `identity.service_accounts.write` in the X-Tenant-Id tenant.
     */
    patch: operations['serviceAccounts_setStatus'];
    trace?: never;
  };
  '/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List API keys
     * @description Needs the permission `identity.api_keys.read` in the X-Tenant-Id tenant.
     */
    get: operations['apiKeys_list'];
    put?: never;
    /**
     * Create an API key (the raw key is in raw_key, this once only)
     * @description Needs the permission `identity.api_keys.write` in the X-Tenant-Id tenant.
     */
    post: operations['apiKeys_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an API key
     * @description Needs the permission `identity.api_keys.read` in the X-Tenant-Id tenant.
     */
    get: operations['apiKeys_get'];
    put?: never;
    post?: never;
    /**
     * Delete an API key for good
     * @description Needs the permission `identity.api_keys.write` in the X-Tenant-Id tenant.
     */
    delete: operations['apiKeys_delete'];
    options?: never;
    head?: never;
    /**
     * Update the name, description or expiry of an API key
     * @description Needs the permission `identity.api_keys.write` in the X-Tenant-Id tenant.
     */
    patch: operations['apiKeys_update'];
    trace?: never;
  };
  '/api-keys/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Revoke or reactivate an API key
     * @description Needs the permission `identity.api_keys.write` in the X-Tenant-Id tenant.
     */
    patch: operations['apiKeys_setStatus'];
    trace?: never;
  };
  '/category-trees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List category trees
     * @description Needs the permission `catalog.category_trees.read` in the X-Tenant-Id tenant.
     */
    get: operations['categoryTrees_list'];
    put?: never;
    /**
     * Create a category tree
     * @description Needs the permission `catalog.category_trees.write` in the X-Tenant-Id tenant.
     */
    post: operations['categoryTrees_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/category-trees/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a category tree
     * @description Needs the permission `catalog.category_trees.read` in the X-Tenant-Id tenant.
     */
    get: operations['categoryTrees_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a category tree (409 has_children while it holds categories, in_use while a channel uses it)
     * @description Needs the permission `catalog.category_trees.write` in the X-Tenant-Id tenant.
     */
    delete: operations['categoryTrees_delete'];
    options?: never;
    head?: never;
    /**
     * Update a category tree
     * @description Needs the permission `catalog.category_trees.write` in the X-Tenant-Id tenant.
     */
    patch: operations['categoryTrees_update'];
    trace?: never;
  };
  '/category-trees/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a category tree
     * @description Needs the permission `catalog.category_trees.write` in the X-Tenant-Id tenant.
     */
    patch: operations['categoryTrees_setStatus'];
    trace?: never;
  };
  '/category-trees/{id}/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the translations of a category tree
     * @description Needs the permission `catalog.category_trees.read` in the X-Tenant-Id tenant.
     */
    get: operations['categoryTrees_getTranslations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Create or update translations of a category tree, by locale
     * @description Needs the permission `catalog.category_trees.write` in the X-Tenant-Id tenant.
     */
    patch: operations['categoryTrees_updateTranslations'];
    trace?: never;
  };
  '/attribute-groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List attribute groups
     * @description Needs the permission `catalog.attributes.read` in the X-Tenant-Id tenant.
     */
    get: operations['attributeGroups_list'];
    put?: never;
    /**
     * Create an attribute group
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    post: operations['attributeGroups_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/attribute-groups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an attribute group
     * @description Needs the permission `catalog.attributes.read` in the X-Tenant-Id tenant.
     */
    get: operations['attributeGroups_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete an attribute group (409 in_use while attributes are in it)
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    delete: operations['attributeGroups_delete'];
    options?: never;
    head?: never;
    /**
     * Update an attribute group
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    patch: operations['attributeGroups_update'];
    trace?: never;
  };
  '/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List attributes
     * @description Needs the permission `catalog.attributes.read` in the X-Tenant-Id tenant.
     */
    get: operations['attributes_list'];
    put?: never;
    /**
     * Create an attribute
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    post: operations['attributes_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/attributes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an attribute
     * @description Needs the permission `catalog.attributes.read` in the X-Tenant-Id tenant.
     */
    get: operations['attributes_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete an attribute (409 in_use while a product family holds it, has it as a variant axis or shows it as name or image)
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    delete: operations['attributes_delete'];
    options?: never;
    head?: never;
    /**
     * Update an attribute (code, type and the value_per_channel, value_per_locale and is_unique flags are fixed once created)
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    patch: operations['attributes_update'];
    trace?: never;
  };
  '/attributes/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of an attribute
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    patch: operations['attributes_setStatus'];
    trace?: never;
  };
  '/attributes/{id}/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the translations of an attribute
     * @description Needs the permission `catalog.attributes.read` in the X-Tenant-Id tenant.
     */
    get: operations['attributes_getTranslations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Create or update translations of an attribute, by locale
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    patch: operations['attributes_updateTranslations'];
    trace?: never;
  };
  '/attributes/{id}/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the options of an attribute (by sort_order, then code, unless sorted otherwise)
     * @description Needs the permission `catalog.attributes.read` in the X-Tenant-Id tenant.
     */
    get: operations['attributes_listOptions'];
    put?: never;
    /**
     * Add an option to a select or multiselect attribute
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    post: operations['attributes_createOption'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/attributes/{id}/options/{optionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an option of an attribute
     * @description Needs the permission `catalog.attributes.read` in the X-Tenant-Id tenant.
     */
    get: operations['attributes_getOption'];
    put?: never;
    post?: never;
    /**
     * Delete an option
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    delete: operations['attributes_deleteOption'];
    options?: never;
    head?: never;
    /**
     * Update an option (labels are merged by locale; a null label removes that locale)
     * @description Needs the permission `catalog.attributes.write` in the X-Tenant-Id tenant.
     */
    patch: operations['attributes_updateOption'];
    trace?: never;
  };
  '/product-families': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List product families
     * @description Needs the permission `catalog.families.read` in the X-Tenant-Id tenant.
     */
    get: operations['productFamilies_list'];
    put?: never;
    /**
     * Create a product family
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    post: operations['productFamilies_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/product-families/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a product family
     * @description Needs the permission `catalog.families.read` in the X-Tenant-Id tenant.
     */
    get: operations['productFamilies_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update a product family (display attributes: a text and a media attribute of the family)
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    patch: operations['productFamilies_update'];
    trace?: never;
  };
  '/product-families/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a product family
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    patch: operations['productFamilies_setStatus'];
    trace?: never;
  };
  '/product-families/{id}/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the translations of a product family
     * @description Needs the permission `catalog.families.read` in the X-Tenant-Id tenant.
     */
    get: operations['productFamilies_getTranslations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Create or update translations of a product family, by locale
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    patch: operations['productFamilies_updateTranslations'];
    trace?: never;
  };
  '/product-families/{productFamilyId}/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a product family's attributes (by attribute group sort order, attribute sort order, code)
     * @description Needs the permission `catalog.families.read` in the X-Tenant-Id tenant.
     */
    get: operations['productFamilies_attributes_list'];
    put?: never;
    /**
     * Add attributes to a product family, all or none (channel_ids omitted: every channel)
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    post: operations['productFamilies_attributes_create'];
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change attributes of a product family (given fields replace)
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    patch: operations['productFamilies_attributes_update'];
    trace?: never;
  };
  '/product-families/{productFamilyId}/attributes/{attributeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove an attribute from a product family (409 in_use for a display attribute or a variant axis)
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    delete: operations['productFamilies_attributes_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/product-families/{productFamilyId}/variant-families': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the variant families of a product family (by code)
     * @description Needs the permission `catalog.families.read` in the X-Tenant-Id tenant.
     */
    get: operations['productFamilies_variantFamilies_list'];
    put?: never;
    /**
     * Create a variant family of a product family
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    post: operations['productFamilies_variantFamilies_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/product-families/{productFamilyId}/variant-families/{variantFamilyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a variant family
     * @description Needs the permission `catalog.families.read` in the X-Tenant-Id tenant.
     */
    get: operations['productFamilies_variantFamilies_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a variant family (409 in_use while live products use it)
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    delete: operations['productFamilies_variantFamilies_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/product-families/{productFamilyId}/variant-families/{variantFamilyId}/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the translations of a variant family
     * @description Needs the permission `catalog.families.read` in the X-Tenant-Id tenant.
     */
    get: operations['productFamilies_variantFamilies_getTranslations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Create or update translations of a variant family, by locale
     * @description Needs the permission `catalog.families.write` in the X-Tenant-Id tenant.
     */
    patch: operations['productFamilies_variantFamilies_updateTranslations'];
    trace?: never;
  };
  '/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List categories
     * @description Needs the permission `catalog.categories.read` in the X-Tenant-Id tenant.
     */
    get: operations['categories_list'];
    put?: never;
    /**
     * Create a category
     * @description Needs the permission `catalog.categories.write` in the X-Tenant-Id tenant.
     */
    post: operations['categories_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a category
     * @description Needs the permission `catalog.categories.read` in the X-Tenant-Id tenant.
     */
    get: operations['categories_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a category and take it out of its products (409 has_children while it has subcategories)
     * @description Needs the permission `catalog.categories.write` in the X-Tenant-Id tenant.
     */
    delete: operations['categories_delete'];
    options?: never;
    head?: never;
    /**
     * Update a category; a new parent_id or category_tree_id moves it with its subtree
     * @description Needs the permission `catalog.categories.write` in the X-Tenant-Id tenant.
     */
    patch: operations['categories_update'];
    trace?: never;
  };
  '/categories/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a category
     * @description Needs the permission `catalog.categories.write` in the X-Tenant-Id tenant.
     */
    patch: operations['categories_setStatus'];
    trace?: never;
  };
  '/categories/{id}/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the translations of a category
     * @description Needs the permission `catalog.categories.read` in the X-Tenant-Id tenant.
     */
    get: operations['categories_getTranslations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Create or update translations of a category, by locale
     * @description Needs the permission `catalog.categories.write` in the X-Tenant-Id tenant.
     */
    patch: operations['categories_updateTranslations'];
    trace?: never;
  };
  '/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List channels
     * @description Needs the permission `catalog.channels.read` in the X-Tenant-Id tenant.
     */
    get: operations['channels_list'];
    put?: never;
    /**
     * Create a channel on a category tree, with its locales
     * @description Needs the permission `catalog.channels.write` in the X-Tenant-Id tenant.
     */
    post: operations['channels_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/channels/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a channel
     * @description Needs the permission `catalog.channels.read` in the X-Tenant-Id tenant.
     */
    get: operations['channels_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a channel (it is taken out of every family attribute)
     * @description Needs the permission `catalog.channels.write` in the X-Tenant-Id tenant.
     */
    delete: operations['channels_delete'];
    options?: never;
    head?: never;
    /**
     * Update a channel (locales replace the whole list)
     * @description Needs the permission `catalog.channels.write` in the X-Tenant-Id tenant.
     */
    patch: operations['channels_update'];
    trace?: never;
  };
  '/channels/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a channel
     * @description Needs the permission `catalog.channels.write` in the X-Tenant-Id tenant.
     */
    patch: operations['channels_setStatus'];
    trace?: never;
  };
  '/channels/{id}/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the translations of a channel
     * @description Needs the permission `catalog.channels.read` in the X-Tenant-Id tenant.
     */
    get: operations['channels_getTranslations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Create or update translations of a channel, by locale
     * @description Needs the permission `catalog.channels.write` in the X-Tenant-Id tenant.
     */
    patch: operations['channels_updateTranslations'];
    trace?: never;
  };
  '/locales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the locales channels and translations can use
     * @description Needs the permission `catalog.channels.read` in the X-Tenant-Id tenant.
     */
    get: operations['locales_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/variants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a product's variants, newest first (page, or after: the next_cursor of a page)
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['variants_list'];
    put?: never;
    /**
     * Create a variant: one option per axis of the product's variant family (the first variant is the default)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    post: operations['variants_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/variants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a variant
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['variants_get'];
    put?: never;
    post?: never;
    /**
     * Delete a variant for good (the oldest remaining becomes default if it was)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    delete: operations['variants_delete'];
    options?: never;
    head?: never;
    /**
     * Update a variant (is_default: true makes it the default)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    patch: operations['variants_update'];
    trace?: never;
  };
  '/products/{productId}/variants/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a variant
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant. Also needs `catalog.products.approve` to move it to `approved`.
     */
    patch: operations['variants_setStatus'];
    trace?: never;
  };
  '/assets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List assets with how much each is used (search in file names, content_type prefix such as image/)
     * @description Needs the permission `catalog.assets.read` in the X-Tenant-Id tenant.
     */
    get: operations['assets_list'];
    put?: never;
    /**
     * Upload a file as the raw request body (?filename=; images and PDF; the type is read from the bytes)
     * @description Needs the permission `catalog.assets.write` in the X-Tenant-Id tenant.
     */
    post: operations['assets_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/assets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an asset
     * @description Needs the permission `catalog.assets.read` in the X-Tenant-Id tenant.
     */
    get: operations['assets_get'];
    put?: never;
    post?: never;
    /**
     * Soft delete an asset (409 in_use while a category image or a media value uses it)
     * @description Needs the permission `catalog.assets.write` in the X-Tenant-Id tenant.
     */
    delete: operations['assets_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/assets/{id}/usages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where an asset is used: the categories, products and variants showing it (what a delete is refused for)
     * @description Needs the permission `catalog.assets.read` in the X-Tenant-Id tenant.
     */
    get: operations['assets_usages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/assets/{id}/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an asset's bytes (REST only)
     * @description Needs the permission `catalog.assets.read` in the X-Tenant-Id tenant.
     */
    get: operations['assets_content'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a product's attribute value rows (the family's attributes by group, sort order and code; then attributes no longer in the family)
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['productValues_list'];
    put?: never;
    /**
     * Bulk create or update a product's attribute values: each listed attribute's values are replaced by the given ones
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    post: operations['productValues_create'];
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Partially update a product's attribute values: each listed scoped value is set, data null removes it
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    patch: operations['productValues_update'];
    trace?: never;
  };
  '/products/{productId}/attributes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove every value of one attribute from a product
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    delete: operations['productValues_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/variants/{variantId}/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a variant's attribute value rows (axis values, overrides, and the product's values as inherited)
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['variantValues_list'];
    put?: never;
    /**
     * Bulk create or update a variant's attribute values (overridable attributes only): each listed attribute's values are replaced
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    post: operations['variantValues_create'];
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Partially update a variant's attribute values: each listed scoped value is set, data null removes it
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    patch: operations['variantValues_update'];
    trace?: never;
  };
  '/products/{productId}/variants/{variantId}/attributes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a variant's override of one attribute (the product's value shows again)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    delete: operations['variantValues_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List products (page, or the cursor `after` from pagination.next_cursor)
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['products_list'];
    put?: never;
    /**
     * Create a product (draft)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    post: operations['products_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a product
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['products_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update a product (replaces its categories)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    patch: operations['products_update'];
    trace?: never;
  };
  '/products/{id}/clone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Clone a product (a draft with its values and categories; no variants, no unique values)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    post: operations['products_clone'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a product and its variants
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant. Also needs `catalog.products.approve` to move it to `approved`.
     */
    patch: operations['products_setStatus'];
    trace?: never;
  };
  '/product-views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List your saved product views, by name
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['productViews_list'];
    put?: never;
    /**
     * Save a product view (yours only)
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    post: operations['productViews_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/product-views/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a saved view
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    delete: operations['productViews_delete'];
    options?: never;
    head?: never;
    /**
     * Rename or change a saved view
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    patch: operations['productViews_update'];
    trace?: never;
  };
  '/products/{id}/revisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a product's revisions (newest first)
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['productRevisions_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{id}/revisions/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a product's latest revision, with its snapshot
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['productRevisions_latest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{id}/revisions/{revisionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get one revision of a product, with its snapshot
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['productRevisions_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{id}/revisions/{revisionId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restore a product to a revision (writes a revert revision; 409 revision_conflict when expected_revision is not the latest)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant. Also needs `catalog.products.approve` when the revision makes the product or a variant `approved`.
     */
    post: operations['productRevisions_restore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a product's comments (oldest first)
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['productComments_list'];
    put?: never;
    /**
     * Comment on a product (plain text, 1 to 2000 characters; optionally about one attribute)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    post: operations['productComments_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/comments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a comment (its author only: 403 forbidden to anyone else)
     * @description Needs the permission `catalog.products.write` in the X-Tenant-Id tenant.
     */
    delete: operations['productComments_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{id}/completeness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a product's completeness per channel and locale, with the missing attribute codes
     * @description Needs the permission `catalog.products.read` in the X-Tenant-Id tenant.
     */
    get: operations['productCompleteness_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload an import file as the raw request body (?filename=); returns its file_id
     * @description Needs the permission `jobs.imports.write` in the X-Tenant-Id tenant.
     */
    post: operations['jobs_uploadFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start an import of a file (file_id) or of JSON records (items)
     * @description Needs the permission `jobs.imports.write` in the X-Tenant-Id tenant. Also needs `catalog.categories.write` for `entity` `categories`. Also needs `catalog.category_trees.write` for `entity` `categories`. Also needs `catalog.attributes.write` for `entity` `attributes`, `attribute_options`. Also needs `catalog.families.write` for `entity` `families`. Also needs `catalog.products.write` for `entity` `products`, `variants`. Also needs `catalog.products.approve` for each product or variant record that sets `approved` (without it, that item fails).
     */
    post: operations['jobs_startImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/imports/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What each column of an uploaded CSV or XLSX file's header sets, and the columns it lacks
     * @description Needs the permission `jobs.imports.write` in the X-Tenant-Id tenant. Also needs `catalog.categories.write` for `entity` `categories`. Also needs `catalog.category_trees.write` for `entity` `categories`. Also needs `catalog.attributes.write` for `entity` `attributes`, `attribute_options`. Also needs `catalog.families.write` for `entity` `families`. Also needs `catalog.products.write` for `entity` `products`, `variants`.
     */
    post: operations['jobs_previewImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start an export; its file is the artifact
     * @description Needs the permission `jobs.exports.write` in the X-Tenant-Id tenant. Also needs `catalog.categories.read` for `entity` `categories`. Also needs `catalog.attributes.read` for `entity` `attributes`, `attribute_options`. Also needs `catalog.families.read` for `entity` `families`. Also needs `catalog.products.read` for `entity` `products`, `variants`.
     */
    post: operations['jobs_startExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/bulk-updates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a bulk update of the products a filter selects
     * @description Needs the permission `jobs.bulk_updates.write` in the X-Tenant-Id tenant. Also needs `catalog.products.write` for the products it changes. Also needs `catalog.products.approve` when an action sets `approved`.
     */
    post: operations['jobs_startBulkUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List jobs (of the types the caller may read)
     * @description Needs one of the permissions `jobs.imports.read`, `jobs.exports.read`, `jobs.bulk_updates.read` in the X-Tenant-Id tenant.
     */
    get: operations['jobs_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a job: status, progress, result
     * @description Needs one of the permissions `jobs.imports.read`, `jobs.exports.read`, `jobs.bulk_updates.read` in the X-Tenant-Id tenant.
     */
    get: operations['jobs_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{id}/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a job's items (filter by status)
     * @description Needs one of the permissions `jobs.imports.read`, `jobs.exports.read`, `jobs.bulk_updates.read` in the X-Tenant-Id tenant.
     */
    get: operations['jobs_items'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a queued or running job (needs the write permission of the job's type)
     * @description Needs one of the permissions `jobs.imports.write`, `jobs.exports.write`, `jobs.bulk_updates.write` in the X-Tenant-Id tenant.
     */
    post: operations['jobs_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{id}/artifact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a completed export's file (REST only)
     * @description Needs the permission `jobs.exports.read` in the X-Tenant-Id tenant.
     */
    get: operations['jobs_artifact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/imports/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a template of an entity's import file: its columns (CSV, XLSX), a record's shape (JSON) (REST only)
     * @description Needs the permission `jobs.imports.read` in the X-Tenant-Id tenant. Also needs `catalog.categories.read` for `entity` `categories`. Also needs `catalog.attributes.read` for `entity` `attributes`, `attribute_options`. Also needs `catalog.families.read` for `entity` `families`. Also needs `catalog.products.read` for `entity` `products`, `variants`.
     */
    get: operations['jobs_importTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{id}/failed-records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an import's failed records, in its file's format, to correct and import again (REST only)
     * @description Needs the permission `jobs.imports.read` in the X-Tenant-Id tenant.
     */
    get: operations['jobs_failedRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/export-profiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List export profiles
     * @description Needs the permission `jobs.exports.read` in the X-Tenant-Id tenant.
     */
    get: operations['exportProfiles_list'];
    put?: never;
    /**
     * Save an export's choices as a profile
     * @description Needs the permission `jobs.exports.write` in the X-Tenant-Id tenant. Also needs `catalog.categories.read` for `entity` `categories`. Also needs `catalog.attributes.read` for `entity` `attributes`, `attribute_options`. Also needs `catalog.families.read` for `entity` `families`. Also needs `catalog.products.read` for `entity` `products`, `variants`.
     */
    post: operations['exportProfiles_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/export-profiles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an export profile
     * @description Needs the permission `jobs.exports.read` in the X-Tenant-Id tenant.
     */
    get: operations['exportProfiles_get'];
    put?: never;
    post?: never;
    /**
     * Delete an export profile
     * @description Needs the permission `jobs.exports.write` in the X-Tenant-Id tenant.
     */
    delete: operations['exportProfiles_delete'];
    options?: never;
    head?: never;
    /**
     * Rename or change an export profile (null clears)
     * @description Needs the permission `jobs.exports.write` in the X-Tenant-Id tenant. Also needs `catalog.categories.read` for `entity` `categories`. Also needs `catalog.attributes.read` for `entity` `attributes`, `attribute_options`. Also needs `catalog.families.read` for `entity` `families`. Also needs `catalog.products.read` for `entity` `products`, `variants`.
     */
    patch: operations['exportProfiles_update'];
    trace?: never;
  };
  '/export-profiles/{id}/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start an export with a profile's choices
     * @description Needs the permission `jobs.exports.write` in the X-Tenant-Id tenant. Also needs `catalog.categories.read` for `entity` `categories`. Also needs `catalog.attributes.read` for `entity` `attributes`, `attribute_options`. Also needs `catalog.families.read` for `entity` `families`. Also needs `catalog.products.read` for `entity` `products`, `variants`.
     */
    post: operations['exportProfiles_run'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connectors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List connectors
     * @description Needs the permission `integration.connectors.read` in the X-Tenant-Id tenant.
     */
    get: operations['connectors_list'];
    put?: never;
    /**
     * Create a connector
     * @description Needs the permission `integration.connectors.write` in the X-Tenant-Id tenant.
     */
    post: operations['connectors_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connectors/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a connector
     * @description Needs the permission `integration.connectors.read` in the X-Tenant-Id tenant.
     */
    get: operations['connectors_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Rename a connector or change its description
     * @description Needs the permission `integration.connectors.write` in the X-Tenant-Id tenant.
     */
    patch: operations['connectors_update'];
    trace?: never;
  };
  '/connectors/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Activate or deactivate a connector
     * @description Needs the permission `integration.connectors.write` in the X-Tenant-Id tenant.
     */
    patch: operations['connectors_setStatus'];
    trace?: never;
  };
  '/connectors/{connectorId}/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the attributes of a connector's default schema (its active schema of the highest version)
     * @description Needs the permission `integration.connectors.read` in the X-Tenant-Id tenant.
     */
    get: operations['connectors_attributes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connectors/{connectorId}/schemas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a connector's schemas, the newest version first
     * @description Needs the permission `integration.connectors.read` in the X-Tenant-Id tenant.
     */
    get: operations['connectorSchemas_list'];
    put?: never;
    /**
     * Create a draft schema of a connector
     * @description Needs the permission `integration.connectors.write` in the X-Tenant-Id tenant.
     */
    post: operations['connectorSchemas_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connectors/{connectorId}/schemas/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a connector schema
     * @description Needs the permission `integration.connectors.read` in the X-Tenant-Id tenant.
     */
    get: operations['connectorSchemas_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a connector schema
     * @description Needs the permission `integration.connectors.write` in the X-Tenant-Id tenant.
     */
    delete: operations['connectorSchemas_delete'];
    options?: never;
    head?: never;
    /**
     * Rename a connector schema or change its description
     * @description Needs the permission `integration.connectors.write` in the X-Tenant-Id tenant.
     */
    patch: operations['connectorSchemas_update'];
    trace?: never;
  };
  '/connectors/{connectorId}/schemas/{id}/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a connector schema's attributes, in order
     * @description Needs the permission `integration.connectors.read` in the X-Tenant-Id tenant.
     */
    get: operations['connectorSchemas_attributes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Replace a connector schema's whole attribute set (the order is kept)
     * @description Needs the permission `integration.connectors.write` in the X-Tenant-Id tenant.
     */
    patch: operations['connectorSchemas_saveAttributes'];
    trace?: never;
  };
  '/connectors/{connectorId}/schemas/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Activate or deprecate a connector schema (draft -> active -> deprecated -> active)
     * @description Needs the permission `integration.connectors.write` in the X-Tenant-Id tenant.
     */
    patch: operations['connectorSchemas_setStatus'];
    trace?: never;
  };
  '/connections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List connections
     * @description Needs the permission `integration.connections.read` in the X-Tenant-Id tenant.
     */
    get: operations['connections_list'];
    put?: never;
    /**
     * Create a connection on a connector
     * @description Needs the permission `integration.connections.write` in the X-Tenant-Id tenant.
     */
    post: operations['connections_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a connection
     * @description Needs the permission `integration.connections.read` in the X-Tenant-Id tenant.
     */
    get: operations['connections_get'];
    put?: never;
    post?: never;
    /**
     * Soft-delete a connection
     * @description Needs the permission `integration.connections.write` in the X-Tenant-Id tenant.
     */
    delete: operations['connections_delete'];
    options?: never;
    head?: never;
    /**
     * Update a connection (config replaces the whole config; credentials replace the stored ones, null removes them)
     * @description Needs the permission `integration.connections.write` in the X-Tenant-Id tenant.
     */
    patch: operations['connections_update'];
    trace?: never;
  };
  '/connections/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the status of a connection
     * @description Needs the permission `integration.connections.write` in the X-Tenant-Id tenant.
     */
    patch: operations['connections_setStatus'];
    trace?: never;
  };
  '/category-mappings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a connection's category mappings for a channel
     * @description Needs the permission `integration.mappings.read` in the X-Tenant-Id tenant.
     */
    get: operations['categoryMappings_list'];
    put?: never;
    /**
     * Map a category of a channel to an external category
     * @description Needs the permission `integration.mappings.write` in the X-Tenant-Id tenant.
     */
    post: operations['categoryMappings_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/category-mappings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a category mapping
     * @description Needs the permission `integration.mappings.read` in the X-Tenant-Id tenant.
     */
    get: operations['categoryMappings_get'];
    put?: never;
    post?: never;
    /**
     * Delete a category mapping for good
     * @description Needs the permission `integration.mappings.write` in the X-Tenant-Id tenant.
     */
    delete: operations['categoryMappings_delete'];
    options?: never;
    head?: never;
    /**
     * Update a category mapping
     * @description Needs the permission `integration.mappings.write` in the X-Tenant-Id tenant.
     */
    patch: operations['categoryMappings_update'];
    trace?: never;
  };
  '/connections/{id}/category-mappings/channel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every category of a channel's tree in tree order, with the connection's mapping or null
     * @description Needs the permission `integration.mappings.read` in the X-Tenant-Id tenant.
     */
    get: operations['categoryMappings_channel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connections/{id}/exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start an export of the connection's channel through its transport (a job)
     * @description Needs the permission `jobs.exports.write` in the X-Tenant-Id tenant. Also needs `integration.connections.read` always. Also needs `catalog.products.read` always.
     */
    post: operations['connectionJobs_startExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connections/{id}/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start an import of the files in the connection's directory (a job)
     * @description Needs the permission `jobs.imports.write` in the X-Tenant-Id tenant. Also needs `integration.connections.read` always. Also needs `catalog.categories.write` for `entity` `categories`. Also needs `catalog.category_trees.write` for `entity` `categories`. Also needs `catalog.attributes.write` for `entity` `attributes`, `attribute_options`. Also needs `catalog.families.write` for `entity` `families`. Also needs `catalog.products.write` for `entity` `products`, `variants`.
     */
    post: operations['connectionJobs_startImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connections/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open the connection's transport and report each step: what worked, what failed
     * @description Needs the permission `integration.connections.write` in the X-Tenant-Id tenant.
     */
    post: operations['connectionJobs_test'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhook subscriptions
     * @description Needs the permission `webhooks.subscriptions.read` in the X-Tenant-Id tenant.
     */
    get: operations['webhooks_list'];
    put?: never;
    /**
     * Subscribe a receiver to events (the answer holds its secret, once)
     * @description Needs the permission `webhooks.subscriptions.write` in the X-Tenant-Id tenant.
     */
    post: operations['webhooks_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a webhook subscription
     * @description Needs the permission `webhooks.subscriptions.read` in the X-Tenant-Id tenant.
     */
    get: operations['webhooks_get'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook and its deliveries
     * @description Needs the permission `webhooks.subscriptions.write` in the X-Tenant-Id tenant.
     */
    delete: operations['webhooks_delete'];
    options?: never;
    head?: never;
    /**
     * Change a webhook's URL, events or description
     * @description Needs the permission `webhooks.subscriptions.write` in the X-Tenant-Id tenant.
     */
    patch: operations['webhooks_update'];
    trace?: never;
  };
  '/webhooks/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Switch a webhook on or off
     * @description Needs the permission `webhooks.subscriptions.write` in the X-Tenant-Id tenant.
     */
    patch: operations['webhooks_setStatus'];
    trace?: never;
  };
  '/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the signing secret (the old one signs beside it for 24 hours)
     * @description Needs the permission `webhooks.subscriptions.write` in the X-Tenant-Id tenant.
     */
    post: operations['webhooks_rotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a webhook.test event to this webhook
     * @description Needs the permission `webhooks.subscriptions.write` in the X-Tenant-Id tenant.
     */
    post: operations['webhooks_test'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a webhook's deliveries, newest first
     * @description Needs the permission `webhooks.subscriptions.read` in the X-Tenant-Id tenant.
     */
    get: operations['webhooks_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/deliveries/{delivery_id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a delivery's event again (same event id)
     * @description Needs the permission `webhooks.subscriptions.write` in the X-Tenant-Id tenant.
     */
    post: operations['webhooks_redeliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorEnvelope: {
      /** @constant */
      success: false;
      message: string;
      errors: {
        code: string;
        field: string;
        message: string;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  auth_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          client_id: string;
          /** Format: email */
          email: string;
          password: string;
          /** Format: uuid */
          tenant_id?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              access_token: string;
              refresh_token: string;
              expires_in: number;
              /** @constant */
              token_type: 'Bearer';
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  auth_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              user: {
                id: string;
                name: string;
              };
              roles: string[];
              permissions: string[];
              tenants: {
                is_default: boolean;
                organization_code: string;
                organization_id: string;
                organization_name: string;
                status: string;
                tenant_code: string;
                tenant_id: string;
                tenant_name: string;
              }[];
              active_tenant: {
                is_default: boolean;
                organization_code: string;
                organization_id: string;
                organization_name: string;
                status: string;
                tenant_code: string;
                tenant_id: string;
                tenant_name: string;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  auth_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          client_id: string;
          refresh_token: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              access_token: string;
              expires_in: number;
              /** @constant */
              token_type: 'Bearer';
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  auth_switchTenant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          client_id: string;
          /** Format: uuid */
          tenant_id: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              access_token: string;
              refresh_token: string;
              expires_in: number;
              /** @constant */
              token_type: 'Bearer';
              tenant_info: {
                is_default: boolean;
                organization_code: string;
                organization_id: string;
                organization_name: string;
                status: string;
                tenant_code: string;
                tenant_id: string;
                tenant_name: string;
              };
              user: {
                email: string;
                id: string;
                name: string;
                status: string;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  auth_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          old_password: string;
          new_password: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  auth_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          refresh_token: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  roles_list: {
    parameters: {
      query?: {
        tenant_id?: string;
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                permission_count: number;
                tenant: {
                  code: string;
                  id: string;
                  name: string;
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                user_count: number;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  roles_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          description?: string | null;
          permission_ids?: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              tenant: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  roles_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              tenant: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  roles_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  roles_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              tenant: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  roles_listPermissions: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                feature: {
                  code: string;
                  id: string;
                  name: string;
                };
                sub_feature: {
                  code: string;
                  id: string;
                  name: string;
                };
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  roles_assignPermissions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          permission_ids: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  roles_removePermission: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        permission_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  roles_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              tenant: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  permissions_list: {
    parameters: {
      query?: {
        feature_id?: string;
        sub_feature_id?: string;
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                feature: {
                  code: string;
                  id: string;
                  name: string;
                };
                sub_feature: {
                  code: string;
                  id: string;
                  name: string;
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  permissions_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          /** Format: uuid */
          sub_feature_id: string;
          name?: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              feature: {
                code: string;
                id: string;
                name: string;
              };
              sub_feature: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  permissions_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              feature: {
                code: string;
                id: string;
                name: string;
              };
              sub_feature: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  permissions_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  permissions_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              feature: {
                code: string;
                id: string;
                name: string;
              };
              sub_feature: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  features_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                permission_count: number;
                sub_feature_count: number;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  features_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name?: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              sub_feature_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  features_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              sub_feature_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  features_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  features_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              sub_feature_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  subFeatures_list: {
    parameters: {
      query?: {
        feature_id?: string;
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                permission_count: number;
                feature: {
                  code: string;
                  id: string;
                  name: string;
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  subFeatures_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          /** Format: uuid */
          feature_id: string;
          name?: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              feature: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  subFeatures_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              feature: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  subFeatures_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  subFeatures_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              permission_count: number;
              feature: {
                code: string;
                id: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  organizations_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                status: 'active' | 'inactive';
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  organizations_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  organizations_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  organizations_listTenants: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path: {
        org_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                organization_id: string;
                plan: string;
                billing_interval: string;
                contact_email: string | null;
                phone: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  organizations_createTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          plan?: string;
          /** @enum {string} */
          billing_interval?: 'monthly' | 'yearly';
          contact_email?: string | null;
          phone?: string | null;
          /** Format: uuid */
          admin_user_id?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              organization_id: string;
              plan: string;
              billing_interval: string;
              contact_email: string | null;
              phone: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_listOfOrganization: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive' | 'suspended')[];
        page?: number;
        page_size?: number;
        sort?: 'created_at' | '-created_at' | 'modified_at' | '-modified_at' | 'name' | '-name';
      };
      header?: never;
      path: {
        org_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                email: string;
                name: string;
                /** @enum {string} */
                status: 'active' | 'inactive' | 'suspended';
                last_login_at: string | null;
                roles: {
                  code: string;
                  id: string;
                  name: string;
                }[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive' | 'suspended')[];
        page?: number;
        page_size?: number;
        sort?: 'created_at' | '-created_at' | 'modified_at' | '-modified_at' | 'name' | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                email: string;
                name: string;
                /** @enum {string} */
                status: 'active' | 'inactive' | 'suspended';
                last_login_at: string | null;
                roles: {
                  code: string;
                  id: string;
                  name: string;
                }[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          user_id?: string;
          /** Format: email */
          email?: string;
          name?: string;
          password?: string;
          role_ids?: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              status: 'active' | 'inactive' | 'suspended';
              last_login_at: string | null;
              roles: {
                code: string;
                id: string;
                name: string;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              status: 'active' | 'inactive' | 'suspended';
              last_login_at: string | null;
              roles: {
                code: string;
                id: string;
                name: string;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email?: string;
          name?: string;
          role_ids?: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              status: 'active' | 'inactive' | 'suspended';
              last_login_at: string | null;
              roles: {
                code: string;
                id: string;
                name: string;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_listRoles: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                permission_count: number;
                tenant: {
                  code: string;
                  id: string;
                  name: string;
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_addRoles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          role_ids: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_removeRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        role_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive' | 'suspended';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              email: string;
              /** @enum {string} */
              status: 'active' | 'inactive' | 'suspended';
              last_login_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_listTenants: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                organization_id: string;
                plan: string;
                billing_interval: string;
                contact_email: string | null;
                phone: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                is_default: boolean;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  users_resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          user_id: string;
          new_password: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  serviceAccounts_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                roles: {
                  code: string;
                  id: string;
                  name: string;
                }[];
                api_key_count: number;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  serviceAccounts_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          description?: string | null;
          role_ids?: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              roles: {
                code: string;
                id: string;
                name: string;
              }[];
              api_key_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  serviceAccounts_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              roles: {
                code: string;
                id: string;
                name: string;
              }[];
              api_key_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  serviceAccounts_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  serviceAccounts_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          role_ids?: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              roles: {
                code: string;
                id: string;
                name: string;
              }[];
              api_key_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  serviceAccounts_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              roles: {
                code: string;
                id: string;
                name: string;
              }[];
              api_key_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  apiKeys_list: {
    parameters: {
      query?: {
        service_account_id?: string;
        search?: string;
        status?: ('active' | 'revoked' | 'expired')[];
        page?: number;
        page_size?: number;
        sort?: 'created_at' | '-created_at' | 'modified_at' | '-modified_at' | 'name' | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                name: string;
                description: string | null;
                key_prefix: string;
                /** @enum {string} */
                status: 'active' | 'revoked' | 'expired';
                expires_at: string | null;
                last_used_at: string | null;
                service_account: {
                  id: string;
                  code: string;
                  name: string;
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  apiKeys_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** Format: uuid */
          service_account_id: string;
          description?: string | null;
          expires_at?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              description: string | null;
              key_prefix: string;
              /** @enum {string} */
              status: 'active' | 'revoked' | 'expired';
              expires_at: string | null;
              last_used_at: string | null;
              service_account: {
                id: string;
                code: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              raw_key: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  apiKeys_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              description: string | null;
              key_prefix: string;
              /** @enum {string} */
              status: 'active' | 'revoked' | 'expired';
              expires_at: string | null;
              last_used_at: string | null;
              service_account: {
                id: string;
                code: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  apiKeys_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  apiKeys_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          expires_at?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              description: string | null;
              key_prefix: string;
              /** @enum {string} */
              status: 'active' | 'revoked' | 'expired';
              expires_at: string | null;
              last_used_at: string | null;
              service_account: {
                id: string;
                code: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  apiKeys_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'revoked';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              description: string | null;
              key_prefix: string;
              /** @enum {string} */
              status: 'active' | 'revoked' | 'expired';
              expires_at: string | null;
              last_used_at: string | null;
              service_account: {
                id: string;
                code: string;
                name: string;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryTrees_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
            pagination: {
              has_next: boolean;
              page: number;
              page_size: number;
              total_items: number;
              total_pages: number;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryTrees_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryTrees_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryTrees_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryTrees_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryTrees_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryTrees_getTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryTrees_updateTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          translations: {
            locale: string;
            name: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributeGroups_list: {
    parameters: {
      query?: {
        search?: string;
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name'
          | 'sort_order'
          | '-sort_order';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                sort_order: number;
                attribute_count: number;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributeGroups_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          description?: string | null;
          /** @default 0 */
          sort_order?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              sort_order: number;
              attribute_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributeGroups_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              sort_order: number;
              attribute_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributeGroups_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributeGroups_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          sort_order?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              sort_order: number;
              attribute_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name'
          | 'sort_order'
          | '-sort_order';
        type?: (
          | 'text'
          | 'textarea'
          | 'number'
          | 'boolean'
          | 'date'
          | 'select'
          | 'multiselect'
          | 'price'
          | 'metric'
          | 'media'
        )[];
        attribute_group_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                type:
                  | 'text'
                  | 'textarea'
                  | 'number'
                  | 'boolean'
                  | 'date'
                  | 'select'
                  | 'multiselect'
                  | 'price'
                  | 'metric'
                  | 'media';
                attribute_group: {
                  code: string;
                  id: string;
                  name: string;
                } | null;
                config: {
                  [key: string]: unknown;
                };
                value_per_channel: boolean;
                value_per_locale: boolean;
                is_unique: boolean;
                sort_order: number;
                /** @enum {string} */
                status: 'active' | 'inactive';
                option_count: number;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          description?: string | null;
          /** @enum {string} */
          type:
            | 'text'
            | 'textarea'
            | 'number'
            | 'boolean'
            | 'date'
            | 'select'
            | 'multiselect'
            | 'price'
            | 'metric'
            | 'media';
          attribute_group_id?: string | null;
          /** @description Settings of the type, strict. text: max_length (1..65535, default 255), regex (a regular expression RE2 can run, at most 255 characters; its compiled size times max_length at most 200,000, so no value takes long to check). textarea: max_length (default 65535). number: min, max, decimals_allowed (default false). metric: unit_family, default_unit (a unit of the family), units (units of the family, default all of them; must include default_unit). price: currencies (ISO 4217 codes, at least one). boolean, date, select, multiselect, media: none ({}). */
          config?: {
            [key: string]: unknown;
          };
          /** @default false */
          value_per_channel?: boolean;
          /** @default false */
          value_per_locale?: boolean;
          /** @default false */
          is_unique?: boolean;
          /** @default 0 */
          sort_order?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              type:
                | 'text'
                | 'textarea'
                | 'number'
                | 'boolean'
                | 'date'
                | 'select'
                | 'multiselect'
                | 'price'
                | 'metric'
                | 'media';
              attribute_group: {
                code: string;
                id: string;
                name: string;
              } | null;
              config: {
                [key: string]: unknown;
              };
              value_per_channel: boolean;
              value_per_locale: boolean;
              is_unique: boolean;
              sort_order: number;
              /** @enum {string} */
              status: 'active' | 'inactive';
              option_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              type:
                | 'text'
                | 'textarea'
                | 'number'
                | 'boolean'
                | 'date'
                | 'select'
                | 'multiselect'
                | 'price'
                | 'metric'
                | 'media';
              attribute_group: {
                code: string;
                id: string;
                name: string;
              } | null;
              config: {
                [key: string]: unknown;
              };
              value_per_channel: boolean;
              value_per_locale: boolean;
              is_unique: boolean;
              sort_order: number;
              /** @enum {string} */
              status: 'active' | 'inactive';
              option_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          attribute_group_id?: string | null;
          /** @description Settings of the type, strict. text: max_length (1..65535, default 255), regex (a regular expression RE2 can run, at most 255 characters; its compiled size times max_length at most 200,000, so no value takes long to check). textarea: max_length (default 65535). number: min, max, decimals_allowed (default false). metric: unit_family, default_unit (a unit of the family), units (units of the family, default all of them; must include default_unit). price: currencies (ISO 4217 codes, at least one). boolean, date, select, multiselect, media: none ({}). */
          config?: {
            [key: string]: unknown;
          };
          sort_order?: number;
          code?: string;
          /** @enum {string} */
          type?:
            | 'text'
            | 'textarea'
            | 'number'
            | 'boolean'
            | 'date'
            | 'select'
            | 'multiselect'
            | 'price'
            | 'metric'
            | 'media';
          value_per_channel?: boolean;
          value_per_locale?: boolean;
          is_unique?: boolean;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              type:
                | 'text'
                | 'textarea'
                | 'number'
                | 'boolean'
                | 'date'
                | 'select'
                | 'multiselect'
                | 'price'
                | 'metric'
                | 'media';
              attribute_group: {
                code: string;
                id: string;
                name: string;
              } | null;
              config: {
                [key: string]: unknown;
              };
              value_per_channel: boolean;
              value_per_locale: boolean;
              is_unique: boolean;
              sort_order: number;
              /** @enum {string} */
              status: 'active' | 'inactive';
              option_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              type:
                | 'text'
                | 'textarea'
                | 'number'
                | 'boolean'
                | 'date'
                | 'select'
                | 'multiselect'
                | 'price'
                | 'metric'
                | 'media';
              attribute_group: {
                code: string;
                id: string;
                name: string;
              } | null;
              config: {
                [key: string]: unknown;
              };
              value_per_channel: boolean;
              value_per_locale: boolean;
              is_unique: boolean;
              sort_order: number;
              /** @enum {string} */
              status: 'active' | 'inactive';
              option_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_getTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_updateTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          translations: {
            locale: string;
            name: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_listOptions: {
    parameters: {
      query?: {
        search?: string;
        codes?: string[];
        page?: number;
        page_size?: number;
        sort?:
          | 'sort_order'
          | '-sort_order'
          | 'code'
          | '-code'
          | 'name'
          | '-name'
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                attribute_id: string;
                code: string;
                name: string;
                labels: {
                  [key: string]: string;
                };
                sort_order: number;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_createOption: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          labels?: {
            [key: string]: string;
          };
          sort_order?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              attribute_id: string;
              code: string;
              name: string;
              labels: {
                [key: string]: string;
              };
              sort_order: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_getOption: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        optionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              attribute_id: string;
              code: string;
              name: string;
              labels: {
                [key: string]: string;
              };
              sort_order: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_deleteOption: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        optionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  attributes_updateOption: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        optionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code?: string;
          name?: string;
          labels?: {
            [key: string]: string | null;
          };
          sort_order?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              attribute_id: string;
              code: string;
              name: string;
              labels: {
                [key: string]: string;
              };
              sort_order: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_list: {
    parameters: {
      query?: {
        code?: string;
        name?: string;
        status?: ('active' | 'inactive' | 'enabled' | 'disabled')[];
        search?: string;
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                attribute_count: number;
                product_count: number;
                display_attributes: {
                  name: {
                    id: string;
                    code: string;
                    name: string;
                  } | null;
                  image: {
                    id: string;
                    code: string;
                    name: string;
                  } | null;
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              attribute_count: number;
              product_count: number;
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              attribute_count: number;
              product_count: number;
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          display_attributes?: {
            name_attribute_id?: string | null;
            image_attribute_id?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              attribute_count: number;
              product_count: number;
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              attribute_count: number;
              product_count: number;
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_getTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_updateTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          translations: {
            locale: string;
            name: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_attributes_list: {
    parameters: {
      query?: {
        search?: string;
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        productFamilyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                attribute_id: string;
                attribute_code: string;
                attribute_name: string;
                /** @enum {string} */
                attribute_type:
                  | 'text'
                  | 'textarea'
                  | 'number'
                  | 'boolean'
                  | 'date'
                  | 'select'
                  | 'multiselect'
                  | 'price'
                  | 'metric'
                  | 'media';
                attribute_group: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                channels: {
                  id: string;
                  code: string;
                  name: string;
                }[];
                is_mandatory: boolean;
                is_overridable: boolean;
                is_unique: boolean;
                value_per_channel: boolean;
                value_per_locale: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_attributes_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productFamilyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          attributes: {
            /** Format: uuid */
            attribute_id: string;
            channel_ids?: string[];
            /** @default false */
            is_mandatory?: boolean;
            /** @default false */
            is_overridable?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_attributes_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productFamilyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          attributes: {
            /** Format: uuid */
            attribute_id: string;
            channel_ids?: string[];
            is_mandatory?: boolean;
            is_overridable?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_attributes_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productFamilyId: string;
        attributeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_variantFamilies_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productFamilyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                product_family_id: string;
                axes: {
                  id: string;
                  level: number;
                  position: number;
                  attribute: {
                    id: string;
                    code: string;
                    name: string;
                  };
                }[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_variantFamilies_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productFamilyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          axes: {
            /** Format: uuid */
            attribute_id: string;
            level: number;
            position: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              product_family_id: string;
              axes: {
                id: string;
                level: number;
                position: number;
                attribute: {
                  id: string;
                  code: string;
                  name: string;
                };
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_variantFamilies_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productFamilyId: string;
        variantFamilyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              product_family_id: string;
              axes: {
                id: string;
                level: number;
                position: number;
                attribute: {
                  id: string;
                  code: string;
                  name: string;
                };
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_variantFamilies_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productFamilyId: string;
        variantFamilyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_variantFamilies_getTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productFamilyId: string;
        variantFamilyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productFamilies_variantFamilies_updateTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productFamilyId: string;
        variantFamilyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          translations: {
            locale: string;
            name: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categories_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
        category_tree_id?: string;
        parent_id?: string;
        is_root?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                category_tree_id: string;
                parent_id: string | null;
                image_asset_id: string | null;
                path: string;
                product_count: number;
                child_count: number;
                /** @enum {string} */
                status: 'active' | 'inactive';
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
            pagination: {
              has_next: boolean;
              page: number;
              page_size: number;
              total_items: number;
              total_pages: number;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categories_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          category_tree_id: string;
          code: string;
          name: string;
          description?: string | null;
          image_asset_id?: string | null;
          parent_id?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              category_tree_id: string;
              parent_id: string | null;
              image_asset_id: string | null;
              path: string;
              product_count: number;
              child_count: number;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categories_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              category_tree_id: string;
              parent_id: string | null;
              image_asset_id: string | null;
              path: string;
              product_count: number;
              child_count: number;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categories_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categories_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          image_asset_id?: string | null;
          parent_id?: string | null;
          /** Format: uuid */
          category_tree_id?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              category_tree_id: string;
              parent_id: string | null;
              image_asset_id: string | null;
              path: string;
              product_count: number;
              child_count: number;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categories_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              category_tree_id: string;
              parent_id: string | null;
              image_asset_id: string | null;
              path: string;
              product_count: number;
              child_count: number;
              /** @enum {string} */
              status: 'active' | 'inactive';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categories_getTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categories_updateTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          translations: {
            locale: string;
            name: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  channels_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                category_tree: {
                  code: string;
                  id: string;
                  name: string;
                };
                locales: {
                  id: string;
                  locale_code: string;
                  language_name: string;
                  country_name: string;
                }[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
            pagination: {
              has_next: boolean;
              page: number;
              page_size: number;
              total_items: number;
              total_pages: number;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  channels_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          category_tree_id: string;
          code: string;
          name: string;
          description?: string | null;
          /** @default [] */
          locales?: {
            locale_code: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              category_tree: {
                code: string;
                id: string;
                name: string;
              };
              locales: {
                id: string;
                locale_code: string;
                language_name: string;
                country_name: string;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  channels_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              category_tree: {
                code: string;
                id: string;
                name: string;
              };
              locales: {
                id: string;
                locale_code: string;
                language_name: string;
                country_name: string;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  channels_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  channels_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          category_tree_id?: string;
          description?: string | null;
          locales?: {
            locale_code: string;
          }[];
          name?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              category_tree: {
                code: string;
                id: string;
                name: string;
              };
              locales: {
                id: string;
                locale_code: string;
                language_name: string;
                country_name: string;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  channels_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              category_tree: {
                code: string;
                id: string;
                name: string;
              };
              locales: {
                id: string;
                locale_code: string;
                language_name: string;
                country_name: string;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  channels_getTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  channels_updateTranslations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          translations: {
            locale: string;
            name: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                locale: string;
                name: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  locales_list: {
    parameters: {
      query?: {
        search?: string;
        page?: number;
        page_size?: number;
        sort?: 'code' | '-code';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                locale_code: string;
                language_name: string;
                country_name: string;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variants_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        after?: string;
      };
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                sku: string;
                name: string | null;
                is_default: boolean;
                /** @enum {string} */
                status: 'draft' | 'in_review' | 'approved' | 'archived';
                media_id: string | null;
                axis_values: {
                  axis_code: string;
                  option_code: string;
                  option_label: string | null;
                }[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
                next_cursor: string | null;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variants_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          sku: string;
          axis_values: {
            axis_code: string;
            option_code: string;
          }[];
          is_default?: boolean;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              sku: string;
              name: string | null;
              is_default: boolean;
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'approved' | 'archived';
              media_id: string | null;
              axis_values: {
                axis_code: string;
                option_code: string;
                option_label: string | null;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              product: {
                id: string;
                name: string | null;
              };
              product_family: {
                id: string;
                code: string;
                name: string;
              };
              variant_axes: {
                code: string;
                level: number;
                name: string;
                value: {
                  option_code: string;
                  option_label: string | null;
                };
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variants_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              sku: string;
              name: string | null;
              is_default: boolean;
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'approved' | 'archived';
              media_id: string | null;
              axis_values: {
                axis_code: string;
                option_code: string;
                option_label: string | null;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              product: {
                id: string;
                name: string | null;
              };
              product_family: {
                id: string;
                code: string;
                name: string;
              };
              variant_axes: {
                code: string;
                level: number;
                name: string;
                value: {
                  option_code: string;
                  option_label: string | null;
                };
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variants_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variants_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          is_default?: boolean;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              sku: string;
              name: string | null;
              is_default: boolean;
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'approved' | 'archived';
              media_id: string | null;
              axis_values: {
                axis_code: string;
                option_code: string;
                option_label: string | null;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              product: {
                id: string;
                name: string | null;
              };
              product_family: {
                id: string;
                code: string;
                name: string;
              };
              variant_axes: {
                code: string;
                level: number;
                name: string;
                value: {
                  option_code: string;
                  option_label: string | null;
                };
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variants_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'draft' | 'in_review' | 'approved' | 'archived';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              sku: string;
              name: string | null;
              is_default: boolean;
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'approved' | 'archived';
              media_id: string | null;
              axis_values: {
                axis_code: string;
                option_code: string;
                option_label: string | null;
              }[];
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              product: {
                id: string;
                name: string | null;
              };
              product_family: {
                id: string;
                code: string;
                name: string;
              };
              variant_axes: {
                code: string;
                level: number;
                name: string;
                value: {
                  option_code: string;
                  option_label: string | null;
                };
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  assets_list: {
    parameters: {
      query?: {
        search?: string;
        content_type?: string;
        page?: number;
        page_size?: number;
        sort?: 'created_at' | '-created_at' | 'modified_at' | '-modified_at';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                filename: string;
                content_type: string;
                size_bytes: number;
                width: number | null;
                height: number | null;
                sha256: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                usage_totals: {
                  categories: number;
                  products: number;
                  variants: number;
                };
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  assets_create: {
    parameters: {
      query: {
        filename: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The file's bytes, with its Content-Type (checked against the bytes). */
    requestBody: {
      content: {
        'application/octet-stream': string;
        '*/*': string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              filename: string;
              content_type: string;
              size_bytes: number;
              width: number | null;
              height: number | null;
              sha256: string;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description File over the upload limit (ASSET_MAX_BYTES) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  assets_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              filename: string;
              content_type: string;
              size_bytes: number;
              width: number | null;
              height: number | null;
              sha256: string;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  assets_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  assets_usages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              asset_id: string;
              totals: {
                categories: number;
                products: number;
                variants: number;
              };
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              products: {
                id: string;
                code: string;
                name: string | null;
                attribute_codes: string[];
              }[];
              variants: {
                id: string;
                sku: string;
                product: {
                  id: string;
                  code: string;
                };
                attribute_codes: string[];
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  assets_content: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes, with their stored Content-Type, Content-Length and Content-Disposition (inline for images, attachment otherwise) */
      200: {
        headers: {
          'Content-Disposition'?: string;
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productValues_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                attribute_id: string;
                attribute_code: string;
                attribute_name: string;
                /** @enum {string} */
                attribute_type:
                  | 'text'
                  | 'textarea'
                  | 'number'
                  | 'boolean'
                  | 'date'
                  | 'select'
                  | 'multiselect'
                  | 'price'
                  | 'metric'
                  | 'media';
                attribute_group: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                attribute_config: {
                  [key: string]: unknown;
                };
                attribute_translations: {
                  [key: string]: unknown;
                };
                channel_settings: {
                  channel_code: string;
                  enabled: boolean;
                }[];
                is_custom: boolean;
                is_mandatory: boolean;
                is_overridable: boolean;
                is_unique: boolean;
                is_variant_axis: boolean;
                value_per_channel: boolean;
                value_per_locale: boolean;
                modified_at: string | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                values: {
                  channel: string;
                  locale: string;
                  data: {
                    value: unknown;
                  };
                }[];
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productValues_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          attribute_id: string;
          values: {
            channel: string;
            locale: string;
            data: {
              value: unknown;
            };
          }[];
        }[];
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productValues_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          attribute_id: string;
          values: {
            channel: string;
            locale: string;
            data: {
              value: unknown;
            } | null;
          }[];
        }[];
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productValues_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variantValues_list: {
    parameters: {
      query?: {
        search?: string;
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        productId: string;
        variantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                attribute_id: string;
                attribute_code: string;
                attribute_name: string;
                /** @enum {string} */
                attribute_type:
                  | 'text'
                  | 'textarea'
                  | 'number'
                  | 'boolean'
                  | 'date'
                  | 'select'
                  | 'multiselect'
                  | 'price'
                  | 'metric'
                  | 'media';
                attribute_group: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                attribute_config: {
                  [key: string]: unknown;
                };
                attribute_translations: {
                  [key: string]: unknown;
                };
                channel_settings: {
                  channel_code: string;
                  enabled: boolean;
                }[];
                is_custom: boolean;
                is_mandatory: boolean;
                is_overridable: boolean;
                is_unique: boolean;
                is_variant_axis: boolean;
                value_per_channel: boolean;
                value_per_locale: boolean;
                modified_at: string | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                values: {
                  channel: string;
                  locale: string;
                  data: {
                    value: unknown;
                  };
                }[];
                is_inherited: boolean;
                is_overridden: boolean;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variantValues_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
        variantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          attribute_id: string;
          values: {
            channel: string;
            locale: string;
            data: {
              value: unknown;
            };
          }[];
        }[];
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variantValues_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
        variantId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          attribute_id: string;
          values: {
            channel: string;
            locale: string;
            data: {
              value: unknown;
            } | null;
          }[];
        }[];
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: null;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  variantValues_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
        variantId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  products_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        code?: string;
        name?: string;
        status?: ('draft' | 'in_review' | 'approved' | 'archived' | 'enabled' | 'disabled')[];
        product_family_id?: string;
        search?: string;
        category_id?: string;
        completeness?: 'complete' | 'incomplete';
        channel?: string;
        locale?: string;
        columns?: string[];
        value_filters?: string;
        modified_by?: 'me';
        sort?:
          | 'created_at'
          | '-created_at'
          | 'modified_at'
          | '-modified_at'
          | 'code'
          | '-code'
          | 'name'
          | '-name'
          | 'completeness'
          | '-completeness';
        after?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string | null;
                product_type: string | null;
                /** @enum {string} */
                status: 'draft' | 'in_review' | 'approved' | 'archived';
                completeness: number;
                variant_count: number;
                media_id: string | null;
                product_family: {
                  id: string;
                  code: string;
                  name: string;
                };
                scope_completeness: {
                  channel: string;
                  locale: string;
                  ratio: number;
                  missing: string[];
                } | null;
                values: {
                  [key: string]: unknown;
                };
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
                next_cursor: string | null;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  products_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          /** Format: uuid */
          product_family_id: string;
          product_type?: string | null;
          variant_family_id?: string | null;
          category_ids?: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              product_type: string | null;
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'approved' | 'archived';
              product_family: {
                id: string;
                code: string;
                name: string;
              };
              variant_family: {
                id: string;
                code: string;
                name: string;
              } | null;
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  products_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              product_type: string | null;
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'approved' | 'archived';
              product_family: {
                id: string;
                code: string;
                name: string;
              };
              variant_family: {
                id: string;
                code: string;
                name: string;
              } | null;
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  products_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          category_ids?: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              product_type: string | null;
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'approved' | 'archived';
              product_family: {
                id: string;
                code: string;
                name: string;
              };
              variant_family: {
                id: string;
                code: string;
                name: string;
              } | null;
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  products_clone: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              product_type: string | null;
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'approved' | 'archived';
              product_family: {
                id: string;
                code: string;
                name: string;
              };
              variant_family: {
                id: string;
                code: string;
                name: string;
              } | null;
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  products_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'draft' | 'in_review' | 'approved' | 'archived';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              product_type: string | null;
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'approved' | 'archived';
              product_family: {
                id: string;
                code: string;
                name: string;
              };
              variant_family: {
                id: string;
                code: string;
                name: string;
              } | null;
              categories: {
                id: string;
                code: string;
                name: string;
              }[];
              display_attributes: {
                name: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                image: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
              };
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productViews_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                name: string;
                query: string;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productViews_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          query: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              query: string;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productViews_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productViews_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          query?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              query: string;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productRevisions_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                revision_number: number;
                /** @enum {string} */
                change_source: 'api' | 'console' | 'import' | 'bulk_update' | 'clone' | 'revert';
                change_summary: {
                  path: string;
                  /** @enum {string} */
                  action: 'added' | 'changed' | 'removed';
                  before?: unknown;
                  after?: unknown;
                }[];
                restored_from_revision_id: string | null;
                /** Format: date-time */
                created_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productRevisions_latest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              revision_number: number;
              /** @enum {string} */
              change_source: 'api' | 'console' | 'import' | 'bulk_update' | 'clone' | 'revert';
              change_summary: {
                path: string;
                /** @enum {string} */
                action: 'added' | 'changed' | 'removed';
                before?: unknown;
                after?: unknown;
              }[];
              restored_from_revision_id: string | null;
              /** Format: date-time */
              created_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              snapshot_schema_version: number;
              snapshot: {
                version: number;
                category_ids: string[];
                product: {
                  code: string;
                  product_family_id: string;
                  product_type: string | null;
                  product_variant_family_id: string | null;
                  status: string;
                };
                product_attributes: {
                  attribute_id: string;
                  uniqueness_hash: string | null;
                  value: {
                    channel: string;
                    locale: string;
                    data: {
                      value: unknown;
                    };
                  }[];
                }[];
                variants: {
                  id: string;
                  code: string;
                  is_default: boolean;
                  status: string;
                  attributes: {
                    attribute_id: string;
                    uniqueness_hash: string | null;
                    value: {
                      channel: string;
                      locale: string;
                      data: {
                        value: unknown;
                      };
                    }[];
                  }[];
                }[];
              };
              comment: string | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productRevisions_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        revisionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              revision_number: number;
              /** @enum {string} */
              change_source: 'api' | 'console' | 'import' | 'bulk_update' | 'clone' | 'revert';
              change_summary: {
                path: string;
                /** @enum {string} */
                action: 'added' | 'changed' | 'removed';
                before?: unknown;
                after?: unknown;
              }[];
              restored_from_revision_id: string | null;
              /** Format: date-time */
              created_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              snapshot_schema_version: number;
              snapshot: {
                version: number;
                category_ids: string[];
                product: {
                  code: string;
                  product_family_id: string;
                  product_type: string | null;
                  product_variant_family_id: string | null;
                  status: string;
                };
                product_attributes: {
                  attribute_id: string;
                  uniqueness_hash: string | null;
                  value: {
                    channel: string;
                    locale: string;
                    data: {
                      value: unknown;
                    };
                  }[];
                }[];
                variants: {
                  id: string;
                  code: string;
                  is_default: boolean;
                  status: string;
                  attributes: {
                    attribute_id: string;
                    uniqueness_hash: string | null;
                    value: {
                      channel: string;
                      locale: string;
                      data: {
                        value: unknown;
                      };
                    }[];
                  }[];
                }[];
              };
              comment: string | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productRevisions_restore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        revisionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          comment?: string;
          expected_revision?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              revision_number: number;
              /** @enum {string} */
              change_source: 'api' | 'console' | 'import' | 'bulk_update' | 'clone' | 'revert';
              change_summary: {
                path: string;
                /** @enum {string} */
                action: 'added' | 'changed' | 'removed';
                before?: unknown;
                after?: unknown;
              }[];
              restored_from_revision_id: string | null;
              /** Format: date-time */
              created_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              snapshot_schema_version: number;
              snapshot: {
                version: number;
                category_ids: string[];
                product: {
                  code: string;
                  product_family_id: string;
                  product_type: string | null;
                  product_variant_family_id: string | null;
                  status: string;
                };
                product_attributes: {
                  attribute_id: string;
                  uniqueness_hash: string | null;
                  value: {
                    channel: string;
                    locale: string;
                    data: {
                      value: unknown;
                    };
                  }[];
                }[];
                variants: {
                  id: string;
                  code: string;
                  is_default: boolean;
                  status: string;
                  attributes: {
                    attribute_id: string;
                    uniqueness_hash: string | null;
                    value: {
                      channel: string;
                      locale: string;
                      data: {
                        value: unknown;
                      };
                    }[];
                  }[];
                }[];
              };
              comment: string | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productComments_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                product_id: string;
                body: string;
                attribute: {
                  id: string;
                  code: string;
                  name: string;
                } | null;
                /** Format: date-time */
                created_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productComments_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: string;
          /** Format: uuid */
          attribute_id?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              product_id: string;
              body: string;
              attribute: {
                id: string;
                code: string;
                name: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productComments_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: unknown;
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  productCompleteness_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              product_id: string;
              completeness: number;
              items: {
                channel_id: string;
                channel_code: string;
                locale_code: string;
                required_count: number;
                missing_count: number;
                ratio: number;
                missing_attribute_codes: string[];
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_uploadFile: {
    parameters: {
      query: {
        filename: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The file's bytes, with its Content-Type (checked against the bytes). */
    requestBody: {
      content: {
        'application/octet-stream': string;
        '*/*': string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              file_id: string;
              filename: string;
              content_type: string;
              size_bytes: number;
              sha256: string;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              expires_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description File over the upload limit (ASSET_MAX_BYTES) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_startImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          entity:
            | 'categories'
            | 'attributes'
            | 'attribute_options'
            | 'families'
            | 'products'
            | 'variants';
          /** @enum {string} */
          format: 'csv' | 'json' | 'xlsx' | 'akeneo_csv';
          /** Format: uuid */
          file_id?: string;
          items?: {
            [key: string]: unknown;
          }[];
          /**
           * @default upsert
           * @enum {string}
           */
          mode?: 'upsert' | 'create_only' | 'update_only';
          /** @default false */
          dry_run?: boolean;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              /** @enum {string} */
              type: 'import' | 'export' | 'bulk_update';
              entity: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
              progress: {
                total: number;
                processed: number;
                succeeded: number;
                failed: number;
              };
              options: {
                [key: string]: unknown;
              };
              result: {
                [key: string]: unknown;
              } | null;
              error: {
                code: string;
                message: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              started_at: string | null;
              finished_at: string | null;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_previewImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          entity:
            | 'categories'
            | 'attributes'
            | 'attribute_options'
            | 'families'
            | 'products'
            | 'variants';
          /** @enum {string} */
          format: 'csv' | 'xlsx' | 'json';
          /** Format: uuid */
          file_id: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              columns: {
                header: string;
                target: {
                  /** @enum {string} */
                  kind: 'field' | 'label' | 'axis' | 'value' | 'ignored';
                  field?: string;
                  attribute_code?: string;
                  attribute_name?: string;
                  channel?: string;
                  channel_name?: string;
                  locale?: string;
                } | null;
                note?: string;
              }[];
              missing: string[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_startExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          entity:
            | 'products'
            | 'variants'
            | 'categories'
            | 'attributes'
            | 'attribute_options'
            | 'families';
          /** @enum {string} */
          format: 'csv' | 'json' | 'xlsx';
          filters?: {
            product_ids?: string[];
            search?: string;
            /** Format: uuid */
            product_family_id?: string;
            status?: ('draft' | 'in_review' | 'approved' | 'archived' | 'enabled' | 'disabled')[];
            /** Format: uuid */
            category_id?: string;
            code?: string;
          };
          channel_code?: string;
          locales?: string[];
          attributes?: string[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              /** @enum {string} */
              type: 'import' | 'export' | 'bulk_update';
              entity: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
              progress: {
                total: number;
                processed: number;
                succeeded: number;
                failed: number;
              };
              options: {
                [key: string]: unknown;
              };
              result: {
                [key: string]: unknown;
              } | null;
              error: {
                code: string;
                message: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              started_at: string | null;
              finished_at: string | null;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_startBulkUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          filter: {
            product_ids?: string[];
            search?: string;
            /** Format: uuid */
            product_family_id?: string;
            status?: ('draft' | 'in_review' | 'approved' | 'archived' | 'enabled' | 'disabled')[];
            /** Format: uuid */
            category_id?: string;
            /** @enum {string} */
            completeness?: 'complete' | 'incomplete';
            channel?: string;
            locale?: string;
            value_filters?: {
              attribute: string;
              /** @enum {string} */
              op: 'empty' | 'not_empty' | 'equals' | 'contains' | 'gte' | 'lte' | 'between' | 'in';
              value?: unknown;
              channel?: string;
              locale?: string;
            }[];
            /** @enum {string} */
            modified_by?: 'me';
          };
          actions: (
            | {
                /** @constant */
                type: 'set_status';
                /** @enum {string} */
                status: 'draft' | 'in_review' | 'approved' | 'archived';
              }
            | {
                /** @constant */
                type: 'add_categories';
                category_ids: string[];
              }
            | {
                /** @constant */
                type: 'remove_categories';
                category_ids: string[];
              }
            | {
                /** @constant */
                type: 'set_values';
                values: {
                  attribute_code: string;
                  /** @default $default */
                  channel?: string;
                  /** @default $default */
                  locale?: string;
                  data: {
                    value: unknown;
                  };
                }[];
              }
            | {
                /** @constant */
                type: 'remove_values';
                values: {
                  attribute_code: string;
                  /** @default $default */
                  channel?: string;
                  /** @default $default */
                  locale?: string;
                }[];
              }
          )[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              /** @enum {string} */
              type: 'import' | 'export' | 'bulk_update';
              entity: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
              progress: {
                total: number;
                processed: number;
                succeeded: number;
                failed: number;
              };
              options: {
                [key: string]: unknown;
              };
              result: {
                [key: string]: unknown;
              } | null;
              error: {
                code: string;
                message: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              started_at: string | null;
              finished_at: string | null;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_list: {
    parameters: {
      query?: {
        type?: ('import' | 'export' | 'bulk_update')[];
        status?: ('queued' | 'running' | 'completed' | 'failed' | 'cancelled')[];
        entity?: (
          'categories' | 'attributes' | 'attribute_options' | 'families' | 'products' | 'variants'
        )[];
        page?: number;
        page_size?: number;
        sort?: 'created_at' | '-created_at';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                /** @enum {string} */
                type: 'import' | 'export' | 'bulk_update';
                entity: string;
                /** @enum {string} */
                status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
                progress: {
                  total: number;
                  processed: number;
                  succeeded: number;
                  failed: number;
                };
                options: {
                  [key: string]: unknown;
                };
                result: {
                  [key: string]: unknown;
                } | null;
                error: {
                  code: string;
                  message: string;
                } | null;
                /** Format: date-time */
                created_at: string;
                started_at: string | null;
                finished_at: string | null;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              /** @enum {string} */
              type: 'import' | 'export' | 'bulk_update';
              entity: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
              progress: {
                total: number;
                processed: number;
                succeeded: number;
                failed: number;
              };
              options: {
                [key: string]: unknown;
              };
              result: {
                [key: string]: unknown;
              } | null;
              error: {
                code: string;
                message: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              started_at: string | null;
              finished_at: string | null;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_items: {
    parameters: {
      query?: {
        status?: ('succeeded' | 'failed' | 'skipped')[];
        page?: number;
        page_size?: number;
        sort?: unknown;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                index: number;
                key: string | null;
                /** @enum {string} */
                status: 'succeeded' | 'failed' | 'skipped';
                errors: {
                  code: string;
                  field: string;
                  message: string;
                }[];
                payload: unknown;
                line: number | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              /** @enum {string} */
              type: 'import' | 'export' | 'bulk_update';
              entity: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
              progress: {
                total: number;
                processed: number;
                succeeded: number;
                failed: number;
              };
              options: {
                [key: string]: unknown;
              };
              result: {
                [key: string]: unknown;
              } | null;
              error: {
                code: string;
                message: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              started_at: string | null;
              finished_at: string | null;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_artifact: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes, with their stored Content-Type, Content-Length and Content-Disposition (inline for images, attachment otherwise) */
      200: {
        headers: {
          'Content-Disposition'?: string;
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_importTemplate: {
    parameters: {
      query: {
        entity:
          'categories' | 'attributes' | 'attribute_options' | 'families' | 'products' | 'variants';
        format: 'csv' | 'xlsx' | 'json';
        product_family_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes, with their stored Content-Type, Content-Length and Content-Disposition (inline for images, attachment otherwise) */
      200: {
        headers: {
          'Content-Disposition'?: string;
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  jobs_failedRecords: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes, with their stored Content-Type, Content-Length and Content-Disposition (inline for images, attachment otherwise) */
      200: {
        headers: {
          'Content-Disposition'?: string;
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  exportProfiles_list: {
    parameters: {
      query?: {
        search?: string;
        entity?: (
          'products' | 'variants' | 'categories' | 'attributes' | 'attribute_options' | 'families'
        )[];
        page?: number;
        page_size?: number;
        sort?: 'created_at' | '-created_at' | 'modified_at' | '-modified_at' | 'name' | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                name: string;
                /** @enum {string} */
                entity:
                  | 'products'
                  | 'variants'
                  | 'categories'
                  | 'attributes'
                  | 'attribute_options'
                  | 'families';
                /** @enum {string} */
                format: 'csv' | 'json' | 'xlsx';
                filters: {
                  [key: string]: unknown;
                };
                channel_code: string | null;
                locales: string[] | null;
                attributes: string[] | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                modified_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  exportProfiles_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          entity:
            | 'products'
            | 'variants'
            | 'categories'
            | 'attributes'
            | 'attribute_options'
            | 'families';
          /** @enum {string} */
          format: 'csv' | 'json' | 'xlsx';
          filters?: {
            product_ids?: string[];
            search?: string;
            /** Format: uuid */
            product_family_id?: string;
            status?: ('draft' | 'in_review' | 'approved' | 'archived' | 'enabled' | 'disabled')[];
            /** Format: uuid */
            category_id?: string;
            code?: string;
          };
          channel_code?: string | null;
          locales?: string[] | null;
          attributes?: string[] | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              entity:
                | 'products'
                | 'variants'
                | 'categories'
                | 'attributes'
                | 'attribute_options'
                | 'families';
              /** @enum {string} */
              format: 'csv' | 'json' | 'xlsx';
              filters: {
                [key: string]: unknown;
              };
              channel_code: string | null;
              locales: string[] | null;
              attributes: string[] | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  exportProfiles_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              entity:
                | 'products'
                | 'variants'
                | 'categories'
                | 'attributes'
                | 'attribute_options'
                | 'families';
              /** @enum {string} */
              format: 'csv' | 'json' | 'xlsx';
              filters: {
                [key: string]: unknown;
              };
              channel_code: string | null;
              locales: string[] | null;
              attributes: string[] | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  exportProfiles_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  exportProfiles_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @enum {string} */
          entity?:
            | 'products'
            | 'variants'
            | 'categories'
            | 'attributes'
            | 'attribute_options'
            | 'families';
          /** @enum {string} */
          format?: 'csv' | 'json' | 'xlsx';
          filters?: {
            product_ids?: string[];
            search?: string;
            /** Format: uuid */
            product_family_id?: string;
            status?: ('draft' | 'in_review' | 'approved' | 'archived' | 'enabled' | 'disabled')[];
            /** Format: uuid */
            category_id?: string;
            code?: string;
          };
          channel_code?: string | null;
          locales?: string[] | null;
          attributes?: string[] | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              entity:
                | 'products'
                | 'variants'
                | 'categories'
                | 'attributes'
                | 'attribute_options'
                | 'families';
              /** @enum {string} */
              format: 'csv' | 'json' | 'xlsx';
              filters: {
                [key: string]: unknown;
              };
              channel_code: string | null;
              locales: string[] | null;
              attributes: string[] | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              modified_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  exportProfiles_run: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              /** @enum {string} */
              type: 'import' | 'export' | 'bulk_update';
              entity: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
              progress: {
                total: number;
                processed: number;
                succeeded: number;
                failed: number;
              };
              options: {
                [key: string]: unknown;
              };
              result: {
                [key: string]: unknown;
              } | null;
              error: {
                code: string;
                message: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              started_at: string | null;
              finished_at: string | null;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectors_list: {
    parameters: {
      query?: {
        search?: string;
        connector_type?: ('api' | 'ftp' | 'sftp' | 'storage' | 'marketplace')[];
        is_active?: boolean;
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                code: string;
                name: string;
                /** @enum {string} */
                connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                is_active: boolean;
                is_builtin: boolean;
                default_schema_id: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectors_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          /** @enum {string} */
          connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              /** @enum {string} */
              connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              is_active: boolean;
              is_builtin: boolean;
              default_schema_id: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectors_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              /** @enum {string} */
              connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              is_active: boolean;
              is_builtin: boolean;
              default_schema_id: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectors_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              /** @enum {string} */
              connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              is_active: boolean;
              is_builtin: boolean;
              default_schema_id: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectors_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              code: string;
              name: string;
              /** @enum {string} */
              connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              is_active: boolean;
              is_builtin: boolean;
              default_schema_id: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectors_attributes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectorId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                code: string;
                name: string;
                /** @enum {string} */
                type: 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object';
                required: boolean;
                description: string | null;
                enum_values: string[];
                source_attribute_code: string | null;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectorSchemas_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('draft' | 'active' | 'deprecated')[];
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        connectorId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                connector_id: string;
                name: string;
                version: number;
                description: string | null;
                /** @enum {string} */
                status: 'draft' | 'active' | 'deprecated';
                attribute_count: number;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectorSchemas_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectorId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          version?: number;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connector_id: string;
              name: string;
              version: number;
              description: string | null;
              /** @enum {string} */
              status: 'draft' | 'active' | 'deprecated';
              attribute_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectorSchemas_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectorId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connector_id: string;
              name: string;
              version: number;
              description: string | null;
              /** @enum {string} */
              status: 'draft' | 'active' | 'deprecated';
              attribute_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectorSchemas_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectorId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectorSchemas_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectorId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connector_id: string;
              name: string;
              version: number;
              description: string | null;
              /** @enum {string} */
              status: 'draft' | 'active' | 'deprecated';
              attribute_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectorSchemas_attributes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectorId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                code: string;
                name: string;
                /** @enum {string} */
                type: 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object';
                required: boolean;
                description: string | null;
                enum_values: string[];
                source_attribute_code: string | null;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectorSchemas_saveAttributes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectorId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          attributes: {
            code: string;
            name: string;
            /** @enum {string} */
            type: 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object';
            /** @default false */
            required?: boolean;
            description?: string | null;
            enum_values?: string[] | null;
            source_attribute_code?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                code: string;
                name: string;
                /** @enum {string} */
                type: 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object';
                required: boolean;
                description: string | null;
                enum_values: string[];
                source_attribute_code: string | null;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectorSchemas_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        connectorId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'deprecated';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connector_id: string;
              name: string;
              version: number;
              description: string | null;
              /** @enum {string} */
              status: 'draft' | 'active' | 'deprecated';
              attribute_count: number;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connections_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?: 'created_at' | '-created_at' | 'code' | '-code' | 'name' | '-name';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                connector_id: string;
                /** @enum {string} */
                connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
                code: string;
                name: string;
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                config: {
                  [key: string]: unknown;
                };
                has_credentials: boolean;
                last_export_at: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connections_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          connector_id: string;
          code: string;
          name: string;
          description?: string | null;
          config?: {
            [key: string]: unknown;
          };
          credentials?: {
            [key: string]: unknown;
          } | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connector_id: string;
              /** @enum {string} */
              connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              config: {
                [key: string]: unknown;
              };
              has_credentials: boolean;
              last_export_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connections_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connector_id: string;
              /** @enum {string} */
              connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              config: {
                [key: string]: unknown;
              };
              has_credentials: boolean;
              last_export_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connections_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connections_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          config?: {
            [key: string]: unknown;
          };
          credentials?: {
            [key: string]: unknown;
          } | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connector_id: string;
              /** @enum {string} */
              connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              config: {
                [key: string]: unknown;
              };
              has_credentials: boolean;
              last_export_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connections_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connector_id: string;
              /** @enum {string} */
              connector_type: 'api' | 'ftp' | 'sftp' | 'storage' | 'marketplace';
              code: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              config: {
                [key: string]: unknown;
              };
              has_credentials: boolean;
              last_export_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryMappings_list: {
    parameters: {
      query: {
        connection_id: string;
        channel_code: string;
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                connection_id: string;
                channel_code: string;
                category_id: string;
                category_code: string;
                category_name: string;
                external_category_id: string;
                external_category_name: string | null;
                external_category_path: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryMappings_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          connection_id: string;
          channel_code: string;
          /** Format: uuid */
          category_id: string;
          external_category_id: string;
          external_category_name?: string | null;
          external_category_path?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connection_id: string;
              channel_code: string;
              category_id: string;
              category_code: string;
              category_name: string;
              external_category_id: string;
              external_category_name: string | null;
              external_category_path: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryMappings_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connection_id: string;
              channel_code: string;
              category_id: string;
              category_code: string;
              category_name: string;
              external_category_id: string;
              external_category_name: string | null;
              external_category_path: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryMappings_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryMappings_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          external_category_id?: string;
          external_category_name?: string | null;
          external_category_path?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              connection_id: string;
              channel_code: string;
              category_id: string;
              category_code: string;
              category_name: string;
              external_category_id: string;
              external_category_name: string | null;
              external_category_path: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  categoryMappings_channel: {
    parameters: {
      query: {
        channel_code: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                category_id: string;
                category_code: string;
                category_name: string;
                parent_id: string | null;
                level: number;
                mapping: {
                  id: string;
                  connection_id: string;
                  channel_code: string;
                  category_id: string;
                  category_code: string;
                  category_name: string;
                  external_category_id: string;
                  external_category_name: string | null;
                  external_category_path: string | null;
                  /** Format: date-time */
                  created_at: string;
                  /** Format: date-time */
                  updated_at: string;
                } | null;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectionJobs_startExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          mode: 'full' | 'delta';
          /** @default false */
          dry_run?: boolean;
        };
      };
    };
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              /** @enum {string} */
              type: 'import' | 'export' | 'bulk_update';
              entity: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
              progress: {
                total: number;
                processed: number;
                succeeded: number;
                failed: number;
              };
              options: {
                [key: string]: unknown;
              };
              result: {
                [key: string]: unknown;
              } | null;
              error: {
                code: string;
                message: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              started_at: string | null;
              finished_at: string | null;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectionJobs_startImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default products
           * @enum {string}
           */
          entity?:
            | 'categories'
            | 'attributes'
            | 'attribute_options'
            | 'families'
            | 'products'
            | 'variants';
          /**
           * @default upsert
           * @enum {string}
           */
          mode?: 'upsert' | 'create_only' | 'update_only';
          /** @default false */
          dry_run?: boolean;
          file?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              /** @enum {string} */
              type: 'import' | 'export' | 'bulk_update';
              entity: string;
              /** @enum {string} */
              status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
              progress: {
                total: number;
                processed: number;
                succeeded: number;
                failed: number;
              };
              options: {
                [key: string]: unknown;
              };
              result: {
                [key: string]: unknown;
              } | null;
              error: {
                code: string;
                message: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              started_at: string | null;
              finished_at: string | null;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  connectionJobs_test: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              ok: boolean;
              steps: {
                step: string;
                ok: boolean;
                message: string;
                duration_ms: number;
              }[];
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_list: {
    parameters: {
      query?: {
        search?: string;
        status?: ('active' | 'inactive')[];
        page?: number;
        page_size?: number;
        sort?: 'created_at' | '-created_at';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                url: string;
                events: (
                  | 'product.updated'
                  | 'product.published'
                  | 'import_job.completed'
                  | 'export_job.completed'
                  | 'export_job.failed'
                  | 'job.failed'
                  | 'connection.export.completed'
                  | 'connection.export.failed'
                )[];
                description: string | null;
                /** @enum {string} */
                status: 'active' | 'inactive';
                status_reason: string | null;
                previous_secret_expires_at: string | null;
                failing_since: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                created_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
                modified_by: {
                  id: string;
                  name: string;
                  type: string;
                } | null;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          url: string;
          events: (
            | 'product.updated'
            | 'product.published'
            | 'import_job.completed'
            | 'export_job.completed'
            | 'export_job.failed'
            | 'job.failed'
            | 'connection.export.completed'
            | 'connection.export.failed'
          )[];
          description?: string | null;
          /** @enum {string} */
          status?: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              url: string;
              events: (
                | 'product.updated'
                | 'product.published'
                | 'import_job.completed'
                | 'export_job.completed'
                | 'export_job.failed'
                | 'job.failed'
                | 'connection.export.completed'
                | 'connection.export.failed'
              )[];
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              status_reason: string | null;
              previous_secret_expires_at: string | null;
              failing_since: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              secret: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              url: string;
              events: (
                | 'product.updated'
                | 'product.published'
                | 'import_job.completed'
                | 'export_job.completed'
                | 'export_job.failed'
                | 'job.failed'
                | 'connection.export.completed'
                | 'connection.export.failed'
              )[];
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              status_reason: string | null;
              previous_secret_expires_at: string | null;
              failing_since: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          url?: string;
          events?: (
            | 'product.updated'
            | 'product.published'
            | 'import_job.completed'
            | 'export_job.completed'
            | 'export_job.failed'
            | 'job.failed'
            | 'connection.export.completed'
            | 'connection.export.failed'
          )[];
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              url: string;
              events: (
                | 'product.updated'
                | 'product.published'
                | 'import_job.completed'
                | 'export_job.completed'
                | 'export_job.failed'
                | 'job.failed'
                | 'connection.export.completed'
                | 'connection.export.failed'
              )[];
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              status_reason: string | null;
              previous_secret_expires_at: string | null;
              failing_since: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_setStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              url: string;
              events: (
                | 'product.updated'
                | 'product.published'
                | 'import_job.completed'
                | 'export_job.completed'
                | 'export_job.failed'
                | 'job.failed'
                | 'connection.export.completed'
                | 'connection.export.failed'
              )[];
              description: string | null;
              /** @enum {string} */
              status: 'active' | 'inactive';
              status_reason: string | null;
              previous_secret_expires_at: string | null;
              failing_since: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              created_by: {
                id: string;
                name: string;
                type: string;
              } | null;
              modified_by: {
                id: string;
                name: string;
                type: string;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_rotateSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              secret: string;
              /** Format: date-time */
              previous_secret_expires_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_test: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              subscription_id: string;
              event_id: string;
              event_type: string;
              /** @enum {string} */
              status: 'pending' | 'delivered' | 'failed';
              attempts: number;
              last_attempt_at: string | null;
              last_response_code: number | null;
              last_response_body: string | null;
              last_error: string | null;
              duration_ms: number | null;
              next_attempt_at: string | null;
              delivered_at: string | null;
              redelivery_of: string | null;
              /** Format: date-time */
              created_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_deliveries: {
    parameters: {
      query?: {
        status?: ('pending' | 'delivered' | 'failed')[];
        event_type?: (
          | 'product.updated'
          | 'product.published'
          | 'import_job.completed'
          | 'export_job.completed'
          | 'export_job.failed'
          | 'job.failed'
          | 'connection.export.completed'
          | 'connection.export.failed'
          | 'webhook.test'
        )[];
        page?: number;
        page_size?: number;
        sort?: 'created_at' | '-created_at';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: {
                id: string;
                subscription_id: string;
                event_id: string;
                event_type: string;
                /** @enum {string} */
                status: 'pending' | 'delivered' | 'failed';
                attempts: number;
                last_attempt_at: string | null;
                last_response_code: number | null;
                last_response_body: string | null;
                last_error: string | null;
                duration_ms: number | null;
                next_attempt_at: string | null;
                delivered_at: string | null;
                redelivery_of: string | null;
                /** Format: date-time */
                created_at: string;
              }[];
              pagination: {
                has_next: boolean;
                page: number;
                page_size: number;
                total_items: number;
                total_pages: number;
              };
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  webhooks_redeliver: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        delivery_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              subscription_id: string;
              event_id: string;
              event_type: string;
              /** @enum {string} */
              status: 'pending' | 'delivered' | 'failed';
              attempts: number;
              last_attempt_at: string | null;
              last_response_code: number | null;
              last_response_body: string | null;
              last_error: string | null;
              duration_ms: number | null;
              next_attempt_at: string | null;
              delivered_at: string | null;
              redelivery_of: string | null;
              /** Format: date-time */
              created_at: string;
            };
          };
        };
      };
      /** @description Invalid request (malformed JSON, unknown field, failed validation, missing tenant) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Missing, expired or invalid credentials */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller lacks the permission, or X-Tenant-Id is not one of its tenants */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found (also for resources of another tenant) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Conflict with the current state (or an Idempotency-Key still in use) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request body over 10 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Rate limited; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Request line and headers over 16 KB */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Internal error; quote the X-Request-Id header */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
}
