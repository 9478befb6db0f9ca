// The one router both transports serve: tRPC under /trpc and REST under /v1.
import { router } from '../trpc/init.ts';
import { apiKeysRouter } from './identity/api-keys/index.ts';
import { authRouter } from './identity/auth/index.ts';
import { organizationsRouter } from './identity/organizations/index.ts';
import {
  featuresRouter,
  permissionsRouter,
  subFeaturesRouter,
} from './identity/permissions/index.ts';
import { rolesRouter } from './identity/roles/index.ts';
import { serviceAccountsRouter } from './identity/service-accounts/index.ts';
import { usersRouter } from './identity/users/index.ts';
import { attributeGroupsRouter } from './catalog/attribute-groups/index.ts';
import { attributesRouter } from './catalog/attributes/index.ts';
import { categoriesRouter } from './catalog/categories/index.ts';
import { categoryTreesRouter } from './catalog/category-trees/index.ts';
import { channelsRouter } from './catalog/channels/index.ts';
import { localesRouter } from './catalog/locales/index.ts';
import { productFamiliesRouter } from './catalog/product-families/index.ts';
import { assetsRouter } from './products/assets/index.ts';
import { productCompletenessRouter } from './products/product-completeness/index.ts';
import { productRevisionsRouter } from './products/product-revisions/index.ts';
import { productCommentsRouter } from './products/product-comments/index.ts';
import { productValuesRouter } from './products/product-values/index.ts';
import { variantValuesRouter } from './products/product-values/variant-values.ts';
import { productsRouter } from './products/products/index.ts';
import { productViewsRouter } from './products/product-views/index.ts';
import { variantsRouter } from './products/variants/index.ts';
import { jobsRouter } from './jobs/index.ts';
import { exportProfilesRouter } from './jobs/export-profiles.ts';
import { connectorSchemasRouter } from './integration/connector-schemas/index.ts';
import { connectorsRouter } from './integration/connectors/index.ts';
import { connectionsRouter } from './integration/connections/index.ts';
import { categoryMappingsRouter } from './integration/category-mappings/index.ts';
import { connectionJobsRouter } from './integration/connection-jobs/index.ts';
import { webhooksRouter } from './integration/webhooks/index.ts';

export const appRouter = router({
  auth: authRouter,
  roles: rolesRouter,
  permissions: permissionsRouter,
  features: featuresRouter,
  subFeatures: subFeaturesRouter,
  organizations: organizationsRouter,
  users: usersRouter,
  serviceAccounts: serviceAccountsRouter,
  apiKeys: apiKeysRouter,
  // Catalog structure
  categoryTrees: categoryTreesRouter,
  attributeGroups: attributeGroupsRouter,
  attributes: attributesRouter,
  productFamilies: productFamiliesRouter,
  categories: categoriesRouter,
  channels: channelsRouter,
  locales: localesRouter,
  variants: variantsRouter,
  assets: assetsRouter,
  productValues: productValuesRouter,
  variantValues: variantValuesRouter,
  products: productsRouter,
  productViews: productViewsRouter,
  productRevisions: productRevisionsRouter,
  productComments: productCommentsRouter,
  productCompleteness: productCompletenessRouter,
  jobs: jobsRouter,
  exportProfiles: exportProfilesRouter,
  // Integration
  connectors: connectorsRouter,
  connectorSchemas: connectorSchemasRouter,
  connections: connectionsRouter,
  categoryMappings: categoryMappingsRouter,
  connectionJobs: connectionJobsRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
