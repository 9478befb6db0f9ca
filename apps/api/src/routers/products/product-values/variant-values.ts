// Attribute values of variants: variantValues.*. Rows show the product's values as inherited unless
// the variant overrides them; only attributes the family marks overridable may be written, never an
// axis.
import {
  productValues,
  zPageOf,
  ZListVariantValuesInput,
  ZPatchVariantValuesInput,
  ZReplaceVariantValuesInput,
  ZVariantAttributeValueRow,
  ZVariantValueIdInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';
import { op } from './index.ts';

const PATH = '/products/{productId}/variants/{variantId}/attributes';

export const variantValuesRouter = router({
  list: tenantProcedure
    .meta(
      op.read(
        PATH,
        "List a variant's attribute value rows (axis values, overrides, and the product's values as inherited)",
      ),
    )
    .input(ZListVariantValuesInput)
    .output(zPageOf(ZVariantAttributeValueRow))
    .query(({ ctx, input }) => productValues.listVariantValues(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write(
        'POST',
        PATH,
        "Bulk create or update a variant's attribute values (overridable attributes only): each listed attribute's values are replaced",
        { arrayBody: 'attributes' },
      ),
    )
    .input(ZReplaceVariantValuesInput)
    .output(z.null())
    .mutation(({ ctx, input }) => productValues.replaceVariantValues(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        PATH,
        "Partially update a variant's attribute values: each listed scoped value is set, data null removes it",
        { arrayBody: 'attributes' },
      ),
    )
    .input(ZPatchVariantValuesInput)
    .output(z.null())
    .mutation(({ ctx, input }) => productValues.patchVariantValues(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        `${PATH}/{id}`,
        "Remove a variant's override of one attribute (the product's value shows again)",
      ),
    )
    .input(ZVariantValueIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => productValues.deleteVariantValue(ctx, input)),
});
