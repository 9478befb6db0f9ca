// Options of select and multiselect attributes (`/attributes/{id}/options`): procedures of the
// attributes router (`attributes.listOptions`, ...), under their own tag.
import {
  attributeOptions,
  ZAttributeOption,
  ZAttributeOptionIdInput,
  ZCreateAttributeOptionInput,
  ZListAttributeOptionsInput,
  zPageOf,
  ZUpdateAttributeOptionInput,
} from '@pim/core';
import { z } from 'zod';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'attributes',
  tag: 'Attribute options',
  resource: 'catalog.attributes',
});

export const optionProcedures = {
  listOptions: tenantProcedure
    .meta(
      op.read(
        '/attributes/{id}/options',
        'List the options of an attribute (by sort_order, then code, unless sorted otherwise)',
      ),
    )
    .input(ZListAttributeOptionsInput)
    .output(zPageOf(ZAttributeOption))
    .query(({ ctx, input }) => attributeOptions.listAttributeOptions(ctx, input)),

  createOption: tenantProcedure
    .meta(
      op.write(
        'POST',
        '/attributes/{id}/options',
        'Add an option to a select or multiselect attribute',
      ),
    )
    .input(ZCreateAttributeOptionInput)
    .output(ZAttributeOption)
    .mutation(({ ctx, input }) => attributeOptions.createAttributeOption(ctx, input)),

  getOption: tenantProcedure
    .meta(op.read('/attributes/{id}/options/{optionId}', 'Get an option of an attribute'))
    .input(ZAttributeOptionIdInput)
    .output(ZAttributeOption)
    .query(({ ctx, input }) => attributeOptions.getAttributeOption(ctx, input)),

  updateOption: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        '/attributes/{id}/options/{optionId}',
        'Update an option (labels are merged by locale; a null label removes that locale)',
      ),
    )
    .input(ZUpdateAttributeOptionInput)
    .output(ZAttributeOption)
    .mutation(({ ctx, input }) => attributeOptions.updateAttributeOption(ctx, input)),

  deleteOption: tenantProcedure
    .meta(op.write('DELETE', '/attributes/{id}/options/{optionId}', 'Delete an option'))
    .input(ZAttributeOptionIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => attributeOptions.deleteAttributeOption(ctx, input)),
};
