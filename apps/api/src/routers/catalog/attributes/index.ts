// Attribute operations (code and type fixed once created, config checked by type); the options of
// select and multiselect attributes are procedures of this router too (options.ts).
import {
  attributes,
  ZAttribute,
  ZAttributeIdInput,
  ZAttributeStatusInput,
  ZAttributeTranslationsInput,
  ZCreateAttributeInput,
  ZListAttributesInput,
  zPageOf,
  ZUpdateAttributeInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';
import { translationProcedures } from '../translations.ts';
import { optionProcedures } from './options.ts';

const op = operations({ domain: 'attributes', tag: 'Attributes', resource: 'catalog.attributes' });

export const attributesRouter = router({
  list: tenantProcedure
    .meta(op.read('/attributes', 'List attributes'))
    .input(ZListAttributesInput)
    .output(zPageOf(ZAttribute))
    .query(({ ctx, input }) => attributes.listAttributes(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/attributes', 'Create an attribute'))
    .input(ZCreateAttributeInput)
    .output(ZAttribute)
    .mutation(({ ctx, input }) => attributes.createAttribute(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/attributes/{id}', 'Get an attribute'))
    .input(ZAttributeIdInput)
    .output(ZAttribute)
    .query(({ ctx, input }) => attributes.getAttribute(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        '/attributes/{id}',
        'Update an attribute (code, type and the value_per_channel, value_per_locale and is_unique flags are fixed once created)',
      ),
    )
    .input(ZUpdateAttributeInput)
    .output(ZAttribute)
    .mutation(({ ctx, input }) => attributes.updateAttribute(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        '/attributes/{id}',
        'Soft-delete an attribute (409 in_use while a product family holds it, has it as a variant axis or shows it as name or image)',
      ),
    )
    .input(ZAttributeIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => attributes.deleteAttribute(ctx, input)),

  setStatus: tenantProcedure
    .meta(op.write('PATCH', '/attributes/{id}/status', 'Change the status of an attribute'))
    .input(ZAttributeStatusInput)
    .output(ZAttribute)
    .mutation(({ ctx, input }) => attributes.setAttributeStatus(ctx, input)),

  ...translationProcedures({
    op,
    path: '/attributes/{id}',
    noun: 'an attribute',
    idInput: ZAttributeIdInput,
    translationsInput: ZAttributeTranslationsInput,
    get: attributes.getAttributeTranslations,
    update: attributes.updateAttributeTranslations,
  }),

  ...optionProcedures,
});
