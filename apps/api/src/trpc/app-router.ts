// The one router both transports serve: tRPC under /trpc and REST under /v1.
import { apiKeysRouter } from '../routers/api-keys/index.ts';
import { authRouter } from '../routers/auth/index.ts';
import { categoriesRouter } from '../routers/categories/index.ts';
import { categoryTreesRouter } from '../routers/category-trees/index.ts';
import { attributeGroupsRouter } from '../routers/attribute-groups/index.ts';
import { attributesRouter } from '../routers/attributes/index.ts';
import { productFamiliesRouter } from '../routers/product-families/index.ts';
import { channelsRouter } from '../routers/channels/index.ts';
import { localesRouter } from '../routers/locales/index.ts';
import { organizationsRouter } from '../routers/organizations/index.ts';
import {
  featuresRouter,
  permissionsRouter,
  subFeaturesRouter,
} from '../routers/permissions/index.ts';
import { rolesRouter } from '../routers/roles/index.ts';
import { serviceAccountsRouter } from '../routers/service-accounts/index.ts';
import { usersRouter } from '../routers/users/index.ts';
import { variantsRouter } from '../routers/variants/index.ts';
import { assetsRouter } from '../routers/assets/index.ts';
import { productValuesRouter } from '../routers/product-values/index.ts';
import { variantValuesRouter } from '../routers/product-values/variant-values.ts';
import { productsRouter } from '../routers/products/index.ts';
import { productRevisionsRouter } from '../routers/product-revisions/index.ts';
import { productCompletenessRouter } from '../routers/product-completeness/index.ts';
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
