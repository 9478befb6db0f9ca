// The one router both transports serve: tRPC under /trpc and REST under /v1.
import { apiKeysRouter } from '../routers/identity/api-keys/index.ts';
import { authRouter } from '../routers/identity/auth/index.ts';
import { organizationsRouter } from '../routers/identity/organizations/index.ts';
import {
  featuresRouter,
  permissionsRouter,
  subFeaturesRouter,
} from '../routers/identity/permissions/index.ts';
import { rolesRouter } from '../routers/identity/roles/index.ts';
import { serviceAccountsRouter } from '../routers/identity/service-accounts/index.ts';
import { usersRouter } from '../routers/identity/users/index.ts';
import { attributeGroupsRouter } from '../routers/catalog/attribute-groups/index.ts';
import { attributesRouter } from '../routers/catalog/attributes/index.ts';
import { categoriesRouter } from '../routers/catalog/categories/index.ts';
import { categoryTreesRouter } from '../routers/catalog/category-trees/index.ts';
import { channelsRouter } from '../routers/catalog/channels/index.ts';
import { localesRouter } from '../routers/catalog/locales/index.ts';
import { productFamiliesRouter } from '../routers/catalog/product-families/index.ts';
import { assetsRouter } from '../routers/products/assets/index.ts';
import { productCompletenessRouter } from '../routers/products/product-completeness/index.ts';
import { productRevisionsRouter } from '../routers/products/product-revisions/index.ts';
import { productValuesRouter } from '../routers/products/product-values/index.ts';
import { variantValuesRouter } from '../routers/products/product-values/variant-values.ts';
import { productsRouter } from '../routers/products/products/index.ts';
import { variantsRouter } from '../routers/products/variants/index.ts';
import { jobsRouter } from '../routers/jobs/index.ts';
import { router } from './init.ts';

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
  productRevisions: productRevisionsRouter,
  productCompleteness: productCompletenessRouter,
  jobs: jobsRouter,
});

export type AppRouter = typeof appRouter;
