// A product family's attributes, with the channels that require each and its flags:
// productFamilies.attributes.*
import {
  familyAttributes,
  ZCreateFamilyAttributesInput,
  ZFamilyAttribute,
  ZFamilyAttributeIdInput,
  ZListFamilyAttributesInput,
  zPageOf,
  ZUpdateFamilyAttributesInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'catalog',
  tag: 'Family attributes',
  resource: 'catalog.families',
});
const PATH = '/product-families/{productFamilyId}/attributes';

export const familyAttributesRouter = router({
  list: tenantProcedure
    .meta(
      op.read(
        PATH,
        "List a product family's attributes (by attribute group sort order, attribute sort order, code)",
      ),
    )
    .input(ZListFamilyAttributesInput)
    .output(zPageOf(ZFamilyAttribute))
    .query(({ ctx, input }) => familyAttributes.listFamilyAttributes(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write(
        'POST',
        PATH,
        'Add attributes to a product family, all or none (channel_ids omitted: every channel)',
      ),
    )
    .input(ZCreateFamilyAttributesInput)
    .output(z.null())
    .mutation(({ ctx, input }) => familyAttributes.createFamilyAttributes(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', PATH, 'Change attributes of a product family (given fields replace)'))
    .input(ZUpdateFamilyAttributesInput)
    .output(z.null())
    .mutation(({ ctx, input }) => familyAttributes.updateFamilyAttributes(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        `${PATH}/{attributeId}`,
        'Remove an attribute from a product family (409 in_use for a display attribute or a variant axis)',
      ),
    )
    .input(ZFamilyAttributeIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => familyAttributes.deleteFamilyAttribute(ctx, input)),
});
