// Attribute group operations: the groups that attributes are sorted into.
import {
  attributeGroups,
  ZAttributeGroup,
  ZAttributeGroupIdInput,
  ZCreateAttributeGroupInput,
  ZListAttributeGroupsInput,
  zPageOf,
  ZUpdateAttributeGroupInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'attributes',
  tag: 'Attribute groups',
  resource: 'catalog.attributes',
});

export const attributeGroupsRouter = router({
  list: tenantProcedure
    .meta(op.read('/attribute-groups', 'List attribute groups'))
    .input(ZListAttributeGroupsInput)
    .output(zPageOf(ZAttributeGroup))
    .query(({ ctx, input }) => attributeGroups.listAttributeGroups(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/attribute-groups', 'Create an attribute group'))
    .input(ZCreateAttributeGroupInput)
    .output(ZAttributeGroup)
    .mutation(({ ctx, input }) => attributeGroups.createAttributeGroup(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/attribute-groups/{id}', 'Get an attribute group'))
    .input(ZAttributeGroupIdInput)
    .output(ZAttributeGroup)
    .query(({ ctx, input }) => attributeGroups.getAttributeGroup(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', '/attribute-groups/{id}', 'Update an attribute group'))
    .input(ZUpdateAttributeGroupInput)
    .output(ZAttributeGroup)
    .mutation(({ ctx, input }) => attributeGroups.updateAttributeGroup(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        '/attribute-groups/{id}',
        'Soft-delete an attribute group (409 in_use while attributes are in it)',
      ),
    )
    .input(ZAttributeGroupIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => attributeGroups.deleteAttributeGroup(ctx, input)),
});
