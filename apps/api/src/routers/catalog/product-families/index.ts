// Product family operations (no delete: a family is switched off by its status), with the family's
// attributes (productFamilies.attributes.*) and variant families
// (productFamilies.variantFamilies.*) nested under the same router key.
import {
  productFamilies,
  ZCreateProductFamilyInput,
  ZListProductFamiliesInput,
  zPageOf,
  ZProductFamily,
  ZProductFamilyIdInput,
  ZProductFamilyStatusInput,
  ZProductFamilyTranslationsInput,
  ZUpdateProductFamilyInput,
} from '@pim/core';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';
import { translationProcedures } from '../translations.ts';
import { familyAttributesRouter } from './family-attributes.ts';
import { variantFamiliesRouter } from './variant-families.ts';

const op = operations({ domain: 'catalog', tag: 'Product families', resource: 'catalog.families' });

export const productFamiliesRouter = router({
  list: tenantProcedure
    .meta(op.read('/product-families', 'List product families'))
    .input(ZListProductFamiliesInput)
    .output(zPageOf(ZProductFamily))
    .query(({ ctx, input }) => productFamilies.listProductFamilies(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/product-families', 'Create a product family'))
    .input(ZCreateProductFamilyInput)
    .output(ZProductFamily)
    .mutation(({ ctx, input }) => productFamilies.createProductFamily(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/product-families/{id}', 'Get a product family'))
    .input(ZProductFamilyIdInput)
    .output(ZProductFamily)
    .query(({ ctx, input }) => productFamilies.getProductFamily(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        '/product-families/{id}',
        'Update a product family (display attributes: a text and a media attribute of the family)',
      ),
    )
    .input(ZUpdateProductFamilyInput)
    .output(ZProductFamily)
    .mutation(({ ctx, input }) => productFamilies.updateProductFamily(ctx, input)),

  setStatus: tenantProcedure
    .meta(
      op.write('PATCH', '/product-families/{id}/status', 'Change the status of a product family'),
    )
    .input(ZProductFamilyStatusInput)
    .output(ZProductFamily)
    .mutation(({ ctx, input }) => productFamilies.setProductFamilyStatus(ctx, input)),

  ...translationProcedures({
    op,
    path: '/product-families/{id}',
    noun: 'a product family',
    idInput: ZProductFamilyIdInput,
    translationsInput: ZProductFamilyTranslationsInput,
    get: productFamilies.getProductFamilyTranslations,
    update: productFamilies.updateProductFamilyTranslations,
  }),

  attributes: familyAttributesRouter,
  variantFamilies: variantFamiliesRouter,
});
