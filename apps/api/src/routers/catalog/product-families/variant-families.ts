// The variant families of a product family, each with the axes its variants differ by:
// productFamilies.variantFamilies.*
import {
  variantFamilies,
  ZCreateVariantFamilyInput,
  ZProductFamilyVariantsInput,
  ZVariantFamily,
  ZVariantFamilyIdInput,
  ZVariantFamilyList,
  ZVariantFamilyTranslationsInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';
import { translationProcedures } from '../translations.ts';

const op = operations({ domain: 'catalog', tag: 'Variant families', resource: 'catalog.families' });
const PATH = '/product-families/{productFamilyId}/variant-families';
const ONE = `${PATH}/{variantFamilyId}`;

export const variantFamiliesRouter = router({
  list: tenantProcedure
    .meta(op.read(PATH, 'List the variant families of a product family (by code)'))
    .input(ZProductFamilyVariantsInput)
    .output(ZVariantFamilyList)
    .query(({ ctx, input }) => variantFamilies.listVariantFamilies(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', PATH, 'Create a variant family of a product family'))
    .input(ZCreateVariantFamilyInput)
    .output(ZVariantFamily)
    .mutation(({ ctx, input }) => variantFamilies.createVariantFamily(ctx, input)),

  get: tenantProcedure
    .meta(op.read(ONE, 'Get a variant family'))
    .input(ZVariantFamilyIdInput)
    .output(ZVariantFamily)
    .query(({ ctx, input }) => variantFamilies.getVariantFamily(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        ONE,
        'Soft-delete a variant family (409 in_use while live products use it)',
      ),
    )
    .input(ZVariantFamilyIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => variantFamilies.deleteVariantFamily(ctx, input)),

  ...translationProcedures({
    op,
    path: ONE,
    noun: 'a variant family',
    idInput: ZVariantFamilyIdInput,
    translationsInput: ZVariantFamilyTranslationsInput,
    get: variantFamilies.getVariantFamilyTranslations,
    update: variantFamilies.updateVariantFamilyTranslations,
  }),
});
